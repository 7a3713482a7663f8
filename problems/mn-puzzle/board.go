package mnpuzzle

import (
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for mn-puzzle: the player starts from the sample's second board.
const example = "4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0"

// play answers the player with the parity drawing; the board starts with
// its sides M N.
func play(board string) (any, error) {
	return show.BoxPlay(board, func(vals []int) ([]int, []int, bool) {
		if len(vals) < 2 {
			return nil, nil, false
		}
		return []int{vals[0], vals[1]}, vals[2:], true
	})
}
