// Package eight is problem eight: after AcWing 179 and HDU 1043 / POJ 1077
// "Eight", one 3×3 board, a shortest udlr string to 1 … 8 with the blank
// last, or "unsolvable", judged by the udlr-optimal checker.
package eight

import (
	"fmt"
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

func init() {
	problems.Register(problems.Spec{ID: "eight", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink, Layout: layout,
		Draw: draw, DrawNamed: show.EightNamed,
		Example: example, Play: play, Replay: replay,
		Zoo: mutantZoo})
}

// validate accepts one line of the nine tokens 1..8 and x.
func validate(input []byte) error {
	lines, err := problems.Lines(input)
	if err != nil {
		return err
	}
	if len(lines) != 1 {
		return fmt.Errorf("%d lines, expected 1", len(lines))
	}
	_, err = parseLine(lines[0])
	return err
}

// parseLine reads the nine tokens of a board in canonical form.
func parseLine(line string) (puzzle.Eight, error) {
	var e puzzle.Eight
	toks, err := problems.Tokens(line, 9)
	if err != nil {
		return e, fmt.Errorf("line 1: %w", err)
	}
	vals := make([]int, 9)
	for i, t := range toks {
		if t == "x" {
			continue
		}
		if vals[i], err = problems.Int(t, 1, 8); err != nil {
			return e, fmt.Errorf("line 1, token %d: %w (expected 1..8 or x)", i+1, err)
		}
	}
	if err := problems.Permutation(vals, 0); err != nil {
		return e, fmt.Errorf("line 1: %w", err)
	}
	for i, v := range vals {
		e[i] = uint8(v)
	}
	return e, nil
}

func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x8e16))
	table := puzzle.EightTable()
	var tests []problems.Test
	seen := map[puzzle.Eight]bool{}
	add := func(group, name string, e puzzle.Eight) {
		seen[e] = true
		tests = append(tests, problems.Test{Group: group, Name: name, Input: []byte(e.String() + "\n")})
	}
	add("sample", "01", puzzle.Eight{2, 3, 4, 1, 5, 0, 7, 6, 8})
	// The special starts come first (numbered): they reject most wrong
	// programs at once, so judging a wrong program costs little.
	add("secret", "01-goal", puzzle.EightGoal)
	// Swapping two tiles flips the parity: the nearest unsolvable starts.
	add("secret", "02-unsolvable-swap-7-8", puzzle.Eight{1, 2, 3, 4, 5, 6, 8, 7, 0})
	add("secret", "03-unsolvable-nearly-reversed", puzzle.Eight{8, 7, 6, 5, 4, 3, 1, 2, 0})
	for i, e := range table.AtDistance(31) {
		add("secret", fmt.Sprintf("%02d-far-31-%d", 4+i, i+1), e)
	}
	// An A* that stops when the goal is generated and never reopens a
	// board answers 12 moves here instead of 10: the smallest such trap.
	add("secret", "06-astar-trap-10", puzzle.Eight{1, 2, 3, 7, 0, 8, 5, 6, 4})
	// No two tests share a start: draws skip the starts already taken.
	for d := 1; d <= 30; d++ {
		at := table.AtDistance(d)
		for k := 1; k <= 3; k++ {
			var fresh []puzzle.Eight
			for _, e := range at {
				if !seen[e] {
					fresh = append(fresh, e)
				}
			}
			if len(fresh) == 0 {
				break
			}
			add("secret", fmt.Sprintf("distance-%02d-%d", d, k), fresh[rng.IntN(len(fresh))])
		}
	}
	for i := 1; i <= 30; i++ {
		e := puzzle.Unrank(rng.IntN(puzzle.States))
		for seen[e] {
			e = puzzle.Unrank(rng.IntN(puzzle.States))
		}
		add("secret", fmt.Sprintf("random-%02d", i), e)
	}
	return tests
}

// layout puts a typed board's nine tokens on one line.
func layout(tokens []string) [][]string {
	if len(tokens) != 9 {
		return nil
	}
	return [][]string{tokens}
}
