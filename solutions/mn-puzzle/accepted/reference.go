//go:build ignore

package main

// M × N Puzzle (POJ 2893): a move swaps the blank with a neighbour, one
// transposition that moves the blank one step, so a start is solvable
// exactly when the parity of the whole arrangement (blank included) equals
// the parity of the blank's taxicab distance to the bottom-right cell.
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

// int returns the next integer (tokens separated by any whitespace), or -1
// at the end of the input.
func (r *reader) int() int {
	for {
		if r.pos == r.end && !r.fill() {
			return -1
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
	for {
		rows, cols := r.int(), r.int()
		if rows <= 0 || cols <= 0 {
			return // `0 0`, or the end of the input
		}
		n := rows * cols
		if cap(home) < n {
			home, at = make([]int32, n), make([]int32, n)
		}
		home, at = home[:n], at[:n]
		blank := 0
		for i := range home {
			h := n - 1
			if v := r.int(); v == 0 {
				blank = i
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
		distance := rows - 1 - blank/cols + cols - 1 - blank%cols
		if parity == distance&1 {
			w.WriteString("YES\n")
		} else {
			w.WriteString("NO\n")
		}
	}
}
