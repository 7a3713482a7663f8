// Package cube is problem cube: after CERC 1998 "Commedia dell' arte", the
// sliding puzzle in three dimensions: for each M×M×M cube of tiles,
// whether its goal can be reached, one line a puzzle, judged exactly.
package cube

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// cube: "Commedia dell' arte" (CERC 1998; ZOJ 2004, POJ 1507, UVa 716).
// T puzzles; each is a line with the side M, then M lines (layers, top to
// bottom) of M² integers: 0 the free cell, the others 1..M³-1.

const (
	maxSide      = 100
	cubeMaxTotal = 4_000_000 // the sum of M³ over a file
	maxPuzzles   = 20_000    // keeps the answer under the output limit
)

func init() {
	problems.Register(problems.Spec{ID: "cube", Validate: validate, Generate: generate,
		Random: cubeRandom, Shrink: shrink,
		Draw:    draw,
		Example: example, Play: play,
		Zoo: mutantZoo})
}

func validate(input []byte) error {
	lines, err := problems.Lines(input)
	if err != nil {
		return err
	}
	t, err := oneInt(lines[0], 1, maxPuzzles)
	if err != nil {
		return fmt.Errorf("line 1 (T, the number of puzzles): %w", err)
	}
	next, total := 1, 0
	for p := 1; p <= t; p++ {
		if next >= len(lines) {
			return fmt.Errorf("line %d: missing, expected the side M of puzzle %d of %d", next+1, p, t)
		}
		m, err := oneInt(lines[next], 1, maxSide)
		if err != nil {
			return fmt.Errorf("line %d (side M of puzzle %d): %w", next+1, p, err)
		}
		if total += m * m * m; total > cubeMaxTotal {
			return fmt.Errorf("line %d: puzzle %d brings the sum of M³ to %d, over %d", next+1, p, total, cubeMaxTotal)
		}
		first := next + 1
		cells := make([]int, 0, m*m*m)
		for z := 1; z <= m; z++ {
			next++
			if next >= len(lines) {
				return fmt.Errorf("line %d: missing, expected layer %d of %d of puzzle %d", next+1, z, m, p)
			}
			layer, err := problems.IntLine(lines[next], m*m, 0, m*m*m-1)
			if err != nil {
				return fmt.Errorf("line %d (layer %d of puzzle %d, M = %d): %w", next+1, z, p, m, err)
			}
			cells = append(cells, layer...)
		}
		next++
		if err := problems.ParityBoard(cells, first+1, m*m); err != nil {
			return fmt.Errorf("puzzle %d: %w", p, err)
		}
	}
	if next < len(lines) {
		return fmt.Errorf("line %d: unexpected line after the %d puzzles the first line announces", next+1, t)
	}
	return nil
}

// oneInt parses a line holding one integer in [lo, hi].
func oneInt(line string, lo, hi int) (int, error) {
	toks, err := problems.Tokens(line, 1)
	if err != nil {
		return 0, err
	}
	return problems.Int(toks[0], lo, hi)
}

// cubeInput writes a file of cubes in the canonical form.
func cubeInput(cubes ...[]int) []byte {
	size := 16
	for _, c := range cubes {
		size += 8 * len(c)
	}
	b := make([]byte, 0, size)
	b = strconv.AppendInt(b, int64(len(cubes)), 10)
	b = append(b, '\n')
	for _, c := range cubes {
		m := cubeSide(len(c))
		b = strconv.AppendInt(b, int64(m), 10)
		b = append(b, '\n')
		b = problems.AppendRows(b, c, m*m)
	}
	return b
}

// cubeCubes reads back the cubes of an input (valid, or one the stress
// side wrote); nil when it is cut short.
func cubeCubes(input []byte) [][]int {
	vals := problems.StressInts(input)
	var cubes [][]int
	for at := 1; at < len(vals); {
		m := vals[at]
		n := m * m * m
		if at+1+n > len(vals) {
			return nil
		}
		cubes = append(cubes, vals[at+1:at+1+n])
		at += 1 + n
	}
	return cubes
}

// cubeSide returns M for a cube of n = M³ cells.
func cubeSide(n int) int {
	m := 1
	for m*m*m < n {
		m++
	}
	return m
}

func cubeSides(m int) []int { return []int{m, m, m} }

// cubeCell returns the index of (layer z, row y, column x), all from 0.
func cubeCell(m, z, y, x int) int { return (z*m+y)*m + x }

// generate makes the tests of seed: the sample, small cubes, random and
// near-goal starts, mid sizes, then the largest.
func generate(seed int64) []problems.Test {
	g := &gen{r: rand.New(rand.NewPCG(uint64(seed), 0xc0be))}
	g.tests = append(g.tests, problems.Test{Group: "sample", Name: "01-sample",
		Input: []byte("2\n2\n1 2 3 4\n5 7 6 0\n2\n2 1 3 5\n4 6 0 7\n")})
	g.small()
	g.randomAndNear()
	g.midSizes()
	g.largest()
	return g.tests
}

// gen makes the tests in order from one random source: each phase draws
// from it in turn, so the tests are the seed's.
type gen struct {
	r     *rand.Rand
	tests []problems.Test
}

func (g *gen) add(group, name string, cubes ...[]int) {
	g.tests = append(g.tests, problems.Test{Group: group, Name: name, Input: cubeInput(cubes...)})
}

