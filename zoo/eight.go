package zoo

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
)

// ParseBoard reads a 3×3 board however its tokens are spread on lines.
func ParseBoard(input []byte) (puzzle.Eight, error) {
	return puzzle.ParseEight(strings.Fields(string(input)))
}

// EightPool lists every start, shuffled by seed: sample holds nSolvable
// solvable starts and nUnsolvable unsolvable ones; rest all the others.
func EightPool(goal puzzle.Eight, format func(puzzle.Eight) []byte, nSolvable, nUnsolvable int) func(int64) ([][]byte, [][]byte) {
	return func(seed int64) (sample, rest [][]byte) {
		s := SpaceOf(goal)
		rng := rand.New(rand.NewPCG(uint64(seed), 0x200))
		var solvable, unsolvable []int
		for r, e := range s.boards {
			if s.table.Distance(e) == puzzle.Unreachable {
				unsolvable = append(unsolvable, r)
			} else {
				solvable = append(solvable, r)
			}
		}
		rng.Shuffle(len(solvable), func(i, j int) { solvable[i], solvable[j] = solvable[j], solvable[i] })
		rng.Shuffle(len(unsolvable), func(i, j int) { unsolvable[i], unsolvable[j] = unsolvable[j], unsolvable[i] })
		if goal != puzzle.EightGoal {
			unsolvable = nil // eight-count's inputs are always solvable
		}
		add := func(to [][]byte, rs []int) [][]byte {
			for _, r := range rs {
				to = append(to, format(s.boards[r]))
			}
			return to
		}
		nUnsolvable = min(nUnsolvable, len(unsolvable))
		sample = add(add(nil, solvable[:nSolvable]), unsolvable[:nUnsolvable])
		rest = add(add(nil, solvable[nSolvable:]), unsolvable[nUnsolvable:])
		return sample, rest
	}
}

// EightHard lists, in this order, every start at the largest distance,
// then by turns the starts on which A* with Manhattan (FIFO ties) expands
// the most boards (a table bug, a full heap or a hash collision shows
// there first) and starts drawn at random 28, 29 and 30 moves away.
func EightHard(goal puzzle.Eight, format func(puzzle.Eight) []byte) func(int64, int) []HardInput {
	return func(seed int64, n int) []HardInput {
		s := SpaceOf(goal)
		byDist := make([][]int32, 40)
		maxd := 0
		for r, e := range s.boards {
			if d := s.table.Distance(e); d >= 0 {
				byDist[d] = append(byDist[d], int32(r))
				maxd = max(maxd, d)
			}
		}
		var out []HardInput
		for _, r := range byDist[maxd] {
			out = append(out, HardInput{format(s.boards[r]), fmt.Sprintf("one of the %d starts %d moves away", len(byDist[maxd]), maxd)})
		}
		// Expansions are counted on starts 25 or more away: the rest are cheap.
		var far []int32
		for d := 25; d < maxd; d++ {
			far = append(far, byDist[d]...)
		}
		work := make([]int, len(far))
		md := s.heuristic("md", heuristics["md"])
		parallel(len(far), func(i int) {
			c := bestFirst{h: md, gw: 1, hw: 1, closing: reopen, order: moveOrders["udlr"], expanded: &work[i]}
			c.search(s, far[i])
		})
		idx := make([]int, len(far))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return work[idx[a]] > work[idx[b]] })
		rng := rand.New(rand.NewPCG(uint64(seed), 0x4a7d))
		drawn := map[int][]int32{}
		for d := 28; d <= 30 && d < maxd; d++ {
			drawn[d] = append([]int32(nil), byDist[d]...)
			rng.Shuffle(len(drawn[d]), func(i, j int) { drawn[d][i], drawn[d][j] = drawn[d][j], drawn[d][i] })
		}
		for i := 0; len(out) < n && i < len(idx); i++ {
			r := far[idx[i]]
			out = append(out, HardInput{format(s.boards[r]), fmt.Sprintf("A* with Manhattan expands %d boards (%d moves away)", work[idx[i]], s.table.Distance(s.boards[r]))})
			d := 28 + i%3
			if len(drawn[d]) > i/3 {
				out = append(out, HardInput{format(s.boards[drawn[d][i/3]]), fmt.Sprintf("drawn at random %d moves away", d)})
			}
		}
		return out
	}
}

