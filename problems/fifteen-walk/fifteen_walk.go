// Package fifteenwalk is problem fifteen-walk: after UVa 10181 "15-Puzzle
// Problem", several 4×4 boards a file; for each, any walk of at most 50
// moves in UVa's letters (L, R, U, D: where the blank goes) to 1 … 15 with
// the blank last, or "This puzzle is not solvable.". Every solvable test
// board is at most 45 moves from the goal. Judged by the lrud-walk checker.
package fifteenwalk

import (
	"fmt"
	"math/rand/v2"

	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

func init() {
	problems.Register(problems.Spec{ID: "fifteen-walk", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink, Layout: layout, Draw: draw,
		Example: fifteenpath.Example, Play: play, Replay: replay, ReplayLine: true, Zoo: mutantZoo, FifteenPDB: true})
}

const (
	maxBoards = 100 // boards a file, the statement's N
	maxMoves  = 45  // every solvable test board's optimum is at most this
)

// validate accepts the count N (1..100) on a line, then N boards of four
// lines of four integers 0..15, each once in a board. Unsolvable boards are
// valid; that the solvable ones need at most 45 moves is the generator's
// promise (walks of at most 45 moves, boards the optimal solver placed).
func validate(input []byte) error {
	_, err := parse(input)
	return err
}

func parse(input []byte) ([]puzzle.Fifteen, error) {
	lines, err := problems.Lines(input)
	if err != nil {
		return nil, err
	}
	n, err := problems.IntLine(lines[0], 1, 1, maxBoards)
	if err != nil {
		return nil, fmt.Errorf("line 1 (the number of boards): %w", err)
	}
	if want := 1 + 4*n[0]; len(lines) != want {
		return nil, fmt.Errorf("%d lines, expected %d for %d boards", len(lines), want, n[0])
	}
	boards := make([]puzzle.Fifteen, n[0])
	cells := make([]int, 0, 16)
	for i := range boards {
		cells = cells[:0]
		for r := 0; r < 4; r++ {
			at := 1 + 4*i + r
			vals, err := problems.IntLine(lines[at], 4, 0, 15)
			if err != nil {
				return nil, fmt.Errorf("line %d (board %d): %w", at+1, i+1, err)
			}
			cells = append(cells, vals...)
		}
		if err := problems.Permutation(cells, 0); err != nil {
			return nil, fmt.Errorf("board %d (lines %d-%d): %w", i+1, 2+4*i, 5+4*i, err)
		}
		for j, v := range cells {
			boards[i][j] = uint8(v)
		}
	}
	return boards, nil
}

// write is boards as the problem's input.
func write(boards []puzzle.Fifteen) []byte {
	b := fmt.Appendf(nil, "%d\n", len(boards))
	for _, f := range boards {
		b = append(b, f.String()...)
	}
	return b
}

// swapTiles exchanges two tiles (not the blank) at random cells: the
// board's solvability flips, the blank stays where it was.
func swapTiles(rng *rand.Rand, f puzzle.Fifteen) puzzle.Fifteen {
	for {
		i, j := rng.IntN(16), rng.IntN(16)
		if i != j && f[i] != 0 && f[j] != 0 {
			f[i], f[j] = f[j], f[i]
			return f
		}
	}
}

// walkTo draws a walk of n or n+1 moves from the goal whose blank ends
// at cell (a walk's length has the parity of the blank's distance home).
func walkTo(rng *rand.Rand, n, cell int) puzzle.Fifteen {
	n += (n + 3 - cell/4 + 3 - cell%4) % 2
	for {
		if f := fifteenpath.Walk(rng, puzzle.FifteenGoal, n); f.Blank() == cell {
			return f
		}
	}
}

// walks draws n boards, walks of 0..most moves from the goal, about one
// in unsolvable made unsolvable by a swap (0: none).
func walks(rng *rand.Rand, n, least, most, unsolvable int) []puzzle.Fifteen {
	out := make([]puzzle.Fifteen, n)
	for i := range out {
		out[i] = fifteenpath.Walk(rng, puzzle.FifteenGoal, least+rng.IntN(most-least+1))
		if unsolvable > 0 && rng.IntN(unsolvable) == 0 {
			out[i] = swapTiles(rng, out[i])
		}
	}
	return out
}

func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x10181))
	var tests []problems.Test
	add := func(group, name string, boards ...puzzle.Fifteen) {
		tests = append(tests, problems.Test{Group: group, Name: name, Input: write(boards)})
	}
	goal := puzzle.FifteenGoal
	uva := puzzle.Fifteen{2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15} // 9 moves
	uvaNot := puzzle.Fifteen{13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14}
	loyd := puzzle.Fifteen{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0} // 14 and 15 swapped
	oneMove := puzzle.Fifteen{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}
	hard := hardBoards()

	add("sample", "01-uva", uva, uvaNot)
	add("secret", "01-goal", goal)
	add("secret", "02-loyd-14-15", loyd)
	add("secret", "03-one-move", oneMove)
	add("secret", "04-goal-first", goal, uva, oneMove)
	add("secret", "05-goal-middle", uva, goal, oneMove, goal, hard[0])
	add("secret", "06-goal-last", oneMove, uva, goal)
	add("secret", "07-unsolvable-first", loyd, uva, hard[1])
	add("secret", "08-unsolvable-middle", uva, uvaNot, hard[2], loyd, oneMove)
	add("secret", "09-unsolvable-only", uvaNot, loyd, swapTiles(rng, hard[3]))
	// The blank on every cell, a solvable board and its unsolvable twin
	// (one swap of two tiles): each even-width parity rule people get wrong
	// (the blank's row ignored or counted from the wrong end, the blank
	// counted among the tiles, its column for its row) fails some cell.
	// One file per row and one per column, so each cell is in two files;
	// the solvable boards come first, so that a wrong rule that calls a
	// solvable board unsolvable fails before one that searches for ever.
	n := 10
	for _, byRow := range []bool{true, false} {
		for k := 0; k < 4; k++ {
			var solvable, unsolvable []puzzle.Fifteen
			for j := 0; j < 4; j++ {
				cell := 4*k + j
				if !byRow {
					cell = 4*j + k
				}
				f := walkTo(rng, 20+rng.IntN(20), cell)
				solvable = append(solvable, f)
				unsolvable = append(unsolvable, swapTiles(rng, f))
			}
			what := "row"
			if !byRow {
				what = "column"
			}
			add("secret", fmt.Sprintf("%02d-parity-blank-%s-%d", n, what, k+1), append(solvable, unsolvable...)...)
			n++
		}
	}
	// The boards exactly 45 moves away, one file each for the first ten
	// (a program that tries them in a file of its own), then all of them.
	for i := 0; i < 10; i++ {
		add("secret", fmt.Sprintf("%02d-%s", n, hardNames()[i]), hard[i])
		n++
	}
	add("secret", fmt.Sprintf("%02d-far-45-all", n), hard...)
	n++
	// Walks from the goal: short, middling, exactly 45 moves long.
	for _, w := range []struct {
		name        string
		count       int
		least, most int
	}{{"short", 30, 1, 12}, {"middling", 40, 13, 30}, {"long", 40, 31, 45}, {"45", 40, 45, 45}} {
		add("secret", fmt.Sprintf("%02d-walks-%s", n, w.name), walks(rng, w.count, w.least, w.most, 0)...)
		n++
	}
	// Files at the size limit: random walks of 0..45 moves, a quarter
	// unsolvable; the far boards again and again; only unsolvable boards;
	// walks of exactly 45 moves with their twins.
	add("secret", fmt.Sprintf("%02d-max-mixed", n), walks(rng, maxBoards, 0, maxMoves, 4)...)
	n++
	var far []puzzle.Fifteen
	for len(far) < maxBoards {
		far = append(far, hard[rng.IntN(len(hard))])
	}
	add("secret", fmt.Sprintf("%02d-max-far-45", n), far...)
	n++
	var not []puzzle.Fifteen
	for _, f := range walks(rng, maxBoards, 0, maxMoves, 0) {
		not = append(not, swapTiles(rng, f))
	}
	add("secret", fmt.Sprintf("%02d-max-unsolvable", n), not...)
	n++
	add("secret", fmt.Sprintf("%02d-max-walks-45", n), walks(rng, maxBoards, maxMoves, maxMoves, 3)...)
	return tests
}

// layout puts a typed input's tokens on the lines of the canonical
// form: the count, then four numbers a line.
func layout(tokens []string) [][]string {
	if len(tokens) < 17 || (len(tokens)-1)%16 != 0 {
		return nil
	}
	out := [][]string{tokens[:1]}
	for i := 1; i < len(tokens); i += 4 {
		out = append(out, tokens[i:i+4])
	}
	return out
}
