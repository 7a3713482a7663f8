package eightmulti

import (
	"strconv"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for eight-multi: the player starts from eight's sample.
const example = "2 3 4 1 5 x 7 6 8"

// play answers the player: a shortest way to the goal.
func play(board string) (any, error) { return show.EightPlay(puzzle.EightTable(), board) }

// replay replays the puzzle the checker names ("line K: …"); the
// answer is that line of the output (Spec.ReplayLine).
func replay(f show.Failed) (*show.Replay, error) {
	m := show.CheckerLine.FindStringSubmatch(f.Message)
	if m == nil {
		return nil, show.NoReplay("the checker names no puzzle: " + f.Message)
	}
	k, _ := strconv.Atoi(m[1])
	line, err := show.NthLine(f.Input, k)
	if err != nil {
		return nil, err
	}
	return show.EightReplay("eight-multi", f, k, line, f.Answer)
}
