package problems

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Helpers shared by the problems' Random and Shrink (problems/<id>/stress.go).

// StressInts reads every whitespace-separated integer of an input; "x"
// reads as the blank. Inputs reaching Shrink are valid, so nothing fails.
func StressInts(input []byte) []int {
	fields := bytes.Fields(input)
	out := make([]int, len(fields))
	for i, f := range fields {
		if string(f) == "x" {
			out[i] = puzzle.Blank
			continue
		}
		out[i], _ = strconv.Atoi(string(f))
	}
	return out
}

// StressDrop lists the ways to make a list of n cases shorter: the first
// half, the second half, then each case left out (lists of one stay).
func StressDrop(n int) [][2]int {
	if n <= 1 {
		return nil
	}
	cuts := [][2]int{{0, n / 2}, {n / 2, n}}
	for i := 0; i < n && n > 2; i++ {
		cuts = append(cuts, [2]int{-1, i}) // -1: leave case i out
	}
	return cuts
}

// StressKeep applies one cut of StressDrop to a list.
func StressKeep[T any](items []T, cut [2]int) []T {
	if cut[0] >= 0 {
		return append([]T(nil), items[cut[0]:cut[1]]...)
	}
	out := append([]T(nil), items[:cut[1]]...)
	return append(out, items[cut[1]+1:]...)
}

// StressRand makes a generator seeded by the input, so Shrink offers the
// same candidates for the same input.
func StressRand(input []byte, salt uint64) *rand.Rand {
	h := uint64(14695981039346656037)
	for _, c := range input {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return rand.New(rand.NewPCG(h, salt))
}

// EightCloser lists the boards one move from e that are closer to the
// table's goal; when e cannot reach it, the ones closer to the goal with
// its last two tiles swapped (the nearest unsolvable board).
func EightCloser(e puzzle.Eight, tab, odd *puzzle.DistanceTable) []puzzle.Eight {
	if tab.Distance(e) == puzzle.Unreachable {
		tab = odd
	}
	d := tab.Distance(e)
	var out []puzzle.Eight
	for _, m := range []byte(puzzle.Moves) {
		if n, err := e.Move(m); err == nil && tab.Distance(n) < d {
			out = append(out, n)
		}
	}
	return out
}

// EightWalk returns the board steps random moves away from goal.
func EightWalk(rng *rand.Rand, goal puzzle.Eight, steps int) puzzle.Eight {
	e := goal
	for i := 0; i < steps; {
		if n, err := e.Move(puzzle.Moves[rng.IntN(4)]); err == nil {
			e = n
			i++
		}
	}
	return e
}

// EightOddGoal swaps the last two tiles of goal: the nearest board from
// which goal cannot be reached.
func EightOddGoal(goal puzzle.Eight) puzzle.Eight {
	var at []int
	for i, v := range goal {
		if v != puzzle.Blank {
			at = append(at, i)
		}
	}
	a, b := at[len(at)-2], at[len(at)-1]
	goal[a], goal[b] = goal[b], goal[a]
	return goal
}

// EightOddTable measures unsolvable boards: distance to the goal with 7 and
// 8 swapped, so Shrink can bring them closer to the nearest unsolvable one.
var EightOddTable = sync.OnceValue(func() *puzzle.DistanceTable {
	return puzzle.NewDistanceTable(EightOddGoal(puzzle.EightGoal))
})
