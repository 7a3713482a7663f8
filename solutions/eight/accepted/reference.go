//go:build ignore

// Reference solution of "eight": iterative-deepening A* (IDA*). The
// estimate of the moves left is the larger of two admissible ones, the
// Manhattan distance plus linear conflicts and the walking distance, so the
// first path that fits the bound is a shortest one. On the farthest boards
// (31 moves) it looks at some ten thousand boards and never numbers the
// 181,440 reachable ones as a breadth-first search does.
package main

import (
	"io"
	"os"
)

// goalCell: tile t belongs at cell t-1 (row by row), the blank at cell 8.
func goalCell(t int) int { return (t + 8) % 9 }

// move is one move of the blank from a cell.
type move struct {
	to     int8 // the blank's new cell, -1 if the move leaves the board
	a, b   int8 // lines whose order it changes: rows 0..2, or columns as 3..5
	letter byte
}

var (
	board [9]int8 // tiles 1..8, 0 the blank
	moves [9][4]move
	// For the tile that move k of the blank at p slides: the change of its
	// Manhattan distance, and of the row and column summaries of walk.
	dmd      [9][4][9]int8
	dwv, dwh [9][4][9]int16
	// lc[i]: the conflict term of line i; cells[i]: its cells in order.
	lc    [6]int
	cells [6][3]int8
	// key[i][t]: the place along line i where tile t belongs, 3 if elsewhere.
	key [6][9]int8
	// conflict[k0<<4|k1<<2|k2]: the conflict term of a line whose tiles
	// belong at places k0, k1, k2 of it (3: elsewhere). With inv pairs out
	// of order among the tiles that belong, ceil(inv/2) leave and return.
	conflict [64]int8
	// walk[i]: the walking distance of a board whose rows (or columns) are
	// summarised by index i: how many tiles of each goal row sit in each
	// row, and the blank's row (see index). Rows plus columns: the second
	// estimate, often above Manhattan plus conflicts.
	walk [768]int8
	path [64]byte
)

// weight[r][g]: what one tile of goal row g in row r adds to an index; the
// blank in row r adds 256*r. Row 2 and goal row 2 follow from the rest.
var weight = [3][3]int{{64, 16, 0}, {4, 1, 0}, {0, 0, 0}}

func init() {
	for i := 0; i < 3; i++ {
		cells[i] = [3]int8{int8(3 * i), int8(3*i + 1), int8(3*i + 2)}
		cells[3+i] = [3]int8{int8(i), int8(i + 3), int8(i + 6)}
	}
	for i := 0; i < 6; i++ {
		key[i][0] = 3
		for t := 1; t < 9; t++ {
			g := goalCell(t)
			key[i][t] = 3
			if i < 3 && g/3 == i {
				key[i][t] = int8(g % 3)
			} else if i >= 3 && g%3 == i-3 {
				key[i][t] = int8(g / 3)
			}
		}
	}
	for code := range conflict {
		k := [3]int{code >> 4, code >> 2 & 3, code & 3}
		inv := 0
		for a := 0; a < 3; a++ {
			for b := a + 1; b < 3; b++ {
				if k[a] < 3 && k[b] < 3 && k[b] < k[a] {
					inv++
				}
			}
		}
		conflict[code] = int8((inv + 1) / 2 * 2)
	}
	for p := 0; p < 9; p++ {
		r, c := p/3, p%3
		for k, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			m := move{to: -1, letter: "udlr"[k]}
			nr, nc := r+d[0], c+d[1]
			if nr >= 0 && nr < 3 && nc >= 0 && nc < 3 {
				q := 3*nr + nc
				m.to = int8(q)
				if k < 2 {
					m.a, m.b = int8(r), int8(nr)
				} else {
					m.a, m.b = int8(3+c), int8(3+nc)
				}
				// The tile goes from q to p, the blank from p to q.
				for t := 1; t < 9; t++ {
					g := goalCell(t)
					dmd[p][k][t] = int8(manhattan(p, g) - manhattan(q, g))
					if k < 2 {
						dwv[p][k][t] = int16(weight[r][g/3] - weight[nr][g/3] + (nr-r)*256)
					} else {
						dwh[p][k][t] = int16(weight[c][g%3] - weight[nc][g%3] + (nc-c)*256)
					}
				}
			}
			moves[p][k] = m
		}
	}
	buildWalk()
}

