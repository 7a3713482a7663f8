//go:build ignore

package main

// cube, does not compile: a variable left over from debugging is declared
// and not used, which Go refuses.

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var t int
	fmt.Fscan(in, &t)
	for ; t > 0; t-- {
		var m int
		fmt.Fscan(in, &m)
		n := m * m * m
		home := make([]int, n)
		free, inversions := 0, 0
		for i := range home {
			var v int
			fmt.Fscan(in, &v)
			if v == 0 {
				free = i
			}
			home[i] = (v + n - 1) % n
		}
		seen := make([]bool, n)
		cycles := 0
		for i := range home {
			if !seen[i] {
				cycles++
				for j := i; !seen[j]; j = home[j] {
					seen[j] = true
				}
			}
		}
		dist := 3*(m-1) - free/(m*m) - free/m%m - free%m
		if (n-cycles)%2 == dist%2 {
			fmt.Fprintln(w, "Puzzle can be solved.")
		} else {
			fmt.Fprintln(w, "Puzzle is unsolvable.")
		}
	}
}
