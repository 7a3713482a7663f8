package zoo

import (
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Space is the 3×3 board graph by rank, built once per goal, so that a
// mutant's search costs array lookups instead of board copies: evaluating
// hundreds of searches on thousands of starts must stay in seconds.
type Space struct {
	goal     puzzle.Eight
	goalRank int32
	next     []int32 // next[4*r+k]: the rank after move Moves[k], or -1
	boards   []puzzle.Eight
	table    *puzzle.DistanceTable
	heur     sync.Map // heuristic name → []uint8 by rank
}

var spaces sync.Map // puzzle.Eight (goal) → *Space

var spaceBuild sync.Mutex

// spaceOf returns the board graph towards goal.
func SpaceOf(goal puzzle.Eight) *Space {
	if s, ok := spaces.Load(goal); ok {
		return s.(*Space)
	}
	spaceBuild.Lock()
	defer spaceBuild.Unlock()
	if s, ok := spaces.Load(goal); ok {
		return s.(*Space)
	}
	s := &Space{goal: goal, goalRank: int32(goal.Rank())}
	s.boards = make([]puzzle.Eight, puzzle.States)
	s.next = make([]int32, 4*puzzle.States)
	for r := range s.boards {
		s.boards[r] = puzzle.Unrank(r)
	}
	for r, e := range s.boards {
		for k := 0; k < 4; k++ {
			n, err := e.Move(puzzle.Moves[k])
			if err != nil {
				s.next[4*r+k] = -1
				continue
			}
			s.next[4*r+k] = int32(n.Rank())
		}
	}
	if goal == puzzle.EightGoal {
		s.table = puzzle.EightTable()
	} else {
		s.table = puzzle.NewDistanceTable(goal)
	}
	spaces.Store(goal, s)
	return s
}

// Distance is the fewest moves from e to the space's goal.
func (s *Space) Distance(e puzzle.Eight) int { return s.table.Distance(e) }

// heuristic returns the table of heuristic name by rank, built once.
func (s *Space) heuristic(name string, f func(e, goal puzzle.Eight) int) []uint8 {
	if h, ok := s.heur.Load(name); ok {
		return h.([]uint8)
	}
	h := make([]uint8, len(s.boards))
	for r, e := range s.boards {
		h[r] = uint8(f(e, s.goal))
	}
	got, _ := s.heur.LoadOrStore(name, h)
	return got.([]uint8)
}

// home[v] is where tile v stands in goal.
func home(goal puzzle.Eight) (h [9]int) {
	for i, v := range goal {
		h[v] = i
	}
	return h
}

// offHome lists every (tile, cell) but the tiles' homes in goal, tile by
// tile: the entries of a hand-typed Manhattan table a typo can hit.
func offHome(goal puzzle.Eight) (out [][2]int) {
	hm := home(goal)
	for tile := 1; tile <= 8; tile++ {
		for cell := 0; cell < 9; cell++ {
			if cell != hm[tile] {
				out = append(out, [2]int{tile, cell})
			}
		}
	}
	return out
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// manhattan sums the tiles' taxicab distances to their homes; withBlank
// counts the blank's too (inadmissible); bump adds delta to tile's entry
// at one cell (a hand-typed table with one wrong entry).
func manhattan(withBlank bool, bumpTile, bumpCell, delta int) func(e, goal puzzle.Eight) int {
	return func(e, goal puzzle.Eight) int {
		h := home(goal)
		sum := 0
		for i, v := range e {
			if v == 0 && !withBlank {
				continue
			}
			d := absInt(i/3-h[v]/3) + absInt(i%3-h[v]%3)
			if int(v) == bumpTile && i == bumpCell {
				d += delta
			}
			sum += d
		}
		return max(sum, 0)
	}
}

// misplaced counts the tiles off their homes (withBlank: the blank too).
func misplaced(withBlank bool) func(e, goal puzzle.Eight) int {
	return func(e, goal puzzle.Eight) int {
		n := 0
		for i, v := range e {
			if e[i] != goal[i] && (v != 0 || withBlank) {
				n++
			}
		}
		return n
	}
}

// linearConflict adds perPair moves to Manhattan for every pair of tiles in
// their home row (or column) in reversed order. 2 per pair overestimates
// when three tiles conflict; 4 is each conflict counted for both tiles.
func linearConflict(perPair int) func(e, goal puzzle.Eight) int {
	md := manhattan(false, 0, -1, 0)
	return func(e, goal puzzle.Eight) int {
		h := home(goal)
		pairs := 0
		for i := 0; i < 9; i++ {
			for j := i + 1; j < 9; j++ {
				a, b := e[i], e[j]
				if a == 0 || b == 0 {
					continue
				}
				sameRow := i/3 == j/3 && h[a]/3 == i/3 && h[b]/3 == i/3
				sameCol := i%3 == j%3 && h[a]%3 == i%3 && h[b]%3 == i%3
				if (sameRow && h[a]%3 > h[b]%3) || (sameCol && h[a]/3 > h[b]/3) {
					pairs++
				}
			}
		}
		return md(e, goal) + perPair*pairs
	}
}

// scratch is one search's memory, indexed by a state's key (its rank, or a
// wrong program's hash of it); stamp tells this search's entries from old
// ones, so nothing is cleared between searches.
type scratch struct {
	cur    uint32
	stamp  []uint32
	g      []int16
	closed []bool
	parent []int32
	move   []uint8
	heap   []entry
	queue  []int32
}

var scratches = sync.Pool{New: func() any { return &scratch{} }}

func getScratch(size int) *scratch {
	sc := scratches.Get().(*scratch)
	// One size for all (the largest hash table of the zoo), so that the
	// pool never trades big scratches for small ones.
	size = max(size, 1<<20)
	if len(sc.stamp) < size {
		sc.stamp = make([]uint32, size)
		sc.g = make([]int16, size)
		sc.closed = make([]bool, size)
		sc.parent = make([]int32, size)
		sc.move = make([]uint8, size)
		sc.cur = 0
	}
	sc.cur++
	if sc.cur == 0 {
		clear(sc.stamp)
		sc.cur = 1
	}
	sc.heap = sc.heap[:0]
	sc.queue = sc.queue[:0]
	return sc
}

func (sc *scratch) seen(k int32) bool { return sc.stamp[k] == sc.cur }

func (sc *scratch) visit(k int32, g int16, parent int32, move uint8) {
	sc.stamp[k] = sc.cur
	sc.g[k] = g
	sc.closed[k] = false
	sc.parent[k] = parent
	sc.move[k] = move
}

// maxPath bounds a path read back through parent links, which a wrong
// program's colliding keys can turn into a cycle.
const maxPath = 600

// path reads the moves from start to r back through the parent links of
// keys key (nil: the rank itself).
func (sc *scratch) path(start, r int32, key []int32) []byte {
	var rev []byte
	for r != start && len(rev) < maxPath {
		k := r
		if key != nil {
			k = key[r]
		}
		if sc.stamp[k] != sc.cur || sc.parent[k] < 0 {
			break
		}
		rev = append(rev, puzzle.Moves[sc.move[k]])
		r = sc.parent[k]
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}
