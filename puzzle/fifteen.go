package puzzle

import (
	"fmt"
	"strconv"
	"strings"
)

// Fifteen is a 4×4 board read row by row; Blank (0) is the empty cell.
type Fifteen [16]uint8

// FifteenGoal is the 15-puzzle's goal: 1 … 15 row by row, the blank last.
var FifteenGoal = Fifteen{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}

var fifteenGrid = Grid{Rows: 4, Cols: 4}

// Grid returns f as a Grid.
func (f Fifteen) Grid() Grid {
	cells := make([]int, 16)
	for i, v := range f {
		cells[i] = int(v)
	}
	return Grid{Rows: 4, Cols: 4, Cells: cells}
}

// Blank returns the blank's index.
func (f Fifteen) Blank() int {
	for i, v := range f {
		if v == 0 {
			return i
		}
	}
	return -1
}

// Solvable tells whether f can reach FifteenGoal.
func (f Fifteen) Solvable() bool { return Solvable(f.Grid(), FifteenGoal.Grid()) }

// Move returns the board after the blank's move m (one of udlr).
func (f Fifteen) Move(m byte) (Fifteen, error) {
	b := f.Blank()
	to, err := fifteenGrid.Step(b, m)
	if err != nil {
		return f, err
	}
	f[b], f[to] = f[to], f[b]
	return f, nil
}

// String writes f as four lines of four numbers, 0 the blank, each line
// ended by a newline.
func (f Fifteen) String() string {
	var sb strings.Builder
	for i, v := range f {
		sb.WriteString(strconv.Itoa(int(v)))
		if i%4 == 3 {
			sb.WriteByte('\n')
		} else {
			sb.WriteByte(' ')
		}
	}
	return sb.String()
}

// ParseFifteen reads a board from its 16 tokens, row by row: 1..15 once each
// and 0 for the blank.
func ParseFifteen(toks []string) (Fifteen, error) {
	var f Fifteen
	if len(toks) != 16 {
		return f, fmt.Errorf("%d tokens, expected 16", len(toks))
	}
	seen := 0
	for i, t := range toks {
		v, err := strconv.Atoi(t)
		if err != nil || v < 0 || v > 15 || strconv.Itoa(v) != t {
			return f, fmt.Errorf("token %d %q: expected 0..15", i+1, t)
		}
		if seen&(1<<v) != 0 {
			return f, fmt.Errorf("token %d: %d appears twice", i+1, v)
		}
		seen |= 1 << v
		f[i] = uint8(v)
	}
	return f, nil
}

// Manhattan is the sum of the tiles' taxicab distances to their goal cells.
func (f Fifteen) Manhattan() int {
	h := 0
	for i, v := range f {
		if v != 0 {
			g := int(v) - 1
			h += abs(i/4-g/4) + abs(i%4-g%4)
		}
	}
	return h
}
