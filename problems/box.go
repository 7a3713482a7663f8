package problems

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Helpers shared by the box problems, cube and mn-puzzle.

// ParityBoard checks that the cells of a board of cube or mn-puzzle, read
// from line firstLine on in lines of rowLen, hold 0..n-1 once each (the
// values are already in range): the error names the line and token.
func ParityBoard(cells []int, firstLine, rowLen int) error {
	if !slices.Contains(cells, puzzle.Blank) {
		return fmt.Errorf("lines %d-%d: no blank (0)", firstLine, firstLine+(len(cells)-1)/rowLen)
	}
	first := make([]int32, len(cells)) // 1 + where each value was seen first
	for i, v := range cells {
		if first[v] != 0 {
			j := int(first[v]) - 1
			return fmt.Errorf("line %d: token %d: value %d appears twice (first at line %d, token %d)",
				firstLine+i/rowLen, i%rowLen+1, v, firstLine+j/rowLen, j%rowLen+1)
		}
		first[v] = int32(i + 1)
	}
	return nil
}

// PickParity returns a random row (or column, or layer) of a side whose
// distance to the last one has the given parity.
func PickParity(r *rand.Rand, side, parity int) int {
	for {
		if i := r.IntN(side); (side-1-i)%2 == parity {
			return i
		}
	}
}

// VerdictWord names a solvability answer in test names.
func VerdictWord(solvable bool) string {
	if solvable {
		return "solvable"
	}
	return "unsolvable"
}
