//go:build ignore

package main

// eight, wrong: a breadth-first search that tests for the goal only when it
// generates a neighbour, so a start that already is the goal is never
// recognised: the search runs out and prints "unsolvable".

import (
	"bufio"
	"fmt"
	"os"
)

var fact = [9]int{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

func rank(b [9]byte) int {
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

func main() {
	in := bufio.NewReader(os.Stdin)
	var start [9]byte
	for i := range start {
		var t string
		fmt.Fscan(in, &t)
		if t == "x" {
			start[i] = 0
		} else {
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
	goal := [9]byte{1, 2, 3, 4, 5, 6, 7, 8, 0}
	type node struct {
		b    [9]byte
		z    int
		path string
	}
	z := 0
	for start[z] != 0 {
		z++
	}
	seen := make([]bool, 362880)
	seen[rank(start)] = true
	queue := []node{{start, z, ""}}
	moves := []struct {
		d  int
		ch byte
	}{{-3, 'u'}, {3, 'd'}, {-1, 'l'}, {1, 'r'}}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, m := range moves {
			to := cur.z + m.d
			if to < 0 || to > 8 || (m.d == -1 && cur.z%3 == 0) || (m.d == 1 && cur.z%3 == 2) {
				continue
			}
			nb := cur.b
			nb[cur.z], nb[to] = nb[to], 0
			r := rank(nb)
			if seen[r] {
				continue
			}
			seen[r] = true
			if nb == goal {
				fmt.Println(cur.path + string(m.ch))
				return
			}
			queue = append(queue, node{nb, to, cur.path + string(m.ch)})
		}
	}
	fmt.Println("unsolvable")
}
