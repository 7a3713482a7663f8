// Package mnpuzzle is problem mn-puzzle: after POJ 2893 "M × N Puzzle",
// whether each M × N board can reach the goal, YES or NO a line, judged
// exactly.
package mnpuzzle

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// mn-puzzle: "M × N Puzzle" (POJ 2893). Puzzles, each a line `M N` then
// M lines of N integers (0 the blank, the others 1..MN-1); `0 0` ends.

const (
	minSide    = 2
	maxSide    = 999
	mnMaxTotal = 4_000_000 // the sum of M·N over a file
	maxPuzzles = 100_000   // keeps the answer under the output limit
)

func init() {
	problems.Register(problems.Spec{ID: "mn-puzzle", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink,
		Draw:    draw,
		Example: example, Play: play,
		Zoo: mutantZoo})
}

func validate(input []byte) error {
	lines, err := problems.Lines(input)
	if err != nil {
		return err
	}
	next, total := 0, 0
	for p := 1; ; p++ {
		if next >= len(lines) {
			return fmt.Errorf("line %d: missing, expected `M N` or the closing `0 0`", next+1)
		}
		size, err := problems.IntLine(lines[next], 2, 0, maxSide)
		if err != nil {
			return fmt.Errorf("line %d (M N of puzzle %d): %w", next+1, p, err)
		}
		m, n := size[0], size[1]
		if m == 0 && n == 0 {
			if p == 1 {
				return fmt.Errorf("line %d: no puzzle before the closing `0 0`", next+1)
			}
			next++
			break
		}
		if m < minSide || n < minSide {
			return fmt.Errorf("line %d (M N of puzzle %d): %d×%d, each side must be in [%d, %d]", next+1, p, m, n, minSide, maxSide)
		}
		if p > maxPuzzles {
			return fmt.Errorf("line %d: puzzle %d, over %d puzzles", next+1, p, maxPuzzles)
		}
		if total += m * n; total > mnMaxTotal {
			return fmt.Errorf("line %d: puzzle %d brings the sum of M·N to %d, over %d", next+1, p, total, mnMaxTotal)
		}
		first := next + 1
		cells := make([]int, 0, m*n)
		for row := 1; row <= m; row++ {
			next++
			if next >= len(lines) {
				return fmt.Errorf("line %d: missing, expected row %d of %d of puzzle %d", next+1, row, m, p)
			}
			vals, err := problems.IntLine(lines[next], n, 0, m*n-1)
			if err != nil {
				return fmt.Errorf("line %d (row %d of puzzle %d, %d×%d): %w", next+1, row, p, m, n, err)
			}
			cells = append(cells, vals...)
		}
		next++
		if err := problems.ParityBoard(cells, first+1, n); err != nil {
			return fmt.Errorf("puzzle %d: %w", p, err)
		}
	}
	if next < len(lines) {
		return fmt.Errorf("line %d: unexpected line after the closing `0 0`", next+1)
	}
	return nil
}

// mnBoard is one puzzle of a test: its shape and cells.
type mnBoard struct {
	rows, cols int
	cells      []int
}

// mnInput writes a file of boards in the canonical form, `0 0` last.
func mnInput(boards ...mnBoard) []byte {
	size := 8
	for _, b := range boards {
		size += 8 + 8*len(b.cells)
	}
	b := make([]byte, 0, size)
	for _, bd := range boards {
		b = strconv.AppendInt(b, int64(bd.rows), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(bd.cols), 10)
		b = append(b, '\n')
		b = problems.AppendRows(b, bd.cells, bd.cols)
	}
	return append(b, "0 0\n"...)
}

// mnBoards reads back the boards of an input (valid, or one the stress
// side wrote) up to `0 0`; nil when it is cut short.
func mnBoards(input []byte) []mnBoard {
	vals := problems.StressInts(input)
	var boards []mnBoard
	for at := 0; at+1 < len(vals); {
		r, c := vals[at], vals[at+1]
		if r == 0 && c == 0 {
			break
		}
		if at+2+r*c > len(vals) {
			return nil
		}
		boards = append(boards, mnBoard{r, c, vals[at+2 : at+2+r*c]})
		at += 2 + r*c
	}
	return boards
}

