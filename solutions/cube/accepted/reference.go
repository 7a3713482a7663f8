//go:build ignore

package main

// cube (Commedia dell' arte, CERC 1998): a move swaps the free cell with a
// neighbour, one transposition that moves the free cell one step, so a
// start is solvable exactly when the parity of the whole arrangement (free
// cell included) equals the parity of the free cell's taxicab distance to
// its home.
//
// The parity, in linear time: the arrangement is sorted by swaps that each
// bring one item home, n minus the number of cycles of them. Unlike walking
// each cycle pointer by pointer, which waits on one cache miss after
// another on a million cells, every swap's memory accesses are independent.

import (
	"bufio"
	"io"
	"os"
)

// reader parses non-negative integers from a stream with a large buffer.
type reader struct {
	in       io.Reader
	buf      []byte
	pos, end int
}

func (r *reader) fill() bool {
	n, _ := r.in.Read(r.buf)
	r.pos, r.end = 0, n
	return n > 0
}

// int returns the next integer (tokens separated by any whitespace).
func (r *reader) int() int {
	for {
		if r.pos == r.end && !r.fill() {
			return 0
		}
		if c := r.buf[r.pos]; c >= '0' && c <= '9' {
			break
		}
		r.pos++
	}
	v := 0
	for {
		if r.pos == r.end && !r.fill() {
			return v
		}
		c := r.buf[r.pos]
		if c < '0' || c > '9' {
			return v
		}
		v = v*10 + int(c-'0')
		r.pos++
	}
}

func main() {
	r := &reader{in: os.Stdin, buf: make([]byte, 1<<20)}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	// home[i]: the home cell of what lies in cell i; at[h]: where that of home h lies.
	var home, at []int32
	for t := r.int(); t > 0; t-- {
		m := r.int()
		n := m * m * m
		if cap(home) < n {
			home, at = make([]int32, n), make([]int32, n)
		}
		home, at = home[:n], at[:n]
		free := 0
		for i := range home {
			h := n - 1
			if v := r.int(); v == 0 {
				free = i
			} else {
				h = v - 1
			}
			home[i], at[h] = int32(h), int32(i)
		}
		// Cell by cell, swap the item that belongs here into place.
		swaps := 0
		for i := range home {
			if h := home[i]; h != int32(i) {
				j := at[i]
				home[j], at[h] = h, j
				swaps++
			}
		}
		parity := swaps & 1
		z, y, x := free/(m*m), free/m%m, free%m
		distance := 3*(m-1) - z - y - x
		if parity == distance&1 {
			w.WriteString("Puzzle can be solved.\n")
		} else {
			w.WriteString("Puzzle is unsolvable.\n")
		}
	}
}
