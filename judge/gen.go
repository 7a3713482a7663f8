package judge

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/zoo"
)

// Generated is one test as the generator and the reference write it.
type Generated struct {
	problems.Test
	Answer []byte
}

// Large tells whether the test is recorded rather than committed.
func (g Generated) Large() bool { return len(g.Input) > problems.LargeThreshold }

// ID is the test's name within its problem.
func (g Generated) ID() string { return g.Group + "/" + g.Name }

// Generate runs p's generator with seed, adds the tests its zoo record
// chose, validates every input and runs the reference on it for the answer.
func (e *Engine) Generate(ctx context.Context, p *problems.Problem, seed int64) ([]Generated, error) {
	rec, err := ZooRecord(p)
	if err != nil {
		return nil, err
	}
	return e.GenerateWith(ctx, p, seed, rec)
}

// GenerateWith is Generate with the zoo record rec (nil: none).
func (e *Engine) GenerateWith(ctx context.Context, p *problems.Problem, seed int64, rec *zoo.Record) ([]Generated, error) {
	tests := p.Spec.Generate(seed)
	chosen, err := zooTests(rec)
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", p.ID, err)
	}
	tests = append(tests, chosen...)
	seen := map[string]bool{}
	inputs := map[string]string{} // input → the first test that has it
	for _, t := range tests {
		id := t.Group + "/" + t.Name
		if seen[id] {
			return nil, fmt.Errorf("problem %s: the generator writes test %s twice", p.ID, id)
		}
		seen[id] = true
		if first, dup := inputs[string(t.Input)]; dup {
			return nil, fmt.Errorf("problem %s: tests %s and %s have the same input", p.ID, first, id)
		}
		inputs[string(t.Input)] = id
		if err := p.Spec.Validate(t.Input); err != nil {
			return nil, fmt.Errorf("problem %s: generated test %s is invalid: %w", p.ID, id, err)
		}
	}
	out := make([]Generated, len(tests))
	errs := make([]error, len(tests))
	forEach(len(tests), e.Config.Workers, func(i int) {
		t := tests[i]
		out[i].Test = t
		in, err := e.cacheBlob(t.Input)
		if err == nil {
			out[i].Answer, err = e.ReferenceAnswer(ctx, p, in)
		}
		if err != nil {
			errs[i] = fmt.Errorf("test %s/%s: %w", t.Group, t.Name, err)
		}
	})
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// WriteTests replaces the data of the problem folder dir with tests: small
// ones as data/GROUP/NAME.in|.ans, large ones recorded in large-tests.yaml.
func WriteTests(dir string, seed int64, tests []Generated) error {
	for _, group := range []string{"sample", "secret"} {
		old, _ := filepath.Glob(filepath.Join(dir, "data", group, "*"))
		for _, f := range old {
			if strings.HasSuffix(f, ".in") || strings.HasSuffix(f, ".ans") {
				if err := os.Remove(f); err != nil {
					return err
				}
			}
		}
	}
	var large []problems.LargeTest
	for _, t := range tests {
		if t.Large() {
			large = append(large, problems.LargeTest{Name: t.ID(), Seed: seed,
				InputSHA256: hashBytes(t.Input), AnswerSHA256: hashBytes(t.Answer)})
			continue
		}
		base := filepath.Join(dir, "data", t.Group, t.Name)
		if err := os.MkdirAll(filepath.Dir(base), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(base+".in", t.Input, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(base+".ans", t.Answer, 0o644); err != nil {
			return err
		}
	}
	list := filepath.Join(dir, problems.LargeTestsFile)
	if len(large) == 0 {
		if err := os.Remove(list); err != nil && !os.IsNotExist(err) {
			return err
		}
		return nil
	}
	var buf bytes.Buffer
	buf.WriteString("# Written by `judge gen`: tests over 1 MiB, not committed. The judge\n# regenerates each on first use and checks both hashes.\n")
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(large); err != nil {
		return err
	}
	return os.WriteFile(list, buf.Bytes(), 0o644)
}

// CompareTests lists every difference between a fresh generation and the
// problem's data as it is (committed files and recorded hashes).
func CompareTests(p *problems.Problem, tests []Generated) []string {
	var diffs []string
	have := map[string]problems.TestCase{}
	for _, tc := range p.Tests {
		have[tc.ID()] = tc
	}
	for _, t := range tests {
		tc, ok := have[t.ID()]
		delete(have, t.ID())
		switch {
		case !ok:
			diffs = append(diffs, t.ID()+": generated but not in the pack")
		case t.Large() != (tc.Large != nil):
			diffs = append(diffs, t.ID()+": committed/recorded state differs from its size")
		case tc.Large != nil:
			if hashBytes(t.Input) != tc.Large.InputSHA256 {
				diffs = append(diffs, t.ID()+".in: SHA-256 differs from the recorded one")
			}
			if hashBytes(t.Answer) != tc.Large.AnswerSHA256 {
				diffs = append(diffs, t.ID()+".ans: SHA-256 differs from the recorded one")
			}
		default:
			for _, f := range []struct {
				ext  string
				data []byte
			}{{"in", t.Input}, {"ans", t.Answer}} {
				committed, err := p.ReadCommitted(tc, f.ext)
				if err != nil || !bytes.Equal(committed, f.data) {
					diffs = append(diffs, t.ID()+"."+f.ext+": differs from the committed file")
				}
			}
		}
	}
	var extra []string
	for id := range have {
		extra = append(extra, id+": in the pack but not generated")
	}
	sort.Strings(extra)
	return append(diffs, extra...)
}

// forEach calls f(0), …, f(n-1), at most workers of them at once, and
// waits for all.
func forEach(n, workers int, f func(i int)) {
	var wg sync.WaitGroup
	sem := make(chan struct{}, workers)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			f(i)
		}()
	}
	wg.Wait()
}