// generate makes the tests of seed: the sample, the smallest boards, each
// shape kind, near-goal and mid-size boards, then the largest.
func generate(seed int64) []problems.Test {
	g := &gen{r: rand.New(rand.NewPCG(uint64(seed), 0x3a7e))}
	g.tests = append(g.tests, problems.Test{Group: "sample", Name: "01-sample",
		Input: []byte("3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n")})
	g.small()
	g.shapes()
	g.nearAndMid()
	g.largest()
	return g.tests
}

// gen makes the tests in order from one random source: each phase draws
// from it in turn, so the tests are the seed's.
type gen struct {
	r     *rand.Rand
	tests []problems.Test
}

func (g *gen) add(group, name string, boards ...mnBoard) {
	g.tests = append(g.tests, problems.Test{Group: group, Name: name, Input: mnInput(boards...)})
}

// at returns a rows×cols board with the blank at (y, x).
func (g *gen) at(rows, cols, y, x int, solvable bool) mnBoard {
	cells := puzzle.BoxArrangement(g.r, []int{rows, cols}, y*cols+x, solvable)
	return mnBoard{rows, cols, cells}
}

// anyCell returns a rows×cols board with the blank anywhere.
func (g *gen) anyCell(rows, cols int, solvable bool) mnBoard {
	return g.at(rows, cols, g.r.IntN(rows), g.r.IntN(cols), solvable)
}

// parityPair returns, for each parity of the blank's distance to the
// bottom row and to the right column, a solvable and an unsolvable
// board: the rules that forget the blank, or use the wrong one of the
// even- and odd-width rules, each fail on some of them.
func (g *gen) parityPair(rows, cols int) []mnBoard {
	var out []mnBoard
	for combo := range 4 {
		y := problems.PickParity(g.r, rows, combo&1)
		x := problems.PickParity(g.r, cols, combo>>1)
		out = append(out, g.at(rows, cols, y, x, true), g.at(rows, cols, y, x, false))
	}
	return out
}

// small: the goal, and every arrangement of the smallest boards.
func (g *gen) small() {
	goal := mnBoard{3, 4, puzzle.BoxGoal([]int{3, 4})}
	swapped := mnBoard{3, 4, puzzle.BoxGoal([]int{3, 4})}
	swapped.cells[9], swapped.cells[10] = swapped.cells[10], swapped.cells[9]
	g.add("secret", "02-goal", goal, swapped)
	for _, s := range [][2]int{{2, 2}, {2, 3}, {3, 2}} {
		var boards []mnBoard
		permutations(s[0]*s[1], func(cells []int) {
			boards = append(boards, mnBoard{s[0], s[1], append([]int(nil), cells...)})
		})
		g.add("secret", fmt.Sprintf("03-all-%dx%d", s[0], s[1]), boards...)
	}
}

// shapes: each shape kind, one solvable and one unsolvable board a file,
// then all parities of the blank's position together.
func (g *gen) shapes() {
	shapes := []struct {
		name       string
		rows, cols int
	}{
		{"odd-odd", 5, 7}, {"odd-even", 3, 8}, {"even-odd", 6, 5}, {"even-even", 4, 4},
		{"2x2", 2, 2}, {"2x999", 2, 999}, {"999x2", 999, 2},
	}
	for i, s := range shapes {
		for _, solvable := range []bool{true, false} {
			name := fmt.Sprintf("%02d-%s-%s", 4+i, s.name, problems.VerdictWord(solvable))
			g.add("secret", name, g.anyCell(s.rows, s.cols, solvable))
		}
		g.add("secret", fmt.Sprintf("%02d-%s-parities", 4+i, s.name), g.parityPair(s.rows, s.cols)...)
	}
}

