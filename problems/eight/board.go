package eight

import (
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for eight: the player starts from the sample.
const example = "2 3 4 1 5 x 7 6 8"

// play answers the player: a shortest way to the goal.
func play(board string) (any, error) { return show.EightPlay(puzzle.EightTable(), board) }

// replay replays the answer's moves from the test's start.
func replay(f show.Failed) (*show.Replay, error) {
	line, err := show.NthLine(f.Input, 1)
	if err != nil {
		return nil, err
	}
	answer, _, _ := strings.Cut(f.Answer, "\n")
	return show.EightReplay("eight", f, 0, line, answer)
}
