package fifteenwalk

import (
	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"
	"github.com/slidejudge/slidejudge/puzzle"
)

// farBoards are boards exactly 45 moves from the goal, the farthest the
// statement allows: seeded random boards walked along an optimal path
// (the optimal solver of package puzzle) until 45 moves were left, listed
// by their Manhattan distance, lowest first: the further it falls short of
// 45, the longer a search guided by Manhattan distance alone works. They
// are the first 40 boards puzzle's TestFindHardBoards draws (its seed; it
// now draws 60 and prints 20): fifteen-path's ten hard boards, then these
// 30. TestFarBoards holds every one to the solver.
var farBoards = []struct {
	name  string
	board puzzle.Fifteen
}{
	{"far-45-manhattan-31-2", puzzle.Fifteen{9, 1, 2, 8, 10, 6, 0, 4, 7, 11, 13, 15, 3, 12, 5, 14}},
	{"far-45-manhattan-31-3", puzzle.Fifteen{2, 7, 1, 4, 12, 13, 10, 3, 14, 11, 9, 8, 6, 15, 0, 5}},
	{"far-45-manhattan-31-4", puzzle.Fifteen{6, 2, 13, 1, 3, 15, 0, 8, 7, 5, 12, 4, 14, 9, 10, 11}},
	{"far-45-manhattan-31-5", puzzle.Fifteen{7, 10, 5, 15, 3, 6, 13, 4, 9, 0, 12, 8, 1, 2, 14, 11}},
	{"far-45-manhattan-31-6", puzzle.Fifteen{9, 7, 1, 4, 12, 14, 3, 8, 13, 0, 15, 10, 6, 11, 5, 2}},
	{"far-45-manhattan-31-7", puzzle.Fifteen{13, 9, 2, 4, 8, 3, 0, 1, 11, 6, 15, 12, 7, 10, 5, 14}},
	{"far-45-manhattan-31-8", puzzle.Fifteen{5, 7, 13, 2, 3, 1, 0, 6, 9, 8, 10, 12, 15, 11, 4, 14}},
	{"far-45-manhattan-33-1", puzzle.Fifteen{1, 0, 7, 5, 13, 15, 8, 6, 14, 9, 2, 4, 3, 11, 12, 10}},
	{"far-45-manhattan-33-2", puzzle.Fifteen{4, 0, 8, 10, 5, 14, 1, 15, 9, 2, 12, 7, 6, 3, 11, 13}},
	{"far-45-manhattan-35-1", puzzle.Fifteen{9, 1, 8, 7, 5, 12, 0, 10, 4, 3, 14, 2, 6, 15, 13, 11}},
	{"far-45-manhattan-35-2", puzzle.Fifteen{6, 8, 1, 2, 3, 9, 13, 15, 11, 0, 10, 4, 5, 12, 7, 14}},
	{"far-45-manhattan-35-3", puzzle.Fifteen{8, 4, 6, 2, 5, 11, 0, 15, 3, 1, 12, 13, 10, 9, 7, 14}},
	{"far-45-manhattan-35-4", puzzle.Fifteen{6, 12, 1, 9, 10, 14, 3, 2, 7, 13, 4, 8, 0, 5, 15, 11}},
	{"far-45-manhattan-35-5", puzzle.Fifteen{4, 1, 7, 10, 0, 9, 5, 15, 3, 12, 11, 14, 2, 13, 6, 8}},
	{"far-45-manhattan-35-6", puzzle.Fifteen{2, 10, 1, 14, 12, 8, 9, 3, 11, 4, 7, 6, 5, 13, 0, 15}},
	{"far-45-manhattan-35-7", puzzle.Fifteen{15, 1, 12, 10, 5, 9, 14, 4, 7, 8, 6, 3, 13, 2, 0, 11}},
	{"far-45-manhattan-35-8", puzzle.Fifteen{11, 5, 7, 6, 13, 1, 8, 10, 3, 0, 12, 15, 2, 14, 9, 4}},
	{"far-45-manhattan-35-9", puzzle.Fifteen{9, 1, 8, 0, 11, 2, 14, 3, 12, 15, 13, 4, 10, 5, 7, 6}},
	{"far-45-manhattan-37-1", puzzle.Fifteen{5, 10, 1, 6, 0, 4, 15, 9, 11, 12, 13, 3, 7, 14, 2, 8}},
	{"far-45-manhattan-37-2", puzzle.Fifteen{4, 9, 6, 15, 2, 10, 5, 11, 13, 1, 14, 3, 12, 7, 0, 8}},
	{"far-45-manhattan-37-3", puzzle.Fifteen{15, 3, 6, 10, 0, 9, 5, 2, 13, 1, 14, 4, 12, 7, 11, 8}},
	{"far-45-manhattan-37-4", puzzle.Fifteen{6, 12, 7, 0, 3, 5, 4, 15, 8, 1, 13, 9, 10, 2, 11, 14}},
	{"far-45-manhattan-37-5", puzzle.Fifteen{2, 12, 13, 8, 11, 14, 4, 10, 1, 0, 9, 7, 6, 5, 3, 15}},
	{"far-45-manhattan-37-6", puzzle.Fifteen{7, 11, 6, 3, 0, 4, 12, 9, 5, 2, 10, 14, 8, 13, 1, 15}},
	{"far-45-manhattan-37-7", puzzle.Fifteen{9, 12, 2, 4, 14, 13, 1, 5, 15, 10, 7, 3, 11, 8, 0, 6}},
	{"far-45-manhattan-37-8", puzzle.Fifteen{14, 4, 10, 11, 3, 9, 1, 5, 6, 13, 7, 0, 15, 2, 12, 8}},
	{"far-45-manhattan-39-1", puzzle.Fifteen{3, 5, 12, 8, 0, 4, 15, 11, 7, 9, 13, 14, 10, 1, 6, 2}},
	{"far-45-manhattan-39-2", puzzle.Fifteen{11, 7, 9, 2, 10, 1, 3, 4, 12, 0, 15, 14, 6, 8, 13, 5}},
	{"far-45-manhattan-39-3", puzzle.Fifteen{15, 12, 1, 11, 2, 13, 14, 7, 5, 0, 3, 6, 9, 8, 10, 4}},
	{"far-45-manhattan-43-1", puzzle.Fifteen{9, 5, 4, 14, 10, 11, 2, 13, 15, 8, 1, 0, 3, 7, 6, 12}},
}

// hardBoards lists all 40 boards 45 moves away, fifteen-path's first,
// each list the lowest Manhattan distance first.
func hardBoards() []puzzle.Fifteen {
	var out []puzzle.Fifteen
	for _, h := range fifteenpath.HardBoards() {
		out = append(out, h.Board)
	}
	for _, h := range farBoards {
		out = append(out, h.board)
	}
	return out
}

// hardNames names them, in the same order.
func hardNames() []string {
	var out []string
	for _, h := range fifteenpath.HardBoards() {
		out = append(out, h.Name)
	}
	for _, h := range farBoards {
		out = append(out, h.name)
	}
	return out
}
