//go:build ignore

package main

// Eight, many puzzles: BFS from the goal over boards kept as strings, then
// follow the recorded moves from each start. (Does not compile: Go rejects
// the variable `steps`, declared for debugging and never used.)

import (
	"bufio"
	"os"
	"strings"
)

func main() {
	const goal = "12345678x"
	move := map[string]byte{goal: '.'}
	queue := []string{goal}
	back := map[byte]byte{'u': 'd', 'd': 'u', 'l': 'r', 'r': 'l'}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		p := strings.IndexByte(s, 'x')
		for _, m := range []byte("udlr") {
			q, ok := step(p, m)
			if !ok {
				continue
			}
			b := []byte(s)
			b[p], b[q] = b[q], b[p]
			if _, seen := move[string(b)]; !seen {
				move[string(b)] = back[m]
				queue = append(queue, string(b))
			}
		}
	}

	sc := bufio.NewScanner(os.Stdin)
	sc.Split(bufio.ScanWords)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var b []byte
	steps := 0
	for sc.Scan() {
		b = append(b, sc.Text()[0])
		if len(b) < 9 {
			continue
		}
		if _, ok := move[string(b)]; !ok {
			out.WriteString("unsolvable\n")
			b = b[:0]
			continue
		}
		for move[string(b)] != '.' {
			m := move[string(b)]
			p := strings.IndexByte(string(b), 'x')
			q, _ := step(p, m)
			b[p], b[q] = b[q], b[p]
			out.WriteByte(m)
		}
		out.WriteByte('\n')
		b = b[:0]
	}
}

func step(p int, m byte) (int, bool) {
	switch m {
	case 'u':
		return p - 3, p >= 3
	case 'd':
		return p + 3, p < 6
	case 'l':
		return p - 1, p%3 != 0
	}
	return p + 1, p%3 != 2
}
