package chino

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// draw draws the swaps, board by board.
func draw(d *show.Drawer, input, answer []byte) error {
	var cells []int
	rows := 0
	for _, l := range show.NonEmptyLines(input) {
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
	frame := func(title string, moved []int) show.Frame {
		f := show.Frame{Title: title, Rows: n, Blank: -1, Moved: moved, Home: make([]bool, len(cells))}
		for i, v := range cells {
			f.Cells = append(f.Cells, strconv.Itoa(v))
			f.Home[i] = v == i+1
		}
		return f
	}
	ans := strings.TrimSpace(string(answer))
	if ans == "No Need" || ans == "No Solution" {
		fmt.Fprintf(d, "%s\n", ans)
	} else {
		fmt.Fprintf(d, "%s, each swap of the other kind than the one before\n", show.Count(len(strings.Split(ans, "\n")), "step"))
	}
	if ans == "No Need" || ans == "No Solution" {
		d.Frames([]show.Frame{frame("start", nil)})
		return nil
	}
	fs := []show.Frame{frame("start", nil)}
	for i, l := range strings.Split(ans, "\n") {
		var k, a, b int
		if _, err := fmt.Sscanf(l, "Step #%d: %d %d", &k, &a, &b); err != nil {
			return fmt.Errorf("answer line %d %q: %v", i+1, l, err)
		}
		ia, ib := show.IndexOf(cells, a), show.IndexOf(cells, b)
		kind, ok := puzzle.ChinoNeighbours(n, ia, ib)
		if ia < 0 || ib < 0 || !ok {
			return fmt.Errorf("step %d: %d and %d are not neighbours", k, a, b)
		}
		cells[ia], cells[ib] = cells[ib], cells[ia]
		fs = append(fs, frame(fmt.Sprintf("%d %s %d-%d", k, kind.String()[:4], a, b), []int{ia, ib}))
	}
	d.Frames(fs)
	return nil
}
