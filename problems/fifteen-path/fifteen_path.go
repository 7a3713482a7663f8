// Package fifteenpath is problem fifteen-path: one 4×4 board, a shortest
// udlr string to 1 … 15 with the blank last, or "unsolvable" — eight's
// sibling one size up, judged by the udlr-optimal checker.
package fifteenpath

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

func init() {
	problems.Register(problems.Spec{ID: "fifteen-path", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink, Layout: layout, Draw: draw,
		Example: Example, Play: play, Replay: replay, Zoo: mutantZoo, FifteenPDB: true})
}

// maxMoves bounds every solvable test's optimum, as AOJ ALDS1_13_C does.
const maxMoves = 45

// validate accepts four lines of four integers 0..15, each once.
func validate(input []byte) error {
	_, err := parse(input)
	return err
}

func parse(input []byte) (puzzle.Fifteen, error) {
	var f puzzle.Fifteen
	lines, err := problems.Lines(input)
	if err != nil {
		return f, err
	}
	if len(lines) != 4 {
		return f, fmt.Errorf("%d lines, expected 4", len(lines))
	}
	var cells []int
	for i, l := range lines {
		vals, err := problems.IntLine(l, 4, 0, 15)
		if err != nil {
			return f, fmt.Errorf("line %d: %w", i+1, err)
		}
		cells = append(cells, vals...)
	}
	if err := problems.Permutation(cells, 0); err != nil {
		return f, err
	}
	for i, v := range cells {
		f[i] = uint8(v)
	}
	return f, nil // unsolvable boards are valid inputs too
}

// line writes a board as fifteen-path's input.
func line(f puzzle.Fifteen) []byte { return []byte(f.String()) }

// walk makes n random moves from f, never undoing the last one.
func walk(rng *rand.Rand, f puzzle.Fifteen, n int) puzzle.Fifteen {
	last := byte(0)
	undo := map[byte]byte{'u': 'd', 'd': 'u', 'l': 'r', 'r': 'l'}
	for i := 0; i < n; {
		m := puzzle.Moves[rng.IntN(4)]
		if m == undo[last] {
			continue
		}
		next, err := f.Move(m)
		if err != nil {
			continue
		}
		f, last = next, m
		i++
	}
	return f
}

// swapTiles exchanges the first two tiles (not the blank) from index 0:
// the board's solvability flips.
func swapTiles(f puzzle.Fifteen, rng *rand.Rand) puzzle.Fifteen {
	for {
		i, j := rng.IntN(16), rng.IntN(16)
		if i != j && f[i] != 0 && f[j] != 0 {
			f[i], f[j] = f[j], f[i]
			return f
		}
	}
}

func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0xf15))
	var tests []problems.Test
	seen := map[puzzle.Fifteen]bool{}
	add := func(group, name string, f puzzle.Fifteen) {
		seen[f] = true
		tests = append(tests, problems.Test{Group: group, Name: name, Input: line(f)})
	}
	add("sample", "01", puzzle.Fifteen{1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15})
	add("secret", "01-goal", puzzle.FifteenGoal)
	// One swap from the goal: the nearest unsolvable board.
	add("secret", "02-unsolvable-swap-14-15", puzzle.Fifteen{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0})
	n := 3
	// Solvable boards with the blank in every row: each wrong even-width
	// parity rule (the blank's row counted from the bottom off by one,
	// ignored, the blank counted in the inversions) calls some unsolvable.
	for row := 0; row < 4; row++ {
		var f puzzle.Fifteen
		for {
			f = walk(rng, puzzle.FifteenGoal, 20+rng.IntN(10))
			if f.Blank()/4 == row && !seen[f] {
				break
			}
		}
		add("secret", fmt.Sprintf("%02d-solvable-blank-row-%d", n, row+1), f)
		n++
	}
	// Unsolvable boards (a solvable one with two tiles swapped), the blank
	// in every row, twice: the same rules call some of them solvable (and
	// their programs then search for ever: these come after the solvable
	// ones, so that such a program's first failure is a wrong answer).
	for row := 0; row < 4; row++ {
		for k := 0; k < 2; k++ {
			var f puzzle.Fifteen
			for {
				f = walk(rng, puzzle.FifteenGoal, 30+rng.IntN(15))
				if f.Blank()/4 == row && !seen[f] {
					break
				}
			}
			add("secret", fmt.Sprintf("%02d-unsolvable-blank-row-%d-%d", n, row+1, k+1), swapTiles(f, rng))
			n++
		}
	}
	// The hardest boards the bound allows, and the ones Manhattan
	// distance misjudges most (found by the optimal solver, hard.go).
	for i, h := range allHardBoards() {
		add("secret", fmt.Sprintf("%02d-%s", n+i, h.name), h.board)
	}
	// Random walks from the goal: their optimum is at most their length.
	for i := 1; i <= 40; i++ {
		var f puzzle.Fifteen
		for f = walk(rng, puzzle.FifteenGoal, i+5); seen[f]; f = walk(rng, puzzle.FifteenGoal, i+5) {
		}
		add("secret", fmt.Sprintf("walk-%02d", i+5), f)
	}
	return tests
}

