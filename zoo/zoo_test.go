package zoo

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/slidejudge/slidejudge/puzzle"
)

// The search engine the mutants are built on is right when no bug is
// switched on: so a mutant is wrong for its bug, not for the engine's.
func TestSearchesRightWithoutBugs(t *testing.T) {
	s := SpaceOf(puzzle.EightGoal)
	rng := rand.New(rand.NewPCG(7, 7))
	astar := bestFirst{h: s.heuristic("md", heuristics["md"]), gw: 1, hw: 1, closing: reopen, order: moveOrders["udlr"]}
	hand := bestFirst{h: astar.h, gw: 1, hw: 1, closing: reopen, tie: tieHighG, order: moveOrders["urdl"], hand: true}
	// The comparator on f alone, as the heap slips use it too.
	handStd := bestFirst{h: astar.h, gw: 1, hw: 1, closing: reopen, tie: tieStd, order: moveOrders["udlr"], hand: true}
	ida := idaStar{h: s.heuristic("md", heuristics["md"]), order: moveOrders["urdl"], next: func(m, _ int32) int32 { return m }}
	identity := make([]int32, puzzle.States)
	for i := range identity {
		identity[i] = int32(i)
	}
	for range 200 {
		e := puzzle.Unrank(rng.IntN(puzzle.States))
		d := s.table.Distance(e)
		if d == puzzle.Unreachable {
			continue
		}
		r := int32(e.Rank())
		for name, solve := range map[string]func() ([]byte, bool){
			"A*":          func() ([]byte, bool) { return astar.search(s, r) },
			"hand":        func() ([]byte, bool) { return hand.search(s, r) },
			"hand f-only": func() ([]byte, bool) { return handStd.search(s, r) },
			"IDA*":        func() ([]byte, bool) { return ida.search(s, r) },
			"BFS":         func() ([]byte, bool) { return s.bfs(r, moveOrders["udlr"], identity, puzzle.States) },
		} {
			moves, ok := solve()
			if !ok || len(moves) != d || !reaches(e, moves) {
				t.Fatalf("%s from %v: %q (ok %v), want a %d-move path", name, e, moves, ok, d)
			}
		}
	}
}

func reaches(e puzzle.Eight, moves []byte) bool {
	for _, m := range moves {
		var err error
		if e, err = e.Move(m); err != nil {
			return false
		}
	}
	return e == puzzle.EightGoal
}

// The Fenwick inversion count agrees with the parity the pack uses, and a
// large box's count goes past 32 bits (so the int32 mutant has inputs
// to fail on).
func TestInversions64(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for n := 1; n < 60; n++ {
		p := rng.Perm(n)
		if got := int(inversions64(p) % 2); got != puzzle.Parity(p) {
			t.Fatalf("%v: inversions64 parity %d, Parity %d", p, got, puzzle.Parity(p))
		}
	}
	if inv := inversions64(rng.Perm(97336)); inv <= 1<<31 {
		t.Errorf("a random 46-cube has %d inversions, want more than 2^31", inv)
	}
}

// typedWrong gives the usual hand typos of a factorial, never the value
// itself, and the one rank typo left out of RankTypos is right: 8! typed
// larger keeps every rank distinct.
func TestRankTypos(t *testing.T) {
	got := map[int]bool{}
	for _, v := range typedWrong(5040) {
		got[v] = true
	}
	for _, v := range []int{5039, 5041, 5038, 5042, 5030, 5050, 540, 5400, 5004, 504, 500, 40} {
		if !got[v] {
			t.Errorf("typedWrong(5040) lacks %d: %v", v, typedWrong(5040))
		}
	}
	if got[5040] || len(got) != 12 {
		t.Errorf("typedWrong(5040) = %v, want 12 values, 5040 not among them", typedWrong(5040))
	}
	s := SpaceOf(puzzle.EightGoal)
	for _, v := range []int{40321, 40330, 43020} {
		w := [9]int{v, 5040, 720, 120, 24, 6, 2, 1, 1}
		key, _ := rankKey(w)(s)
		seen := map[int32]bool{}
		for _, k := range key {
			if seen[k] {
				t.Fatalf("8! typed %d: two boards share rank %d", v, k)
			}
			seen[k] = true
		}
	}
	k := &EightKit{Goal: puzzle.EightGoal, Out: func(m []byte, ok bool) []byte { return m }}
	k.RankTypos()
	for _, m := range k.List {
		if !m.Cheap {
			t.Errorf("%s answers from one table but is not Cheap", m.Name)
		}
	}
	if len(k.List) != 65-len(factTypos)+1 { // 43020 is in factTypos but not in the grid
		t.Errorf("RankTypos added %d mutants", len(k.List))
	}
}

