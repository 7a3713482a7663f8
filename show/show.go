// Package show draws answers for people: the board move by move for the
// move problems, and the parity argument for the solvability problems.
package show

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/fatih/color"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Draw draws a problem's answer to input with d; each problem has its own
// (problems.Spec.Draw), built from the drawings here.
type Draw func(d *Drawer, input, answer []byte) error

// Answer draws the reference's answer to input for problem id with its
// drawing, boards side by side as many as fit in width columns (0: no
// limit but six a row).
func Answer(w io.Writer, id string, draw Draw, input, answer []byte, colour bool, width int) error {
	if draw == nil {
		return fmt.Errorf("show: no drawing for problem %s", id)
	}
	d := &Drawer{w: bufio.NewWriter(w), colour: colour, width: width}
	if err := draw(d, input, answer); err != nil {
		return fmt.Errorf("show %s: %w", id, err)
	}
	return d.w.Flush()
}

// Drawer writes one drawing: text and boards side by side.
type Drawer struct {
	w      *bufio.Writer
	colour bool
	width  int // the terminal's columns; 0 when unknown
}

// Write writes text between the boards.
func (d *Drawer) Write(p []byte) (int, error) { return d.w.Write(p) }

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

func (d *Drawer) paint(c *color.Color, s string) string {
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
func (d *Drawer) fit(fs []Frame) int {
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

// Frames draws boards side by side, as many a row as fit.
func (d *Drawer) Frames(fs []Frame) {
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

// EightPath draws e and the board after each move.
func (d *Drawer) EightPath(e, goal puzzle.Eight, moves, mark string) error {
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
	d.Frames(fs)
	if e != goal {
		return fmt.Errorf("the moves end at %v, not the goal", e)
	}
	return nil
}

// EightOne draws the answer moves to one 3×3 start.
func (d *Drawer) EightOne(e puzzle.Eight, moves string) error {
	if moves == "unsolvable" {
		fmt.Fprintf(d.w, "%v: unsolvable (the tiles, blank skipped, have an odd number of inversions)\n\n", e)
		return nil
	}
	fmt.Fprintf(d.w, "%s\n", strings.TrimSpace(fmt.Sprintf("%v: %s %s", e, Count(len(moves), "move"), moves)))
	return d.EightPath(e, puzzle.EightGoal, moves, "x")
}

func IndexOf(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// Count writes n things, plural when n is not 1.
func Count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

func NonEmptyLines(b []byte) []string {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// Reason explains one solvability verdict: the parity of the whole
// arrangement by its cycles, the blank's taxicab distance to its home.
func (d *Drawer) Reason(title string, sides, cells []int, answer string) {
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
	fmt.Fprintf(d.w, "  permutation (blank included): %d cycles, so %d - %d = %s: %s\n", cycles, n, cycles, Count(swaps, "transposition"), parityWord(swaps))
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

// Ints reads every integer of an input.
func Ints(b []byte) ([]int, error) {
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

func Pick(s []string, i int) string {
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
	d := &Drawer{w: bufio.NewWriter(w), colour: colour}
	d.Frames([]Frame{eightFrame(board, e, puzzle.EightGoal, "x", -1)})
	return d.w.Flush()
}

// eightNamed finds a board quoted in a checker message ("... the board is
// 1 2 3 4 5 6 7 x 8, not the goal", "move 2 'u': ... (board 2 3 x ...)").
var eightNamed = regexp.MustCompile(`(?:[1-8x] ){8}[1-8x]`)

// EightNamed draws the first 3×3 board a wrong answer's checker message
// names, under a line naming the test; nothing when it names none.
func EightNamed(w io.Writer, test, message string, colour bool) {
	boards := eightNamed.FindAllString(message, -1)
	if len(boards) == 0 {
		return
	}
	fmt.Fprintf(w, "%s: the board the checker names\n", test)
	_ = EightBoard(w, boards[0], colour)
}