// random walks up to min(size, 45) moves from the goal (one time in
// four from an unsolvable twin).
func random(rng *rand.Rand, size int) []byte {
	f := walk(rng, puzzle.FifteenGoal, rng.IntN(min(size, maxMoves)+1))
	if rng.IntN(4) == 0 {
		f = swapTiles(f, rng)
	}
	return line(f)
}

// layout puts a typed board's 16 tokens on four lines.
func layout(tokens []string) [][]string {
	if len(tokens) != 16 {
		return nil
	}
	return [][]string{tokens[0:4], tokens[4:8], tokens[8:12], tokens[12:16]}
}

// draw draws the moves from the start, board by board.
func draw(d *show.Drawer, input, answer []byte) error {
	f, err := parse(input)
	if err != nil {
		return err
	}
	return d.GridOne(f.Grid(), strings.TrimSpace(string(answer)))
}

// shrink offers the boards one move away with a smaller Manhattan
// distance (so shrinking ends), solvable or not as the input is.
func shrink(input []byte) [][]byte {
	f, err := parse(input)
	if err != nil {
		return nil
	}
	var out [][]byte
	for i := 0; i < len(puzzle.Moves); i++ {
		if n, err := f.Move(puzzle.Moves[i]); err == nil && n.Manhattan() < f.Manhattan() {
			out = append(out, line(n))
		}
	}
	return out
}

// The 15-puzzle problems' shared parts, for problems/fifteen.

// Parse reads a valid 4×4 board input (four lines of four numbers).
func Parse(input []byte) (puzzle.Fifteen, error) { return parse(input) }

// Line writes a board as the problems' input.
func Line(f puzzle.Fifteen) []byte { return line(f) }

// Walk makes n random moves from f, never undoing the last one.
func Walk(rng *rand.Rand, f puzzle.Fifteen, n int) puzzle.Fifteen { return walk(rng, f, n) }

// HardBoard is a board exactly 45 moves away, named for its Manhattan distance.
type HardBoard struct {
	Name  string
	Board puzzle.Fifteen
}

// HardBoards lists fifteen-path's first ten hard boards.
func HardBoards() []HardBoard { return exportHard(hardBoards) }

// AllHardBoards lists all of fifteen-path's hard boards: the first ten and
// the four a Manhattan-only search costs most after them.
func AllHardBoards() []HardBoard { return exportHard(allHardBoards()) }

func exportHard(hs []hardBoard) []HardBoard {
	var out []HardBoard
	for _, h := range hs {
		out = append(out, HardBoard{h.name, h.board})
	}
	return out
}

// Inversions counts a board's inversions, the blank skipped (for the
// parity mutants of fifteen-walk's zoo).
func Inversions(f puzzle.Fifteen) int { return inversions(f) }
