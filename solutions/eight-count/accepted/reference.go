//go:build ignore

package main

// Reference for eight-count: fewest moves to 8 7 6 / 5 4 3 / 2 1 0.
// Bidirectional breadth-first search, one whole layer at a time from the
// smaller side; states are numbered by their Cantor rank (Lehmer code).
// The farthest start (31 moves) meets in the middle after a few thousand
// states per side instead of the 181,440 of a one-ended search.

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

const states = 362880

var factorial = [9]int32{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

// neighbours[b] lists the cells the blank at b can swap with.
var neighbours = [9][]int8{
	{1, 3}, {0, 2, 4}, {1, 5},
	{0, 4, 6}, {1, 3, 5, 7}, {2, 4, 8},
	{3, 7}, {4, 6, 8}, {5, 7},
}

type board [9]int8

func (b *board) rank() int32 {
	var r int32
	for i := 0; i < 8; i++ {
		smaller := int32(0)
		for j := i + 1; j < 9; j++ {
			if b[j] < b[i] {
				smaller++
			}
		}
		r += smaller * factorial[i]
	}
	return r
}

func (b *board) blank() int8 {
	for i, v := range b {
		if v == 0 {
			return int8(i)
		}
	}
	return -1
}

// inversions counts inverted pairs of tiles, blank skipped: on a board three
// wide no move changes its parity, so start and goal must agree on it.
func inversions(b *board) int {
	n := 0
	for i := 0; i < 9; i++ {
		for j := i + 1; j < 9; j++ {
			if b[i] != 0 && b[j] != 0 && b[j] < b[i] {
				n++
			}
		}
	}
	return n
}

type node struct {
	b     board
	blank int8
}

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	var start board
	n := 0
	for _, c := range data {
		if c >= '0' && c <= '9' && n < 9 {
			start[n] = int8(c - '0')
			n++
		}
	}
	goal := board{8, 7, 6, 5, 4, 3, 2, 1, 0}
	fmt.Println(solve(start, goal))
}

func solve(start, goal board) int {
	if start == goal {
		return 0
	}
	if inversions(&start)%2 != inversions(&goal)%2 {
		return -1
	}
	// side[r]: 0 unseen, 1 seen from the start, 2 seen from the goal;
	// dist[r]: moves from that side.
	side := make([]int8, states)
	dist := make([]int8, states)
	frontier := [2][]node{{{start, start.blank()}}, {{goal, goal.blank()}}}
	depth := [2]int{0, 0}
	side[start.rank()], side[goal.rank()] = 1, 2
	for len(frontier[0]) > 0 && len(frontier[1]) > 0 {
		s := 0
		if len(frontier[1]) < len(frontier[0]) {
			s = 1
		}
		mine, theirs := int8(s+1), int8(2-s)
		best := -1
		next := make([]node, 0, 3*len(frontier[s]))
		for _, cur := range frontier[s] {
			for _, to := range neighbours[cur.blank] {
				nb := cur.b
				nb[cur.blank], nb[to] = nb[to], 0
				r := nb.rank()
				switch side[r] {
				case 0:
					side[r], dist[r] = mine, int8(depth[s]+1)
					next = append(next, node{nb, to})
				case theirs:
					if d := depth[s] + 1 + int(dist[r]); best < 0 || d < best {
						best = d
					}
				}
			}
		}
		if best >= 0 {
			return best
		}
		frontier[s] = next
		depth[s]++
	}
	return -1
}
