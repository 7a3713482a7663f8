//go:build ignore

// Reference solution of "eight": a bidirectional breadth-first search over
// Cantor-ranked boards, one layer at a time from the smaller frontier, so
// the first layer where the two searches meet holds a shortest answer.
package main

import (
	"bufio"
	"io"
	"math/bits"
	"os"
	"strings"
)

type board [9]byte

var fact = [9]int{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

// rank is the Lehmer code: digit i counts the smaller values not used yet.
func rank(b *board) int {
	r := 0
	unused := uint(0x1ff)
	for i := 0; i < 8; i++ {
		v := uint(b[i])
		r += bits.OnesCount(unused&(1<<v-1)) * fact[i]
		unused &^= 1 << v
	}
	return r
}

func blank(b *board) int {
	for i, v := range b {
		if v == 0 {
			return i
		}
	}
	return -1
}

const moves = "udlr"

var delta = [4]int{-3, 3, -1, 1}

// step moves the blank by move k, if it can.
func step(b board, k int) (board, bool) {
	p := blank(&b)
	r, c := p/3, p%3
	if (k == 0 && r == 0) || (k == 1 && r == 2) || (k == 2 && c == 0) || (k == 3 && c == 2) {
		return b, false
	}
	q := p + delta[k]
	b[p], b[q] = b[q], b[p]
	return b, true
}

func inverse(k int) int { return k ^ 1 }

func solvable(b board) bool {
	inv := 0
	for i := 0; i < 9; i++ {
		for j := i + 1; j < 9; j++ {
			if b[i] != 0 && b[j] != 0 && b[j] < b[i] {
				inv++
			}
		}
	}
	return inv%2 == 0
}

// side is one end of the search: distance and last move per ranked board.
type side struct {
	dist     []int8
	move     []int8
	frontier []board
}

func newSide(b board) *side {
	s := &side{dist: make([]int8, 362880), move: make([]int8, 362880)}
	for i := range s.dist {
		s.dist[i] = -1
	}
	s.dist[rank(&b)] = 0
	s.frontier = []board{b}
	return s
}

// chain lists the moves from b back to the side's root, each undone.
func (s *side) chain(b board) []int {
	var ks []int
	for r := rank(&b); s.dist[r] > 0; r = rank(&b) {
		k := int(s.move[r])
		ks = append(ks, k)
		b, _ = step(b, inverse(k))
	}
	return ks
}

func solve(start board) string {
	goal := board{1, 2, 3, 4, 5, 6, 7, 8, 0}
	if start == goal {
		return ""
	}
	if !solvable(start) {
		return "unsolvable"
	}
	fwd, bwd := newSide(start), newSide(goal)
	for {
		s, other := fwd, bwd
		if len(bwd.frontier) < len(fwd.frontier) {
			s, other = bwd, fwd
		}
		best, meet := 127, board{}
		var next []board
		for _, b := range s.frontier {
			d := s.dist[rank(&b)]
			for k := 0; k < 4; k++ {
				n, ok := step(b, k)
				if !ok {
					continue
				}
				r := rank(&n)
				if s.dist[r] >= 0 {
					continue
				}
				s.dist[r], s.move[r] = d+1, int8(k)
				next = append(next, n)
				if o := other.dist[r]; o >= 0 && int(d+1+o) < best {
					best, meet = int(d+1+o), n
				}
			}
		}
		s.frontier = next
		if best < 127 {
			// Forward moves: start..meet from fwd (undone, so reversed),
			// then meet..goal from bwd (each bwd move taken back).
			f := fwd.chain(meet)
			var out strings.Builder
			for i := len(f) - 1; i >= 0; i-- {
				out.WriteByte(moves[f[i]])
			}
			for _, k := range bwd.chain(meet) {
				out.WriteByte(moves[inverse(k)])
			}
			return out.String()
		}
	}
}

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	var start board
	for i, t := range strings.Fields(string(data)) {
		if i >= 9 {
			break
		}
		if t != "x" {
			start[i] = t[0] - '0'
		}
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	w.WriteString(solve(start) + "\n")
}
