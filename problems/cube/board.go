package cube

import (
	"github.com/slidejudge/slidejudge/show"
)

// The arena's board for cube: the player starts from the sample's second cube.
const example = "2\n2 1 3 5\n4 6 0 7"

// play answers the player with the parity drawing; the board starts
// with its side M.
func play(board string) (any, error) {
	return show.BoxPlay(board, func(vals []int) ([]int, []int, bool) {
		if len(vals) < 1 {
			return nil, nil, false
		}
		return []int{vals[0], vals[0], vals[0]}, vals[1:], true
	})
}
