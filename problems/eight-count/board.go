package eightcount

import (
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for eight-count: the player starts from the sample.
const example = "0 7 6\n8 4 3\n5 2 1"

// play answers the player: a shortest way to the reversed goal.
func play(board string) (any, error) { return show.EightPlay(eightCountTable(), board) }
