// Package stress looks for an input on which a program disagrees with the
// reference: random valid inputs from the problem's Random, each judged by
// the checker against the reference's answer, and the first failure shrunk
// by the problem's Shrink to the smallest failing input it can reach.
package stress

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Options steer a stress run.
type Options struct {
	Count   int   // random inputs to try
	Seed    int64 // seed of the inputs
	MaxSize int   // the size the last try asks Random for (default 30)
	// MaxShrinkRuns bounds the runs spent shrinking (default 400).
	MaxShrinkRuns int
}

// Failure is the smallest failing input found.
type Failure struct {
	Input    []byte
	Verdict  verdict.Verdict
	Message  string
	Expected []byte // the reference's answer
	Got      []byte // the program's output (cut at 4 KiB)
	Try      int    // the try (from 1) that first failed
	Shrinks  int    // smaller failing inputs taken on the way
}

// Result is the outcome of a stress run.
type Result struct {
	Tries    int
	Language string
	Failure  *Failure // nil when every try passed
	Compile  string   // the compiler's log when the program does not build
}

// Run builds the program src and tries it on random inputs of p.
func Run(ctx context.Context, e *judge.Engine, p *problems.Problem, src judge.Source, opt Options) (*Result, error) {
	if p.Spec.Random == nil || p.Spec.Shrink == nil {
		return nil, fmt.Errorf("problem %s has no random input generator", p.ID)
	}
	if opt.Count <= 0 {
		opt.Count = 100
	}
	if opt.MaxSize <= 0 {
		opt.MaxSize = 30
	}
	if opt.MaxShrinkRuns <= 0 {
		opt.MaxShrinkRuns = 400
	}
	prog, err := e.Build(ctx, src)
	var ce *judge.CompileError
	if errors.As(err, &ce) {
		return &Result{Compile: ce.Log}, nil
	}
	if err != nil {
		return nil, err
	}
	if _, err := e.Reference(ctx, p); err != nil {
		return nil, err
	}
	defer e.KeepAwake()() // the tries: one run after another
	s := &session{e: e, p: p, prog: prog}
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 0x5755))
	res := &Result{Language: prog.Language}
	for i := 0; i < opt.Count; i++ {
		size := 1 + (opt.MaxSize-1)*i/max(1, opt.Count-1)
		input := p.Spec.Random(rng, size)
		if err := p.Spec.Validate(input); err != nil {
			return nil, fmt.Errorf("problem %s: Random wrote an invalid input (size %d): %w", p.ID, size, err)
		}
		res.Tries++
		f, err := s.try(ctx, input)
		if err != nil {
			return nil, err
		}
		if f == nil {
			continue
		}
		f.Try = i + 1
		res.Failure, err = s.shrink(ctx, f, opt.MaxShrinkRuns)
		return res, err
	}
	return res, nil
}

type session struct {
	e    *judge.Engine
	p    *problems.Problem
	prog *judge.Program
}

// shrink follows the first smaller input that still fails, until none
// does or the budget of runs is spent.
func (s *session) shrink(ctx context.Context, f *Failure, budget int) (*Failure, error) {
	runs := 0
	for {
		smaller := false
		for _, c := range s.p.Spec.Shrink(f.Input) {
			if runs >= budget {
				return f, nil
			}
			if s.p.Spec.Validate(c) != nil {
				continue
			}
			runs++
			g, err := s.try(ctx, c)
			if err != nil {
				return nil, err
			}
			if g != nil {
				g.Try, g.Shrinks = f.Try, f.Shrinks+1
				f, smaller = g, true
				break
			}
		}
		if !smaller {
			return f, nil
		}
	}
}

// try runs the reference and the program on input; nil means they agree.
func (s *session) try(ctx context.Context, input []byte) (*Failure, error) {
	answer, err := s.e.Answer(ctx, s.p, input)
	if err != nil {
		return nil, err
	}
	r, out, err := s.e.Run(ctx, s.prog, input, judge.TestLimits(s.p, 1))
	if err != nil {
		return nil, err
	}
	f := &Failure{Input: input, Expected: answer, Got: out[:min(len(out), 4<<10)], Verdict: r.Verdict, Message: r.Message}
	if r.Verdict != verdict.AC {
		return f, nil
	}
	switch f.Verdict, f.Message = judge.CheckOutput(s.p, input, answer, out); f.Verdict {
	case verdict.AC:
		return nil, nil
	case verdict.JE:
		return nil, fmt.Errorf("problem %s: checker failed on a random input: %s", s.p.ID, f.Message)
	}
	return f, nil
}
