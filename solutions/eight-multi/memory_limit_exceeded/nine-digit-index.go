//go:build ignore

package main

// Eight, many puzzles: BFS from the goal once. No ranking needed: a board
// read as a nine-digit number (x = 9) indexes the move table directly.

import (
	"bufio"
	"fmt"
	"os"
)

func code(b [9]int) int {
	c := 0
	for _, v := range b {
		c = c*10 + v
	}
	return c
}

func main() {
	const size = 987654322 // largest code 987654321
	move := make([]byte, size)
	goal := [9]int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	move[code(goal)] = '.'
	type item struct {
		b     [9]int
		blank int
	}
	queue := []item{{goal, 8}}
	delta := []int{-3, 3, -1, 1}
	back := []byte("durl")
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		p := it.blank
		for m, d := range delta {
			q := p + d
			if q < 0 || q > 8 || (m >= 2 && q/3 != p/3) {
				continue
			}
			b := it.b
			b[p], b[q] = b[q], b[p]
			if c := code(b); move[c] == 0 {
				move[c] = back[m]
				queue = append(queue, item{b, q})
			}
		}
	}

	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		var b [9]int
		var blank int
		for i := range b {
			var t string
			if _, err := fmt.Fscan(in, &t); err != nil {
				return
			}
			if t == "x" {
				b[i], blank = 9, i
			} else {
				b[i] = int(t[0] - '0')
			}
		}
		if move[code(b)] == 0 {
			fmt.Fprintln(out, "unsolvable")
			continue
		}
		for c := code(b); move[c] != '.'; c = code(b) {
			m := move[c]
			q := blank + map[byte]int{'u': -3, 'd': 3, 'l': -1, 'r': 1}[m]
			b[blank], b[q] = b[q], b[blank]
			blank = q
			out.WriteByte(m)
		}
		out.WriteByte('\n')
	}
}