// The capacity mutants are wrong only past their capacity, and the state
// mutants only after a previous puzzle: on one box that fits they answer
// right; and they answer a box and its twin (the last two cells swapped,
// the largest tiles, past every capacity) alike.
func TestCapacityMutants(t *testing.T) {
	t.Parallel()
	f := BoxForm{Yes: "YES", No: "NO"}
	rng := rand.New(rand.NewPCG(3, 3))
	board := func(rows, cols int, cells []int) []byte {
		var b []byte
		b = fmt.Appendf(b, "%d %d\n", rows, cols)
		for i, v := range cells {
			b = strconv.AppendInt(b, int64(v), 10)
			if (i+1)%cols == 0 {
				b = append(b, '\n')
			} else {
				b = append(b, ' ')
			}
		}
		return append(b, "0 0\n"...)
	}
	ms := CapacityMutants(f, 999*999)
	for range 50 {
		rows, cols := 2+rng.IntN(30), 2+rng.IntN(30)
		sides := []int{rows, cols}
		in := board(rows, cols, puzzle.BoxArrangement(rng, sides, rng.IntN(rows*cols), rng.IntN(2) == 0))
		want := string(BoxAnswer(f, in, puzzle.BoxSolvable))
		for _, m := range ms {
			if got := string(m.Answer(in)); got != want {
				t.Fatalf("%s on a %dx%d box: %q, want %q", m.Name, rows, cols, got, want)
			}
		}
	}
	// 2x999 has rows over 4 KiB; 363x362 is over 2^17 cells.
	for _, sides := range [][]int{{2, 999}, {363, 362}} {
		cells := puzzle.BoxArrangement(rng, sides, 0, true)
		n := len(cells)
		at := slices.Index(cells, n-2)
		cells[at], cells[n-2] = cells[n-2], cells[at]
		at = slices.Index(cells, n-1)
		cells[at], cells[n-1] = cells[n-1], cells[at]
		twin := slices.Clone(cells)
		twin[n-2], twin[n-1] = twin[n-1], twin[n-2]
		for _, m := range ms {
			wrongOn := n > 1<<17 && (m.Name == "cells-2p17" || m.Name == "fenwick-2p17") ||
				sides[0] == 2 && m.Name == "line-4k"
			if !wrongOn {
				continue
			}
			a, b := string(m.Answer(board(sides[0], sides[1], cells))), string(m.Answer(board(sides[0], sides[1], twin)))
			if a != b {
				t.Errorf("%s on a %dx%d box and its twin: %q and %q, want the same", m.Name, sides[0], sides[1], a, b)
			}
		}
	}
	// Two boxes: the state mutants carry the first into the second.
	var two []byte
	wrong := map[string]bool{}
	for range 20 {
		a := puzzle.BoxArrangement(rng, []int{5, 5}, rng.IntN(25), true)
		// 9 cells: the stale counts add 1+2+...+9, odd, to the inversions.
		b := puzzle.BoxArrangement(rng, []int{3, 3}, rng.IntN(9), rng.IntN(2) == 0)
		two = append(bytes.TrimSuffix(board(5, 5, a), []byte("0 0\n")), board(3, 3, b)...)
		want := string(BoxAnswer(f, two, puzzle.BoxSolvable))
		for _, m := range ms {
			if string(m.Answer(two)) != want {
				wrong[m.Name] = true
			}
		}
	}
	if !wrong["fenwick-not-cleared"] || !wrong["visited-not-cleared"] {
		t.Errorf("state mutants wrong on two-box files: %v, want both", wrong)
	}
}
