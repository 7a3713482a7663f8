package eight

import (
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// mutantZoo is eight's zoo of wrong programs: the shared 3×3 families in
// every move order, and eight's own wrong answers and output.
var mutantZoo = &zoo.Zoo{Problem: "eight", Mutants: mutants, Pool: zoo.EightPool(puzzle.EightGoal, eightLine, 600, 60),
	Oracle: oracle, Rare: 100, Hard: zoo.EightHard(puzzle.EightGoal, eightLine), HardN: 40, ScanLimit: 4096}

// eightLine writes a board as eight's input line.
func eightLine(e puzzle.Eight) []byte { return []byte(e.String() + "\n") }

// oracle answers right: a shortest path, or unsolvable.
func oracle(input []byte) []byte {
	e, err := zoo.ParseBoard(input)
	if err != nil {
		return nil
	}
	p, err := puzzle.EightTable().Path(e)
	if err != nil {
		return []byte("unsolvable\n")
	}
	return []byte(p + "\n")
}

// mutants are eight's wrong programs.
func mutants() []zoo.Mutant {
	k := &zoo.EightKit{Goal: puzzle.EightGoal, Out: func(moves []byte, ok bool) []byte {
		if !ok {
			return []byte("unsolvable\n")
		}
		return append(moves, '\n')
	}}
	k.Families(zoo.AllOrders())
	k.OutsideFamilies()
	k.HeapSlips()
	k.RankTypos()
	goal := puzzle.EightGoal
	k.AddRaw("goal-unsolvable", "answers unsolvable for the goal itself", func(s *zoo.Space, e puzzle.Eight) []byte {
		if e == goal {
			return []byte("unsolvable\n")
		}
		return k.Out(zoo.Right(s, int32(e.Rank())))
	})
	k.AddRaw("goal-nul", "prints a NUL byte for the goal (an empty char array written whole)", func(s *zoo.Space, e puzzle.Eight) []byte {
		if e == goal {
			return []byte("\x00\n")
		}
		return k.Out(zoo.Right(s, int32(e.Rank())))
	})
	k.AddRaw("goal-loop", "follows parent links from the goal with none set: a loop of moves", func(s *zoo.Space, e puzzle.Eight) []byte {
		if e == goal {
			return []byte(strings.Repeat("ud", 700) + "\n")
		}
		return k.Out(zoo.Right(s, int32(e.Rank())))
	})
	for _, blank := range []int{0, 9} {
		k.AddRaw(fmt.Sprintf("parity-blank-as-%d", blank), fmt.Sprintf("counts inversions with the blank as %d", blank), func(s *zoo.Space, e puzzle.Eight) []byte {
			if inversions(e, blank)%2 == 1 {
				return []byte("unsolvable\n")
			}
			if s.Distance(e) == puzzle.Unreachable {
				return []byte("unsolvable\n") // its search finds nothing either
			}
			return k.Out(zoo.Right(s, int32(e.Rank())))
		})
	}
	k.AddRaw("parity-inverted", "calls odd inversions solvable", func(s *zoo.Space, e puzzle.Eight) []byte {
		if inversions(e, -1)%2 == 0 {
			return []byte("unsolvable\n")
		}
		return []byte("\n")
	})
	k.Add("tile-letters", "names the moves by where the tile goes, not the blank", func(s *zoo.Space, start int32) ([]byte, bool) {
		p, ok := zoo.Right(s, start)
		for i := range p {
			p[i] = zoo.Inverse(p[i])
		}
		return p, ok
	})
	k.Add("path-reversed", "prints the path from the goal side, last move first", func(s *zoo.Space, start int32) ([]byte, bool) {
		p, ok := zoo.Right(s, start)
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
		return p, ok
	})
	k.Add("uppercase", "prints the moves in capitals", func(s *zoo.Space, start int32) ([]byte, bool) {
		p, ok := zoo.Right(s, start)
		return []byte(strings.ToUpper(string(p))), ok
	})
	return k.List
}

// inversions counts the inversions of e read row by row, the blank as
// blankAs (-1: skipped).
func inversions(e puzzle.Eight, blankAs int) int {
	var vals []int
	for _, v := range e {
		switch {
		case v != 0:
			vals = append(vals, int(v))
		case blankAs >= 0:
			vals = append(vals, blankAs)
		}
	}
	n := 0
	for i := range vals {
		for j := i + 1; j < len(vals); j++ {
			if vals[i] > vals[j] {
				n++
			}
		}
	}
	return n
}
