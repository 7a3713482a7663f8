package judge

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/zoo"
)

// ZooRecord reads p's selection record; nil when p has none.
func ZooRecord(p *problems.Problem) (*zoo.Record, error) {
	raw, err := p.ReadFile(zoo.RecordFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", p.ID, err)
	}
	rec, err := zoo.ReadRecord(raw)
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", p.ID, err)
	}
	return rec, nil
}

// zooTests are the tests a record adds to the generator's.
func zooTests(rec *zoo.Record) ([]problems.Test, error) {
	if rec == nil {
		return nil, nil
	}
	var tests []problems.Test
	for _, t := range rec.Tests {
		name, ok := strings.CutPrefix(t.Name, "secret/")
		if !ok {
			return nil, fmt.Errorf("%s: test %q is not secret/NAME", zoo.RecordFile, t.Name)
		}
		tests = append(tests, problems.Test{Group: "secret", Name: name, Input: []byte(t.Input)})
	}
	return tests, nil
}

// SelectZoo runs p's zoo on its candidate pool and chooses the tests that
// kill every mutant, after the generator's own tests (seed).
func (e *Engine) SelectZoo(ctx context.Context, p *problems.Problem, seed int64) (*zoo.Record, zoo.Stats, error) {
	z := p.Spec.Zoo
	if z == nil {
		return nil, zoo.Stats{}, fmt.Errorf("problem %s has no zoo of wrong programs", p.ID)
	}
	var existing []zoo.Test
	for _, t := range p.Spec.Generate(seed) {
		existing = append(existing, zoo.Test{ID: t.Group + "/" + t.Name, Input: t.Input})
	}
	return zoo.Select(z, p, existing, seed)
}

// WriteZooRecord writes rec into the problem folder dir.
func WriteZooRecord(dir string, rec *zoo.Record) error {
	raw, err := rec.Bytes()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, zoo.RecordFile), raw, 0o644)
}

// ZooVerification is the zoo check's findings, for --json: every mutant
// with the tests confirmed to kill it.
type ZooVerification = zoo.Checked

// checkZoo re-runs every kill p's record lists on the committed tests.
func (e *Engine) checkZoo(p *problems.Problem, tests []TestData) (Check, *ZooVerification) {
	c := Check{Name: "wrong programs killed"}
	z := p.Spec.Zoo
	if z == nil {
		return c, nil
	}
	rec, err := ZooRecord(p)
	if err == nil && rec == nil {
		err = zoo.ErrNoRecord
	}
	if err != nil {
		c.Detail = err.Error()
		return c, nil
	}
	byID := map[string]zoo.Test{}
	for _, t := range tests {
		input, answer, err := readTest(t.In, t.Ans)
		if err != nil {
			c.Detail = fmt.Sprintf("%s: %v", t.ID(), err)
			return c, nil
		}
		byID[t.ID()] = zoo.Test{ID: t.ID(), Input: input, Answer: answer}
	}
	res, err := zoo.Check(z, p, rec, byID)
	if err != nil {
		c.Detail = err.Error()
		return c, nil
	}
	counted, killed, fewer := 0, 0, 0
	weakest, weakestKills := "", 0
	var failed []string
	for _, v := range res.Mutants {
		if v.OK && v.Need == 0 {
			continue // dropped
		}
		counted++
		if !v.OK {
			failed = append(failed, v.Name+": "+v.Problem)
			continue
		}
		killed++
		if v.Need < zoo.Need {
			fewer++
		}
		if weakest == "" || len(v.Recorded) < weakestKills {
			weakest, weakestKills = v.Name, len(v.Recorded)
		}
	}
	c.OK = len(failed) == 0 && counted > 0
	switch {
	case len(failed) > 0:
		c.Detail = fmt.Sprintf("%d/%d; %d survive, first %s", killed, counted, len(failed), failed[0])
	default:
		c.Detail = fmt.Sprintf("%d/%d, each by ≥ %d tests", killed, counted, zoo.Need)
		if fewer > 0 {
			c.Detail += fmt.Sprintf(", or by every test that can when fewer inputs kill it (%d such, their need: in %s)", fewer, zoo.RecordFile)
		}
		c.Detail += fmt.Sprintf(" (weakest: %s, %d)", weakest, weakestKills)
		if len(res.Dropped) > 0 {
			c.Detail += fmt.Sprintf("; %d dropped as not shown wrong", len(res.Dropped))
		}
	}
	return c, &res
}
