// Package puzzle holds the rules shared by the sliding-puzzle family:
// grids, moves of the blank, permutation parity, ranking and distance tables.
// Checkers, validators and generators use it; reference solutions do not.
package puzzle

import "fmt"

// Blank is the value of the empty cell in a Grid.
const Blank = 0

// Moves are the blank's moves: u swaps it with the tile above, d below,
// l left, r right.
const Moves = "udlr"

// Grid is a rows×cols board read row by row; Blank marks the empty cell.
type Grid struct {
	Rows, Cols int
	Cells      []int
}

// BlankAt returns the blank's index, or -1.
func (g Grid) BlankAt() int {
	for i, v := range g.Cells {
		if v == Blank {
			return i
		}
	}
	return -1
}

// Step returns where the blank at index b goes on move m, or an error
// saying why the move is illegal ("blank already in the top row").
func (g Grid) Step(b int, m byte) (int, error) {
	r, c := b/g.Cols, b%g.Cols
	switch m {
	case 'u':
		if r == 0 {
			return 0, fmt.Errorf("blank already in the top row")
		}
		return b - g.Cols, nil
	case 'd':
		if r == g.Rows-1 {
			return 0, fmt.Errorf("blank already in the bottom row")
		}
		return b + g.Cols, nil
	case 'l':
		if c == 0 {
			return 0, fmt.Errorf("blank already in the left column")
		}
		return b - 1, nil
	case 'r':
		if c == g.Cols-1 {
			return 0, fmt.Errorf("blank already in the right column")
		}
		return b + 1, nil
	}
	return 0, fmt.Errorf("not a move (expected one of u, d, l, r)")
}

// Parity returns the parity (0 even, 1 odd) of the permutation p of
// 0..len(p)-1, in linear time by counting cycles.
func Parity(p []int) int {
	seen := make([]bool, len(p))
	swaps := 0
	for i := range p {
		if seen[i] {
			continue
		}
		n := 0
		for j := i; !seen[j]; j = p[j] {
			seen[j] = true
			n++
		}
		swaps += n - 1
	}
	return swaps & 1
}

// Solvable tells whether g, whose cells hold 0..rows*cols-1 once each, can
// reach goal (the same values) by moves of the blank: a move is one
// transposition and moves the blank one step, so the parity of the whole
// arrangement must equal the parity of the blank's taxicab distance.
func Solvable(g, goal Grid) bool {
	n := len(g.Cells)
	where := make([]int, n) // where[v] = index of v in goal
	for i, v := range goal.Cells {
		where[v] = i
	}
	p := make([]int, n)
	for i, v := range g.Cells {
		p[i] = where[v]
	}
	b, gb := g.BlankAt(), goal.BlankAt()
	dist := abs(b/g.Cols-gb/g.Cols) + abs(b%g.Cols-gb%g.Cols)
	return Parity(p) == dist&1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
