package zoo

import (
	"fmt"
	"sort"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
)

// Families of wrong programs modelled on how public AcWing 179 / HDU 1043
// programs are written: hash tables without a key check, hand-typed
// Manhattan tables, hand-written heaps. Each family is a grid of small
// variants, because an outside program of the same bug differs from ours
// in a table size, a hash or a tie-break, and fails on other starts.

// boardCodes are the ways programs turn a board into a number before
// hashing it.
var boardCodes = []struct {
	name, about string
	code        func(e puzzle.Eight) uint64
}{
	{"dec0", "9-digit number, blank as 0", func(e puzzle.Eight) uint64 { return digits(e, 10, 0) }},
	{"dec9", "9-digit number, blank as 9", func(e puzzle.Eight) uint64 { return digits(e, 10, 9) }},
	{"b9", "base-9 number", func(e puzzle.Eight) uint64 { return digits(e, 9, 0) }},
	// A string hash h = h*31 + c over "12345678x", kept in 32 bits.
	{"str31", "string hash h*31+c in 32 bits", func(e puzzle.Eight) uint64 {
		var h uint32
		for _, v := range e {
			c := uint32('0' + v)
			if v == 0 {
				c = 'x'
			}
			h = h*31 + c
		}
		return uint64(h)
	}},
}

// digits reads e row by row as a number in base b, the blank as blank.
func digits(e puzzle.Eight, b, blank uint64) uint64 {
	n := uint64(0)
	for _, v := range e {
		d := uint64(v)
		if v == 0 {
			d = blank
		}
		n = n*b + d
	}
	return n
}

// tableSizes are the sizes of direct-mapped tables programs declare: powers
// of two and the primes people remember.
var tableSizes = []int{1 << 16, 1 << 17, 1 << 18, 1 << 19, 1 << 20, 1 << 21, 1 << 22, 1 << 23,
	99991, 100003, 362897, 999983, 1000003}

func sizeName(m int) string {
	for p := 16; p <= 23; p++ {
		if m == 1<<p {
			return fmt.Sprintf("2p%d", p)
		}
	}
	return fmt.Sprint(m)
}

// slotKey is a direct-mapped table with no key check: the slot of a board is
// code % m, and boards sharing a slot share its entry. Slots are renumbered
// densely (only equality matters), so a 2^23-slot table costs no more
// memory than the boards.
func slotKey(code func(puzzle.Eight) uint64, m int) func(*space) ([]int32, int) {
	var once sync.Once
	var key []int32
	var size int
	return func(s *space) ([]int32, int) {
		once.Do(func() {
			raw := make([]uint64, len(s.boards))
			for r, e := range s.boards {
				raw[r] = code(e) % uint64(m)
			}
			key, size = densify(raw)
		})
		return key, size
	}
}

// densify numbers the distinct values of raw 0, 1, ... in increasing order.
func densify(raw []uint64) ([]int32, int) {
	vals := append([]uint64(nil), raw...)
	sort.Slice(vals, func(i, j int) bool { return vals[i] < vals[j] })
	n := 0
	for i, v := range vals {
		if i == 0 || v != vals[n-1] {
			vals[n] = v
			n++
		}
	}
	vals = vals[:n]
	key := make([]int32, len(raw))
	for r, v := range raw {
		key[r] = int32(sort.Search(n, func(i int) bool { return vals[i] >= v }))
	}
	return key, n
}

// hashFamily adds A* (Manhattan, goal on expansion, reopening) and forward
// BFS whose visited/closed table is direct-mapped with no key check. A
// collision only matters when both boards meet in one search, so the
// failing starts depend on size, code and tie-break alike (an outside A*
// with 2^22 slots failed on 0.12 % of starts).
func (k *eightKit) hashFamily() {
	for _, bc := range boardCodes {
		for _, m := range tableSizes {
			if bc.name == "str31" && m != 1<<20 && m != 1<<22 && m != 1000003 {
				continue
			}
			key := slotKey(bc.code, m)
			ties := []int{tieFIFO, tieHighG, tieStd}
			if bc.name == "dec0" {
				// FIFO dec0 at some sizes is the older astar-md-hash family.
				ties = []int{tieHighG, tieStd}
				if m&(m-1) == 0 || m == 99991 || m == 362897 {
					ties = append(ties, tieFIFO)
				}
			}
			for _, t := range ties {
				k.bestFirst(fmt.Sprintf("astar-hash-%s-%s-%s", bc.name, sizeName(m), tieNames[t]),
					fmt.Sprintf("A*, Manhattan, a direct-mapped table of %d slots keyed by %s %% size, no key check, %s", m, bc.about, tieAbout[t]),
					h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders["udlr"]}, key)
			}
			// BFS costs a whole search of the space per start: four sizes.
			if bc.name == "str31" || (m != 1<<18 && m != 1<<22 && m != 362897 && m != 1000003) {
				continue
			}
			k.add(fmt.Sprintf("bfs-hash-%s-%s", bc.name, sizeName(m)),
				fmt.Sprintf("BFS, a visited table of %d slots keyed by %s %% size, no key check", m, bc.about),
				func(s *space, start int32) ([]byte, bool) {
					kk, size := key(s)
					return s.bfs(start, moveOrders["udlr"], kk, size)
				})
		}
	}
}

