package audit

import (
	"context"
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
	"github.com/slidejudge/slidejudge/zoo"
)

// Mutant runs one of a problem's zoo mutants in-process as the program:
// the zoo drops a mutant it does not see wrong on enough of its pool ("not
// shown wrong"), and an audit of the whole space says exactly how wrong it
// is, in minutes where the sandbox would take an hour.
type Mutant struct {
	m   zoo.Mutant
	chk checker.Checker
}

// NewMutant finds the mutant name of problem p's zoo.
func NewMutant(p *problems.Problem, name string) (*Mutant, error) {
	if p.Spec.Zoo == nil {
		return nil, fmt.Errorf("problem %s has no zoo", p.ID)
	}
	var near []string
	for _, m := range p.Spec.Zoo.List() {
		if m.Name == name {
			return &Mutant{m: m, chk: p}, nil
		}
		if len(near) < 5 && strings.HasPrefix(m.Name, strings.SplitN(name, "-", 2)[0]) {
			near = append(near, m.Name)
		}
	}
	if len(near) > 0 {
		return nil, fmt.Errorf("problem %s has no mutant %q (some of its names: %s)", p.ID, name, strings.Join(near, ", "))
	}
	return nil, fmt.Errorf("problem %s has no mutant %q", p.ID, name)
}

// About is what wrong program the mutant stands for.
func (r *Mutant) About() string { return r.m.About }

// Run answers the batch with the mutant and judges it as the sandbox's
// runs are judged; a mutant that panics has crashed (RE).
func (r *Mutant) Run(ctx context.Context, input []byte, items []Item) (outs []Outcome, whole bool, _ RunStats, err error) {
	if err := ctx.Err(); err != nil {
		return nil, false, RunStats{}, err
	}
	defer func() {
		if p := recover(); p != nil {
			outs, whole = same(len(items), Outcome{Verdict: verdict.RE, Message: fmt.Sprintf("panic: %v", p)}), true
		}
	}()
	outs, whole = Check(r.chk, input, items, r.m.Answer(input))
	return outs, whole, RunStats{}, nil
}
