package eight

import (
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// draw draws the moves from the start, board by board.
func draw(d *show.Drawer, input, answer []byte) error {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return err
	}
	return d.EightOne(e, strings.TrimSpace(string(answer)))
}
