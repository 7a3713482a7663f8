//go:build ignore

package main

// eight, crashes: the breadth-first queue is a fixed array of 100,000
// boards ("about half of 9! is reachable... 100,000 will do"); far starts
// push more and the program dies with an index out of range.

import (
	"bufio"
	"fmt"
	"os"
)

const queueSize = 100000

var fact = [9]int{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

type board [9]byte

func rank(b *board) int {
	r := 0
	for i := 0; i < 9; i++ {
		n := 0
		for j := i + 1; j < 9; j++ {
			if b[j] < b[i] {
				n++
			}
		}
		r += n * fact[i]
	}
	return r
}

var (
	queue  [queueSize]board
	parent [362880]int32
	how    [362880]byte
	seen   [362880]bool
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var start board
	for i := range start {
		var t string
		fmt.Fscan(in, &t)
		if t != "x" {
			start[i] = t[0] - '0'
		}
	}
	inv := 0
	for i := 0; i < 9; i++ {
		for j := i + 1; j < 9; j++ {
			if start[i] != 0 && start[j] != 0 && start[j] < start[i] {
				inv++
			}
		}
	}
	if inv%2 == 1 {
		fmt.Println("unsolvable")
		return
	}
	goal := board{1, 2, 3, 4, 5, 6, 7, 8, 0}
	target := rank(&goal)
	head, tail := 0, 0
	queue[tail] = start
	tail++
	s := rank(&start)
	seen[s], parent[s] = true, -1
	for head < tail {
		cur := queue[head]
		head++
		c := rank(&cur)
		if c == target {
			var path []byte
			for r := c; parent[r] >= 0; r = int(parent[r]) {
				path = append(path, how[r])
			}
			for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
				path[i], path[j] = path[j], path[i]
			}
			fmt.Println(string(path))
			return
		}
		z := 0
		for cur[z] != 0 {
			z++
		}
		for _, m := range []struct {
			d  int
			ch byte
		}{{-3, 'u'}, {3, 'd'}, {-1, 'l'}, {1, 'r'}} {
			to := z + m.d
			if to < 0 || to > 8 || (m.d == -1 && z%3 == 0) || (m.d == 1 && z%3 == 2) {
				continue
			}
			nb := cur
			nb[z], nb[to] = nb[to], 0
			r := rank(&nb)
			if seen[r] {
				continue
			}
			seen[r], parent[r], how[r] = true, int32(c), m.ch
			queue[tail] = nb
			tail++
		}
	}
	fmt.Println("unsolvable")
}
