package problems

import (
	"bytes"
	"math/rand/v2"
	"strconv"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Helpers shared by the problems' Random and Shrink (the *_stress.go files).

// stressInts reads every whitespace-separated integer of an input; "x"
// reads as the blank. Inputs reaching Shrink are valid, so nothing fails.
func stressInts(input []byte) []int {
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

// stressDrop lists the ways to make a list of n cases shorter: the first
// half, the second half, then each case left out (lists of one stay).
func stressDrop(n int) [][2]int {
	if n <= 1 {
		return nil
	}
	cuts := [][2]int{{0, n / 2}, {n / 2, n}}
	for i := 0; i < n && n > 2; i++ {
		cuts = append(cuts, [2]int{-1, i}) // -1: leave case i out
	}
	return cuts
}

// stressKeep applies one cut of stressDrop to a list.
func stressKeep[T any](items []T, cut [2]int) []T {
	if cut[0] >= 0 {
		return append([]T(nil), items[cut[0]:cut[1]]...)
	}
	out := append([]T(nil), items[:cut[1]]...)
	return append(out, items[cut[1]+1:]...)
}

// stressRand makes a generator seeded by the input, so Shrink offers the
// same candidates for the same input.
func stressRand(input []byte, salt uint64) *rand.Rand {
	h := uint64(14695981039346656037)
	for _, c := range input {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return rand.New(rand.NewPCG(h, salt))
}

// eightCloser lists the boards one move from e that are closer to the
// table's goal; when e cannot reach it, the ones closer to the goal with
// its last two tiles swapped (the nearest unsolvable board).
func eightCloser(e puzzle.Eight, tab, odd *puzzle.DistanceTable) []puzzle.Eight {
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

// eightWalk returns the board steps random moves away from goal.
func eightWalk(rng *rand.Rand, goal puzzle.Eight, steps int) puzzle.Eight {
	e := goal
	for i := 0; i < steps; {
		if n, err := e.Move(puzzle.Moves[rng.IntN(4)]); err == nil {
			e = n
			i++
		}
	}
	return e
}

// eightOddGoal swaps the last two tiles of goal: the nearest board from
// which goal cannot be reached.
func eightOddGoal(goal puzzle.Eight) puzzle.Eight {
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
