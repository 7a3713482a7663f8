package audit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/problems/chino"
	eightcount "github.com/slidejudge/slidejudge/problems/eight-count"
	"github.com/slidejudge/slidejudge/puzzle"
)

// Item is one input of a space, its right answer, and how far it is from
// the goal.
type Item struct {
	Input  []byte
	Answer []byte
	// Moves is the fewest moves (or steps) that solve the input;
	// Unsolvable when none does; Unknown for inputs of many puzzles.
	Moves int
	Name  string // a pack test's name; "" for a drawn input
}

// Moves of an item with no single distance.
const (
	Unsolvable = puzzle.Unreachable
	Unknown    = -2
)

// Space is the inputs an audit runs a program on: every input of the
// problem (Finite), or a sample.
type Space struct {
	Problem string
	Kind    string // KindAll, KindUniform or KindGenerator
	Finite  bool   // the items are every input the problem allows
	Size    int    // items
	Noun    string // what one item is: "starts", "boards", "inputs"
	Step    string // what one step toward the goal is: "move", or chino's "step"
	Key     string // what the state file is keyed by besides the program
	// Drawn is how many items are drawn at random, uniformly from the
	// space or by the generator: the failure bound is about them. The
	// other items (Size - Drawn) are the pack's tests, run first.
	Drawn int
	// Batch is how many items one run may take (eight-multi reads many
	// boards a file); 1 for every other problem.
	Batch int
	// Within says which inputs of the problem the items are, when not
	// all: "28 to 31 moves away".
	Within string
	item   func(i int) (Item, error)
	moves  func(i int) int // item i's Moves, without its answer
}

// The kinds of space.
const (
	KindAll       = "all"       // every input of the problem
	KindUniform   = "uniform"   // a sample drawn uniformly from every input
	KindGenerator = "generator" // the pack's tests and inputs drawn by the generator
)

// StepName is what one step toward the goal is called: "move" unless the
// problem says otherwise.
func (s *Space) StepName() string {
	if s.Step == "" {
		return "move"
	}
	return s.Step
}

// Item returns item i (0 <= i < Size).
func (s *Space) Item(i int) (Item, error) { return s.item(i) }

// finiteSpaces are the problems whose every input an audit can run.
var finiteSpaces = map[string]func() (*Space, error){
	"eight":       eightSpace,
	"eight-count": eightCountSpace,
	"chino":       chinoSpace,
	"eight-multi": eightMultiSpace,
}

// IsFinite tells whether every input of problem id can be audited.
func IsFinite(id string) bool { return finiteSpaces[id] != nil }

// oracle answers an input of problem id right, in-process: the zoo's.
func oracle(id string) (func([]byte) []byte, error) {
	spec, err := problems.SpecOf(id)
	if err != nil {
		return nil, err
	}
	if spec.Zoo == nil || spec.Zoo.Oracle == nil {
		return nil, fmt.Errorf("problem %s has no in-process answer to audit against", id)
	}
	return spec.Zoo.Oracle, nil
}

// Whole is every input of problem id, or an error when there are too many
// to run them all (audit a sample then).
func Whole(id string) (*Space, error) {
	f := finiteSpaces[id]
	if f == nil {
		return nil, fmt.Errorf("problem %s has too many inputs to run them all: audit a sample (--sample N)", id)
	}
	return f()
}

func eightLine(e puzzle.Eight) []byte { return []byte(e.String() + "\n") }

// eightSpace is every arrangement of the 3×3 board, solvable or not.
func eightSpace() (*Space, error) {
	answer, err := oracle("eight")
	if err != nil {
		return nil, err
	}
	return &Space{Problem: "eight", Kind: KindAll, Finite: true, Size: puzzle.States, Noun: "starts", Key: "all", Drawn: puzzle.States, Batch: 1,
		item: func(i int) (Item, error) {
			e := puzzle.Unrank(i)
			in := eightLine(e)
			return Item{Input: in, Answer: answer(in), Moves: puzzle.EightTable().Distance(e)}, nil
		},
		moves: func(i int) int { return puzzle.EightTable().Distance(puzzle.Unrank(i)) }}, nil
}

