// Package eightcount is problem eight-count: after the course problem
// "8 numbers", the fewest moves from a 3×3 board to a goal board, one
// integer, judged exactly.
package eightcount

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// eightCountGoal is the reversed goal of eight-count: 8 7 6 / 5 4 3 / 2 1 0.
var eightCountGoal = puzzle.Eight{8, 7, 6, 5, 4, 3, 2, 1, 0}

// eightCountTable is the distance table to eightCountGoal, built once.
var eightCountTable = sync.OnceValue(func() *puzzle.DistanceTable {
	return puzzle.NewDistanceTable(eightCountGoal)
})

// perDistance is how many secret starts each distance gets
// (fewer where fewer exist).
const perDistance = 2

func init() {
	problems.Register(problems.Spec{ID: "eight-count", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink, Layout: layout,
		Draw:    eightCountDraw,
		Example: example, Play: play,
		Zoo: mutantZoo})
}

// validate accepts three lines of three integers 0..8, each once,
// from which the reversed goal can be reached.
func validate(input []byte) error {
	lines, err := problems.Lines(input)
	if err != nil {
		return err
	}
	if len(lines) != 3 {
		return fmt.Errorf("expected 3 lines, found %d", len(lines))
	}
	var e puzzle.Eight
	var first [9]int // first[v] = 1-based cell where v was seen, 0 if not yet
	for i, line := range lines {
		vals, err := problems.IntLine(line, 3, 0, 8)
		if err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
		for j, v := range vals {
			cell := 3*i + j
			if first[v] != 0 {
				c := first[v] - 1
				return fmt.Errorf("line %d: token %d: value %d appears twice (first at line %d, token %d)",
					i+1, j+1, v, c/3+1, c%3+1)
			}
			first[v] = cell + 1
			e[cell] = uint8(v)
		}
	}
	if !puzzle.Solvable(e.Grid(), eightCountGoal.Grid()) {
		return fmt.Errorf("unsolvable: the goal 8 7 6 / 5 4 3 / 2 1 0 cannot be reached (wrong parity)")
	}
	return nil
}

// EightCountInput writes a board as the problem's three lines.
func EightCountInput(e puzzle.Eight) []byte {
	var b bytes.Buffer
	for i, v := range e {
		b.WriteByte('0' + v)
		if i%3 == 2 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.Bytes()
}

// generate writes the sample, starts at every distance 0..max
// from the reversed goal (both farthest ones included), and the goals a
// contestant might misread as starts.
func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x8c0))
	tab := eightCountTable()
	tests := []problems.Test{{
		Group: "sample",
		Name:  "01",
		Input: EightCountInput(puzzle.Eight{0, 7, 6, 8, 4, 3, 5, 2, 1}),
	}}
	for d := 0; d <= tab.Max(); d++ {
		starts := tab.AtDistance(d) // sorted by rank, so the draw is deterministic
		n := min(perDistance, len(starts))
		for k, i := range rng.Perm(len(starts))[:n] {
			name := fmt.Sprintf("distance-%02d-%d", d, k+1)
			if d == tab.Max() {
				name = "0-" + name // the farthest run first: they reject most wrong programs at once
			}
			tests = append(tests, problems.Test{
				Group: "secret",
				Name:  name,
				Input: EightCountInput(starts[i]),
			})
		}
	}
	// Goals a contestant might solve for instead, as starts (both solvable:
	// 30 and 28 moves; the mirrored and transposed goals are not).
	tests = append(tests,
		problems.Test{Group: "secret", Name: "goal-blank-first", Input: EightCountInput(puzzle.Eight{0, 1, 2, 3, 4, 5, 6, 7, 8})},
		problems.Test{Group: "secret", Name: "goal-standard", Input: EightCountInput(puzzle.Eight{1, 2, 3, 4, 5, 6, 7, 8, 0})},
	)
	return tests
}

// layout puts a typed board's nine tokens on three lines.
func layout(tokens []string) [][]string {
	if len(tokens) != 9 {
		return nil
	}
	return [][]string{tokens[0:3], tokens[3:6], tokens[6:9]}
}
