// Package show draws answers for people: the board move by move for the
// move problems, and the parity argument for the solvability problems.
package show

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/fatih/color"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Answer draws the reference's answer to input for problem id, boards side
// by side as many as fit in width columns (0: no limit but six a row).
func Answer(w io.Writer, id string, input, answer []byte, colour bool, width int) error {
	d := &drawer{w: bufio.NewWriter(w), colour: colour, width: width}
	var err error
	switch id {
	case "eight":
		err = d.eight(input, answer)
	case "eight-multi":
		err = d.eightMulti(input, answer)
	case "eight-count":
		err = d.eightCount(input, answer)
	case "chino":
		err = d.chino(input, answer)
	case "cube":
		err = d.cube(input, answer)
	case "mn-puzzle":
		err = d.mnPuzzle(input, answer)
	default:
		return fmt.Errorf("show: no drawing for problem %s", id)
	}
	if err != nil {
		return fmt.Errorf("show %s: %w", id, err)
	}
	return d.w.Flush()
}

type drawer struct {
	w      *bufio.Writer
	colour bool
	width  int // the terminal's columns; 0 when unknown
}

// Frame is one board to draw: a title and the cells, with the cells to
// point out (the tile that just moved, the two swapped).
type Frame struct {
	Title string
	Rows  int
	Cells []string
	Blank int   // index of the blank, -1 if none
	Moved []int // cells to highlight
	Home  []bool
}

var (
	blankColour = color.New(color.BgWhite, color.FgBlack)
	movedColour = color.New(color.FgYellow, color.Bold)
	homeColour  = color.New(color.FgGreen)
)

func (d *drawer) paint(c *color.Color, s string) string {
	if !d.colour {
		return s
	}
	painted := *c // a copy: forcing colour on must not change the shared one
	painted.EnableColor()
	return painted.Sprint(s)
}

// perRow is how many boards go side by side; maxFrames bounds a drawing.
const (
	perRow    = 6
	maxFrames = 48
)

// frameSize is a board's widest cell and its visible width, title included.
func frameSize(f Frame) (cell, width int) {
	for _, c := range f.Cells {
		cell = max(cell, len(c))
	}
	cols := len(f.Cells) / f.Rows
	return cell, max(len(f.Title), cols*(cell+1)-1)
}

// fit says how many of fs go on one row: at most perRow, as many as the
// width allows (three spaces between boards), and at least one.
func (d *drawer) fit(fs []Frame) int {
	used := -3
	for n, f := range fs {
		_, w := frameSize(f)
		used += w + 3
		if n == perRow || (d.width > 0 && used > d.width && n > 0) {
			return n
		}
	}
	return len(fs)
}

// frames draws boards side by side, as many a row as fit.
func (d *drawer) frames(fs []Frame) {
	for start := 0; start < len(fs); {
		row := fs[start : start+d.fit(fs[start:])]
		start += len(row)
		width := make([]int, len(row)) // visible width of each board
		cell := make([]int, len(row))
		for i, f := range row {
			cell[i], width[i] = frameSize(f)
		}
		var head strings.Builder
		for i, f := range row {
			fmt.Fprintf(&head, "%-*s", width[i]+3, f.Title)
		}
		d.w.WriteString(strings.TrimRight(head.String(), " ") + "\n")
		rows := 0
		for _, f := range row {
			rows = max(rows, f.Rows)
		}
		for r := range rows {
			var line strings.Builder
			for i, f := range row {
				cols := len(f.Cells) / f.Rows
				used := 0
				if r < f.Rows {
					for c := range cols {
						k := r*cols + c
						s := fmt.Sprintf("%*s", cell[i], f.Cells[k])
						switch {
						case k == f.Blank:
							s = d.paint(blankColour, s)
						case contains(f.Moved, k):
							s = d.paint(movedColour, s)
						case f.Home != nil && f.Home[k]:
							s = d.paint(homeColour, s)
						}
						if c > 0 {
							line.WriteByte(' ')
							used++
						}
						line.WriteString(s)
						used += cell[i]
					}
				}
				if i < len(row)-1 {
					line.WriteString(strings.Repeat(" ", width[i]-used+3))
				}
			}
			d.w.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		}
		d.w.WriteString("\n")
	}
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// eightFrame shows a 3×3 board; blank is drawn as mark.
func eightFrame(title string, e, goal puzzle.Eight, mark string, moved int) Frame {
	f := Frame{Title: title, Rows: 3, Blank: -1, Home: make([]bool, 9)}
	for i, v := range e {
		s := strconv.Itoa(int(v))
		if v == puzzle.Blank {
			s, f.Blank = mark, i
		}
		f.Cells = append(f.Cells, s)
		f.Home[i] = v != puzzle.Blank && v == goal[i]
	}
	if moved >= 0 {
		f.Moved = []int{moved}
	}
	return f
}

// eightPath draws e and the board after each move.
func (d *drawer) eightPath(e, goal puzzle.Eight, moves, mark string) error {
	fs := []Frame{eightFrame("start", e, goal, mark, -1)}
	for i := 0; i < len(moves); i++ {
		b := e.Blank()
		n, err := e.Move(moves[i])
		if err != nil {
			return fmt.Errorf("move %d %q: %v", i+1, moves[i], err)
		}
		e = n
		// Long walks (eight-multi allows any) show their start and end.
		if i < maxFrames-2 || i == len(moves)-1 {
			fs = append(fs, eightFrame(fmt.Sprintf("%d %c", i+1, moves[i]), e, goal, mark, b))
		}
	}
	if len(moves) > maxFrames-1 {
		fmt.Fprintf(d.w, "(moves %d to %d not drawn)\n", maxFrames-1, len(moves)-1)
	}
	d.frames(fs)
	if e != goal {
		return fmt.Errorf("the moves end at %v, not the goal", e)
	}
	return nil
}

func (d *drawer) eight(input, answer []byte) error {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return err
	}
	return d.eightOne(e, strings.TrimSpace(string(answer)))
}

