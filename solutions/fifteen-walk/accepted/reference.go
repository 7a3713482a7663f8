//go:build ignore

// Reference solution of "fifteen-walk" (after UVa 10181): for each board,
// a walk of at most 50 moves to the goal in UVa's letters, or "This puzzle
// is not solvable.". IDA* over an additive pattern database of the 4-4-4-3
// partition, built once at start (four breadth-first searches over about
// 700,000 placements each), looked up on the board and on its mirror about
// the main diagonal (the larger sum is taken). The search is tried first
// with the estimate weighted 4/3 (inadmissible: walks a few moves longer
// than shortest, found several times faster on boards 45 moves away); a walk
// it finds longer than 50 is thrown away and the unweighted search, whose
// walks are shortest (at most 45 moves on every test), run instead.
// Unsolvable boards are told by parity: the tiles' permutation (the blank
// counted as 16) has the parity of the blank's taxicab distance to its goal
// cell exactly when the goal can be reached.
package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
)

var patterns = [][]int8{{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}

var (
	tables [4][]uint8
	of     [16]int
	nbr    [16][]int8
)

func rank(p []int8) int {
	idx, used := 0, uint32(0)
	for i, c := range p {
		idx = idx*(16-i) + int(c) - bits.OnesCount32(used&(1<<uint(c)-1))
		used |= 1 << uint(c)
	}
	return idx
}

func unrank(idx int, p []int8) {
	k := len(p)
	var digit [16]int
	for i := k - 1; i >= 0; i-- {
		digit[i] = idx % (16 - i)
		idx /= 16 - i
	}
	used := uint32(0)
	for i := 0; i < k; i++ {
		d := digit[i]
		for c := 0; c < 16; c++ {
			if used&(1<<uint(c)) != 0 {
				continue
			}
			if d == 0 {
				p[i] = int8(c)
				used |= 1 << uint(c)
				break
			}
			d--
		}
	}
}

// build: the fewest moves of the pattern's own tiles home, over every
// placement of them and the blank; the blank's moves over other cells are
// free (0-1 breadth-first search, level by level).
func build(tiles []int8) []uint8 {
	k := len(tiles)
	size := 1
	for i := 0; i < k; i++ {
		size *= 16 - i
	}
	table := make([]uint8, size)
	for i := range table {
		table[i] = 0xff
	}
	seen := make([]bool, size*16)
	queued := make([]bool, size*16)
	p := make([]int8, k)
	for i, t := range tiles {
		p[i] = t - 1
	}
	start := int32(rank(p)*16 + 15)
	seen[start] = true
	table[start/16] = 0
	cur, next := []int32{start}, []int32(nil)
	for d := 0; len(cur) > 0; d++ {
		next = next[:0]
		for i := 0; i < len(cur); i++ {
			s := cur[i]
			idx, b := int(s/16), int8(s%16)
			unrank(idx, p)
			var occ [16]int8
			for j := range occ {
				occ[j] = -1
			}
			for j, c := range p {
				occ[c] = int8(j)
			}
			for _, n := range nbr[b] {
				if j := occ[n]; j < 0 {
					ns := int32(idx*16 + int(n))
					if !seen[ns] {
						seen[ns] = true
						cur = append(cur, ns)
					}
				} else {
					p[j] = b
					ns := int32(rank(p)*16 + int(n))
					p[j] = n
					if !seen[ns] && !queued[ns] {
						queued[ns] = true
						next = append(next, ns)
					}
				}
			}
		}
		cur = cur[:0]
		for _, s := range next {
			queued[s] = false
			if !seen[s] {
				seen[s] = true
				cur = append(cur, s)
				if table[s/16] == 0xff {
					table[s/16] = uint8(d + 1)
				}
			}
		}
	}
	return table
}

func mirrorCell(c int8) int8 { return c%4*4 + c/4 }

func mirrorTile(t int8) int8 {
	if t == 0 {
		return 0
	}
	return mirrorCell(t-1) + 1
}

var (
	board [16]int8
	pos   [16]int8
	h, hm [4]int
	path  []byte
)

func value(i int) int {
	var p [4]int8
	for j, t := range patterns[i] {
		p[j] = pos[t]
	}
	return int(tables[i][rank(p[:len(patterns[i])])])
}

func mirrorValue(i int) int {
	var p [4]int8
	for j, t := range patterns[i] {
		p[j] = mirrorCell(pos[mirrorTile(t)])
	}
	return int(tables[i][rank(p[:len(patterns[i])])])
}

// weightNum/weightDen weighs the estimate.
var weightNum, weightDen = 1, 1

func estimate() int {
	a, b := 0, 0
	for i := range h {
		a += h[i]
		b += hm[i]
	}
	return max(a, b) * weightNum / weightDen
}

var moves = []struct {
	name    byte
	delta   int8
	reverse int
}{{'U', -4, 1}, {'D', 4, 0}, {'L', -1, 3}, {'R', 1, 2}}

func legal(b int8, m int) bool {
	switch m {
	case 0:
		return b >= 4
	case 1:
		return b < 12
	case 2:
		return b%4 != 0
	}
	return b%4 != 3
}

func dfs(g, bound, last int) int {
	e := estimate()
	if g+e > bound {
		return g + e
	}
	if e == 0 {
		return -1
	}
	least := 1 << 30
	b := pos[0]
	for m, mv := range moves {
		if (last >= 0 && moves[last].reverse == m) || !legal(b, m) {
			continue
		}
		to := b + mv.delta
		t := board[to]
		pi, mi := of[t], of[mirrorTile(t)]
		oh, om := h[pi], hm[mi]
		board[b], board[to] = t, 0
		pos[t], pos[0] = b, to
		h[pi], hm[mi] = value(pi), mirrorValue(mi)
		path = append(path, mv.name)
		r := dfs(g+1, bound, m)
		// The board is put back even on success: the walk is in path,
		// and a second search may start from the same board.
		board[b], board[to] = 0, t
		pos[t], pos[0] = to, b
		h[pi], hm[mi] = oh, om
		if r < 0 {
			return -1
		}
		path = path[:len(path)-1]
		least = min(least, r)
	}
	return least
}

func solvable() bool {
	// The permutation's parity by cycles, the blank as 16 (goal cell 15).
	var perm [16]int
	for c, t := range board {
		if t == 0 {
			perm[c] = 15
		} else {
			perm[c] = int(t) - 1
		}
	}
	var done [16]bool
	swaps := 0
	for i := range perm {
		for j := i; !done[j]; j = perm[j] {
			done[j] = true
			if perm[j] != i {
				swaps++
			}
		}
	}
	b := int(pos[0])
	dist := 3 - b/4 + 3 - b%4
	return swaps%2 == dist%2
}

// search runs IDA* from the board until it reaches the goal.
func search() {
	path = path[:0]
	for bound := estimate(); ; {
		r := dfs(0, bound, -1)
		if r < 0 {
			return
		}
		bound = r
	}
}

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for c := int8(0); c < 16; c++ {
		r, col := c/4, c%4
		if r > 0 {
			nbr[c] = append(nbr[c], c-4)
		}
		if r < 3 {
			nbr[c] = append(nbr[c], c+4)
		}
		if col > 0 {
			nbr[c] = append(nbr[c], c-1)
		}
		if col < 3 {
			nbr[c] = append(nbr[c], c+1)
		}
	}
	built := false
	var n int
	fmt.Fscan(in, &n)
	for ; n > 0; n-- {
		for i := range board {
			fmt.Fscan(in, &board[i])
			pos[board[i]] = int8(i)
		}
		if !solvable() {
			fmt.Fprintln(out, "This puzzle is not solvable.")
			continue
		}
		if !built { // once, for the first solvable board
			for i, tiles := range patterns {
				tables[i] = build(tiles)
				for _, t := range tiles {
					of[t] = i
				}
			}
			built = true
		}
		for i := range patterns {
			h[i], hm[i] = value(i), mirrorValue(i)
		}
		weightNum, weightDen = 4, 3
		search()
		if len(path) > 50 {
			weightNum, weightDen = 1, 1
			search()
		}
		fmt.Fprintln(out, string(path))
	}
}
