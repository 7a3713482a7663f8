//go:build ignore

package main

// mn-puzzle, wrong: "solvable when the tiles have an even number of
// inversions", the rule of the 3 × 3 puzzle, with the blank's position
// ignored. True for odd widths only: with an even width every vertical move
// of the blank flips the inversion parity.

import (
	"bufio"
	"os"
	"strconv"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() int {
		if !sc.Scan() {
			return 0
		}
		v, _ := strconv.Atoi(sc.Text())
		return v
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for {
		rows, cols := next(), next()
		if rows == 0 && cols == 0 {
			return
		}
		n := rows * cols
		// Fenwick tree over the tile values: inversions in O(n log n).
		tree := make([]int32, n)
		inv := 0
		seen := 0
		for i := 0; i < n; i++ {
			v := next()
			if v == 0 {
				continue
			}
			greater := seen
			for j := v; j > 0; j -= j & -j {
				greater -= int(tree[j])
			}
			inv += greater
			for j := v; j < n; j += j & -j {
				tree[j]++
			}
			seen++
		}
		if inv%2 == 0 {
			w.WriteString("YES\n")
		} else {
			w.WriteString("NO\n")
		}
	}
}