// random returns a cube of side m with the blank at (z, y, x).
func (g *gen) random(m, z, y, x int, solvable bool) []int {
	return puzzle.BoxArrangement(g.r, cubeSides(m), cubeCell(m, z, y, x), solvable)
}

// anyCell returns a cube of side m with the blank anywhere.
func (g *gen) anyCell(m int, solvable bool) []int {
	return puzzle.BoxArrangement(g.r, cubeSides(m), g.r.IntN(m*m*m), solvable)
}

// small: M = 1, the goal, the free cell in each layer and in every cell.
func (g *gen) small() {
	r := g.r
	// M = 1 has a single arrangement, the lone free cell, which is the goal.
	g.add("secret", "02-m1", []int{0})

	goal := puzzle.BoxGoal(cubeSides(2))
	swapped := puzzle.BoxGoal(cubeSides(2))
	swapped[5], swapped[6] = swapped[6], swapped[5]
	g.add("secret", "03-m2-goal", goal, swapped)

	// One puzzle a file: the free cell in each layer, solvable or not.
	for _, m := range []int{2, 3} {
		for z := 0; z < m; z++ {
			for _, solvable := range []bool{true, false} {
				name := fmt.Sprintf("04-m%d-layer%d-%s", m, z+1, problems.VerdictWord(solvable))
				g.add("secret", name, g.random(m, z, r.IntN(m), r.IntN(m), solvable))
			}
		}
	}

	// The free cell in every cell, each solvable and not.
	for _, m := range []int{2, 3} {
		var cubes [][]int
		for i := 0; i < m*m*m; i++ {
			for _, solvable := range []bool{true, false} {
				cubes = append(cubes, puzzle.BoxArrangement(r, cubeSides(m), i, solvable))
			}
		}
		g.add("secret", fmt.Sprintf("05-m%d-every-cell", m), cubes...)
	}
}

// randomAndNear: many random starts, and starts a short walk from the
// goal (and those with two tiles swapped), which random shuffles never
// give.
func (g *gen) randomAndNear() {
	r := g.r
	for _, c := range []struct{ m, count int }{{2, 2000}, {3, 500}} {
		var cubes [][]int
		for range c.count {
			cubes = append(cubes, g.anyCell(c.m, r.IntN(2) == 0))
		}
		g.add("secret", fmt.Sprintf("06-m%d-random", c.m), cubes...)
	}
	var near [][]int
	for m := 2; m <= 6; m++ {
		for k := range 6 {
			c := puzzle.BoxGoal(cubeSides(m))
			puzzle.BoxWalk(r, cubeSides(m), c, 1+k*m)
			if k%2 == 1 {
				puzzle.BoxSwapTiles(c)
			}
			near = append(near, c)
		}
	}
	g.add("secret", "07-near-goal", near...)
}

// midSizes: for every parity of the free cell's distance to its home
// layer and row (the 2-D rules get these wrong), a solvable and an
// unsolvable start; then the most puzzles a file may hold, small sides.
func (g *gen) midSizes() {
	r := g.r
	for _, m := range []int{4, 5, 6, 7, 10, 16} {
		var cubes [][]int
		for combo := range 4 {
			z := problems.PickParity(r, m, combo&1)
			y := problems.PickParity(r, m, combo>>1)
			x := r.IntN(m)
			cubes = append(cubes, g.random(m, z, y, x, true), g.random(m, z, y, x, false))
		}
		g.add("secret", fmt.Sprintf("08-m%03d", m), cubes...)
	}
	for _, m := range []int{25, 50} {
		g.add("secret", fmt.Sprintf("08-m%03d", m), g.anyCell(m, true), g.anyCell(m, false))
	}
	var many [][]int
	for range maxPuzzles {
		m := 1 + r.IntN(4)
		many = append(many, g.anyCell(m, m == 1 || r.IntN(2) == 0))
	}
	g.add("secret", "09-many-small", many...)
}

// largest: the largest side, the largest file, and sizes just over the
// capacities people give their arrays.
func (g *gen) largest() {
	// The largest side: odd distances of the free cell in layer and row.
	g.add("secret", "10-m100-solvable", g.random(100, 0, 2, 7, true))
	g.add("secret", "10-m100-unsolvable", g.random(100, 50, 98, 1, false))
	// The largest file: four cubes of side 100, sum of M³ = 4,000,000.
	g.add("secret", "11-max-total",
		g.random(100, 99, 99, 99, true), g.random(100, 1, 17, 5, false),
		g.random(100, 70, 3, 0, true), g.random(100, 33, 64, 98, false))

	// Sizes just over the capacities people give their arrays (2^16, 10^5,
	// 2^17, 5·10^5, 2^19 cells; M = 100 is 10^6 exactly), and layers just
	// over the line buffers (4 KiB at M = 28, 64 KiB at M = 98): each
	// solvable and unsolvable, told apart only by their last two cells.
	for _, s := range []struct {
		m    int
		name string
	}{{41, "12-over-2p16"}, {47, "12-over-1e5"}, {51, "12-over-2p17"}, {80, "12-over-5e5"},
		{81, "12-over-2p19"}, {100, "12-1e6"}, {28, "13-layer-over-4k"}, {98, "13-layer-over-64k"}} {
		yes, no := problems.TwinBoxes(g.r, cubeSides(s.m))
		g.add("secret", fmt.Sprintf("%s-m%03d-solvable", s.name, s.m), yes)
		g.add("secret", fmt.Sprintf("%s-m%03d-unsolvable", s.name, s.m), no)
	}
}
