//go:build ignore

package main

// Reference for eight-multi (HDU 1043 "Eight", many puzzles until EOF):
// one breadth-first search back from the goal over the 181,440 solvable
// boards records, for each board, its whole answer: the move that brings it
// one step closer, then the answer of the board it reaches. Every puzzle is
// then answered by spelling out its board's answer.
//
// A board is one number, its cells (0 the blank) as base-9 digits, cell 0
// lowest: a move is one multiply-add, and the board's rank comes from two
// 6,561-entry tables (its first four and its last four cells) and one
// popcount (the middle cell). Each answer (31 moves at most) is kept as one
// word, two bits a move, first move lowest, a 1 bit after the last: the
// search's random reads stay in a 45 KB bitmap of the boards seen, and an
// answer is spelled out by eight lookups in a 256-entry table.

import (
	"encoding/binary"
	"math/bits"
	"os"
	"runtime/debug"
	"syscall"
	"unsafe"
)

const (
	states = 362880
	solv   = states / 2
	quad   = 9 * 9 * 9 * 9 // boards of four cells, as base-9 numbers
)

var pow9 = [10]uint32{1, 9, 81, 729, 6561, 59049, 531441, 4782969, 43046721, 387420489}

// head[c0+9c1+81c2+729c3]: the Lehmer digits of cells 0..3 times their
// factorials (each digit: the values below the cell's not in earlier cells).
// tail[c5+9c6+81c7+729c8]: those of cells 5..8 (each: the values below the
// cell in later cells) in the low 5 bits; above, the set of the four values
// (16 bits an entry, so both tables and the search's bitmap nearly fit L1).
// Cell 4's digit is the count of values below it among cells 5..8.
var (
	head [quad]uint32
	tail [quad]uint16
)

func tables() {
	fact := [9]uint32{40320, 5040, 720, 120, 24, 6, 2, 1, 1}
	for x := uint32(0); x < quad; x++ {
		var c [4]uint32
		seen, ok := uint32(0), true
		for i, y := 0, x; i < 4; i, y = i+1, y/9 {
			c[i] = y % 9
			if seen&(1<<c[i]) != 0 {
				ok = false
			}
			seen |= 1 << c[i]
		}
		if !ok {
			continue
		}
		used, r := uint32(0), uint32(0)
		for i := 0; i < 4; i++ {
			r += (c[i] - uint32(bits.OnesCount32(used&(1<<c[i]-1)))) * fact[i]
			used |= 1 << c[i]
		}
		head[x] = r
		r = 0
		for i := 0; i < 4; i++ {
			d := uint32(0)
			for j := i + 1; j < 4; j++ {
				if c[j] < c[i] {
					d++
				}
			}
			r += d * fact[5+i]
		}
		tail[x] = uint16(r | seen<<5)
	}
}

// rank numbers the arrangements 0..states-1 by their Lehmer code.
func rank(n uint32) uint32 {
	q := n / quad
	return rank3(n%quad, q%9, q/9)
}

// rank3 is rank from the board's parts: cells 0..3 and 5..8 as base-9
// numbers, and cell 4.
func rank3(h, mid, t uint32) uint32 {
	x := tail[t]
	return head[h] + uint32(x&31) + 24*uint32(bits.OnesCount32(uint32(x>>5)&(1<<mid-1)))
}

// moves[p]: the four moves of the blank at cell p, in the order u d l r.
// A move off the board is the blank "moving" to its own cell: the board
// it gives is the board itself, already seen, so the search drops it
// without a branch.
var moves [9][4]move

type move struct {
	back uint64 // the move that undoes this one (0..3: u d l r): the child's first
	to   uint64
	dn   uint32 // the board's base-9 number grows by dn times the tile moved (mod 2³²)
}

func init() {
	for p := 0; p < 9; p++ {
		to := [4]int{p - 3, p + 3, p - 1, p + 1}
		ok := [4]bool{p >= 3, p < 6, p%3 != 0, p%3 != 2}
		for i := range to {
			if !ok[i] {
				to[i] = p
			}
			moves[p][i] = move{uint64(i ^ 1), uint64(to[i]), pow9[p] - pow9[to[i]]}
		}
	}
}

// cell is a token's value: 1..8 for a digit, 0 for the blank.
var cell [256]uint32

func init() {
	for c := '1'; c <= '8'; c++ {
		cell[c] = uint32(c - '0')
	}
}

// spell[x]: the letters of the four moves packed in the byte x, first lowest.
var spell [256]uint32

func init() {
	for x := range spell {
		for i := 0; i < 4; i++ {
			spell[x] |= uint32("udlr"[x>>(2*i)&3]) << (8 * i)
		}
	}
}