// eightCountGoal is eight-count's reversed goal.
var eightCountGoal = puzzle.Eight{8, 7, 6, 5, 4, 3, 2, 1, 0}

// eightCountRanks lists the ranks of the boards from which the reversed
// goal can be reached (the only inputs eight-count allows), with their
// distances.
var eightCountRanks = sync.OnceValues(func() ([]int32, *puzzle.DistanceTable) {
	tab := puzzle.NewDistanceTable(eightCountGoal)
	ranks := make([]int32, 0, puzzle.States/2)
	for r := range puzzle.States {
		if tab.Distance(puzzle.Unrank(r)) != puzzle.Unreachable {
			ranks = append(ranks, int32(r))
		}
	}
	return ranks, tab
})

func eightCountSpace() (*Space, error) {
	ranks, tab := eightCountRanks()
	answer, err := oracle("eight-count")
	if err != nil {
		return nil, err
	}
	return &Space{Problem: "eight-count", Kind: KindAll, Finite: true, Size: len(ranks), Noun: "starts", Key: "all", Drawn: len(ranks), Batch: 1,
		item: func(i int) (Item, error) {
			e := puzzle.Unrank(int(ranks[i]))
			in := eightcount.EightCountInput(e)
			return Item{Input: in, Answer: answer(in), Moves: tab.Distance(e)}, nil
		},
		moves: func(i int) int { return tab.Distance(puzzle.Unrank(int(ranks[i]))) }}, nil
}

// chinoSpace is every board of side 1, 2 and 3, in that order.
func chinoSpace() (*Space, error) {
	answer, err := oracle("chino")
	if err != nil {
		return nil, err
	}
	size := 0
	for n := 1; n <= puzzle.ChinoMaxN; n++ {
		size += factorial(n * n)
	}
	return &Space{Problem: "chino", Kind: KindAll, Finite: true, Size: size, Noun: "boards", Step: "step", Key: "all", Drawn: size, Batch: 1,
		item: func(i int) (Item, error) {
			n, cells := chinoBoard(i)
			in := chino.ChinoFormat(cells)
			return Item{Input: in, Answer: answer(in), Moves: puzzle.ChinoTableOf(n).Distance(cells)}, nil
		},
		moves: func(i int) int {
			n, cells := chinoBoard(i)
			return puzzle.ChinoTableOf(n).Distance(cells)
		}}, nil
}

// chinoBoard is board i of chinoSpace: the boards of side 1, then 2, then 3.
func chinoBoard(i int) (n int, cells []int) {
	n = 1
	for ; i >= factorial(n*n); n++ {
		i -= factorial(n * n)
	}
	return n, puzzle.ChinoUnrank(n*n, i)
}

func factorial(n int) int {
	f := 1
	for k := 2; k <= n; k++ {
		f *= k
	}
	return f
}

// eightMultiBatch is how many boards a run of an eight-multi program takes
// by default: its statement allows every arrangement in one file, and a
// thousand cost a right program little of its 5 s.
const eightMultiBatch = 1000

// eightMultiSpace is every arrangement, as lines of eight-multi's input,
// many to a run.
func eightMultiSpace() (*Space, error) {
	s, err := eightSpace()
	if err != nil {
		return nil, err
	}
	s.Problem, s.Batch = "eight-multi", eightMultiBatch
	return s, nil
}

