package fifteenpath

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// mutantZoo is fifteen-path's zoo: no table of the 4×4 space exists, so
// the pool is seeded draws (walks from the goal, their unsolvable twins,
// the hard boards) and the oracle is the pattern-database IDA*.
var mutantZoo = &zoo.Zoo{Problem: "fifteen-path", Mutants: mutants, Pool: pool, Oracle: oracle, Rare: 10, Ready: puzzle.FifteenReady}

// solve answers right: a shortest path, or unsolvable (nil: no database).
func solve(f puzzle.Fifteen, num, den int) ([]byte, bool) {
	return solveWrong(f, puzzle.FifteenWrong{Num: num, Den: den})
}

// solveWrong answers as a wrong program's IDA* does.
func solveWrong(f puzzle.Fifteen, w puzzle.FifteenWrong) ([]byte, bool) {
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		return nil, false
	}
	r := db.SolveWrong(f, w)
	return []byte(r.Path), r.Solvable
}

func out(p []byte, ok bool) []byte {
	if !ok {
		return []byte("unsolvable\n")
	}
	return append(append([]byte(nil), p...), '\n')
}

func oracle(input []byte) []byte {
	f, err := parse(input)
	if err != nil {
		return nil
	}
	return out(solve(f, 1, 1))
}

// pool: 300 walks of 0..45 moves, a quarter of them made
// unsolvable by a swap, the hard boards, and the boards on which linear
// conflict counted per pair overestimates; 1000 more walks as the rest.
func pool(seed int64) (sample, rest [][]byte) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x200f15))
	for _, h := range allHardBoards() {
		sample = append(sample, line(h.board))
	}
	for i := 0; i < 300; i++ {
		sample = append(sample, random(rng, maxMoves))
	}
	for i := 0; i < 1000; i++ {
		rest = append(rest, random(rng, maxMoves))
	}
	// Boards where linear conflict counted per pair overestimates at the
	// start (conflict.go), from a stream of their own.
	if db, err := puzzle.LoadFifteenDB(); err == nil {
		crng := rand.New(rand.NewPCG(uint64(seed), 0x200f16))
		for _, f := range conflictBoards(crng, db, 600) {
			sample = append(sample, line(f))
		}
	}
	return sample, rest
}

// inversions counts the inversions of the tiles read row by row, the
// blank skipped.
func inversions(f puzzle.Fifteen) int {
	n := 0
	for i := 0; i < 16; i++ {
		for j := i + 1; j < 16; j++ {
			if f[i] != 0 && f[j] != 0 && f[i] > f[j] {
				n++
			}
		}
	}
	return n
}

// mutant wraps a wrong program's answer on a parsed board.
func mutant(name, about string, answer func(f puzzle.Fifteen) []byte) zoo.Mutant {
	return zoo.Mutant{Name: name, About: about, Answer: func(input []byte) []byte {
		f, err := parse(input)
		if err != nil {
			return nil
		}
		return answer(f)
	}}
}

// byRule answers unsolvable where rule says so, else right (its search
// finds nothing on a board the rule lets through wrongly: an empty line).
func byRule(rule func(f puzzle.Fifteen) bool) func(f puzzle.Fifteen) []byte {
	return func(f puzzle.Fifteen) []byte {
		if !rule(f) {
			return []byte("unsolvable\n")
		}
		if !f.Solvable() {
			return []byte("\n")
		}
		return out(solve(f, 1, 1))
	}
}

func mutants() []zoo.Mutant {
	var ms []zoo.Mutant
	// The even-width parity rules people get wrong. Right: the inversions
	// plus the blank's row counted from the top (0-based) is odd.
	ms = append(ms,
		mutant("parity-odd-width-rule", "the 3×3 rule on 4×4: even inversions, the blank's row ignored", byRule(func(f puzzle.Fifteen) bool {
			return inversions(f)%2 == 0
		})),
		mutant("parity-row-from-top-even", "inversions plus the blank's row from the top, even (the rule for the blank's goal top-left)", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+f.Blank()/4)%2 == 0
		})),
		mutant("parity-blank-as-16", "counts inversions with the blank as 16, rows ignored", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+15-f.Blank())%2 == 0
		})),
		mutant("parity-row-from-bottom-odd", "inversions plus the blank's row from the bottom (0-based), odd (the rule for the blank's goal top-left, read from the other side)", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+3-f.Blank()/4)%2 == 1
		})),
		mutant("parity-blank-as-0", "counts inversions with the blank as 0, rows ignored", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+f.Blank())%2 == 0
		})),
	)
	// 45 and 50: no test is farther than 45 moves, so no pool board can
	// show these wrong (the zoo records them as right on all of it).
	for _, cap := range []int{30, 40, 44, 45, 50} {
		ms = append(ms, mutant(fmt.Sprintf("depth-cap-%d", cap), fmt.Sprintf("IDA* that gives up past %d moves and says unsolvable", cap), func(f puzzle.Fifteen) []byte {
			p, ok := solve(f, 1, 1)
			if ok && len(p) > cap {
				return []byte("unsolvable\n")
			}
			return out(p, ok)
		}))
	}
	for _, w := range WrongSearches() {
		ms = append(ms, mutant(w.Name, w.About, func(f puzzle.Fifteen) []byte {
			return out(solveWrong(f, w.Wrong))
		}))
	}
	ms = append(ms,
		mutant("goal-unsolvable", "answers unsolvable for the goal itself", func(f puzzle.Fifteen) []byte {
			if f == puzzle.FifteenGoal {
				return []byte("unsolvable\n")
			}
			return out(solve(f, 1, 1))
		}),
		mutant("tile-letters", "names the moves by where the tile goes, not the blank", func(f puzzle.Fifteen) []byte {
			p, ok := solve(f, 1, 1)
			for i := range p {
				p[i] = zoo.Inverse(p[i])
			}
			return out(p, ok)
		}),
		mutant("path-reversed", "prints the path last move first", func(f puzzle.Fifteen) []byte {
			p, ok := solve(f, 1, 1)
			for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
				p[i], p[j] = p[j], p[i]
			}
			return out(p, ok)
		}),
		mutant("uppercase", "prints the moves in capitals (UVa's letters)", func(f puzzle.Fifteen) []byte {
			p, ok := solve(f, 1, 1)
			return out([]byte(strings.ToUpper(string(p))), ok)
		}),
	)
	return ms
}
