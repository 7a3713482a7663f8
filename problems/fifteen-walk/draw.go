package fifteenwalk

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"
	"github.com/slidejudge/slidejudge/show"
)

// letters are UVa's names of the blank's moves up, down, left and right.
const letters = "UDLR"

// draw draws each board's walk, board by board, in UVa's letters (the
// blank's moves); UVa's sentence is drawn as unsolvable.
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
		fmt.Fprintf(d, "board %d: ", i+1)
		if err := d.GridLetters(f.Grid(), strings.TrimSpace(lines[i]), letters); err != nil {
			return fmt.Errorf("board %d: %w", i+1, err)
		}
	}
	return nil
}

// play answers the arena's player: a shortest walk, in UVa's letters.
func play(board string) (any, error) { return fifteenpath.Play(board, letters) }

// replay replays the board the checker names ("line K: …"); the answer
// is that line of the output (Spec.ReplayLine).
func replay(f show.Failed) (*show.Replay, error) {
	m := show.CheckerLine.FindStringSubmatch(f.Message)
	if m == nil {
		return nil, show.NoReplay("the checker names no board: " + f.Message)
	}
	k, _ := strconv.Atoi(m[1])
	input, err := os.ReadFile(f.Input)
	if err != nil {
		return nil, err
	}
	boards, err := parse(input)
	if err != nil {
		return nil, fmt.Errorf("test %s: %w", f.Test, err)
	}
	if k < 1 || k > len(boards) {
		return nil, show.NoReplay(fmt.Sprintf("the test has %d boards, the checker names line %d", len(boards), k))
	}
	return fifteenpath.Replay("fifteen-walk", f, k, boards[k-1], f.Answer, letters)
}
