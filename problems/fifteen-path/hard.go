package fifteenpath

import "github.com/slidejudge/slidejudge/puzzle"

// hardBoard is a test board chosen by the optimal solver.
type hardBoard struct {
	name     string
	board    puzzle.Fifteen
	distance int // its optimum, held to the solver by TestHardBoards
	// mdNodes: the boards an IDA* on Manhattan distance alone (moves
	// tried udlr) visits to solve it, puzzle.FifteenManhattanIDA's count.
	mdNodes int64
}

// hardBoards: boards exactly 45 moves away (random boards walked along an
// optimal path to 45 moves from the goal), and among those the ones whose
// Manhattan distance falls farthest short of 45: of puzzle's
// TestFindHardBoards' 60, the 20 farthest short were solved by an IDA* on
// Manhattan distance alone, and the first ten here (an earlier pick by the
// shortfall) and the four that cost it most nodes after them (31-2 to
// 31-5) are kept; 27-1, at 56.9 million nodes, costs it the most of all.
var hardBoards = []hardBoard{
	{"far-45-manhattan-27-1", puzzle.Fifteen{6, 2, 3, 8, 14, 1, 7, 12, 11, 0, 4, 9, 10, 15, 5, 13}, 45, 56944664},
	{"far-45-manhattan-27-2", puzzle.Fifteen{1, 7, 2, 6, 0, 10, 8, 9, 3, 4, 12, 11, 5, 14, 15, 13}, 45, 14531997},
	{"far-45-manhattan-29-1", puzzle.Fifteen{2, 1, 11, 3, 10, 5, 13, 7, 12, 6, 15, 0, 9, 4, 8, 14}, 45, 7389004},
	{"far-45-manhattan-29-2", puzzle.Fifteen{9, 10, 1, 3, 5, 7, 0, 6, 4, 11, 2, 13, 14, 15, 12, 8}, 45, 8488988},
	{"far-45-manhattan-29-3", puzzle.Fifteen{4, 7, 11, 8, 2, 10, 5, 1, 12, 9, 3, 6, 0, 13, 14, 15}, 45, 2459525},
	{"far-45-manhattan-29-4", puzzle.Fifteen{3, 2, 7, 8, 0, 1, 4, 14, 5, 12, 6, 9, 15, 11, 10, 13}, 45, 13293617},
	{"far-45-manhattan-29-5", puzzle.Fifteen{3, 0, 9, 7, 10, 5, 13, 12, 2, 6, 11, 8, 14, 1, 15, 4}, 45, 5837064},
	{"far-45-manhattan-29-6", puzzle.Fifteen{12, 3, 4, 2, 15, 5, 8, 7, 6, 9, 14, 1, 13, 10, 0, 11}, 45, 3833622},
	{"far-45-manhattan-29-7", puzzle.Fifteen{5, 10, 11, 8, 9, 7, 15, 4, 13, 0, 6, 3, 14, 2, 12, 1}, 45, 12264961},
	{"far-45-manhattan-31-1", puzzle.Fifteen{1, 0, 14, 9, 5, 3, 12, 6, 15, 2, 11, 7, 10, 13, 8, 4}, 45, 3655831},
}

// costlyBoards are the four added for their Manhattan-only node counts
// (HardBoards, which fifteen-walk's data is made from, leaves them out).
var costlyBoards = []hardBoard{
	{"far-45-manhattan-31-2", puzzle.Fifteen{6, 2, 13, 1, 3, 15, 0, 8, 7, 5, 12, 4, 14, 9, 10, 11}, 45, 10880453},
	{"far-45-manhattan-31-3", puzzle.Fifteen{9, 1, 2, 8, 10, 6, 0, 4, 7, 11, 13, 15, 3, 12, 5, 14}, 45, 9781603},
	{"far-45-manhattan-31-4", puzzle.Fifteen{5, 7, 13, 2, 3, 1, 0, 6, 9, 8, 10, 12, 15, 11, 4, 14}, 45, 8973402},
	{"far-45-manhattan-31-5", puzzle.Fifteen{2, 7, 1, 4, 12, 13, 10, 3, 14, 11, 9, 8, 6, 15, 0, 5}, 45, 8787412},
}

// allHardBoards is hardBoards and costlyBoards.
func allHardBoards() []hardBoard {
	return append(append([]hardBoard(nil), hardBoards...), costlyBoards...)
}
