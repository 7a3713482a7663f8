package puzzle

import "strings"

// transposed maps a cell to its mirror about the main diagonal.
func transposed(c int8) int8 { return c%4*4 + c/4 }

// mirrorTile is the tile whose goal cell mirrors v's.
func mirrorTile(v uint8) uint8 {
	if v == 0 {
		return 0
	}
	return uint8(transposed(int8(v-1))) + 1
}

// fifteenSearch is one IDA* run. The estimate is the Manhattan distance
// plus twice the larger of the tables' sums on the board and on its mirror
// (the mirror has the board's Manhattan distance).
type fifteenSearch struct {
	db    *FifteenDB
	board Fifteen
	pos   [16]int8 // the cell of each tile
	md    int
	h, hm [3]int // each pattern's half-excess on the board and on its mirror
	// mirrored has a bit for each hm entry that is up to date: a move
	// clears its pattern's, and the mirror is looked up only where the
	// board's own sum does not already prune (lazy reflection).
	mirrored uint8
	// Each pattern's rank, cells and tile at each cell (-1: none) on the
	// board, kept up to date move by move (rankStep), not ranked anew.
	rank  [3]int
	occ   [3]uint32
	at    [3][16]int8
	path  []byte
	nodes int64
	// num/den weighs the estimate: 1/1 is the optimal search; more (a
	// wrong program's weighted IDA*) is faster and not always shortest.
	num, den int
	wrong    *FifteenWrong
	order    [4]int // indexes into fifteenMoves
}

// lookup reads pattern i's entry for the placement p.
func (db *FifteenDB) lookup(i int, p []int8) int { return db.entry(i, rankCells(p)) }

// entry reads pattern i's entry for the placement of rank q.
func (db *FifteenDB) entry(i, q int) int { return int(db.tables[i][q>>1] >> (4 * uint(q&1)) & 15) }

// place sets pattern i's rank, cells and tiles from s.pos.
func (s *fifteenSearch) place(i int) {
	var p [8]int8
	tiles := s.db.part.Patterns[i]
	s.occ[i] = 0
	s.at[i] = [16]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
	for j, t := range tiles {
		p[j] = s.pos[t]
		s.occ[i] |= 1 << uint(p[j])
		s.at[i][p[j]] = int8(j)
	}
	s.rank[i] = rankCells(p[:len(tiles)])
}

// mirrorValue is pattern i's value on the board mirrored about the main
// diagonal: tile t of the mirror stands where the board's mirrorTile(t) is,
// mirrored.
func (s *fifteenSearch) mirrorValue(i int) int {
	var p [8]int8
	tiles := s.db.part.Patterns[i]
	for j, t := range tiles {
		p[j] = transposed(s.pos[mirrorTile(t)])
	}
	return s.db.lookup(i, p[:len(tiles)])
}

// mirrorSum is the mirror's sum, the entries not up to date looked up.
func (s *fifteenSearch) mirrorSum() int {
	b := 0
	for i := range s.db.tables {
		if s.mirrored&(1<<i) == 0 {
			s.hm[i] = s.mirrorValue(i)
			s.mirrored |= 1 << i
		}
		b += s.hm[i]
	}
	return b
}

// estimate is the optimal search's estimate at depth g, the mirror
// looked up only if the board's own sum does not take g over bound.
func (s *fifteenSearch) estimate(g, bound int) int {
	a := 0
	for i := range s.db.tables {
		a += s.h[i]
	}
	if h := s.md + 2*a; g+h > bound {
		return h
	}
	return s.md + 2*max(a, s.mirrorSum())
}

func (s *fifteenSearch) heuristic() int {
	if s.wrong != nil && s.wrong.Only {
		return s.wrong.Estimate(&s.board) * s.num / s.den
	}
	a, b := 0, s.mirrorSum()
	for i := range s.db.tables {
		a += s.h[i]
	}
	h := s.md + 2*max(a, b)
	if s.wrong != nil && s.wrong.Estimate != nil {
		h = max(h, s.wrong.Estimate(&s.board))
	}
	return h * s.num / s.den
}

// FifteenResult is what Solve found.
type FifteenResult struct {
	Path     string // the blank's moves, udlr
	Solvable bool
	Nodes    int64 // boards the search visited, over all its iterations
}

