package eightcount

import (
	"strconv"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// mutantZoo is eight-count's zoo of wrong programs: the shared 3×3
// families, the outside ones (hash tables, table typos, heaps), every
// Cantor factorial typo, and the goal or the count read wrong.
var mutantZoo = &zoo.Zoo{Problem: "eight-count", Mutants: mutants, Pool: zoo.EightPool(eightCountGoal, EightCountInput, 400, 0),
	Oracle: oracle, Rare: 60, Hard: zoo.EightHard(eightCountGoal, EightCountInput), HardN: 30, ScanLimit: 4096}

// oracle answers right: the distance to the reversed goal.
func oracle(input []byte) []byte {
	e, err := zoo.ParseBoard(input)
	if err != nil {
		return nil
	}
	return []byte(strconv.Itoa(zoo.SpaceOf(eightCountGoal).Distance(e)) + "\n")
}

// mutants are eight-count's wrong programs.
func mutants() []zoo.Mutant {
	k := &zoo.EightKit{Goal: eightCountGoal, Out: func(moves []byte, ok bool) []byte {
		if !ok {
			return []byte("-1\n")
		}
		return []byte(strconv.Itoa(len(moves)) + "\n")
	}}
	k.Families([]string{"udlr"})
	k.OutsideFamilies()
	k.RankTypos()
	// The goal read wrong: each answers the distance to another board.
	for _, g := range []struct {
		name  string
		board puzzle.Eight
	}{{"standard", puzzle.EightGoal}, {"mirrored", puzzle.Eight{6, 7, 8, 3, 4, 5, 0, 1, 2}},
		{"blank-first", puzzle.Eight{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {"transposed", puzzle.Eight{8, 5, 2, 7, 4, 1, 6, 3, 0}}} {
		k.AddRaw("goal-"+g.name, "solves for the goal "+g.board.String(), func(_ *zoo.Space, e puzzle.Eight) []byte {
			d := zoo.SpaceOf(g.board).Distance(e)
			return []byte(strconv.Itoa(d) + "\n")
		})
	}
	k.AddRaw("moves-plus-one", "counts the boards on the path, not the moves", func(s *zoo.Space, e puzzle.Eight) []byte {
		return []byte(strconv.Itoa(s.Distance(e)+1) + "\n")
	})
	return k.List
}
