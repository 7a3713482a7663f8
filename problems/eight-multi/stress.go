package eightmulti

import (
	"bytes"
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// stressRandom writes 1..size boards, each a walk from the goal or its
// unsolvable twin, with runs of spaces, tabs and long lines now and then
// (the statement allows them and the original warns of them).
func stressRandom(rng *rand.Rand, size int) []byte {
	n := 1 + rng.IntN(max(1, size))
	var b bytes.Buffer
	for range n {
		goal := puzzle.EightGoal
		if rng.IntN(4) == 0 {
			goal = problems.EightOddGoal(goal)
		}
		e := problems.EightWalk(rng, goal, rng.IntN(min(size, 31)+1))
		switch rng.IntN(8) {
		case 0: // double spaces
			eightMultiLine(&b, e, func() int { return 2 })
		case 1: // tabs and blanks at the ends, a line of any length allowed
			freeLine(&b, rng, e, 17+rng.IntN(rng.IntN(maxLine-16)+1), true)
		default:
			eightMultiLine(&b, e, func() int { return 1 })
		}
	}
	return b.Bytes()
}

// shrink offers fewer boards first, then each board one move
// nearer its goal; every candidate is written with single spaces.
func shrink(input []byte) [][]byte {
	vals := problems.StressInts(input)
	boards := make([]puzzle.Eight, len(vals)/9)
	for i := range boards {
		for j := range 9 {
			boards[i][j] = uint8(vals[9*i+j])
		}
	}
	write := eightMultiSpacing{max: 1}.file
	var out [][]byte
	for _, cut := range problems.StressDrop(len(boards)) {
		out = append(out, write(problems.StressKeep(boards, cut)))
	}
	for i, e := range boards {
		for _, n := range problems.EightCloser(e, puzzle.EightTable(), problems.EightOddTable()) {
			bs := append([]puzzle.Eight(nil), boards...)
			bs[i] = n
			out = append(out, write(bs))
		}
	}
	return out
}
