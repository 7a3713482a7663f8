//go:build ignore

package main

// Reference for eight-multi (HDU 1043 "Eight", many puzzles until EOF):
// one breadth-first search back from the goal over the 181,440 solvable
// boards records, for each board, the move that brings it one step closer;
// every puzzle is then answered by following those moves to the goal.

import (
	"bufio"
	"io"
	"os"
)

const states = 362880

var fact = [9]int32{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

// board holds the nine cells, 4 bits each, cell 0 in the low bits; 0 is the blank.
type board uint64

func (b board) cell(i int) uint { return uint(b>>(4*i)) & 15 }

// rank numbers the arrangements 0..states-1 (Lehmer code).
func rank(b board) int32 {
	var r int32
	var used uint
	for i := 0; i < 9; i++ {
		v := b.cell(i)
		smallerUsed := 0
		for m := used & (1<<v - 1); m != 0; m &= m - 1 {
			smallerUsed++
		}
		r += (int32(v) - int32(smallerUsed)) * fact[i]
		used |= 1 << v
	}
	return r
}

// swap moves the blank from cell p to cell q.
func swap(b board, p, q int) board {
	t := board(b.cell(q))
	b &^= 15 << (4 * q)
	return b | t<<(4*p)
}

var (
	delta   = [4]int{-3, 3, -1, 1} // u d l r
	letter  = [4]byte{'u', 'd', 'l', 'r'}
	inverse = [4]int{1, 0, 3, 2}
)

func legal(p, m int) bool {
	switch m {
	case 0:
		return p >= 3
	case 1:
		return p < 6
	case 2:
		return p%3 != 0
	}
	return p%3 != 2
}

func main() {
	goal := board(0)
	for i := 0; i < 8; i++ {
		goal |= board(i+1) << (4 * i)
	}
	goalRank := rank(goal)

	next := make([]int32, states) // rank of the board one move closer
	move := make([]byte, states)  // the move that gets there; 0: unreached
	type item struct {
		b     board
		blank int8
		r     int32
	}
	queue := make([]item, 0, states/2)
	queue = append(queue, item{goal, 8, goalRank})
	move[goalRank] = '.'
	next[goalRank] = -1
	for h := 0; h < len(queue); h++ {
		it := queue[h]
		p := int(it.blank)
		for m := 0; m < 4; m++ {
			if !legal(p, m) {
				continue
			}
			q := p + delta[m]
			n := swap(it.b, p, q)
			r := rank(n)
			if move[r] != 0 {
				continue
			}
			move[r] = letter[inverse[m]]
			next[r] = it.r
			queue = append(queue, item{n, int8(q), r})
		}
	}

	in, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<16))
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	var b board
	k := 0
	for i := 0; i < len(in); i++ {
		c := in[i]
		if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			continue
		}
		v := board(0)
		if c >= '1' && c <= '8' {
			v = board(c - '0')
		}
		b |= v << (4 * k)
		if k++; k < 9 {
			continue
		}
		r := rank(b)
		if move[r] == 0 {
			out.WriteString("unsolvable\n")
		} else {
			for ; r != goalRank; r = next[r] {
				out.WriteByte(move[r])
			}
			out.WriteByte('\n')
		}
		b, k = 0, 0
	}
}