// Within keeps the items of a finite space that are lo to hi moves
// (steps) from the goal, the boards of a distance audited whole.
func Within(s *Space, lo, hi int) (*Space, error) {
	if s.moves == nil {
		return nil, fmt.Errorf("problem %s: its inputs have no one distance to choose them by", s.Problem)
	}
	var keep []int
	for i := range s.Size {
		if d := s.moves(i); d >= lo && d <= hi {
			keep = append(keep, i)
		}
	}
	if len(keep) == 0 {
		return nil, fmt.Errorf("problem %s has no input %d to %d %ss from the goal", s.Problem, lo, hi, s.StepName())
	}
	item, moves := s.item, s.moves
	t := *s
	t.Size, t.Drawn = len(keep), len(keep)
	t.Key += fmt.Sprintf(" moves %d-%d", lo, hi)
	t.Within = fmt.Sprintf("%d to %d %ss away", lo, hi, s.StepName())
	if lo == hi {
		t.Within = fmt.Sprintf("%d %ss away", lo, s.StepName())
	}
	t.item = func(i int) (Item, error) { return item(keep[i]) }
	t.moves = func(i int) int { return moves(keep[i]) }
	return &t, nil
}

// Sample is n items of a finite space drawn at random without
// replacement.
func Sample(s *Space, n int, seed int64) *Space {
	n = min(n, s.Size)
	pick := rand.New(rand.NewPCG(uint64(seed), 0x5a3b1e)).Perm(s.Size)[:n]
	item := s.item
	t := *s
	t.Kind, t.Finite, t.Size, t.Drawn = KindUniform, false, n, n
	t.Key = fmt.Sprintf("sample %d seed %d", n, seed)
	t.item = func(i int) (Item, error) { return item(pick[i]) }
	if moves := s.moves; moves != nil {
		t.moves = func(i int) int { return moves(pick[i]) }
	}
	return &t
}

// Drawn is the pack's tests of problem p, then n inputs drawn by its
// generator (sizes growing from small to a typical test's, as stress and
// the zoo draw them), answered by its in-process oracle.
func Drawn(p *problems.Problem, tests []judge.TestData, n int, seed int64) (*Space, error) {
	if p.Spec.Random == nil {
		return nil, fmt.Errorf("problem %s has no random input generator to sample from", p.ID)
	}
	answer, err := oracle(p.ID)
	if err != nil {
		return nil, err
	}
	random := p.Spec.Random
	t := len(tests)
	return &Space{Problem: p.ID, Kind: KindGenerator, Size: t + n, Noun: "inputs", Drawn: n, Batch: 1,
		Key: fmt.Sprintf("drawn %d seed %d tests %d", n, seed, t),
		item: func(i int) (Item, error) {
			if i < t {
				in, err := os.ReadFile(tests[i].In)
				if err != nil {
					return Item{}, err
				}
				ans, err := os.ReadFile(tests[i].Ans)
				if err != nil {
					return Item{}, err
				}
				return Item{Input: in, Answer: ans, Moves: Unknown, Name: tests[i].ID()}, nil
			}
			i -= t
			// Each draw has a generator of its own: item i is the same
			// input whatever order the items are run in.
			rng := rand.New(rand.NewPCG(uint64(seed), uint64(i)))
			in := random(rng, 1+i%12)
			return Item{Input: in, Answer: answer(in), Moves: Unknown}, nil
		}}, nil
}

// StateFile is where an audit of a program keeps its state in the judge's
// cache: named by the problem and a hash of the inputs (the space's key),
// the problem's limits, the program's language id and its source, so the
// CLI and the arena find the same audit of the same program.
func StateFile(cacheDir string, p *problems.Problem, s *Space, language string, src []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n%s\n%d %d %d\n", p.ID, s.Key, language, p.TimeLimit, p.Memory, p.Output)
	h.Write(src)
	return filepath.Join(cacheDir, "audits", p.ID+"-"+hex.EncodeToString(h.Sum(nil))[:24]+".json")
}

// StoredWhole is the stored audit of a program on every input of p (as
// `judge audit p FILE` runs it, with no flags); ok is false when there is
// none, or p has too many inputs to audit whole.
func StoredWhole(cacheDir string, p *problems.Problem, language string, src []byte) (res *Result, ok bool) {
	s, err := Whole(p.ID)
	if err != nil {
		return nil, false
	}
	return Stored(StateFile(cacheDir, p, s, language, src), s)
}
