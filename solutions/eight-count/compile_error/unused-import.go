//go:build ignore

package main

// eight-count, does not compile: "strings" is imported and never used.

import (
	"fmt"
	"strings"
)

func main() {
	var a [9]int
	for i := range a {
		fmt.Scan(&a[i])
	}
	goal := [9]int{8, 7, 6, 5, 4, 3, 2, 1, 0}
	adj := [9][]int{{1, 3}, {0, 2, 4}, {1, 5}, {0, 4, 6}, {1, 3, 5, 7}, {2, 4, 8}, {3, 7}, {4, 6, 8}, {5, 7}}
	dist := map[[9]int]int{a: 0}
	queue := [][9]int{a}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == goal {
			fmt.Println(dist[s])
			return
		}
		z := 0
		for s[z] != 0 {
			z++
		}
		for _, t := range adj[z] {
			n := s
			n[z], n[t] = n[t], 0
			if _, ok := dist[n]; !ok {
				dist[n] = dist[s] + 1
				queue = append(queue, n)
			}
		}
	}
	fmt.Println(-1)
}
