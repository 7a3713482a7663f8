package zoo

import "math"

// How a best-first search treats a board it meets again.
const (
	closeOnGenerate = iota // the first path to a board is final, as in BFS
	neverReopen            // closed on expansion; a closed board is never improved
	reopen                 // a shorter path reopens the board (right for A*)
)

// The order among boards of equal f.
const (
	tieFIFO  = iota // first pushed first
	tieLIFO         // last pushed first
	tieLowH         // lowest h first
	tieHighG        // highest g first (deepest)
	tieStd          // whatever a binary heap on f alone gives, as std::priority_queue
)

// Heap bugs a hand-written priority queue can have.
const (
	heapOK     = iota
	heapNoRoot // sift-up never compares with the root
	heapShort  // sift-down forgets the last element
)

// Bugs of a hand-written 1-based binary heap (bestFirst.hand).
const (
	handOK        = iota
	handRightLast // sift-down takes the right child only if r < n
	handLeftLast  // sift-down takes the left child only if l < n
	handBothLast  // sift-down takes a child only if it is < n: the last element is never one
	handUpEarly   // sift-up stops below the root (while i/2 > 1)
)

// expansionBudget is more boards than a search may expand: a search that
// reopens boards again and again would be killed for its time; it is
// answered with timedOut.
const expansionBudget = 2 * 181440

// timedOut stands for a program killed for its time: no checker accepts it.
var timedOut = []byte("time limit exceeded (in-process budget)")

// bestFirst is one best-first search: f = gw·g + hw·h, popped in order.
type bestFirst struct {
	h         []uint8
	gw, hw    int32
	goalOnGen bool
	closing   int
	tie       int
	order     [4]uint8
	key       []int32 // a wrong program's key of each rank; nil: the rank
	keySize   int
	heapBug   int
	hand      bool // a hand-written 1-based heap, swapping as it sifts
	handBug   int
	expanded  *int // when set, counts the boards expanded
}

type entry struct {
	f, t2 int32
	seq   uint32
	r     int32
	g     int16
}

// worse tells whether a comes after b in the queue (comp of std::priority_queue).
func (c *bestFirst) worse(a, b *entry) bool {
	if a.f != b.f || c.tie == tieStd {
		return a.f > b.f
	}
	if a.t2 != b.t2 || c.hand {
		return a.t2 > b.t2 // a hand heap's comparator has no arrival order
	}
	return a.seq > b.seq
}

func (c *bestFirst) push(sc *scratch, e entry) {
	if c.hand {
		c.handPush(sc, e)
		return
	}
	sc.heap = append(sc.heap, e)
	c.siftUp(sc.heap, len(sc.heap)-1, e)
}

// queued is how many entries the queue holds.
func (c *bestFirst) queued(sc *scratch) int {
	if c.hand {
		return max(len(sc.heap)-1, 0) // slot 0 is unused
	}
	return len(sc.heap)
}

// handPush is the textbook 1-based push: append, swap up while better
// than the parent.
func (c *bestFirst) handPush(sc *scratch, e entry) {
	if len(sc.heap) == 0 {
		sc.heap = append(sc.heap, entry{})
	}
	sc.heap = append(sc.heap, e)
	h := sc.heap
	stop := 1
	if c.handBug == handUpEarly {
		stop = 3
	}
	for i := len(h) - 1; i > stop && c.worse(&h[i/2], &h[i]); i /= 2 {
		h[i], h[i/2] = h[i/2], h[i]
	}
}

