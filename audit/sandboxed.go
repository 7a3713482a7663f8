package audit

import (
	"bytes"
	"context"
	"fmt"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Sandboxed runs a built program in the engine's sandbox, with the
// problem's limits, and judges its output with the problem's checker.
type Sandboxed struct {
	engine  *judge.Engine
	prog    *judge.Program
	lim     judge.Limits
	checker checker.Checker
}

// NewSandboxed prepares to run prog on inputs of p.
func NewSandboxed(e *judge.Engine, p *problems.Problem, prog *judge.Program) *Sandboxed {
	return &Sandboxed{engine: e, prog: prog, lim: judge.TestLimits(p, 1), checker: p}
}

// Run runs the program once on input, the joined inputs of items.
func (r *Sandboxed) Run(ctx context.Context, input []byte, items []Item) ([]Outcome, bool, RunStats, error) {
	ran, out, err := r.engine.Run(ctx, r.prog, input, r.lim)
	if err != nil {
		return nil, false, RunStats{}, err
	}
	var stats RunStats
	stats.CPU, stats.Wall = ran.Durations()
	if ran.Verdict != verdict.AC {
		return same(len(items), Outcome{Verdict: ran.Verdict, Message: ran.Message, Output: out}), true, stats, nil
	}
	outs, whole := Check(r.checker, input, items, out)
	return outs, whole, stats, nil
}

// Check judges a program's output to a batch of items with the problem's
// checker: the batch at once, and each line against its item when the
// batch fails (one line an item, as eight-multi answers); whole when the
// failure cannot be pinned on items.
func Check(chk checker.Checker, input []byte, items []Item, output []byte) (outs []Outcome, whole bool) {
	answer := items[0].Answer
	if len(items) > 1 {
		var b bytes.Buffer
		for _, it := range items {
			b.Write(it.Answer)
		}
		answer = b.Bytes()
	}
	res := chk.Check(input, answer, bytes.NewReader(output))
	if res.Verdict == verdict.AC {
		return same(len(items), Outcome{Verdict: verdict.AC}), false
	}
	if len(items) == 1 {
		return []Outcome{outcome(res, output)}, false
	}
	lines := bytes.Split(bytes.TrimRight(output, " \t\r\n"), []byte("\n"))
	if len(lines) != len(items) {
		o := outcome(res, output)
		o.Message = fmt.Sprintf("%d lines for %d boards: %s", len(lines), len(items), o.Message)
		return same(len(items), o), true
	}
	outs = make([]Outcome, len(items))
	wrong := 0
	for k, it := range items {
		line := append(bytes.Clone(lines[k]), '\n') // an empty line is the goal's answer, not none
		r := chk.Check(it.Input, it.Answer, bytes.NewReader(line))
		if outs[k] = outcome(r, line); r.Verdict != verdict.AC {
			wrong++
		}
	}
	if wrong == 0 {
		// Each line right alone, the batch wrong: not one item's fault.
		return same(len(items), outcome(res, output)), true
	}
	return outs, false
}

func same(n int, o Outcome) []Outcome {
	outs := make([]Outcome, n)
	for k := range outs {
		outs[k] = o
	}
	return outs
}

// outcome is a checker's result as an item's outcome.
func outcome(r checker.Result, output []byte) Outcome {
	if r.Verdict == verdict.AC {
		return Outcome{Verdict: r.Verdict}
	}
	return Outcome{Verdict: r.Verdict, Message: r.Message, Output: output}
}
