//go:build ignore

package main

// Picture Puzzle of Chino (II): fewest alternating swaps that sort an n×n
// board (n ≤ 3). A state is (board, kind of the next step); a search from
// the start and one back from the sorted board meet in the middle, each
// six levels deep instead of twelve for the farthest boards, where they
// see some 165,000 states of the 725,760, each of them once, in an array.

import (
	"bufio"
	"io"
	"math/bits"
	"os"
	"runtime/debug"
	"strconv"
)

const (
	orthogonal = 0
	diagonal   = 1
)

var (
	m     int          // cells on the board
	pairs [2][][2]uint // per kind, the cells a step of that kind may swap
)

// rank numbers the boards (packed 4 bits a cell, values 0..m-1) by their
// Lehmer code; a state is rank*2 + kind of the next step.
func rank(b uint64) int {
	r, used := 0, uint32(0)
	for i := 0; i < m; i++ {
		v := uint32(b>>(4*i)) & 15
		r = r*(m-i) + bits.OnesCount32(^used&(1<<v-1))
		used |= 1 << v
	}
	return r
}

func swap(b uint64, i, j uint) uint64 {
	x := (b>>(4*i) ^ b>>(4*j)) & 15
	return b ^ x<<(4*i) ^ x<<(4*j)
}

type node struct {
	board uint64
	kind  int // kind of the next step
}

// side is one of the two searches: dist holds depth+1 (0: not seen).
type side struct {
	dist     []int8
	frontier []node
	depth    int
}

func newSide(states int, start uint64) *side {
	s := &side{dist: make([]int8, 2*states)}
	r := rank(start)
	s.dist[2*r], s.dist[2*r+1] = 1, 1
	s.frontier = []node{{start, orthogonal}, {start, diagonal}}
	return s
}

// expand grows s by one level. The forward search steps with the kind of
// the next step; the backward one undoes a step of the other kind. It
// returns the first state the other side has seen too, if any: that one is
// optimal, since no meeting was found at smaller depths.
func (s *side) expand(forward bool, other *side) (meet node, total int) {
	next := make([]node, 0, 8*len(s.frontier))
	s.depth++
	for _, cur := range s.frontier {
		k := cur.kind
		if !forward {
			k = 1 - k
		}
		for _, p := range pairs[k] {
			b := swap(cur.board, p[0], p[1])
			nk := 1 - cur.kind
			if !forward {
				nk = k
			}
			st := 2*rank(b) + nk
			if s.dist[st] != 0 {
				continue
			}
			s.dist[st] = int8(s.depth + 1)
			n := node{b, nk}
			next = append(next, n)
			if od := int(other.dist[st]); od != 0 {
				return n, s.depth + od - 1
			}
		}
	}
	s.frontier = next
	return node{}, -1
}

func main() {
	debug.SetGCPercent(-1) // a few MiB in all: collecting would only cost time
	data, _ := io.ReadAll(bufio.NewReaderSize(os.Stdin, 1<<12))
	var cells []int
	for i := 0; i < len(data); {
		if data[i] < '0' || data[i] > '9' {
			i++
			continue
		}
		v := 0
		for ; i < len(data) && data[i] >= '0' && data[i] <= '9'; i++ {
			v = v*10 + int(data[i]-'0')
		}
		cells = append(cells, v)
	}
	m = len(cells)
	n := 1
	for n*n < m {
		n++
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	var start, goal uint64
	sorted := true
	for i, v := range cells {
		start |= uint64(v-1) << (4 * i)
		goal |= uint64(i) << (4 * i)
		sorted = sorted && v == i+1
	}
	if sorted {
		out.WriteString("No Need\n")
		return
	}
	for i := 0; i < m; i++ {
		for j := i + 1; j < m; j++ {
			dr, dc := i/n-j/n, i%n-j%n
			dr, dc = dr*dr, dc*dc
			if dr+dc == 1 {
				pairs[orthogonal] = append(pairs[orthogonal], [2]uint{uint(i), uint(j)})
			} else if dr == 1 && dc == 1 {
				pairs[diagonal] = append(pairs[diagonal], [2]uint{uint(i), uint(j)})
			}
		}
	}
	states := 1
	for i := 2; i <= m; i++ {
		states *= i
	}

	fw, bw := newSide(states, start), newSide(states, goal)
	var meet node
	total := -1
	for total < 0 {
		if len(fw.frontier) == 0 || len(bw.frontier) == 0 {
			out.WriteString("No Solution\n")
			return
		}
		// Grow the smaller frontier: the two balls stay about equal.
		if len(fw.frontier) <= len(bw.frontier) {
			meet, total = fw.expand(true, bw)
		} else {
			meet, total = bw.expand(false, fw)
		}
	}

	// Walk from the meeting state back to the start, then on to the goal,
	// each time to a neighbour one level closer.
	var steps [][2]uint64
	b, k := meet.board, meet.kind
	for d := int(fw.dist[2*rank(b)+k]) - 1; d > 0; d-- {
		pk := 1 - k
		for _, p := range pairs[pk] {
			pb := swap(b, p[0], p[1])
			if int(fw.dist[2*rank(pb)+pk]) == d {
				steps = append(steps, [2]uint64{b >> (4 * p[0]) & 15, b >> (4 * p[1]) & 15})
				b, k = pb, pk
				break
			}
		}
	}
	for i, j := 0, len(steps)-1; i < j; i, j = i+1, j-1 {
		steps[i], steps[j] = steps[j], steps[i]
	}
	b, k = meet.board, meet.kind
	for d := int(bw.dist[2*rank(b)+k]) - 1; d > 0; d-- {
		for _, p := range pairs[k] {
			nb := swap(b, p[0], p[1])
			if int(bw.dist[2*rank(nb)+1-k]) == d {
				steps = append(steps, [2]uint64{b >> (4 * p[0]) & 15, b >> (4 * p[1]) & 15})
				b, k = nb, 1-k
				break
			}
		}
	}
	for i, s := range steps {
		if s[0] > s[1] {
			s[0], s[1] = s[1], s[0]
		}
		out.WriteString("Step #")
		out.WriteString(strconv.Itoa(i + 1))
		out.WriteString(": ")
		out.WriteString(strconv.FormatUint(s[0]+1, 10))
		out.WriteByte(' ')
		out.WriteString(strconv.FormatUint(s[1]+1, 10))
		out.WriteByte('\n')
	}
}