// Move orders, as indexes into "udlr".
var moveOrders = map[string][4]uint8{
	"udlr": {0, 1, 2, 3}, "urdl": {0, 3, 1, 2}, "dulr": {1, 0, 2, 3}, "lrud": {2, 3, 0, 1},
	"rldu": {3, 2, 1, 0}, "drul": {1, 3, 0, 2}, "ldru": {2, 1, 3, 0}, "ulrd": {0, 2, 3, 1},
}

// AllOrders lists the move orders the families try, a fresh slice each call.
func AllOrders() []string {
	return []string{"udlr", "urdl", "dulr", "lrud", "rldu", "drul", "ldru", "ulrd"}
}

// heuristics by name; each is built into a table once per goal.
var heuristics = map[string]func(e, goal puzzle.Eight) int{
	"md":   manhattan(false, 0, -1, 0),
	"mdb":  manhattan(true, 0, -1, 0),
	"mis":  misplaced(false),
	"misb": misplaced(true),
	"lc2":  linearConflict(4),
	"lcp":  linearConflict(2),
}

var heuristicAbout = map[string]string{
	"md": "Manhattan distance", "mdb": "Manhattan counting the blank", "mis": "misplaced tiles",
	"misb": "misplaced tiles counting the blank", "lc2": "linear conflict counted twice",
	"lcp": "linear conflict by pairs (3 in a line overcount)",
}

var tieNames = []string{"fifo", "lifo", "lowh", "highg", "stdheap"}

var tieAbout = []string{"FIFO among equal f", "LIFO among equal f", "lowest h first", "highest g first", "std::priority_queue order"}

// EightKit builds the mutants of a 3×3 problem (eight, eight-count)
// toward Goal; each problem's zoo.go adds the shared families and its own.
type EightKit struct {
	Goal puzzle.Eight
	Out  func(moves []byte, ok bool) []byte // a found path (ok false: none) as the problem prints it
	List []Mutant                           // the mutants added so far
}

// Add makes a mutant that checks solvability right (as every program
// does first) and then runs solve on the start's rank: the moves, or
// false for "no path found".
func (k *EightKit) Add(name, about string, solve func(s *Space, start int32) ([]byte, bool)) {
	k.AddRaw(name, about, func(s *Space, e puzzle.Eight) []byte {
		if s.table.Distance(e) == puzzle.Unreachable {
			return k.Out(nil, false)
		}
		moves, ok := solve(s, int32(e.Rank()))
		if len(moves) > 0 && &moves[0] == &timedOut[0] {
			return append([]byte(nil), timedOut...)
		}
		return k.Out(moves, ok)
	})
}

// AddRaw makes a mutant that writes its whole answer for a board.
func (k *EightKit) AddRaw(name, about string, answer func(s *Space, e puzzle.Eight) []byte) {
	goal := k.Goal
	k.List = append(k.List, Mutant{Name: name, About: about, Answer: func(input []byte) []byte {
		e, err := ParseBoard(input)
		if err != nil {
			return []byte("bad input\n")
		}
		return answer(SpaceOf(goal), e)
	}})
}

// h returns a lazily built heuristic table.
func h(name string) func(s *Space) []uint8 {
	return func(s *Space) []uint8 { return s.heuristic(name, heuristics[name]) }
}

func (k *EightKit) bestFirst(name, about string, heur func(*Space) []uint8, c bestFirst, key func(*Space) ([]int32, int)) {
	k.Add(name, about, func(s *Space, start int32) ([]byte, bool) {
		c := c
		c.h = heur(s)
		if key != nil {
			c.key, c.keySize = key(s)
		}
		return c.search(s, start)
	})
}

// decimalKey hashes a board as programs that store it as a 9-digit
// number do, modulo m, with no check that the slot holds this board.
func decimalKey(m int) func(*Space) ([]int32, int) {
	var once sync.Once
	var key []int32
	return func(s *Space) ([]int32, int) {
		once.Do(func() {
			key = make([]int32, len(s.boards))
			for r, e := range s.boards {
				n := 0
				for _, v := range e {
					n = n*10 + int(v)
				}
				key[r] = int32(n % m)
			}
		})
		return key, m
	}
}