// typoFamily adds A* with one hand-typed Manhattan entry wrong, for every
// tile and foreign cell: +2 under two tie-breaks and +3 (inadmissible; +1
// cannot change an A* answer that reopens: every answer has the parity of
// the shortest, and the optimal path keeps f at most one above it). −1
// entries (inconsistent h, never reopened) are the older astar-mdtypo ones.
func (k *eightKit) typoFamily() {
	hm := home(k.goal)
	type v struct {
		delta, tie, closing int
	}
	variants := []v{{2, tieFIFO, reopen}, {2, tieStd, reopen}, {3, tieFIFO, reopen}}
	for _, va := range variants {
		for tile := 1; tile <= 8; tile++ {
			for cell := 0; cell < 9; cell++ {
				if cell == hm[tile] {
					continue
				}
				name := fmt.Sprintf("astar-typo-t%dc%d%+d-%s", tile, cell, va.delta, tieNames[va.tie])
				about := "reopened when g improves"
				if va.closing == neverReopen {
					about = "closed boards never reopened"
				}
				f := manhattan(false, tile, cell, va.delta)
				hname := fmt.Sprintf("md-t%dc%d%+d", tile, cell, va.delta)
				k.bestFirst(name, fmt.Sprintf("A*, Manhattan table with tile %d at cell %d off by %+d, %s, %s", tile, cell, va.delta, tieAbout[va.tie], about),
					func(s *space) []uint8 { return s.heuristic(hname, f) },
					bestFirst{gw: 1, hw: 1, closing: va.closing, tie: va.tie, order: moveOrders["udlr"]}, nil)
			}
		}
	}
}

// handHeapFamily adds A* on a hand-written 1-based binary heap with one bug,
// under two comparators (f alone; f then the larger g).
func (k *eightKit) handHeapFamily() {
	bugs := []struct {
		bug, capacity int
		name, about   string
	}{
		{handRightLast, 0, "right", "sift-down skips the right child when it is the last element (r < n)"},
		{handUpEarly, 0, "upearly", "sift-up stops one level early (i > 2)"},
		// (Pop without a sift-down is left out: it reopens boards without
		// end, a time limit on every start, cheap to kill and slow to run.)
		{handOK, 1 << 12, "size2p12", "a fixed array of 2^12 entries that silently drops pushes when full"},
		{handOK, 1 << 13, "size2p13", "a fixed array of 2^13 entries that silently drops pushes when full"},
		{handOK, -(1 << 14), "nodes2p14", "entries taken from a node pool of 2^14 that silently drops pushes when used up"},
		{handOK, -(1 << 15), "nodes2p15", "entries taken from a node pool of 2^15 that silently drops pushes when used up"},
		{handOK, -(1 << 16), "nodes2p16", "entries taken from a node pool of 2^16 that silently drops pushes when used up"},
	}
	for _, b := range bugs {
		for _, t := range []int{tieStd, tieHighG} {
			orders := []string{"udlr", "urdl"}
			if b.bug == handOK || b.bug == handUpEarly {
				orders = orders[:1] // rare or right: each costs a scan of the whole pool
			}
			for _, o := range orders {
				cmp := "compares f"
				if t == tieHighG {
					cmp = "compares f, then the larger g"
				}
				k.bestFirst(fmt.Sprintf("astar-hheap-%s-%s-%s", b.name, tieNames[t], o),
					fmt.Sprintf("A*, Manhattan, a hand-written heap that %s; %s, moves %s", cmp, b.about, o),
					h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders[o], hand: true, handBug: b.bug, capacity: b.capacity}, nil)
			}
		}
	}
}

// outsideFamilies is the part of the families above that eight's selection
// affords with a capped scan: A* with a big direct-mapped table and no key
// check (the sizes that fail rarely, two tie-breaks), the +2 table typos
// under std::priority_queue order, and the heap whose sift-down skips the
// last right child.
func (k *eightKit) outsideFamilies() {
	for _, bc := range boardCodes[:3] {
		for _, m := range []int{1 << 20, 1 << 21, 1 << 22, 1 << 23, 362897, 999983, 1000003} {
			key := slotKey(bc.code, m)
			for _, t := range []int{tieHighG, tieStd} {
				k.bestFirst(fmt.Sprintf("astar-hash-%s-%s-%s", bc.name, sizeName(m), tieNames[t]),
					fmt.Sprintf("A*, Manhattan, a direct-mapped table of %d slots keyed by %s %% size, no key check, %s", m, bc.about, tieAbout[t]),
					h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders["udlr"]}, key)
			}
		}
	}
	hm := home(k.goal)
	for tile := 1; tile <= 8; tile++ {
		for cell := 0; cell < 9; cell++ {
			if cell == hm[tile] {
				continue
			}
			f := manhattan(false, tile, cell, 2)
			hname := fmt.Sprintf("md-t%dc%d+2", tile, cell)
			k.bestFirst(fmt.Sprintf("astar-typo-t%dc%d+2-stdheap", tile, cell),
				fmt.Sprintf("A*, Manhattan table with tile %d at cell %d two too high, %s, reopened when g improves", tile, cell, tieAbout[tieStd]),
				func(s *space) []uint8 { return s.heuristic(hname, f) },
				bestFirst{gw: 1, hw: 1, closing: reopen, tie: tieStd, order: moveOrders["udlr"]}, nil)
		}
	}
	for _, t := range []int{tieStd, tieHighG} {
		for _, o := range []string{"udlr", "urdl"} {
			k.bestFirst(fmt.Sprintf("astar-hheap-right-%s-%s", tieNames[t], o),
				fmt.Sprintf("A*, Manhattan, a hand-written heap (%s) whose sift-down skips the right child when it is the last element (r < n), moves %s", tieAbout[t], o),
				h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders[o], hand: true, handBug: handRightLast}, nil)
		}
	}
}
