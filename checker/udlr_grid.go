package checker

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

// udlr-optimal on a grid other than eight's 3×3 (fifteen-path's 4×4): the
// input is the board, one line a row, 0 (or x) the blank; the goal is
// 1 … n-1 row by row, the blank last. No table of distances exists for a
// space this size, so the jury's answer sets the optimum: it must itself
// reach the goal (or say unsolvable exactly when parity says so), and an
// output shorter than it is the jury's error, not the contestant's gain.

// maxGridOutput is more than any honest answer on the grids judged here.
const maxGridOutput = 1 << 12

// parseGridInput reads a board: rows are the non-empty lines.
func parseGridInput(input []byte) (puzzle.Grid, error) {
	var g puzzle.Grid
	for _, line := range strings.Split(string(input), "\n") {
		toks := fields(line)
		if len(toks) == 0 {
			continue
		}
		if g.Rows == 0 {
			g.Cols = len(toks)
		} else if len(toks) != g.Cols {
			return g, fmt.Errorf("row %d has %d cells, row 1 has %d", g.Rows+1, len(toks), g.Cols)
		}
		g.Rows++
		for _, t := range toks {
			if t == "x" {
				t = "0"
			}
			v, err := strconv.Atoi(t)
			if err != nil {
				return g, fmt.Errorf("token %q is not a number", t)
			}
			g.Cells = append(g.Cells, v)
		}
	}
	n := len(g.Cells)
	if n < 4 {
		return g, fmt.Errorf("%d cells", n)
	}
	seen := make([]bool, n)
	for _, v := range g.Cells {
		if v < 0 || v >= n || seen[v] {
			return g, fmt.Errorf("the cells are not 0..%d once each", n-1)
		}
		seen[v] = true
	}
	return g, nil
}

// gridGoal is 1 … n-1 row by row, the blank last.
func gridGoal(g puzzle.Grid) puzzle.Grid {
	goal := puzzle.Grid{Rows: g.Rows, Cols: g.Cols, Cells: make([]int, len(g.Cells))}
	for i := range goal.Cells {
		goal.Cells[i] = (i + 1) % len(goal.Cells)
	}
	return goal
}

func checkUdlrGrid(input, answer []byte, output io.Reader) Result {
	start, err := parseGridInput(input)
	if err != nil {
		return Fail("bad input: %v", err)
	}
	goal := gridGoal(start)
	solvable := puzzle.Solvable(start, goal)
	jury := judgeGridAnswer(start, goal, solvable, -1, bytes.NewReader(answer))
	if jury.r.Verdict != verdict.AC {
		return Fail("jury answer rejected: %s", jury.r.Message)
	}
	got := judgeGridAnswer(start, goal, solvable, jury.moves, output)
	if got.r.Verdict == verdict.AC && solvable && got.moves < jury.moves {
		return Fail("the output reaches the goal in %d moves, the jury's answer in %d: the jury's is not shortest", got.moves, jury.moves)
	}
	return got.r
}

// gridAnswer is an answer's result and length.
type gridAnswer struct {
	r     Result
	moves int
}

// judgeGridAnswer judges one answer; best is the optimum (-1: not known,
// any way to the goal is accepted).
func judgeGridAnswer(start, goal puzzle.Grid, solvable bool, best int, r io.Reader) gridAnswer {
	data, err := io.ReadAll(io.LimitReader(r, maxGridOutput+1))
	if err != nil {
		return gridAnswer{r: Reject("cannot read output: %v", err)}
	}
	if len(data) > maxGridOutput {
		return gridAnswer{r: Reject("output longer than %d bytes", maxGridOutput)}
	}
	words := fields(string(data))
	if len(words) > 1 {
		return gridAnswer{r: Reject("expected one line with one word, found %d words", len(words))}
	}
	moves := ""
	if len(words) == 1 {
		moves = words[0]
	}
	if moves == "unsolvable" {
		if !solvable {
			return gridAnswer{r: Accept("unsolvable, right")}
		}
		if best >= 0 {
			return gridAnswer{r: Reject("answered unsolvable, but the start is solvable in %d moves", best)}
		}
		return gridAnswer{r: Reject("answered unsolvable, but the start is solvable")}
	}
	cells := append([]int(nil), start.Cells...)
	g := puzzle.Grid{Rows: start.Rows, Cols: start.Cols, Cells: cells}
	b := g.BlankAt()
	for i := 0; i < len(moves); i++ {
		to, err := g.Step(b, moves[i])
		if err != nil {
			return gridAnswer{r: Reject("move %d %q: %v (board %s)", i+1, rune(moves[i]), err, gridString(g))}
		}
		cells[b], cells[to] = cells[to], cells[b]
		b = to
	}
	switch {
	case !solvable:
		return gridAnswer{r: Reject("the start is unsolvable; %d moves end at %s", len(moves), gridString(g))}
	case !gridEqual(g, goal):
		return gridAnswer{r: Reject("after %d moves the board is %s, not the goal", len(moves), gridString(g))}
	case best >= 0 && len(moves) > best:
		return gridAnswer{r: Reject("%d moves reach the goal, but %d suffice", len(moves), best), moves: len(moves)}
	}
	return gridAnswer{r: Accept("%d moves, shortest", len(moves)), moves: len(moves)}
}

func gridEqual(a, b puzzle.Grid) bool {
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	return true
}

// gridString writes a board on one line, rows split by " / ".
func gridString(g puzzle.Grid) string {
	var sb strings.Builder
	for i, v := range g.Cells {
		if i > 0 {
			if i%g.Cols == 0 {
				sb.WriteString(" / ")
			} else {
				sb.WriteByte(' ')
			}
		}
		sb.WriteString(strconv.Itoa(v))
	}
	return sb.String()
}
