package show

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
)

// gridFrame shows a board of any size; the blank is drawn as mark.
func gridFrame(title string, g, goal puzzle.Grid, mark string, moved int) Frame {
	f := Frame{Title: title, Rows: g.Rows, Blank: -1, Home: make([]bool, len(g.Cells))}
	for i, v := range g.Cells {
		s := strconv.Itoa(v)
		if v == puzzle.Blank {
			s, f.Blank = mark, i
		}
		f.Cells = append(f.Cells, s)
		f.Home[i] = v != puzzle.Blank && v == goal.Cells[i]
	}
	if moved >= 0 {
		f.Moved = []int{moved}
	}
	return f
}

// GridOne draws the answer moves (udlr, or "unsolvable") to one start of
// any size, as EightOne does for 3×3: the start and the board after each
// move, the goal being 1 … n-1 row by row, the blank last.
func (d *Drawer) GridOne(start puzzle.Grid, moves string) error {
	return d.GridLetters(start, moves, "udlr")
}

// letterStep is where the blank at b goes on the move named c, letters
// naming up, down, left and right ("udlr", or UVa's "UDLR").
func letterStep(g puzzle.Grid, b int, c byte, letters string) (int, error) {
	k := strings.IndexByte(letters, c)
	if k < 0 {
		return 0, fmt.Errorf("not a move (expected one of %s)", strings.Join(strings.Split(letters, ""), ", "))
	}
	return g.Step(b, "udlr"[k])
}

// GridLetters is GridOne with the moves named by letters (up, down, left,
// right: fifteen-walk's "UDLR"), drawn as the answer gives them; UVa's
// "This puzzle is not solvable." is drawn as unsolvable.
func (d *Drawer) GridLetters(start puzzle.Grid, moves, letters string) error {
	goal := puzzle.Grid{Rows: start.Rows, Cols: start.Cols, Cells: make([]int, len(start.Cells))}
	for i := range goal.Cells {
		goal.Cells[i] = (i + 1) % len(goal.Cells)
	}
	if unsolvableAnswer(moves) {
		fmt.Fprintf(d.w, "unsolvable (%d×%d): solvable exactly when the permutation's parity equals the parity of the blank's distance to its goal cell\n\n", start.Rows, start.Cols)
		d.Frames([]Frame{gridFrame("start", start, goal, "_", -1)})
		return nil
	}
	fmt.Fprintf(d.w, "%s\n", strings.TrimSpace(fmt.Sprintf("%s %s", Count(len(moves), "move"), moves)))
	g := puzzle.Grid{Rows: start.Rows, Cols: start.Cols, Cells: append([]int(nil), start.Cells...)}
	fs := []Frame{gridFrame("start", g, goal, "_", -1)}
	b := g.BlankAt()
	for i := 0; i < len(moves); i++ {
		to, err := letterStep(g, b, moves[i], letters)
		if err != nil {
			d.Frames(fs)
			return fmt.Errorf("move %d %q: %v", i+1, moves[i], err)
		}
		g.Cells[b], g.Cells[to] = g.Cells[to], g.Cells[b]
		if i < maxFrames-2 || i == len(moves)-1 {
			fs = append(fs, gridFrame(fmt.Sprintf("%d %c", i+1, moves[i]), g, goal, "_", b))
		}
		b = to
	}
	if len(moves) > maxFrames-1 {
		fmt.Fprintf(d.w, "(moves %d to %d not drawn)\n", maxFrames-1, len(moves)-1)
	}
	d.Frames(fs)
	for i := range g.Cells {
		if g.Cells[i] != goal.Cells[i] {
			return fmt.Errorf("the moves end away from the goal")
		}
	}
	return nil
}
