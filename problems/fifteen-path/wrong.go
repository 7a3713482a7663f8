package fifteenpath

import (
	"fmt"

	"github.com/slidejudge/slidejudge/puzzle"
)

// The estimates of wrong 15-puzzle programs, for the zoos of fifteen-path
// and fifteen: each is the whole estimate of its program's IDA*.

// LinearConflictPerPair is the Manhattan distance plus 2 for every pair of
// tiles in their goal row (or column) standing in reverse order: linear
// conflict counted per pair, not by the fewest tiles to take out of the
// line, so three tiles in reverse add 6 where 4 is right (inadmissible).
func LinearConflictPerPair(f *puzzle.Fifteen) int {
	h := f.Manhattan()
	for line := 0; line < 4; line++ {
		for i := 0; i < 4; i++ {
			for j := i + 1; j < 4; j++ {
				// Row line, cells i < j.
				a, b := f[line*4+i], f[line*4+j]
				if a != 0 && b != 0 && int(a-1)/4 == line && int(b-1)/4 == line && a > b {
					h += 2
				}
				// Column line, cells i < j (top to bottom).
				a, b = f[i*4+line], f[j*4+line]
				if a != 0 && b != 0 && int(a-1)%4 == line && int(b-1)%4 == line && a > b {
					h += 2
				}
			}
		}
	}
	return h
}

// walkTable is a walking-distance table: for each way the tiles stand
// across the four rows (how many in row r belong to row g, and the blank's
// row), the fewest vertical moves to the goal's way.
type walkTable map[uint64]int

// walkKey packs the 4×4 counts and the blank's row.
func walkKey(n *[4][4]uint8, blank int) uint64 {
	k := uint64(blank)
	for r := 0; r < 4; r++ {
		for g := 0; g < 4; g++ {
			k = k<<3 | uint64(n[r][g])
		}
	}
	return k
}

// newWalkTable searches breadth-first from the goal's counts, the blank in
// row blankRow (3 is right; plus one to every entry when from1).
func newWalkTable(blankRow int, from1 bool) walkTable {
	var goal [4][4]uint8
	for r := 0; r < 4; r++ {
		goal[r][r] = 4
	}
	// The blank's row holds one tile fewer. With the blank put in row 2
	// (the off-by-one), a tile of row 2 stands in row 3 instead of one of
	// row 3's: the table measures the way to a board that is not the goal.
	goal[blankRow][blankRow]--
	if blankRow != 3 {
		goal[3][blankRow]++
		goal[3][3]--
	}
	start := 0
	if from1 {
		start = 1
	}
	t := walkTable{walkKey(&goal, blankRow): start}
	type node struct {
		n     [4][4]uint8
		blank int
	}
	cur := []node{{goal, blankRow}}
	for d := start + 1; len(cur) > 0; d++ {
		var next []node
		for _, s := range cur {
			for _, to := range []int{s.blank - 1, s.blank + 1} {
				if to < 0 || to > 3 {
					continue
				}
				for g := 0; g < 4; g++ {
					if s.n[to][g] == 0 {
						continue
					}
					n := s.n
					n[to][g]--
					n[s.blank][g]++
					k := walkKey(&n, to)
					if _, ok := t[k]; !ok {
						t[k] = d
						next = append(next, node{n, to})
					}
				}
			}
		}
		cur = next
	}
	return t
}

// walkingDistance is the vertical table's value plus the horizontal one's
// (the same table on the transposed board: a tile's goal column for its
// goal row).
func walkingDistance(f *puzzle.Fifteen, vert, horiz walkTable) int {
	var rows, cols [4][4]uint8
	blankRow, blankCol := 0, 0
	for c, v := range f {
		if v == 0 {
			blankRow, blankCol = c/4, c%4
			continue
		}
		rows[c/4][(v-1)/4]++
		cols[c%4][(v-1)%4]++
	}
	return vert[walkKey(&rows, blankRow)] + horiz[walkKey(&cols, blankCol)]
}

// WalkingDistance returns a walking-distance estimate: right, or with the
// vertical table searched from the blank one row up (blankRow 2), or with
// both tables counting from 1 (every entry one too many, the goal's too).
func WalkingDistance(blankRow int, from1 bool) func(f *puzzle.Fifteen) int {
	vert, horiz := newWalkTable(blankRow, from1), newWalkTable(3, from1)
	return func(f *puzzle.Fifteen) int { return walkingDistance(f, vert, horiz) }
}

// WrongSearch is a wrong program's IDA*, shared by the two zoos.
type WrongSearch struct {
	Name, About string
	Wrong       puzzle.FifteenWrong
}

// WrongSearches are the searches that may find a longer way than the
// shortest: inadmissible estimates (weighted, linear conflict per pair,
// walking-distance tables off by one) in several move orders and with
// the lowest-estimate-first tie-break, and one (the tables counting from
// 1, every entry one too many) whose estimate is off by the same 2
// everywhere, which IDA* forgives.
func WrongSearches() []WrongSearch {
	var out []WrongSearch
	for _, w := range [][2]int{{11, 10}, {6, 5}, {3, 2}} {
		out = append(out, WrongSearch{fmt.Sprintf("weighted-%d-%d", w[0], w[1]), fmt.Sprintf("IDA* with the pattern-database estimate times %d/%d (inadmissible)", w[0], w[1]),
			puzzle.FifteenWrong{Num: w[0], Den: w[1]}})
	}
	for _, o := range []string{"dlru", "rldu"} {
		out = append(out, WrongSearch{"weighted-6-5-" + o, "IDA* with the pattern-database estimate times 6/5, moves tried " + o,
			puzzle.FifteenWrong{Num: 6, Den: 5, Order: o}})
	}
	out = append(out, WrongSearch{"weighted-6-5-lowest-first", "IDA* with the pattern-database estimate times 6/5, the move to the lowest estimate tried first",
		puzzle.FifteenWrong{Num: 6, Den: 5, LowestFirst: true}})
	lc := LinearConflictPerPair
	for _, o := range []string{"udlr", "dlru"} {
		out = append(out, WrongSearch{"lc-per-pair-" + o, "IDA* on Manhattan distance plus linear conflict counted per pair (2 each, inadmissible), moves tried " + o,
			puzzle.FifteenWrong{Estimate: lc, Only: true, Order: o}})
	}
	out = append(out, WrongSearch{"lc-per-pair-lowest-first", "IDA* on Manhattan distance plus linear conflict counted per pair, the move to the lowest estimate tried first",
		puzzle.FifteenWrong{Estimate: lc, Only: true, LowestFirst: true}})
	out = append(out,
		WrongSearch{"wd-blank-row-off-by-one", "IDA* on walking distance whose vertical table was searched from the blank in row 3 of 4, not 4 (inadmissible)",
			puzzle.FifteenWrong{Estimate: WalkingDistance(2, false), Only: true}},
		WrongSearch{"wd-tables-from-1", "IDA* on walking distance whose tables count from 1 (every entry, the goal's too, one too many)",
			puzzle.FifteenWrong{Estimate: WalkingDistance(3, true), Only: true}},
	)
	return out
}
