package fifteenwalk

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"

	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"
	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// mutantZoo is fifteen-walk's zoo: no table of the 4×4 space exists, so the
// pool is seeded files of walks from the goal, their unsolvable twins, the
// goal and the far boards, and the oracle is package puzzle's
// pattern-database IDA* (its walks are shortest, so at most 45 moves).
var mutantZoo = &zoo.Zoo{Problem: "fifteen-walk", Mutants: mutants, Pool: pool, Oracle: oracle, Rare: 10, Ready: puzzle.FifteenReady}

// notSolvable is the line for a board that cannot reach the goal.
const notSolvable = "This puzzle is not solvable."

// solved memoises the searches: every mutant asks for the same boards.
var solved sync.Map // solveKey → string

type solveKey struct {
	f        puzzle.Fifteen
	num, den int
}

// solve is IDA* with the estimate weighed num/den (1/1: a shortest walk),
// in UVa's letters; ok is false for an unsolvable board or no database.
func solve(f puzzle.Fifteen, num, den int) (walk string, ok bool) {
	if !f.Solvable() {
		return "", false
	}
	k := solveKey{f, num, den}
	if w, hit := solved.Load(k); hit {
		return w.(string), true
	}
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		return "", false
	}
	w := strings.ToUpper(db.SolveWeighted(f, num, den).Path)
	solved.Store(k, w)
	return w, true
}

// right is the right line for a board.
func right(f puzzle.Fifteen) string {
	if w, ok := solve(f, 1, 1); ok {
		return w
	}
	return notSolvable
}

func oracle(input []byte) []byte {
	boards, err := parse(input)
	if err != nil {
		return nil
	}
	return lines(boards, func(_ int, f puzzle.Fifteen) string { return right(f) })
}

// lines writes one line per board.
func lines(boards []puzzle.Fifteen, line func(i int, f puzzle.Fifteen) string) []byte {
	var b bytes.Buffer
	for i, f := range boards {
		b.WriteString(line(i, f))
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// pool: 300 files of 1..6 boards (walks of 0..45 moves, a quarter of
// them made unsolvable by a swap, now and then the goal or a far board)
// for every mutant, 1000 more for the rare ones; and each far board alone.
func pool(seed int64) (sample, rest [][]byte) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x200f15))
	hard := hardBoards()
	file := func() []byte {
		boards := make([]puzzle.Fifteen, 1+rng.IntN(6))
		for i := range boards {
			switch k := rng.IntN(16); {
			case k == 0:
				boards[i] = puzzle.FifteenGoal
			case k <= 2:
				boards[i] = hard[rng.IntN(len(hard))]
			default:
				boards[i] = walks(rng, 1, 0, maxMoves, 4)[0]
			}
		}
		return write(boards)
	}
	for _, f := range hard {
		sample = append(sample, write([]puzzle.Fifteen{f}))
	}
	for range 300 {
		sample = append(sample, file())
	}
	for range 1000 {
		rest = append(rest, file())
	}
	return sample, rest
}

// inversions counts the inversions of the tiles read row by row, the
// blank skipped.
var inversions = fifteenpath.Inversions

// perBoard is a wrong program that goes wrong board by board.
func perBoard(name, about string, line func(f puzzle.Fifteen) string) zoo.Mutant {
	return whole(name, about, func(boards []puzzle.Fifteen) []byte {
		return lines(boards, func(_ int, f puzzle.Fifteen) string { return line(f) })
	})
}

// whole is a wrong program that goes wrong over the whole file.
func whole(name, about string, answer func(boards []puzzle.Fifteen) []byte) zoo.Mutant {
	return zoo.Mutant{Name: name, About: about, Answer: func(input []byte) []byte {
		boards, err := parse(input)
		if err != nil {
			return nil
		}
		return answer(boards)
	}}
}

// byRule calls a board solvable by rule, else right (its search, on a
// board the rule lets through wrongly, never ends: an empty line stands for
// the time limit).
func byRule(rule func(f puzzle.Fifteen) bool) func(f puzzle.Fifteen) string {
	return func(f puzzle.Fifteen) string {
		switch {
		case !rule(f):
			return notSolvable
		case !f.Solvable():
			return ""
		}
		return right(f)
	}
}

// mapWalk applies change to every walk, the sentence left alone.
func mapWalk(change func(w string) string) func(f puzzle.Fifteen) string {
	return func(f puzzle.Fifteen) string {
		if w, ok := solve(f, 1, 1); ok {
			return change(w)
		}
		return notSolvable
	}
}

