//go:build ignore

package main

// cube (Commedia dell' arte, CERC 1998): a move swaps the free cell with a
// neighbour, one transposition that moves the free cell one step, so a
// start is solvable exactly when the parity of the whole arrangement (free
// cell included) equals the parity of the free cell's taxicab distance to
// its home.
//
// The parity, in linear time and without roaming a million cells at
// random: the parity of the inversions, split into pairs from different
// blocks of values (counted as the numbers are read, from a bit per block)
// and pairs within one block (counted per block, by swaps that each bring
// one value home, on arrays that stay in cache).

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
	if r.end-r.pos < 24 {
		return r.slowInt()
	}
	// Up to seven digits at once, after at most one separator: load eight
	// bytes; digits have bit 4 set, the separators (space, newline, the 0
	// after the data) have not.
	x := binary.LittleEndian.Uint64(r.buf[r.pos:])
	if x&0x10 == 0 {
		r.pos++
		x = binary.LittleEndian.Uint64(r.buf[r.pos:])
	}
	stop := ^x & 0x1010101010101010
	digits := bits.TrailingZeros64(stop) / 8
	if stop == 0 || digits == 0 {
		return r.slowInt()
	}
	r.pos += digits
	// Digit values, the first one most significant, shifted up so the
	// missing leading digits are zeros; then combine neighbours: pairs,
	// fours, eights.
	x = (x - 0x3030303030303030) << (64 - 8*digits)
	x = (x*10 + x>>8) & 0x00ff00ff00ff00ff
	x = (x*100 + x>>16) & 0x0000ffff0000ffff
	x = (x*10000 + x>>32) & 0xffffffff
	return int(x)
}

// slowInt is int near the end of the buffer, after several separators,
// or for numbers of eight digits or more.
func (r *reader) slowInt() int {
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
	v := 0
	for c := r.buf[r.pos]; c >= '0' && c <= '9'; c = r.buf[r.pos] {
		v = v*10 + int(c-'0')
		r.pos++
	}
	return v
}

// oddBlocks finishes a parity count that split the values 0..n-1 into
// blocks of 2^shift, block b's values in order at vals[b<<shift:] as
// offsets from the block's first value, and reports whether the inversions
// within the blocks are odd: each block is sorted by swaps that each bring
// one value home, on arrays (vals and at) that stay in cache.
func oddBlocks(vals, at []uint16, shift uint) bool {
	odd := 0
	for lo := 0; lo < len(vals); lo += 1 << shift {
		block := vals[lo:min(lo+1<<shift, len(vals))]
		at := at[:len(block)]
		for i, v := range block {
			at[v] = uint16(i)
		}
		for i := range block {
			if h := block[i]; int(h) != i {
				j := at[i]
				block[j], at[h] = h, j
				odd++
			}
		}
	}
	return odd&1 == 1
}

func main() {
	r := newReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var vals, at []uint16
	for t := r.int(); t > 0; t-- {
		m := r.int()
		n := m * m * m
		// The parity of the arrangement is that of its inversions: pairs
		// of values from different blocks of 2^shift values (at most 64
		// blocks), counted as the values arrive from which blocks came
		// before, plus pairs within a block, counted by oddBlocks. No
		// access roams the whole board at random. A value is kept as its
		// offset in its block, in 16 bits (n ≤ 4,000,000 < 64 · 2^16): the
		// scatter into the blocks writes half the memory it would in 32.
		shift := uint(0)
		for (n-1)>>shift >= 64 {
			shift++
		}
		if cap(vals) < n {
			vals, at = make([]uint16, n), make([]uint16, 1<<shift)
		}
		vals = vals[:n]
		var fill [64]int32 // where block b's next value goes
		for b := range fill {
			fill[b] = int32(b << shift)
		}
		odd, seen := 0, uint64(0) // seen bit b: an odd count of block b so far
		free := 0
		for i := 0; i < n; i++ {
			h := n - 1
			if v := r.int(); v == 0 {
				free = i
			} else {
				h = v - 1
			}
			b := uint(h>>shift) & 63
			odd += bits.OnesCount64(seen >> b >> 1) // higher blocks before it
			seen ^= 1 << b
			vals[fill[b]] = uint16(h & (1<<shift - 1))
			fill[b]++
		}
		if oddBlocks(vals, at, shift) {
			odd++
		}
		z, y, x := free/(m*m), free/m%m, free%m
		distance := 3*(m-1) - z - y - x
		if odd&1 == distance&1 {
			w.WriteString("Puzzle can be solved.\n")
		} else {
			w.WriteString("Puzzle is unsolvable.\n")
		}
	}
}