// cantorKey is a Cantor expansion (rank) with one bug at position pos:
// "fact" multiplies by (7-pos)! instead of (8-pos)!, "skip" leaves the
// position out.
func cantorKey(bug string, pos int) func(*Space) ([]int32, int) {
	var w [9]int
	for i := range w {
		w[i] = cantorFact[8-i]
	}
	switch bug {
	case "fact":
		w[pos] = cantorFact[max(7-pos, 0)]
	case "skip":
		w[pos] = 0
	}
	return rankKey(w)
}

// Families adds the search mutants shared by eight and eight-count;
// orders limits the move orders of the largest families.
func (k *EightKit) Families(orders []string) {
	k.astarClosing(orders)
	k.weighted()
	k.greedy()
	k.inadmissible()
	k.manhattanTypos()
	k.heapBugs()
	k.hashes()
	k.cantorRanks()
	k.idaStars()
	k.rankFamily()
	k.depthCaps()
	k.bidirectional()
}

// astarClosing: A* on Manhattan (and misplaced tiles) with the goal tested
// on generation or expansion and boards closed on generation.
func (k *EightKit) astarClosing(orders []string) {
	goalName := map[bool]string{true: "gengoal", false: "expgoal"}
	goalAbout := map[bool]string{true: "goal tested on generation", false: "goal tested on expansion"}
	closeName := []string{"closegen", "noreopen", "reopen"}
	closeAbout := []string{"closed on generation", "closed boards never reopened", "reopened when g improves"}
	type combo struct {
		gen     bool
		closing int
	}
	// With a consistent heuristic only closing on generation is wrong: a
	// goal taken when generated comes from a board with h = 1, whose f is
	// then the goal's g, so it is optimal when g values are.
	wrong := []combo{{true, closeOnGenerate}, {false, closeOnGenerate}}
	for _, c := range wrong {
		for t, tie := range tieNames {
			for _, o := range orders {
				k.bestFirst(fmt.Sprintf("astar-md-%s-%s-%s-%s", goalName[c.gen], closeName[c.closing], tie, o),
					fmt.Sprintf("A*, Manhattan, %s, %s, %s, moves %s", goalAbout[c.gen], closeAbout[c.closing], tieAbout[t], o),
					h("md"), bestFirst{gw: 1, hw: 1, goalOnGen: c.gen, closing: c.closing, tie: t, order: moveOrders[o]}, nil)
			}
		}
		// Misplaced tiles makes A* slow (10 ms a start): one of each.
		k.bestFirst(fmt.Sprintf("astar-mis-%s-%s-fifo-udlr", goalName[c.gen], closeName[c.closing]),
			fmt.Sprintf("A*, misplaced tiles, %s, %s, FIFO among equal f", goalAbout[c.gen], closeAbout[c.closing]),
			h("mis"), bestFirst{gw: 1, hw: 1, goalOnGen: c.gen, closing: c.closing, order: moveOrders["udlr"]}, nil)
	}
}

// weighted: weighted A* on several heuristics, ties and move orders.
func (k *EightKit) weighted() {
	weights := []struct {
		name   string
		gw, hw int32
	}{{"1.2", 5, 6}, {"1.5", 2, 3}, {"2", 1, 2}}
	for _, w := range weights {
		for _, hn := range []string{"md", "lc2", "mdb"} {
			for _, t := range []int{tieFIFO, tieStd} {
				for _, o := range []string{"udlr", "urdl", "lrud", "drul"} {
					name := fmt.Sprintf("wastar-%s-%s-%s-%s", w.name, hn, tieNames[t], o)
					if hn == "md" && t == tieFIFO {
						name = fmt.Sprintf("wastar-%s-%s", w.name, o)
					}
					k.bestFirst(name, fmt.Sprintf("weighted A* (w = %s), %s, %s, moves %s", w.name, heuristicAbout[hn], tieAbout[t], o),
						h(hn), bestFirst{gw: w.gw, hw: w.hw, closing: reopen, tie: t, order: moveOrders[o]}, nil)
				}
			}
		}
	}
}

// greedy: greedy best-first search, no g at all.
func (k *EightKit) greedy() {
	for _, hn := range []string{"md", "mis", "lc2", "mdb"} {
		for _, o := range []string{"udlr", "urdl"} {
			k.bestFirst(fmt.Sprintf("greedy-%s-%s", hn, o), fmt.Sprintf("greedy best-first on %s, moves %s", heuristicAbout[hn], o),
				h(hn), bestFirst{gw: 0, hw: 1, closing: closeOnGenerate, order: moveOrders[o]}, nil)
		}
	}
}

