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
	"encoding/binary"
	"io"
	"math/bits"
	"os"
)

// reader parses non-negative integers from a stream through a large
// buffer; whatever is not a digit separates them.
type reader struct {
	in       io.Reader
	buf      []byte
	pos, end int
	eof      bool
}

// pad bytes after the data let eight bytes be read at once near its end.
const pad = 16

func newReader(in io.Reader) *reader {
	return &reader{in: in, buf: make([]byte, 1<<20+pad)}
}

// refill moves the unread bytes to the front and reads more after them.
func (r *reader) refill() {
	r.end = copy(r.buf, r.buf[r.pos:r.end])
	r.pos = 0
	for !r.eof && r.end < len(r.buf)-pad {
		n, err := r.in.Read(r.buf[r.end : len(r.buf)-pad])
		r.end += n
		if err != nil {
			r.eof = true
		}
	}
	r.buf[r.end] = 0 // a non-digit: every number ends by here
}

// int returns the next integer, or -1 at the end of the input.
func (r *reader) int() int {
	for {
		for r.pos < r.end && (r.buf[r.pos] < '0' || r.buf[r.pos] > '9') {
			r.pos++
		}
		if r.end-r.pos >= 24 || r.eof {
			break
		}
		r.refill() // so that no number is cut at the end of the buffer
	}
	if r.pos >= r.end {
		return -1
	}
	// Up to seven digits at once: load eight bytes; digits have bit 4
	// set, the separators (space, newline, the 0 after the data) have not.
	x := binary.LittleEndian.Uint64(r.buf[r.pos:])
	if stop := ^x & 0x1010101010101010; stop != 0 {
		digits := bits.TrailingZeros64(stop) / 8
		r.pos += digits
		// Digit values, the first one most significant, shifted up so the
		// missing leading digits are zeros; then combine neighbours:
		// pairs, fours, eights.
		x = (x - 0x3030303030303030) << (64 - 8*digits)
		x = (x*10 + x>>8) & 0x00ff00ff00ff00ff
		x = (x*100 + x>>16) & 0x0000ffff0000ffff
		x = (x*10000 + x>>32) & 0xffffffff
		return int(x)
	}
	v := 0 // eight digits or more
	for c := r.buf[r.pos]; c >= '0' && c <= '9'; c = r.buf[r.pos] {
		v = v*10 + int(c-'0')
		r.pos++
	}
	return v
}

func main() {
	r := newReader(os.Stdin)
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
