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
func slotKey(code func(puzzle.Eight) uint64, m int) func(*Space) ([]int32, int) {
	var once sync.Once
	var key []int32
	var size int
	return func(s *Space) ([]int32, int) {
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

// OutsideFamilies adds what outside programs showed the pack needs, sized
// for eight's selection: A* with a big direct-mapped table and no key check
// (2^20-2^23 and the usual primes, 3 board codes, two tie-breaks; an outside
// A* with 2^22 slots failed on 0.12 % of starts), A* with one Manhattan entry
// two too high for every tile and foreign cell under std::priority_queue
// order, and a hand-written heap whose sift-down skips the last right child.
func (k *EightKit) OutsideFamilies() {
	for _, bc := range boardCodes {
		for _, m := range []int{1 << 20, 1 << 21, 1 << 22, 1 << 23, 362897, 999983, 1000003} {
			key := slotKey(bc.code, m)
			for _, t := range []int{tieHighG, tieStd} {
				k.bestFirst(fmt.Sprintf("astar-hash-%s-%s-%s", bc.name, sizeName(m), tieNames[t]),
					fmt.Sprintf("A*, Manhattan, a direct-mapped table of %d slots keyed by %s %% size, no key check, %s", m, bc.about, tieAbout[t]),
					h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders["udlr"]}, key)
			}
		}
	}
	for _, tc := range offHome(k.Goal) {
		tile, cell := tc[0], tc[1]
		f := manhattan(false, tile, cell, 2)
		hname := fmt.Sprintf("md-t%dc%d+2", tile, cell)
		k.bestFirst(fmt.Sprintf("astar-typo-t%dc%d+2-stdheap", tile, cell),
			fmt.Sprintf("A*, Manhattan table with tile %d at cell %d two too high, %s, reopened when g improves", tile, cell, tieAbout[tieStd]),
			func(s *Space) []uint8 { return s.heuristic(hname, f) },
			bestFirst{gw: 1, hw: 1, closing: reopen, tie: tieStd, order: moveOrders["udlr"]}, nil)
	}
	for _, t := range []int{tieStd, tieHighG} {
		for _, o := range []string{"udlr", "urdl"} {
			k.bestFirst(fmt.Sprintf("astar-hheap-right-%s-%s", tieNames[t], o),
				fmt.Sprintf("A*, Manhattan, a hand-written heap (%s) whose sift-down skips the right child when it is the last element (r < n), moves %s", tieAbout[t], o),
				h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders[o], hand: true, handBug: handRightLast}, nil)
		}
	}
}

// HeapSlips widens the hand-heap family to the other slips of a 1-based
// heap: sift-down that skips a last left child (an outside A* of this kind
// failed on 0.1 % of starts and passed a pack that had only the right-child
// slip), one that never takes the last element as a child, and sift-up
// that stops below the root; two comparators, two move orders each.
func (k *EightKit) HeapSlips() {
	slips := []struct {
		bug         int
		name, about string
	}{{handLeftLast, "left", "sift-down skips the left child when it is the last element (l < n)"},
		{handBothLast, "both", "sift-down skips either child when it is the last element (l < n, r < n)"},
		{handUpEarly, "upearly", "sift-up stops below the root (while i/2 > 1)"}}
	for _, sl := range slips {
		for _, t := range []int{tieStd, tieHighG} {
			for _, o := range []string{"udlr", "urdl"} {
				k.bestFirst(fmt.Sprintf("astar-hheap-%s-%s-%s", sl.name, tieNames[t], o),
					fmt.Sprintf("A*, Manhattan, a hand-written heap (%s) whose %s, moves %s", tieAbout[t], sl.about, o),
					h("md"), bestFirst{gw: 1, hw: 1, closing: reopen, tie: t, order: moveOrders[o], hand: true, handBug: sl.bug}, nil)
			}
		}
	}
}
