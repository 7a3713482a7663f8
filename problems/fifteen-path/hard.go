package fifteenpath

import "github.com/slidejudge/slidejudge/puzzle"

// hardBoard is a test board chosen by the optimal solver.
type hardBoard struct {
	name     string
	board    puzzle.Fifteen
	distance int // its optimum, held to the solver by TestHardBoards
}

// hardBoards: boards exactly 45 moves away (random boards walked along an
// optimal path to 45 moves from the goal), and among those the ones whose
// Manhattan distance falls farthest short of 45, where an IDA* guided by
// Manhattan distance alone works longest.
var hardBoards = []hardBoard{
	{"far-45-manhattan-27-1", puzzle.Fifteen{6, 2, 3, 8, 14, 1, 7, 12, 11, 0, 4, 9, 10, 15, 5, 13}, 45},
	{"far-45-manhattan-27-2", puzzle.Fifteen{1, 7, 2, 6, 0, 10, 8, 9, 3, 4, 12, 11, 5, 14, 15, 13}, 45},
	{"far-45-manhattan-29-1", puzzle.Fifteen{2, 1, 11, 3, 10, 5, 13, 7, 12, 6, 15, 0, 9, 4, 8, 14}, 45},
	{"far-45-manhattan-29-2", puzzle.Fifteen{9, 10, 1, 3, 5, 7, 0, 6, 4, 11, 2, 13, 14, 15, 12, 8}, 45},
	{"far-45-manhattan-29-3", puzzle.Fifteen{4, 7, 11, 8, 2, 10, 5, 1, 12, 9, 3, 6, 0, 13, 14, 15}, 45},
	{"far-45-manhattan-29-4", puzzle.Fifteen{3, 2, 7, 8, 0, 1, 4, 14, 5, 12, 6, 9, 15, 11, 10, 13}, 45},
	{"far-45-manhattan-29-5", puzzle.Fifteen{3, 0, 9, 7, 10, 5, 13, 12, 2, 6, 11, 8, 14, 1, 15, 4}, 45},
	{"far-45-manhattan-29-6", puzzle.Fifteen{12, 3, 4, 2, 15, 5, 8, 7, 6, 9, 14, 1, 13, 10, 0, 11}, 45},
	{"far-45-manhattan-29-7", puzzle.Fifteen{5, 10, 11, 8, 9, 7, 15, 4, 13, 0, 6, 3, 14, 2, 12, 1}, 45},
	{"far-45-manhattan-31-1", puzzle.Fifteen{1, 0, 14, 9, 5, 3, 12, 6, 15, 2, 11, 7, 10, 13, 8, 4}, 45},
}