func (d *drawer) eightOne(e puzzle.Eight, moves string) error {
	if moves == "unsolvable" {
		fmt.Fprintf(d.w, "%v: unsolvable (the tiles, blank skipped, have an odd number of inversions)\n\n", e)
		return nil
	}
	fmt.Fprintf(d.w, "%s\n", strings.TrimSpace(fmt.Sprintf("%v: %s %s", e, count(len(moves), "move"), moves)))
	return d.eightPath(e, puzzle.EightGoal, moves, "x")
}

func (d *drawer) eightMulti(input, answer []byte) error {
	lines := nonEmptyLines(input)
	// One line a puzzle, an empty one for a start at the goal.
	answers := strings.Split(strings.TrimSuffix(string(answer), "\n"), "\n")
	if len(answers) != len(lines) {
		return fmt.Errorf("%d puzzles but %d answer lines", len(lines), len(answers))
	}
	for i, l := range lines {
		e, err := puzzle.ParseEight(strings.Fields(l))
		if err != nil {
			return fmt.Errorf("puzzle %d: %w", i+1, err)
		}
		fmt.Fprintf(d.w, "puzzle %d: ", i+1)
		if err := d.eightOne(e, strings.TrimSpace(answers[i])); err != nil {
			return fmt.Errorf("puzzle %d: %w", i+1, err)
		}
	}
	return nil
}

// eightCountGoal is eight-count's reversed goal.
var eightCountGoal = puzzle.Eight{8, 7, 6, 5, 4, 3, 2, 1, 0}

func (d *drawer) eightCount(input, answer []byte) error {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return err
	}
	moves, err := puzzle.NewDistanceTable(eightCountGoal).Path(e)
	if err != nil {
		return err
	}
	fmt.Fprintf(d.w, "fewest moves: %s (one shortest path: %s)\n", strings.TrimSpace(string(answer)), orNone(moves))
	return d.eightPath(e, eightCountGoal, moves, "0")
}

func orNone(s string) string {
	if s == "" {
		return "none needed"
	}
	return s
}

func (d *drawer) chino(input, answer []byte) error {
	var cells []int
	rows := 0
	for _, l := range nonEmptyLines(input) {
		rows++
		for _, t := range strings.Fields(l) {
			v, err := strconv.Atoi(t)
			if err != nil {
				return fmt.Errorf("token %q is not a number", t)
			}
			cells = append(cells, v)
		}
	}
	if rows == 0 || len(cells) != rows*rows {
		return fmt.Errorf("not a square board")
	}
	n := rows
	frame := func(title string, moved []int) Frame {
		f := Frame{Title: title, Rows: n, Blank: -1, Moved: moved, Home: make([]bool, len(cells))}
		for i, v := range cells {
			f.Cells = append(f.Cells, strconv.Itoa(v))
			f.Home[i] = v == i+1
		}
		return f
	}
	ans := strings.TrimSpace(string(answer))
	if ans == "No Need" || ans == "No Solution" {
		fmt.Fprintf(d.w, "%s\n", ans)
	} else {
		fmt.Fprintf(d.w, "%s, each swap of the other kind than the one before\n", count(len(strings.Split(ans, "\n")), "step"))
	}
	if ans == "No Need" || ans == "No Solution" {
		d.frames([]Frame{frame("start", nil)})
		return nil
	}
	fs := []Frame{frame("start", nil)}
	for i, l := range strings.Split(ans, "\n") {
		var k, a, b int
		if _, err := fmt.Sscanf(l, "Step #%d: %d %d", &k, &a, &b); err != nil {
			return fmt.Errorf("answer line %d %q: %v", i+1, l, err)
		}
		ia, ib := indexOf(cells, a), indexOf(cells, b)
		kind, ok := puzzle.ChinoNeighbours(n, ia, ib)
		if ia < 0 || ib < 0 || !ok {
			return fmt.Errorf("step %d: %d and %d are not neighbours", k, a, b)
		}
		cells[ia], cells[ib] = cells[ib], cells[ia]
		fs = append(fs, frame(fmt.Sprintf("%d %s %d-%d", k, kind.String()[:4], a, b), []int{ia, ib}))
	}
	d.frames(fs)
	return nil
}