func manhattan(p, q int) int { return abs(p/3-q/3) + abs(p%3-q%3) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// buildWalk fills walk by a breadth-first search from the goal's index over
// the summaries: the blank trades rows with one tile of the row above or
// below, of any goal row found there.
func buildWalk() {
	for i := range walk {
		walk[i] = -1
	}
	total := [3]int{3, 3, 2} // tiles per goal row; the blank belongs in row 2
	goal := 2*256 + 3*64 + 3*1
	walk[goal] = 0
	queue := make([]int, 1, len(walk))
	queue[0] = goal
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		var m [3][3]int
		b := i >> 8
		m[0][0], m[0][1], m[1][0], m[1][1] = i>>6&3, i>>4&3, i>>2&3, i&3
		for r := 0; r < 2; r++ {
			m[r][2] = 3 - m[r][0] - m[r][1]
			if r == b {
				m[r][2]--
			}
		}
		for g := 0; g < 3; g++ {
			m[2][g] = total[g] - m[0][g] - m[1][g]
		}
		for a := b - 1; a <= b+1; a += 2 {
			if a < 0 || a > 2 {
				continue
			}
			for g := 0; g < 3; g++ {
				if m[a][g] == 0 {
					continue
				}
				j := i + weight[b][g] - weight[a][g] + (a-b)*256
				if walk[j] < 0 {
					walk[j] = walk[i] + 1
					queue = append(queue, j)
				}
			}
		}
	}
}

func lineConflict(i int8) int {
	c, k := &cells[i], &key[i]
	return int(conflict[int(k[board[c[0]]])<<4|int(k[board[c[1]]])<<2|int(k[board[c[2]]])])
}

// child is one move out of a board, with its estimates.
type child struct {
	k, q, f, mh, wv, wh, na, nb int16 // 16 bytes: the children are copied as they are sorted
}

// search extends the path at depth g with the blank at p, never undoing
// the last move; mh is Manhattan plus conflicts, wv and wh the row and
// column summaries for walk. It reports whether the goal was reached within
// bound, else lowers *over to the smallest estimate that went over it.
// Moves are tried most promising first, so that the last round, the one
// within the optimal bound, ends early.
func search(p, g, mh, wv, wh, bound, last int, over *int) bool {
	if mh == 0 {
		return true
	}
	var next [4]child
	n := 0
	for k := 0; k < 4; k++ {
		m := &moves[p][k]
		if m.to < 0 || k == last^1 {
			continue
		}
		q := int(m.to)
		t := board[q]
		board[p], board[q] = t, 0
		na, nb := lineConflict(m.a), lineConflict(m.b)
		board[q], board[p] = t, 0
		nh := mh + int(dmd[p][k][t]) - lc[m.a] - lc[m.b] + na + nb
		nv, nw := wv+int(dwv[p][k][t]), wh+int(dwh[p][k][t])
		f := max(nh, int(walk[nv])+int(walk[nw])) + g + 1
		if f > bound {
			*over = min(*over, f)
			continue
		}
		c := child{int16(k), int16(q), int16(f), int16(nh), int16(nv), int16(nw), int16(na), int16(nb)}
		i := n
		for ; i > 0 && int(next[i-1].f) > f; i-- {
			next[i] = next[i-1]
		}
		next[i], n = c, n+1
	}
	for _, c := range next[:n] {
		m := &moves[p][c.k]
		t := board[c.q]
		board[p], board[c.q] = t, 0
		la, lb := lc[m.a], lc[m.b]
		lc[m.a], lc[m.b] = int(c.na), int(c.nb)
		path[g] = m.letter
		if search(int(c.q), g+1, int(c.mh), int(c.wv), int(c.wh), bound, int(c.k), over) {
			return true
		}
		lc[m.a], lc[m.b] = la, lb
		board[c.q], board[p] = t, 0
	}
	return false
}

// solvable: the tiles read row by row (blank skipped) have an even number
// of inversions, as every move keeps that parity.
func solvable() bool {
	inv := 0
	for i := 0; i < 9; i++ {
		for j := i + 1; j < 9; j++ {
			if board[i] != 0 && board[j] != 0 && board[j] < board[i] {
				inv++
			}
		}
	}
	return inv%2 == 0
}

func main() {
	data, _ := io.ReadAll(os.Stdin)
	n, p := 0, 0
	for _, c := range data {
		if n == 9 {
			break
		}
		switch {
		case c == 'x':
			board[n], p, n = 0, n, n+1
		case c >= '1' && c <= '8':
			board[n], n = int8(c-'0'), n+1
		}
	}
	if !solvable() {
		os.Stdout.WriteString("unsolvable\n")
		return
	}
	mh := 0
	wv, wh := p/3*256, p%3*256
	for q, t := range board {
		if t != 0 {
			g := goalCell(int(t))
			mh += manhattan(q, g)
			wv += weight[q/3][g/3]
			wh += weight[q%3][g%3]
		}
	}
	for i := range lc {
		lc[i] = lineConflict(int8(i))
		mh += lc[i]
	}
	bound := max(mh, int(walk[wv])+int(walk[wh]))
	for {
		over := 1 << 30
		if search(p, 0, mh, wv, wh, bound, -1, &over) {
			break
		}
		bound = over
	}
	path[bound] = '\n'
	os.Stdout.Write(path[:bound+1])
}
