//go:build ignore

package main

// mn-puzzle, memory hog: the whole input is read, split into strings and
// converted to ints before anything is solved, with the garbage collector
// off "for speed" -- the bytes (and the copies io.ReadAll grew them
// through), a string copy, 16 bytes of string header and 8 of int per
// number, and each puzzle's tables, none of it ever freed: some 250 MiB for
// four million numbers, well over the 128 MiB limit whenever a collector
// would have run. (With the collector on, the peak was near the limit, and
// problemtools' cgroup once let it pass.)

import (
	"bufio"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

func main() {
	debug.SetGCPercent(-1)
	data, _ := io.ReadAll(os.Stdin)
	fields := strings.Fields(string(data))
	nums := make([]int, len(fields))
	for i, f := range fields {
		nums[i], _ = strconv.Atoi(f)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for p := 0; p+1 < len(nums); {
		rows, cols := nums[p], nums[p+1]
		p += 2
		if rows == 0 && cols == 0 {
			break
		}
		n := rows * cols
		cells := nums[p : p+n]
		p += n
		home := make([]int, n)
		blank := 0
		for i, v := range cells {
			if v == 0 {
				blank = i
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
		dist := rows - 1 - blank/cols + cols - 1 - blank%cols
		if (n-cycles)%2 == dist%2 {
			w.WriteString("YES\n")
		} else {
			w.WriteString("NO\n")
		}
	}
}
