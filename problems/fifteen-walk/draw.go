package fifteenwalk

import (
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/show"
)

// draw draws each board's walk, board by board (UVa's letters are the
// blank's moves, drawn as udlr).
func draw(d *show.Drawer, input, answer []byte) error {
	boards, err := parse(input)
	if err != nil {
		return err
	}
	lines := strings.Split(strings.TrimSuffix(string(answer), "\n"), "\n")
	if len(lines) != len(boards) {
		return fmt.Errorf("%d boards but %d answer lines", len(boards), len(lines))
	}
	for i, f := range boards {
		walk := strings.TrimSpace(lines[i])
		if walk == "This puzzle is not solvable." {
			walk = "unsolvable"
		} else {
			walk = strings.ToLower(walk)
		}
		fmt.Fprintf(d, "board %d: ", i+1)
		if err := d.GridOne(f.Grid(), walk); err != nil {
			return fmt.Errorf("board %d: %w", i+1, err)
		}
	}
	return nil
}
