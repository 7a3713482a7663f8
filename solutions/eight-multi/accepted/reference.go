//go:build ignore

package main

// Reference for eight-multi (HDU 1043 "Eight", many puzzles until EOF):
// one breadth-first search back from the goal over the 181,440 solvable
// boards writes, for each board, its whole answer line: the move that
// brings it one step closer, then the line of the board it reaches. Every
// puzzle is then answered by copying its board's line.

import (
	"io"
	"math/bits"
	"os"
)

const states = 362880

var fact = [9]uint32{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

// rank numbers the arrangements 0..states-1 by their Lehmer code; b holds
// the nine cells, 4 bits each, cell 0 in the low bits, 0 the blank.
func rank(b uint64) uint32 {
	var r uint32
	used := uint32(0)
	for i := 0; i < 9; i++ {
		v := uint32(b>>(4*i)) & 15
		r += (v - uint32(bits.OnesCount32(used&(1<<v-1)))) * fact[i]
		used |= 1 << v
	}
	return r
}

// step is one move of the blank: its letter and the cell it goes to.
type step struct {
	letter byte
	to     int
}

// moves[p]: the legal moves of the blank at cell p.
var moves [9][]step

func init() {
	for p := 0; p < 9; p++ {
		if p >= 3 {
			moves[p] = append(moves[p], step{'u', p - 3})
		}
		if p < 6 {
			moves[p] = append(moves[p], step{'d', p + 3})
		}
		if p%3 != 0 {
			moves[p] = append(moves[p], step{'l', p - 1})
		}
		if p%3 != 2 {
			moves[p] = append(moves[p], step{'r', p + 1})
		}
	}
}

// readAll reads the whole input, into one buffer of the file's size when
// stdin is a file (7 MB for every board: no doubling and copying).
func readAll(f *os.File) []byte {
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > 0 {
		buf := make([]byte, st.Size()+1)
		n, _ := io.ReadFull(f, buf)
		if n < len(buf) {
			return buf[:n]
		}
		rest, _ := io.ReadAll(f)
		return append(buf, rest...)
	}
	in, _ := io.ReadAll(f)
	return in
}

var undo = [256]byte{'u': 'd', 'd': 'u', 'l': 'r', 'r': 'l'}

func main() {
	// lines holds every answer line; line[r] = offset<<6 | length of the
	// line of the board ranked r, 0 for a board not reached (unsolvable).
	// Lines are at most 32 bytes (31 moves and a newline), so each is
	// copied as one 32-byte block; the buffers keep 32 bytes of room.
	lines := make([]byte, 4700000)
	used := copy(lines, "unsolvable\n\n")
	line := make([]uint32, states)
	goal := uint64(0)
	for i := 0; i < 8; i++ {
		goal |= uint64(i+1) << (4 * i)
	}
	line[rank(goal)] = 11<<6 | 1 // the empty line: "\n"
	type item struct {
		b     uint64
		blank int
		line  uint32
	}
	queue := make([]item, 1, states/2)
	queue[0] = item{goal, 8, 11<<6 | 1}
	for h := 0; h < len(queue); h++ {
		it := queue[h]
		p := it.blank
		from, n := it.line>>6, it.line&63
		for _, m := range moves[p] {
			// The blank goes p -> m.to; from there, the way back is undo[m.letter].
			t := it.b >> (4 * m.to) & 15
			b := it.b&^(15<<(4*m.to)) | t<<(4*p)
			r := rank(b)
			if line[r] != 0 {
				continue
			}
			l := uint32(used)<<6 | (n + 1)
			lines[used] = undo[m.letter]
			*(*[32]byte)(lines[used+1:]) = *(*[32]byte)(lines[from:])
			used += int(n) + 1
			line[r] = l
			queue = append(queue, item{b, m.to, l})
		}
	}

	in := readAll(os.Stdin)
	out := make([]byte, 1<<20)
	end := 0
	emit := func(b uint64) {
		l := line[rank(b)]
		if l == 0 {
			l = 11
		}
		*(*[32]byte)(out[end:]) = *(*[32]byte)(lines[l>>6:])
		if end += int(l & 63); end > len(out)-32 {
			os.Stdout.Write(out[:end])
			end = 0
		}
	}
	var b uint64
	k := 0
	for i := 0; i < len(in); i++ {
		// A line as the tests write it: nine cells, single spaces.
		if k == 0 && i+18 <= len(in) && in[i+17] == '\n' {
			x := in[i : i+18]
			if x[1] == ' ' && x[3] == ' ' && x[5] == ' ' && x[7] == ' ' && x[9] == ' ' &&
				x[11] == ' ' && x[13] == ' ' && x[15] == ' ' {
				b = 0
				for j := 0; j < 9; j++ {
					if c := x[2*j]; c >= '1' && c <= '8' {
						b |= uint64(c-'0') << (4 * j)
					}
				}
				emit(b)
				i += 17
				b = 0
				continue
			}
		}
		c := in[i]
		if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			continue
		}
		if c >= '1' && c <= '8' {
			b |= uint64(c-'0') << (4 * k)
		}
		if k++; k == 9 {
			emit(b)
			b, k = 0, 0
		}
	}
	os.Stdout.Write(out[:end])
}