// fifteenMoves lists the moves in the order tried, each with its reverse.
var fifteenMoves = [4]struct {
	name    byte
	delta   int8
	reverse int
}{{'u', -4, 1}, {'d', 4, 0}, {'l', -1, 3}, {'r', 1, 2}}

// Solve finds a shortest way from f to FifteenGoal.
func (db *FifteenDB) Solve(f Fifteen) FifteenResult { return db.SolveWeighted(f, 1, 1) }

// SolveWeighted is IDA* with the estimate weighed by num/den: above 1 it
// is inadmissible, the search of a wrong program (the zoo's).
func (db *FifteenDB) SolveWeighted(f Fifteen, num, den int) FifteenResult {
	return db.SolveWrong(f, FifteenWrong{Num: num, Den: den})
}

// FifteenWrong shapes the IDA* of a wrong program (the zoos'): with an
// admissible estimate every choice here still finds a shortest way, with
// an inadmissible one the way found depends on all of them.
type FifteenWrong struct {
	Num, Den int // the estimate weighed by Num/Den (0/0: 1/1)
	// Estimate, when set, is a second estimate of the board (a wrong
	// program's own, often inadmissible); the larger of the two is used.
	Estimate func(f *Fifteen) int
	// Only makes Estimate the whole estimate (the database unused).
	Only bool
	// Order is the order the blank's moves are tried in ("" is udlr).
	Order string
	// LowestFirst tries the moves by the estimate of the board they
	// reach, lowest first, Order breaking ties.
	LowestFirst bool
}

// SolveWrong is the IDA* of a wrong program.
func (db *FifteenDB) SolveWrong(f Fifteen, w FifteenWrong) FifteenResult {
	if !f.Solvable() {
		return FifteenResult{}
	}
	if w.Num == 0 || w.Den == 0 {
		w.Num, w.Den = 1, 1
	}
	s := &fifteenSearch{db: db, board: f, num: w.Num, den: w.Den, md: f.Manhattan(), order: [4]int{0, 1, 2, 3}}
	if w.Estimate != nil || w.Order != "" || w.LowestFirst {
		s.wrong = &w
	}
	if w.Order != "" {
		for i := range s.order {
			s.order[i] = strings.IndexByte("udlr", w.Order[i])
		}
	}
	for c, v := range f {
		s.pos[v] = int8(c)
	}
	for i := range db.tables {
		s.place(i)
		s.h[i] = db.entry(i, s.rank[i])
	}
	bound := s.heuristic()
	for {
		next := s.dfs(0, bound, -1)
		if next < 0 {
			return FifteenResult{Path: string(s.path), Solvable: true, Nodes: s.nodes}
		}
		bound = next
	}
}

// dfs searches below the board at depth g; it returns -1 when it found
// the goal (s.path holds the way), else the smallest f over the bound.
func (s *fifteenSearch) dfs(g, bound, last int) int {
	s.nodes++
	var h int
	if s.wrong == nil && s.num == s.den {
		h = s.estimate(g, bound)
	} else {
		h = s.heuristic()
	}
	if g+h > bound {
		return g + h
	}
	if s.md == 0 { // the goal (a wrong estimate may not be 0 there)
		return -1
	}
	least := 1 << 30
	b := s.pos[0]
	order := s.order
	if s.wrong != nil && s.wrong.LowestFirst {
		order = s.byEstimate(last)
	}
	for _, m := range order {
		if (last >= 0 && fifteenMoves[last].reverse == m) || !legal(b, m) {
			continue
		}
		u := s.move(m)
		s.path = append(s.path, fifteenMoves[m].name)
		r := s.dfs(g+1, bound, m)
		if r < 0 {
			return -1
		}
		s.path = s.path[:len(s.path)-1]
		s.undo(b, u)
		least = min(least, r)
	}
	return least
}

// undoMove is what undo needs to take a move back.
type undoMove struct {
	h, hm, md, rank int
	mirrored        uint8
}