// inadmissible: A* on heuristics that overestimate.
func (k *EightKit) inadmissible() {
	for _, hn := range []string{"mdb", "lc2", "lcp"} {
		for _, t := range []int{tieFIFO, tieStd} {
			for _, o := range []string{"udlr", "urdl", "lrud"} {
				k.bestFirst(fmt.Sprintf("astar-%s-%s-%s", hn, tieNames[t], o), fmt.Sprintf("A* on %s (inadmissible), %s, moves %s", heuristicAbout[hn], tieAbout[t], o),
					h(hn), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders[o]}, nil)
			}
		}
	}
}

// manhattanTypos: A* on a hand-typed Manhattan table with one wrong entry.
func (k *EightKit) manhattanTypos() {
	// A hand-typed Manhattan table with one wrong entry: too high makes it
	// inadmissible, too low inconsistent (which only hurts without reopening).
	typos := []struct{ tile, cell, delta int }{
		{1, 8, 1}, {2, 6, 1}, {3, 6, 1}, {4, 2, 1}, {5, 0, 1}, {6, 0, 1}, {7, 2, 1}, {8, 0, 1},
		{1, 4, -1}, {5, 8, -1}, {8, 4, -1}, {4, 5, -1}, {6, 3, -1}, {2, 7, -1},
	}
	for _, ty := range typos {
		closing, about := reopen, "reopened when g improves"
		if ty.delta < 0 {
			closing, about = neverReopen, "closed boards never reopened"
		}
		name := fmt.Sprintf("astar-mdtypo-t%dc%d%+d", ty.tile, ty.cell, ty.delta)
		hname := name
		f := manhattan(false, ty.tile, ty.cell, ty.delta)
		k.bestFirst(name, fmt.Sprintf("A*, Manhattan table with tile %d at cell %d off by %+d, %s", ty.tile, ty.cell, ty.delta, about),
			func(s *Space) []uint8 { return s.heuristic(hname, f) },
			bestFirst{gw: 1, hw: 1, closing: closing, order: moveOrders["udlr"]}, nil)
	}
}

// heapBugs: A* over a hand-written heap with a bug.
func (k *EightKit) heapBugs() {
	heapBugs := []struct {
		bug         int
		name, about string
	}{{heapNoRoot, "noroot", "sift-up never reaches the root"},
		{heapShort, "short", "sift-down forgets the last element"}}
	for _, hb := range heapBugs {
		for _, o := range []string{"udlr", "urdl"} {
			k.bestFirst(fmt.Sprintf("astar-md-heap-%s-%s", hb.name, o), "A*, Manhattan, a hand-written heap whose "+hb.about+", moves "+o,
				h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: tieStd, order: moveOrders[o], heapBug: hb.bug}, nil)
		}
	}
}

// hashes: boards hashed as 9-digit numbers with no collision check, in
// A*'s closed set and BFS's visited set.
func (k *EightKit) hashes() {
	for _, m := range []int{65536, 100003, 131071, 262139, 999983, 1000003} {
		k.bestFirst(fmt.Sprintf("astar-md-hash%d", m), fmt.Sprintf("A*, Manhattan, boards hashed as 9-digit numbers mod %d with no collision check", m),
			h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, order: moveOrders["udlr"]}, decimalKey(m))
	}
	for _, m := range []int{100003, 262139, 999983} {
		key := decimalKey(m)
		k.Add(fmt.Sprintf("bfs-hash%d", m), fmt.Sprintf("BFS, visited set hashed as 9-digit numbers mod %d with no collision check", m),
			func(s *Space, start int32) ([]byte, bool) {
				kk, size := key(s)
				return s.bfs(start, moveOrders["udlr"], kk, size)
			})
	}
}

