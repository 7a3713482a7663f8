package puzzle

import (
	"fmt"
	"math/rand/v2"
)

// A box is a board of any dimension, the rule behind problems cube and
// mn-puzzle: sides lists its extents, outermost first (an M×N grid is
// {M, N}, a cube of side M is {M, M, M}: layer, row, column), and its cells
// are read with the last side varying fastest. Its sorted goal holds
// 1..n-1 in reading order with the blank in the last cell.

// BoxSolvable tells whether cells (0..n-1 once each, Blank the free cell)
// can reach the sorted goal of the box. A move is one transposition and
// moves the blank one step, so the parity of the whole arrangement must
// equal the parity of the blank's taxicab distance to the last cell; when
// every side is at least 2 (or the box is a single cell) that is also
// enough. Linear time: the parity comes from counting cycles.
func BoxSolvable(sides, cells []int) bool {
	n := len(cells)
	p := make([]int, n) // p[i] = the goal cell of the tile at cell i
	blank := -1
	for i, v := range cells {
		if v == Blank {
			blank = i
			p[i] = n - 1
		} else {
			p[i] = v - 1
		}
	}
	return Parity(p) == BoxBlankDistance(sides, blank)&1
}

// BoxBlankDistance returns the taxicab distance from cell i of the box to
// its last cell, the blank's home.
func BoxBlankDistance(sides []int, i int) int {
	d := 0
	for k := len(sides) - 1; k >= 0; k-- {
		d += sides[k] - 1 - i%sides[k]
		i /= sides[k]
	}
	return d
}

// BoxCells returns the number of cells of a box.
func BoxCells(sides []int) int {
	n := 1
	for _, s := range sides {
		n *= s
	}
	return n
}

// BoxArrangement returns a random arrangement of the box with the blank at
// cell blank, solvable or not as asked. It starts from the goal, puts the
// blank in place and shuffles the tiles, counting the transpositions on the
// way so the parity is known without a pass over the cycles (which is slow
// on a million cells); two tiles are swapped if it is the wrong one. An
// unsolvable arrangement needs two tiles (at least three cells).
func BoxArrangement(r *rand.Rand, sides []int, blank int, solvable bool) []int {
	n := BoxCells(sides)
	if blank < 0 || blank >= n {
		panic(fmt.Sprintf("puzzle: blank at %d outside a box of %d cells", blank, n))
	}
	if !solvable && n < 3 {
		panic(fmt.Sprintf("puzzle: a box of %d cells has no unsolvable arrangement", n))
	}
	cells := BoxGoal(sides)
	swaps := 0
	if blank != n-1 {
		cells[blank], cells[n-1] = cells[n-1], cells[blank]
		swaps++
	}
	tiles := make([]int32, 0, n-1) // the cells holding tiles
	for i := 0; i < n; i++ {
		if i != blank {
			tiles = append(tiles, int32(i))
		}
	}
	for i := len(tiles) - 1; i > 0; i-- { // Fisher–Yates
		if j := r.IntN(i + 1); j != i {
			a, b := tiles[i], tiles[j]
			cells[a], cells[b] = cells[b], cells[a]
			swaps++
		}
	}
	if (swaps%2 == BoxBlankDistance(sides, blank)%2) != solvable {
		BoxSwapTiles(cells)
	}
	return cells
}

// BoxSwapTiles swaps the first two tiles (non-blank cells) of cells, which
// flips solvability; it needs at least two tiles.
func BoxSwapTiles(cells []int) {
	a := -1
	for i, v := range cells {
		if v == Blank {
			continue
		}
		if a < 0 {
			a = i
			continue
		}
		cells[a], cells[i] = cells[i], cells[a]
		return
	}
	panic("puzzle: fewer than two tiles to swap")
}

// BoxGoal returns the sorted goal of a box.
func BoxGoal(sides []int) []int {
	n := BoxCells(sides)
	cells := make([]int, n)
	for i := 0; i < n-1; i++ {
		cells[i] = i + 1
	}
	return cells
}

// BoxWalk moves the blank of cells (in place) steps times to a random
// neighbour, never straight back, giving a start near the one it began
// from. It returns where the blank ends.
func BoxWalk(r *rand.Rand, sides, cells []int, steps int) int {
	blank := -1
	for i, v := range cells {
		if v == Blank {
			blank = i
		}
	}
	prev := -1
	var next []int
	for done := 0; done < steps; {
		next = boxNeighbours(sides, blank, next[:0])
		if len(next) == 0 {
			break
		}
		to := next[r.IntN(len(next))]
		if to == prev && len(next) > 1 {
			continue // pick again: a step straight back undoes the last one
		}
		cells[blank], cells[to] = cells[to], cells[blank]
		prev, blank = blank, to
		done++
	}
	return blank
}

// boxNeighbours appends the cells next to cell i along every side.
func boxNeighbours(sides []int, i int, out []int) []int {
	stride := 1
	for k := len(sides) - 1; k >= 0; k-- {
		c := i / stride % sides[k]
		if c > 0 {
			out = append(out, i-stride)
		}
		if c < sides[k]-1 {
			out = append(out, i+stride)
		}
		stride *= sides[k]
	}
	return out
}
