package audit

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
)

// Sandboxed runs a built program in the engine's sandbox, with the
// problem's limits, and judges its output with the problem's checker.
type Sandboxed struct {
	engine  *judge.Engine
	prog    *judge.Program
	lim     judge.Limits
	checker checker.Checker
	dir     string // where inputs are written; Close removes it
	n       atomic.Int64
}

// NewSandboxed prepares to run prog on inputs of p; Close cleans up.
func NewSandboxed(e *judge.Engine, p *problems.Problem, prog *judge.Program) (*Sandboxed, error) {
	dir, err := sandbox.WorkDir("audit") // in the judge's locked root: swept if the judge is killed
	if err != nil {
		return nil, err
	}
	return &Sandboxed{engine: e, prog: prog, lim: judge.TestLimits(p), checker: p, dir: dir}, nil
}

// Close removes the inputs' directory.
func (r *Sandboxed) Close() error { return sandbox.RemoveWorkDir(r.dir) }

// Run runs the program once on input, the joined inputs of items.
func (r *Sandboxed) Run(ctx context.Context, input []byte, items []Item) ([]Outcome, bool, RunStats, error) {
	in := filepath.Join(r.dir, fmt.Sprintf("%d.in", r.n.Add(1)))
	if err := os.WriteFile(in, input, 0o644); err != nil {
		return nil, false, RunStats{}, err
	}
	defer os.Remove(in)
	x, err := r.engine.Execute(ctx, r.prog, in, r.lim)
	if err != nil {
		return nil, false, RunStats{}, err
	}
	stats := RunStats{CPU: x.CPUTime, Wall: x.WallTime}
	if v, why := judge.RunVerdict(x, r.lim); v != judge.AC {
		return same(len(items), Outcome{Verdict: v, Message: why, Output: x.Stdout}), true, stats, nil
	}
	outs, whole := Check(r.checker, input, items, x.Stdout)
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
	if res.Verdict == checker.Accepted {
		return same(len(items), Outcome{Verdict: judge.AC}), false
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
		if outs[k] = outcome(r, line); r.Verdict != checker.Accepted {
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
	if r.Verdict == checker.Accepted {
		return Outcome{Verdict: r.Verdict}
	}
	return Outcome{Verdict: r.Verdict, Message: r.Message, Output: output}
}