// move makes move m (the caller checked it is legal) and returns what
// undo needs.
func (s *fifteenSearch) move(m int) undoMove {
	b := s.pos[0]
	to := b + fifteenMoves[m].delta
	t := s.board[to]
	pi, mi := s.db.of[t], s.db.of[mirrorTile(t)]
	u := undoMove{md: s.md, mirrored: s.mirrored}
	goal := int8(t - 1)
	s.md += cellDistance(b, goal) - cellDistance(to, goal)
	s.board[b], s.board[to] = t, 0
	s.pos[t], s.pos[0] = b, to
	if pi >= 0 {
		u.h, u.rank = s.h[pi], s.rank[pi]
		j := s.db.nth[t]
		s.rank[pi] += rankStep(int(j), to, b, s.occ[pi], &s.at[pi], &s.db.weight[pi])
		s.occ[pi] ^= 1<<uint(to) | 1<<uint(b)
		s.at[pi][to], s.at[pi][b] = -1, j
		if s.wrong == nil || !s.wrong.Only {
			s.h[pi] = s.db.entry(int(pi), s.rank[pi])
		}
	}
	if mi >= 0 {
		u.hm = s.hm[mi]
		s.mirrored &^= 1 << mi
	}
	return u
}

// undo takes back the move that brought the blank from b to its cell.
func (s *fifteenSearch) undo(b int8, u undoMove) {
	to := s.pos[0]
	t := s.board[b]
	pi, mi := s.db.of[t], s.db.of[mirrorTile(t)]
	s.board[b], s.board[to] = 0, t
	s.pos[t], s.pos[0] = to, b
	s.md = u.md
	if pi >= 0 {
		s.h[pi], s.rank[pi] = u.h, u.rank
		s.occ[pi] ^= 1<<uint(to) | 1<<uint(b)
		s.at[pi][b], s.at[pi][to] = -1, s.db.nth[t]
	}
	if mi >= 0 { // the other entries the search below looked up still hold
		s.hm[mi] = u.hm
		s.mirrored = s.mirrored&^(1<<mi) | u.mirrored&(1<<mi)
	}
}

// legal tells whether the blank can make move m.
func legal(b int8, m int) bool {
	switch fifteenMoves[m].name {
	case 'u':
		return b >= 4
	case 'd':
		return b < 12
	case 'l':
		return b%4 != 0
	}
	return b%4 != 3
}

// byEstimate orders the moves by the estimate of the board each reaches,
// lowest first, s.order breaking ties; illegal moves go last.
func (s *fifteenSearch) byEstimate(last int) [4]int {
	var est [4]int
	b := s.pos[0]
	for _, m := range s.order {
		est[m] = 1 << 30
		if !legal(b, m) || (last >= 0 && fifteenMoves[last].reverse == m) {
			continue
		}
		u := s.move(m)
		est[m] = s.heuristic()
		s.undo(b, u)
	}
	out := s.order
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && est[out[j]] < est[out[j-1]]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// FifteenManhattanIDA is IDA* guided by the Manhattan distance alone: the
// length it finds (optimal) and the boards it visits, or -1 once it has
// visited more than limit.
func FifteenManhattanIDA(f Fifteen, limit int64) (length int, nodes int64) {
	if !f.Solvable() {
		return -1, 0
	}
	var pos [16]int8
	for c, v := range f {
		pos[v] = int8(c)
	}
	md := f.Manhattan()
	var dfs func(g, bound, last int) int
	dfs = func(g, bound, last int) int {
		nodes++
		if g+md > bound {
			return g + md
		}
		if md == 0 {
			length = g
			return -1
		}
		if nodes > limit {
			return -2
		}
		least := 1 << 30
		b := pos[0]
		for m := range fifteenMoves {
			if (last >= 0 && fifteenMoves[last].reverse == m) || !legal(b, m) {
				continue
			}
			to := b + fifteenMoves[m].delta
			t := f[to]
			d := cellDistance(b, int8(t-1)) - cellDistance(to, int8(t-1))
			md += d
			f[b], f[to], pos[t], pos[0] = t, 0, b, to
			r := dfs(g+1, bound, m)
			f[b], f[to], pos[t], pos[0] = 0, t, to, b
			md -= d
			if r < 0 {
				return r
			}
			least = min(least, r)
		}
		return least
	}
	for bound := md; ; {
		r := dfs(0, bound, -1)
		switch r {
		case -1:
			return length, nodes
		case -2:
			return -1, nodes
		}
		bound = r
	}
}