// nearAndMid: starts a short walk from the goal (and with two tiles
// swapped), random shapes of mid size, and the most puzzles a file may
// hold.
func (g *gen) nearAndMid() {
	r := g.r
	var near []mnBoard
	for _, s := range [][2]int{{2, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 6}, {7, 5}, {10, 10}} {
		for k := range 4 {
			b := mnBoard{s[0], s[1], puzzle.BoxGoal(s[:])}
			puzzle.BoxWalk(r, s[:], b.cells, 1+k*s[1])
			if k%2 == 1 {
				puzzle.BoxSwapTiles(b.cells)
			}
			near = append(near, b)
		}
	}
	g.add("secret", "11-near-goal", near...)

	var mid []mnBoard
	for range 200 {
		mid = append(mid, g.anyCell(2+r.IntN(19), 2+r.IntN(19), r.IntN(2) == 0))
	}
	g.add("secret", "12-random-small", mid...)
	for _, s := range [][2]int{{31, 32}, {32, 31}, {33, 33}, {100, 100}, {3, 500}, {500, 3}} {
		g.add("secret", fmt.Sprintf("13-%dx%d", s[0], s[1]), g.parityPair(s[0], s[1])...)
	}

	var many []mnBoard
	for range maxPuzzles {
		many = append(many, g.anyCell(2+r.IntN(3), 2+r.IntN(3), r.IntN(2) == 0))
	}
	g.add("secret", "14-many-small", many...)
}

// largest: the largest board, the largest file, and sizes just over the
// capacities people give their arrays.
func (g *gen) largest() {
	// The largest board, blank off the bottom row and right column by odd
	// and even distances.
	g.add("secret", "15-999x999-solvable", g.at(999, 999, 997, 0, true))
	g.add("secret", "15-999x999-unsolvable", g.at(999, 999, 3, 501, false))
	// The largest file: sum of M·N = 4 × 999² + 999·8 + 2·2 = 4,000,000.
	g.add("secret", "16-max-total",
		g.at(999, 999, 998, 998, true), g.at(999, 999, 0, 1, false),
		g.at(999, 999, 500, 250, true), g.at(999, 999, 13, 998, false),
		g.at(999, 8, 101, 3, true), g.at(2, 2, 0, 0, false))

	// Sizes just over the capacities people give their arrays (2^16, 10^5,
	// 2^17, 5·10^5, 2^19 cells; 999×999, the largest, is just under 10^6),
	// and rows just over a 4 KiB line buffer (2×999, values under 2,000;
	// no row reaches 64 KiB): each solvable and unsolvable, told apart only
	// by their last two cells.
	for _, s := range []struct {
		rows, cols int
		name       string
	}{{256, 257, "17-over-2p16"}, {317, 316, "17-over-1e5"}, {363, 362, "17-over-2p17"}, {708, 707, "17-over-5e5"},
		{725, 724, "17-over-2p19"}, {999, 999, "17-largest"}, {2, 999, "18-row-over-4k"}, {5, 880, "18-row-over-4k"}} {
		yes, no := problems.TwinBoxes(g.r, []int{s.rows, s.cols})
		g.add("secret", fmt.Sprintf("%s-%dx%d-solvable", s.name, s.rows, s.cols), mnBoard{s.rows, s.cols, yes})
		g.add("secret", fmt.Sprintf("%s-%dx%d-unsolvable", s.name, s.rows, s.cols), mnBoard{s.rows, s.cols, no})
	}
}

// permutations calls f with every arrangement of 0..n-1, in
// lexicographic order.
func permutations(n int, f func([]int)) {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for {
		f(p)
		i := n - 2
		for i >= 0 && p[i] > p[i+1] {
			i--
		}
		if i < 0 {
			return
		}
		j := n - 1
		for p[j] < p[i] {
			j--
		}
		p[i], p[j] = p[j], p[i]
		for a, b := i+1, n-1; a < b; a, b = a+1, b-1 {
			p[a], p[b] = p[b], p[a]
		}
	}
}