// handPop takes the root, moves the last entry there and swaps it down
// with the better child.
func (c *bestFirst) handPop(sc *scratch) entry {
	h := sc.heap
	n := len(h) - 1
	top := h[1]
	h[1] = h[n]
	n--
	sc.heap = h[:n+1]
	llim, rlim := n, n
	switch c.handBug {
	case handRightLast:
		rlim = n - 1
	case handLeftLast:
		llim = n - 1
	case handBothLast:
		llim, rlim = n-1, n-1
	}
	for i := 1; ; {
		l, r, m := 2*i, 2*i+1, i
		if l <= llim && c.worse(&h[m], &h[l]) {
			m = l
		}
		if r <= rlim && c.worse(&h[m], &h[r]) {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	return top
}

func (c *bestFirst) siftUp(h []entry, hole int, e entry) {
	stop := 0
	if c.heapBug == heapNoRoot {
		stop = 2
	}
	for hole > stop {
		parent := (hole - 1) / 2
		if !c.worse(&h[parent], &e) {
			break
		}
		h[hole] = h[parent]
		hole = parent
	}
	h[hole] = e
}

// pop is libstdc++'s pop_heap: the hole goes down to a leaf along the
// better children, then the last element climbs back from there.
func (c *bestFirst) pop(sc *scratch) entry {
	if c.hand {
		return c.handPop(sc)
	}
	h := sc.heap
	top := h[0]
	last := h[len(h)-1]
	h = h[:len(h)-1]
	sc.heap = h
	n := len(h)
	if c.heapBug == heapShort && n > 1 {
		n--
	}
	if n == 0 {
		return top
	}
	hole, child := 0, 0
	for child < (n-1)/2 {
		child = 2 * (child + 1)
		if c.worse(&h[child], &h[child-1]) {
			child--
		}
		h[hole] = h[child]
		hole = child
	}
	if n&1 == 0 && child == (n-2)/2 {
		child = 2 * (child + 1)
		h[hole] = h[child-1]
		hole = child - 1
	}
	c.siftUp(h, hole, last)
	return top
}

func (c *bestFirst) keyOf(r int32) int32 {
	if c.key == nil {
		return r
	}
	return c.key[r]
}

func (c *bestFirst) entryOf(r int32, g int16, seq uint32) entry {
	h := int32(c.h[r])
	e := entry{f: c.gw*int32(g) + c.hw*h, seq: seq, r: r, g: g}
	switch c.tie {
	case tieLIFO:
		e.seq = math.MaxUint32 - seq
	case tieLowH:
		e.t2 = h
	case tieHighG:
		e.t2 = -int32(g)
	}
	return e
}

// search runs the best-first search from start; false means it found no
// path (the program would print "unsolvable").
func (c *bestFirst) search(s *Space, start int32) ([]byte, bool) {
	if start == s.goalRank {
		return nil, true
	}
	size := c.keySize
	if size == 0 {
		size = len(s.boards)
	}
	sc := getScratch(size)
	defer scratches.Put(sc)
	seq := uint32(0)
	sc.visit(c.keyOf(start), 0, -1, 0)
	c.push(sc, c.entryOf(start, 0, seq))
	for expanded := 0; c.queued(sc) > 0; expanded++ {
		if expanded > expansionBudget {
			return timedOut, true
		}
		e := c.pop(sc)
		k := c.keyOf(e.r)
		if c.closing != closeOnGenerate {
			if sc.g[k] < e.g || (sc.closed[k] && c.closing == neverReopen) {
				continue // stale, or closed for good
			}
			sc.closed[k] = true
		}
		if c.expanded != nil {
			*c.expanded++
		}
		if !c.goalOnGen && e.r == s.goalRank {
			return sc.path(start, e.r, c.key), true
		}
		ng := e.g + 1
		for _, m := range c.order {
			nr := s.next[4*e.r+int32(m)]
			if nr < 0 {
				continue
			}
			nk := c.keyOf(nr)
			if sc.seen(nk) {
				switch c.closing {
				case closeOnGenerate:
					continue
				case neverReopen:
					if sc.closed[nk] || sc.g[nk] <= ng {
						continue
					}
				case reopen:
					if sc.g[nk] <= ng {
						continue
					}
				}
			}
			sc.visit(nk, ng, e.r, m)
			if c.goalOnGen && nr == s.goalRank {
				return sc.path(start, nr, c.key), true
			}
			seq++
			c.push(sc, c.entryOf(nr, ng, seq))
		}
	}
	return nil, false
}

// bfs is a breadth-first search whose visited set is indexed by key (a
// wrong program's hash of the board), goal tested on generation.
func (s *Space) bfs(start int32, order [4]uint8, key []int32, keySize int) ([]byte, bool) {
	if start == s.goalRank {
		return nil, true
	}
	sc := getScratch(keySize)
	defer scratches.Put(sc)
	sc.visit(key[start], 0, -1, 0)
	sc.queue = append(sc.queue, start)
	for head := 0; head < len(sc.queue); head++ {
		r := sc.queue[head]
		for _, m := range order {
			nr := s.next[4*r+int32(m)]
			if nr < 0 || sc.seen(key[nr]) {
				continue
			}
			sc.visit(key[nr], 0, r, m)
			if nr == s.goalRank {
				return sc.path(start, nr, key), true
			}
			sc.queue = append(sc.queue, nr)
		}
	}
	return nil, false
}

// bidirectional searches from both ends, one board at a time from each
// side in turn (or from the side with the shorter queue), and stops at the
// first board seen from both sides instead of finishing the layer.
func (s *Space) bidirectional(start int32, order [4]uint8, smaller bool) ([]byte, bool) {
	if start == s.goalRank {
		return nil, true
	}
	// Two searches need two scratches; the goal side's moves are the
	// reverse of the start side's.
	a, b := getScratch(len(s.boards)), getScratch(len(s.boards))
	defer scratches.Put(a)
	defer scratches.Put(b)
	a.visit(start, 0, -1, 0)
	b.visit(s.goalRank, 0, -1, 0)
	qa, qb := append(a.queue, start), append(b.queue, s.goalRank)
	ha, hb := 0, 0
	turn := 0
	for ha < len(qa) && hb < len(qb) {
		fromStart := turn%2 == 0
		if smaller {
			fromStart = len(qa)-ha <= len(qb)-hb
		}
		turn++
		self, other, q, h := a, b, &qa, &ha
		if !fromStart {
			self, other, q, h = b, a, &qb, &hb
		}
		r := (*q)[*h]
		*h++
		for _, m := range order {
			nr := s.next[4*r+int32(m)]
			if nr < 0 || self.seen(nr) {
				continue
			}
			self.visit(nr, 0, r, m)
			if other.seen(nr) {
				return joinPaths(a.path(start, nr, nil), b.path(s.goalRank, nr, nil)), true
			}
			*q = append(*q, nr)
		}
	}
	a.queue, b.queue = qa[:0], qb[:0]
	return nil, false
}

// joinPaths appends the goal side's path, walked backwards, to the start
// side's.
func joinPaths(fromStart, fromGoal []byte) []byte {
	out := append([]byte(nil), fromStart...)
	for i := len(fromGoal) - 1; i >= 0; i-- {
		out = append(out, Inverse(fromGoal[i]))
	}
	return out
}

// Inverse is the opposite move.
func Inverse(m byte) byte {
	switch m {
	case 'u':
		return 'd'
	case 'd':
		return 'u'
	case 'l':
		return 'r'
	}
	return 'l'
}

// idaStar is iterative deepening A*. Its bugs: slack lets f exceed the
// bound by that much, next picks the next bound from the smallest pruned f
// and the current bound, and visited keeps a visited set for the whole
// iteration (a board reached again by another path is skipped).
type idaStar struct {
	h       []uint8
	order   [4]uint8
	slack   int32
	next    func(minPruned, bound int32) int32
	visited bool
}

func (c *idaStar) search(s *Space, start int32) ([]byte, bool) {
	if start == s.goalRank {
		return nil, true
	}
	var sc *scratch
	if c.visited {
		sc = getScratch(len(s.boards))
		defer scratches.Put(sc)
	}
	path := make([]byte, 0, 64)
	bound := int32(c.h[start])
	var dfs func(r int32, g int32, last int) int32
	dfs = func(r int32, g int32, last int) int32 {
		f := g + int32(c.h[r])
		if f > bound+c.slack {
			return f
		}
		if r == s.goalRank {
			return -1
		}
		if g > 80 {
			return math.MaxInt32
		}
		best := int32(math.MaxInt32)
		for _, m := range c.order {
			if last >= 0 && int(m) == last^1 {
				continue // undoing the last move
			}
			nr := s.next[4*r+int32(m)]
			if nr < 0 {
				continue
			}
			if sc != nil {
				if sc.seen(nr) {
					continue
				}
				sc.visit(nr, 0, 0, 0)
			}
			path = append(path, "udlr"[m])
			t := dfs(nr, g+1, int(m))
			if t == -1 {
				return -1
			}
			path = path[:len(path)-1]
			best = min(best, t)
		}
		return best
	}
	for range 100 {
		if sc != nil {
			sc.cur++
			sc.visit(start, 0, 0, 0)
		}
		t := dfs(start, 0, -1)
		if t == -1 {
			return path, true
		}
		if t == math.MaxInt32 {
			return nil, false
		}
		bound = c.next(t, bound)
	}
	return nil, false
}
