package eightcount

import (
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// eightCountDraw draws one shortest way to the reversed goal.
func eightCountDraw(d *show.Drawer, input, answer []byte) error {
	e, err := puzzle.ParseEight(strings.Fields(string(input)))
	if err != nil {
		return err
	}
	moves, err := eightCountTable().Path(e)
	if err != nil {
		return err
	}
	fmt.Fprintf(d, "fewest moves: %s (one shortest path: %s)\n", strings.TrimSpace(string(answer)), orNone(moves))
	return d.EightPath(e, eightCountGoal, moves, "0")
}

func orNone(s string) string {
	if s == "" {
		return "none needed"
	}
	return s
}
