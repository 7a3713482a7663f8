package eightmulti

import (
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// draw draws each puzzle's moves, board by board.
func draw(d *show.Drawer, input, answer []byte) error {
	lines := show.NonEmptyLines(input)
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
		fmt.Fprintf(d, "puzzle %d: ", i+1)
		if err := d.EightOne(e, strings.TrimSpace(answers[i])); err != nil {
			return fmt.Errorf("puzzle %d: %w", i+1, err)
		}
	}
	return nil
}
