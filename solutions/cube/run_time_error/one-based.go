//go:build ignore

package main

// cube, crashes: the cube is kept in a fixed [100][100][100] array but
// indexed from 1, so M = 100 runs off its end (index out of range).

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

var cube [100][100][100]int

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() int {
		sc.Scan()
		v, _ := strconv.Atoi(sc.Text())
		return v
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for t := next(); t > 0; t-- {
		m := next()
		fz, fy, fx := 0, 0, 0
		for z := 1; z <= m; z++ {
			for y := 1; y <= m; y++ {
				for x := 1; x <= m; x++ {
					cube[z][y][x] = next()
					if cube[z][y][x] == 0 {
						fz, fy, fx = z, y, x
					}
				}
			}
		}
		n := m * m * m
		home := make([]int, 0, n)
		for z := 1; z <= m; z++ {
			for y := 1; y <= m; y++ {
				for x := 1; x <= m; x++ {
					home = append(home, (cube[z][y][x]+n-1)%n)
				}
			}
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
		dist := 3*m - fz - fy - fx
		if (n-cycles)%2 == dist%2 {
			fmt.Fprintln(w, "Puzzle can be solved.")
		} else {
			fmt.Fprintln(w, "Puzzle is unsolvable.")
		}
	}
}