func indexOf(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// count writes n things, plural when n is not 1.
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

func nonEmptyLines(b []byte) []string {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// reason explains one solvability verdict: the parity of the whole
// arrangement by its cycles, the blank's taxicab distance to its home.
func (d *drawer) reason(title string, sides, cells []int, answer string) {
	n := len(cells)
	p := make([]int, n) // p[i] = the goal cell of the value in cell i
	blank := -1
	for i, v := range cells {
		if v == puzzle.Blank {
			blank, p[i] = i, n-1
		} else {
			p[i] = v - 1
		}
	}
	seen := make([]bool, n)
	cycles := 0
	for i := range p {
		if !seen[i] {
			cycles++
			for j := i; !seen[j]; j = p[j] {
				seen[j] = true
			}
		}
	}
	swaps := n - cycles
	dist := puzzle.BoxBlankDistance(sides, blank)
	solvable := swaps%2 == dist%2
	dims := make([]string, len(sides))
	for i, s := range sides {
		dims[i] = strconv.Itoa(s)
	}
	pos := make([]string, len(sides))
	for k, i := len(sides)-1, blank; k >= 0; k-- {
		pos[k] = strconv.Itoa(i%sides[k] + 1)
		i /= sides[k]
	}
	verdict := d.paint(color.New(color.FgGreen, color.Bold), "solvable")
	if !solvable {
		verdict = d.paint(color.New(color.FgRed, color.Bold), "unsolvable")
	}
	fmt.Fprintf(d.w, "%s: %s, %d cells\n", title, strings.Join(dims, "×"), n)
	fmt.Fprintf(d.w, "  permutation (blank included): %d cycles, so %d - %d = %s: %s\n", cycles, n, cycles, count(swaps, "transposition"), parityWord(swaps))
	fmt.Fprintf(d.w, "  blank at (%s), home (%s): taxicab distance %d: %s\n", strings.Join(pos, ", "), strings.Join(dims, ", "), dist, parityWord(dist))
	relation := "equal"
	if !solvable {
		relation = "differ"
	}
	fmt.Fprintf(d.w, "  parities %s: %s; the reference says %q\n", relation, verdict, answer)
}

func parityWord(k int) string {
	if k%2 == 0 {
		return "even"
	}
	return "odd"
}

// ints reads every integer of an input.
func ints(b []byte) ([]int, error) {
	fields := bytes.Fields(b)
	out := make([]int, len(fields))
	for i, f := range fields {
		v, err := strconv.Atoi(string(f))
		if err != nil {
			return nil, fmt.Errorf("token %d %q is not an integer", i+1, f)
		}
		out[i] = v
	}
	return out, nil
}

func (d *drawer) cube(input, answer []byte) error {
	vals, err := ints(input)
	if err != nil || len(vals) == 0 {
		return fmt.Errorf("bad input: %v", err)
	}
	answers := strings.Split(strings.TrimRight(string(answer), "\n"), "\n")
	at := 1
	for p := 0; p < vals[0]; p++ {
		if at >= len(vals) {
			return fmt.Errorf("puzzle %d: input ends", p+1)
		}
		m := vals[at]
		if at+1+m*m*m > len(vals) {
			return fmt.Errorf("puzzle %d: input ends", p+1)
		}
		d.reason(fmt.Sprintf("puzzle %d", p+1), []int{m, m, m}, vals[at+1:at+1+m*m*m], pick(answers, p))
		at += 1 + m*m*m
	}
	return nil
}

func (d *drawer) mnPuzzle(input, answer []byte) error {
	vals, err := ints(input)
	if err != nil {
		return fmt.Errorf("bad input: %v", err)
	}
	answers := strings.Split(strings.TrimRight(string(answer), "\n"), "\n")
	for at, p := 0, 0; at+1 < len(vals); p++ {
		r, c := vals[at], vals[at+1]
		if r == 0 && c == 0 {
			break
		}
		if at+2+r*c > len(vals) {
			return fmt.Errorf("puzzle %d: input ends", p+1)
		}
		d.reason(fmt.Sprintf("puzzle %d", p+1), []int{r, c}, vals[at+2:at+2+r*c], pick(answers, p))
		at += 2 + r*c
	}
	return nil
}

func pick(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return ""
}

// EightBoard draws one 3×3 board given as the input line of problem eight
// ("1 2 3 4 5 6 7 x 8"), tiles at home in green.
func EightBoard(w io.Writer, board string, colour bool) error {
	e, err := puzzle.ParseEight(strings.Fields(board))
	if err != nil {
		return fmt.Errorf("show: %w", err)
	}
	d := &drawer{w: bufio.NewWriter(w), colour: colour}
	d.frames([]Frame{eightFrame(board, e, puzzle.EightGoal, "x", -1)})
	return d.w.Flush()
}