// cantorRanks: A* keyed by a Cantor rank with one bug.
func (k *EightKit) cantorRanks() {
	for pos := 0; pos < 8; pos++ {
		k.bestFirst(fmt.Sprintf("astar-md-cantor-fact%d", pos), fmt.Sprintf("A*, Manhattan, Cantor rank with (7-%d)! instead of (8-%d)! at position %d", pos, pos, pos),
			h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, order: moveOrders["udlr"]}, cantorKey("fact", pos))
	}
	for _, pos := range []int{6, 7} {
		k.bestFirst(fmt.Sprintf("astar-md-cantor-skip%d", pos), fmt.Sprintf("A*, Manhattan, Cantor rank that leaves out position %d", pos),
			h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, order: moveOrders["udlr"]}, cantorKey("skip", pos))
	}
}

// idaStars: IDA* with a wrong next bound, a visited set, an inadmissible
// heuristic or a Manhattan table with one entry two too high.
func (k *EightKit) idaStars() {
	plus2 := func(minPruned, _ int32) int32 { return minPruned + 2 }
	next := func(minPruned, _ int32) int32 { return minPruned }
	for _, o := range []string{"udlr", "urdl", "lrud", "drul"} {
		k.Add("ida-md-skip-"+o, "IDA*, Manhattan, the next bound skips one value (smallest pruned f + 2), moves "+o,
			func(s *Space, start int32) ([]byte, bool) {
				c := idaStar{h: h("md")(s), order: moveOrders[o], next: plus2}
				return c.search(s, start)
			})
		k.Add("ida-md-visited-"+o, "IDA*, Manhattan, a visited set kept for the whole iteration, moves "+o,
			func(s *Space, start int32) ([]byte, bool) {
				c := idaStar{h: h("md")(s), order: moveOrders[o], next: next, visited: true}
				return c.search(s, start)
			})
	}
	for _, hn := range []string{"lc2", "mdb", "lcp"} {
		k.Add("ida-"+hn, "IDA* on "+heuristicAbout[hn]+" (inadmissible)",
			func(s *Space, start int32) ([]byte, bool) {
				c := idaStar{h: h(hn)(s), order: moveOrders["udlr"], next: next}
				return c.search(s, start)
			})
	}
	// A hand-typed Manhattan table in IDA* with one entry two too high:
	// wrong only on starts that put that tile on that cell where the bound
	// is tight (programs of this kind from outside failed on 0.1–0.4% of
	// starts and passed a pack chosen without them).
	for _, tc := range offHome(k.Goal) {
		tile, cell := tc[0], tc[1]
		name := fmt.Sprintf("ida-mdtypo-t%dc%d+2", tile, cell)
		f := manhattan(false, tile, cell, 2)
		k.Add(name, fmt.Sprintf("IDA*, Manhattan table with tile %d at cell %d two too high", tile, cell),
			func(s *Space, start int32) ([]byte, bool) {
				c := idaStar{h: s.heuristic(name, f), order: moveOrders["udlr"], next: next}
				return c.search(s, start)
			})
	}
}

// depthCaps: searches that give up below a depth.
func (k *EightKit) depthCaps() {
	// A search cut at depth L finds the shortest path when it is at most
	// L long and nothing otherwise; answered from the distance table.
	for _, l := range []int{20, 22, 24, 25, 26, 27, 28, 29} {
		k.Add(fmt.Sprintf("depth-cap-%d", l), fmt.Sprintf("BFS or iterative deepening that gives up below depth %d", l),
			func(s *Space, start int32) ([]byte, bool) {
				e := s.boards[start]
				if s.table.Distance(e) > l {
					return nil, false
				}
				p, err := s.table.Path(e)
				return []byte(p), err == nil
			})
	}
}

// bidirectional: bidirectional BFS that stops at the first meeting.
func (k *EightKit) bidirectional() {
	for _, o := range []string{"udlr", "urdl", "lrud"} {
		k.Add("bibfs-alternate-"+o, "bidirectional BFS, one board from each side in turn, stops at the first meeting, moves "+o,
			func(s *Space, start int32) ([]byte, bool) { return s.bidirectional(start, moveOrders[o], false) })
		k.Add("bibfs-smaller-"+o, "bidirectional BFS from the shorter queue, stops at the first meeting, moves "+o,
			func(s *Space, start int32) ([]byte, bool) { return s.bidirectional(start, moveOrders[o], true) })
	}
}

// Right answers a start with a shortest path, as the table gives it.
func Right(s *Space, start int32) ([]byte, bool) {
	p, err := s.table.Path(s.boards[start])
	return []byte(p), err == nil
}