func mutants() []zoo.Mutant {
	var ms []zoo.Mutant
	// The even-width parity rules people get wrong. Right: the inversions
	// plus the blank's row counted from the top (0-based) is odd.
	ms = append(ms,
		perBoard("parity-odd-width-rule", "the 3×3 rule on 4×4: even inversions, the blank's row ignored", byRule(func(f puzzle.Fifteen) bool {
			return inversions(f)%2 == 0
		})),
		perBoard("parity-row-from-bottom-0", "inversions plus the blank's row counted from the bottom from 0, odd (the right rule counts from 1)", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+3-f.Blank()/4)%2 == 1
		})),
		perBoard("parity-blank-column", "inversions plus the blank's column (not its row), odd", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+f.Blank()%4)%2 == 1
		})),
		perBoard("parity-blank-as-16", "inversions with the blank counted as 16, rows ignored, even", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+15-f.Blank())%2 == 0
		})),
		perBoard("parity-blank-as-0", "inversions with the blank counted as 0, rows ignored, even", byRule(func(f puzzle.Fifteen) bool {
			return (inversions(f)+f.Blank())%2 == 0
		})),
	)
	// Searches that give up too soon, or whose walks run past 50.
	for _, cap := range []int{30, 40, 44, 45, 50} {
		ms = append(ms, perBoard(fmt.Sprintf("depth-cap-%d", cap), fmt.Sprintf("IDA* that gives up past %d moves and says not solvable", cap), func(f puzzle.Fifteen) string {
			if w, ok := solve(f, 1, 1); ok && len(w) > cap {
				return notSolvable
			}
			return right(f)
		}))
	}
	for _, w := range [][2]int{{4, 3}, {3, 2}, {2, 1}, {3, 1}} {
		ms = append(ms, perBoard(fmt.Sprintf("weighted-%d-%d", w[0], w[1]), fmt.Sprintf("IDA* with the pattern-database estimate times %d/%d, its walk printed however long", w[0], w[1]), func(f puzzle.Fifteen) string {
			if p, ok := solve(f, w[0], w[1]); ok {
				return p
			}
			return notSolvable
		}))
	}
	// Wrong letters and lines.
	tile := strings.NewReplacer("L", "R", "R", "L", "U", "D", "D", "U")
	ms = append(ms,
		perBoard("tile-letters", "names the moves by where the tile goes, not the blank", mapWalk(tile.Replace)),
		perBoard("lower-case", "prints the moves as udlr", mapWalk(strings.ToLower)),
		perBoard("walk-reversed", "prints the walk last move first", mapWalk(func(w string) string {
			b := []byte(w)
			for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
				b[i], b[j] = b[j], b[i]
			}
			return string(b)
		})),
		perBoard("length-first", "prints the number of moves before the walk (AOJ's answer)", mapWalk(func(w string) string {
			return strconv.Itoa(len(w)) + " " + w
		})),
		perBoard("word-unsolvable", "prints eight's word unsolvable", func(f puzzle.Fifteen) string {
			if !f.Solvable() {
				return "unsolvable"
			}
			return right(f)
		}),
		perBoard("no-full-stop", "prints the sentence without its full stop", func(f puzzle.Fifteen) string {
			return strings.TrimSuffix(right(f), ".")
		}),
		perBoard("goal-not-solvable", "a search that tests for the goal only after a move: the goal itself is not solvable", func(f puzzle.Fifteen) string {
			if f == puzzle.FifteenGoal {
				return notSolvable
			}
			return right(f)
		}),
		whole("goal-no-line", "prints nothing, not even a newline, for a board at the goal", func(boards []puzzle.Fifteen) []byte {
			var b bytes.Buffer
			for _, f := range boards {
				if f != puzzle.FifteenGoal {
					b.WriteString(right(f) + "\n")
				}
			}
			return b.Bytes()
		}),
		whole("first-board-only", "reads one board, as a one-case program", func(boards []puzzle.Fifteen) []byte {
			return lines(boards[:1], func(_ int, f puzzle.Fifteen) string { return right(f) })
		}),
		whole("count-off-by-one", "answers N-1 boards (a loop from 1 to N, exclusive)", func(boards []puzzle.Fifteen) []byte {
			return lines(boards[:len(boards)-1], func(_ int, f puzzle.Fifteen) string { return right(f) })
		}),
		whole("return-on-unsolvable", "returns from main after the first unsolvable board", func(boards []puzzle.Fifteen) []byte {
			for i, f := range boards {
				if !f.Solvable() {
					boards = boards[:i+1]
					break
				}
			}
			return lines(boards, func(_ int, f puzzle.Fifteen) string { return right(f) })
		}),
		whole("walk-not-cleared", "keeps the walk string between boards: each line starts with the walks before it", func(boards []puzzle.Fifteen) []byte {
			kept := ""
			return lines(boards, func(_ int, f puzzle.Fifteen) string {
				w, ok := solve(f, 1, 1)
				if !ok {
					return notSolvable
				}
				kept += w
				return kept
			})
		}),
		whole("blank-line-between", "prints an empty line between boards' answers", func(boards []puzzle.Fifteen) []byte {
			out := lines(boards, func(_ int, f puzzle.Fifteen) string { return right(f) })
			return bytes.ReplaceAll(bytes.TrimSuffix(out, []byte("\n")), []byte("\n"), []byte("\n\n"))
		}),
	)
	return ms
}
