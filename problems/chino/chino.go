// Package chino is problem chino: after the blog challenge "Picture Puzzle
// of Chino (II)", an n×n picture cut into numbered pieces, put back in
// order in the fewest steps, each a swap of two neighbouring pieces ("No
// Need" or "No Solution" when none is needed or none can), judged by the
// swap-steps checker.
package chino

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

func init() {
	problems.Register(problems.Spec{ID: "chino", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink,
		Draw:    draw,
		Example: example, Play: play, Replay: replay,
		Zoo: mutantZoo})
}

// validate accepts an n×n board, 1 ≤ n ≤ 3, n lines of n numbers
// holding 1..n² once each; n is the number of tokens on the first line.
func validate(input []byte) error {
	_, err := parse(input)
	return err
}

// parse reads a board in canonical form, row by row.
func parse(input []byte) ([]int, error) {
	lines, err := problems.Lines(input)
	if err != nil {
		return nil, err
	}
	toks, err := problems.Tokens(lines[0], -1)
	if err != nil {
		return nil, fmt.Errorf("line 1: %w", err)
	}
	n := len(toks)
	if n > puzzle.ChinoMaxN {
		return nil, fmt.Errorf("line 1: %d tokens, expected 1 to %d (the board side)", n, puzzle.ChinoMaxN)
	}
	if len(lines) != n {
		return nil, fmt.Errorf("%d lines, expected %d (the first line has %d tokens)", len(lines), n, n)
	}
	var cells []int
	first := make(map[int][2]int) // number → line and token where it first appears
	for i, line := range lines {
		row, err := problems.IntLine(line, n, 1, n*n)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		for j, v := range row {
			if at, dup := first[v]; dup {
				return nil, fmt.Errorf("line %d, token %d: %d appears twice (first at line %d, token %d)", i+1, j+1, v, at[0], at[1])
			}
			first[v] = [2]int{i + 1, j + 1}
		}
		cells = append(cells, row...)
	}
	if err := problems.Permutation(cells, 1); err != nil {
		return nil, err
	}
	return cells, nil
}

// ChinoFormat writes a board in canonical form.
func ChinoFormat(cells []int) []byte {
	n := 1
	for n*n < len(cells) {
		n++
	}
	var b strings.Builder
	for i, v := range cells {
		b.WriteString(strconv.Itoa(v))
		if i%n == n-1 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return []byte(b.String())
}

// generate writes every 2×2 board, 3×3 boards at each distance from
// the sorted one (0 through the maximum, 12), and random 3×3 boards. No
// board of side 1 to 3 is unsolvable, so there is no No Solution test.
func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0xc4120))
	var tests []problems.Test
	add := func(group, name string, cells []int) {
		tests = append(tests, problems.Test{Group: group, Name: name, Input: ChinoFormat(cells)})
	}
	add("sample", "01-three-steps", []int{1, 2, 9, 4, 6, 3, 7, 8, 5})
	add("sample", "02-no-need", []int{1, 2, 3, 4})

	add("secret", "n1-sorted", []int{1})
	// Every 2×2 board but the sorted one, which is sample 02 already.
	for r := 1; r < 24; r++ {
		add("secret", fmt.Sprintf("n2-%02d", r), puzzle.ChinoUnrank(4, r))
	}

	table := puzzle.ChinoTableOf(3)
	reversed := []int{9, 8, 7, 6, 5, 4, 3, 2, 1}
	add("secret", "n3-d00-sorted", []int{1, 2, 3, 4, 5, 6, 7, 8, 9})
	far := table.Max()
	for d := 1; d <= far; d++ {
		at := table.RanksAtDistance(d)
		if d == far {
			// Few enough to take them all.
			k := 0
			for _, cells := range table.AtDistance(d) {
				if slices.Equal(cells, reversed) {
					continue
				}
				k++
				add("secret", fmt.Sprintf("n3-d%02d-%d", d, k), cells)
			}
			add("secret", fmt.Sprintf("n3-d%02d-reversed", d), reversed)
			continue
		}
		perm := rng.Perm(len(at))
		for k := 1; k <= 3 && k <= len(at); k++ {
			add("secret", fmt.Sprintf("n3-d%02d-%d", d, k), puzzle.ChinoUnrank(9, at[perm[k-1]]))
		}
	}
	for i := 1; i <= 15; i++ {
		add("secret", fmt.Sprintf("n3-random-%02d", i), puzzle.ChinoUnrank(9, rng.IntN(362880)))
	}
	return tests
}
