package fifteen

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"
	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// mutantZoo: wrong counts. The pool is seeded walks, the hard boards and
// boards on which linear conflict counted per pair overestimates; the
// oracle is the pattern-database IDA*.
var mutantZoo = &zoo.Zoo{Problem: "fifteen", Mutants: mutants, Pool: pool, Oracle: oracle, Rare: 10, Ready: puzzle.FifteenReady}

// length is the optimum found by IDA* with the estimate weighed num/den.
func length(f puzzle.Fifteen, num, den int) int {
	return lengthWrong(f, puzzle.FifteenWrong{Num: num, Den: den})
}

// lengthWrong is the length a wrong program's IDA* finds.
func lengthWrong(f puzzle.Fifteen, w puzzle.FifteenWrong) int {
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		return -1
	}
	return len(db.SolveWrong(f, w).Path)
}

func number(n int) []byte { return []byte(strconv.Itoa(n) + "\n") }

func oracle(input []byte) []byte {
	f, err := fifteenpath.Parse(input)
	if err != nil {
		return nil
	}
	return number(length(f, 1, 1))
}

func pool(seed int64) (sample, rest [][]byte) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x300f15))
	for _, h := range fifteenpath.AllHardBoards() {
		sample = append(sample, fifteenpath.Line(h.Board))
	}
	for i := 0; i < 300; i++ {
		sample = append(sample, random(rng, maxMoves))
	}
	for i := 0; i < 1000; i++ {
		rest = append(rest, random(rng, maxMoves))
	}
	// Boards where linear conflict counted per pair overestimates at the
	// start, from a stream of their own.
	crng := rand.New(rand.NewPCG(uint64(seed), 0x300f16))
	for _, f := range fifteenpath.ConflictBoards(crng, 600) {
		sample = append(sample, fifteenpath.Line(f))
	}
	return sample, rest
}

func mutant(name, about string, answer func(f puzzle.Fifteen) []byte) zoo.Mutant {
	return zoo.Mutant{Name: name, About: about, Answer: func(input []byte) []byte {
		f, err := fifteenpath.Parse(input)
		if err != nil {
			return nil
		}
		return answer(f)
	}}
}

func mutants() []zoo.Mutant {
	var ms []zoo.Mutant
	// 45 and 50: every test is within 45 moves, so no pool board can show
	// these wrong (the zoo records them as right on all of it).
	for _, cap := range []int{30, 40, 44, 45, 50} {
		ms = append(ms, mutant(fmt.Sprintf("depth-cap-%d", cap), fmt.Sprintf("IDA* that stops deepening at %d and prints the bound it reached", cap), func(f puzzle.Fifteen) []byte {
			return number(min(length(f, 1, 1), cap))
		}))
	}
	for _, w := range fifteenpath.WrongSearches() {
		ms = append(ms, mutant(w.Name, w.About, func(f puzzle.Fifteen) []byte {
			return number(lengthWrong(f, w.Wrong))
		}))
	}
	ms = append(ms,
		mutant("counts-the-start", "counts the boards on the path, not the moves", func(f puzzle.Fifteen) []byte {
			return number(length(f, 1, 1) + 1)
		}),
		mutant("goal-one", "tests the goal only after a move: 2 for the goal itself (there and back)", func(f puzzle.Fifteen) []byte {
			if f == puzzle.FifteenGoal {
				return number(2)
			}
			return number(length(f, 1, 1))
		}),
		mutant("manhattan", "prints the Manhattan distance, a lower bound, as the answer", func(f puzzle.Fifteen) []byte {
			return number(f.Manhattan())
		}),
	)
	return ms
}