// search fills code[rank] for every board the goal is reached from: its
// answer, two bits a move after the 1 bit that ends it (0: unsolvable).
func search(code []uint64) {
	var seen [states / 64]uint64
	goal := uint32(0)
	cells := uint64(8) << 36
	for i := 0; i < 8; i++ {
		goal += uint32(i+1) * pow9[i]
		cells |= uint64(i+1) << (4 * i)
	}
	r := rank(goal)
	seen[r/64] |= 1 << (r % 64)
	// The queue is a ring: it holds at most the rest of one level of the
	// search and part of the next, 24,054 boards at the most (the widest
	// level, 24 moves from the goal, has 24,047), so it stays in cache. A
	// board is kept both as base-9 digits (for its rank) and as 4-bit
	// cells with the blank's cell above them (for the tile a move takes).
	type item struct {
		cells uint64
		code  uint64
		n, r  uint32
	}
	const ring = 1 << 15
	queue := make([]item, ring)
	queue[0] = item{cells, 1, goal, r}
	for h, t := 0, 1; h < t; h++ {
		it := queue[h%ring]
		code[it.r] = it.code
		p := it.cells >> 36
		for _, m := range &moves[p] {
			// The blank goes p -> m.to: tile x moves from m.to to p.
			x := it.cells >> (4 * m.to) & 15
			n := it.n + uint32(x)*m.dn
			r := rank(n)
			w, bit := r/64, r%64
			fresh := ^seen[w] >> bit & 1
			seen[w] |= 1 << bit
			queue[t%ring] = item{it.cells&^(15<<(4*m.to)|15<<36) | x<<(4*p) | m.to<<36, it.code<<2 | m.back, n, r}
			t += int(fresh)
		}
		if t-h > ring {
			panic("eight-multi: the search outgrew its queue")
		}
	}
}

// answer reads the puzzles in 1 MiB blocks (one buffer, no page faults
// after the first) and writes each one's line, spelled from code. A puzzle
// cut by a block's end is finished by the token loop, which keeps its state.
func answer(f *os.File, code []uint64) {
	in := make([]byte, 1<<20)
	out := make([]byte, 1<<20)
	end := 0
	var b uint32
	k := 0
	for {
		m, err := f.Read(in)
		in := in[:m]
		for i := 0; i < len(in); i++ {
			var r uint32
			if x := in[i:min(i+18, len(in))]; k == 0 && len(x) == 18 && x[17] == '\n' &&
				x[1] == ' ' && x[3] == ' ' && x[5] == ' ' && x[7] == ' ' && x[9] == ' ' &&
				x[11] == ' ' && x[13] == ' ' && x[15] == ' ' {
				// A line as the tests write it: nine cells, single spaces.
				r = rank3(cell[x[0]]+9*cell[x[2]]+81*cell[x[4]]+729*cell[x[6]], cell[x[8]],
					cell[x[10]]+9*cell[x[12]]+81*cell[x[14]]+729*cell[x[16]])
				i += 17
			} else {
				c := in[i]
				if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
					continue
				}
				b += cell[c] * pow9[k]
				if k++; k < 9 {
					continue
				}
				r = rank(b)
				b, k = 0, 0
			}
			c := code[r]
			d := out[end : end+32]
			if c == 0 {
				copy(d, "unsolvable\n")
				end += 11
			} else {
				binary.LittleEndian.PutUint32(d, spell[c&255])
				binary.LittleEndian.PutUint32(d[4:], spell[c>>8&255])
				binary.LittleEndian.PutUint32(d[8:], spell[c>>16&255])
				binary.LittleEndian.PutUint32(d[12:], spell[c>>24&255])
				binary.LittleEndian.PutUint32(d[16:], spell[c>>32&255])
				binary.LittleEndian.PutUint32(d[20:], spell[c>>40&255])
				binary.LittleEndian.PutUint32(d[24:], spell[c>>48&255])
				binary.LittleEndian.PutUint32(d[28:], spell[c>>56&255])
				n := (63 - bits.LeadingZeros64(c)) / 2 // moves
				d[n] = '\n'
				end += n + 1
			}
			if end > len(out)-32 {
				os.Stdout.Write(out[:end])
				end = 0
			}
		}
		if err != nil {
			os.Stdout.Write(out[:end])
			return
		}
	}
}

// bigWords allocates n zeroed words, on huge pages where the kernel gives
// them: the search writes code at random over its 2.9 MB, and 4 KB pages
// cost a page fault each (about 700) and a TLB miss on most writes.
func bigWords(n int) []uint64 {
	const huge = 1 << 21
	size := (n*8 + huge - 1) &^ (huge - 1)
	b, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]uint64, n)
	}
	syscall.Madvise(b, 14) // MADV_HUGEPAGE; without it, the words are on small pages
	return unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), n)
}

func main() {
	debug.SetGCPercent(-1) // a few large arrays, all live to the end
	tables()
	code := bigWords(states)
	search(code)
	answer(os.Stdin, code)
}
