package problems

import (
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"slices"

	"github.com/slidejudge/slidejudge/show"
	"github.com/slidejudge/slidejudge/zoo"
)

// Test is one test a generator writes: its input only; the answer comes
// from running the problem's reference solution on it.
type Test struct {
	Group string // "sample" or "secret"
	Name  string // file name without extension, e.g. "031-far-1"
	Input []byte
}

// Spec is the Go side of a problem, what problem.yaml cannot say. Each
// problem keeps it in its own package beside its data, problems/<id>/.
type Spec struct {
	ID string
	// Validate checks that an input is in the canonical form the
	// statement promises; the error says what is wrong where, in one line.
	Validate func(input []byte) error
	// Generate writes every test of the problem, samples included, the same
	// bytes for the same seed.
	Generate func(seed int64) []Test
	// Random draws one valid input for stress testing; size (1 and up)
	// asks for bigger boards and more cases as it grows. Optional.
	Random func(rng *rand.Rand, size int) []byte
	// Shrink lists valid inputs smaller than input (fewer cases, smaller
	// boards), most promising first, for reducing a failing input. Optional.
	Shrink func(input []byte) [][]byte
	// Layout puts the tokens of an input typed by hand on the lines the
	// canonical form has, whatever lines they came on; nil (or a nil
	// result) keeps the typed lines. Optional.
	Layout func(tokens []string) [][]string
	// Draw draws an answer for people (`judge show`).
	Draw show.Draw
	// DrawNamed draws the boards a wrong answer's checker message names,
	// under the verdict; nil when the messages name none.
	DrawNamed func(w io.Writer, test, message string, colour bool)
	// Example is the board the statement page's player starts with, and
	// Play answers the player for any board (a shortest way, or the parity
	// drawing; an error for a board it cannot read). Nil: no player.
	Example string
	Play    func(board string) (any, error)
	// Replay draws a failed answer beside an optimal one on the arena's
	// submission page; nil when the answers are not moves to replay.
	Replay func(f show.Failed) (*show.Replay, error)
	// ReplayLine: the checker names the failing answer line ("line K: …")
	// and the arena keeps that line of the output for Replay, not its head.
	ReplayLine bool
	// Zoo is the problem's wrong programs, which its tests must kill.
	Zoo *zoo.Zoo
	// FifteenPDB: Zoo's oracle answers with the 15-puzzle's pattern
	// database (puzzle.LoadFifteenDB), so `judge solve --pdb NAME` can
	// answer by it over the partition named.
	FifteenPDB bool
}

var specs = map[string]Spec{}

// Register is called once from each problem's init, in its own package
// problems/<id>/; the package problems/all imports every one of them.
func Register(s Spec) {
	if _, dup := specs[s.ID]; dup {
		panic("problems: " + s.ID + " registered twice")
	}
	specs[s.ID] = s
}

// SpecOf returns the Go side of problem id.
func SpecOf(id string) (Spec, error) {
	s, ok := specs[id]
	if !ok {
		return Spec{}, fmt.Errorf("problem %s has no Go code (validator, generator)", id)
	}
	return s, nil
}

// SpecIDs lists the problems with Go code, sorted.
func SpecIDs() []string {
	return slices.Sorted(maps.Keys(specs))
}
