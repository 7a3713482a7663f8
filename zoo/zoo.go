// Package zoo is the engine of the zoos of wrong programs: mutants are Go
// functions, each problem keeps its zoo in its own package (Spec.Zoo), and
// this package chooses tests that kill every one of them: an accepted
// program should be a correct one, and a pack whose tests kill a few hundred
// plausible wrong programs kills the ones it has never seen more often.
package zoo

import (
	"bytes"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/verdict"
)

// Need is how many tests must kill each mutant (or every test that could,
// when it is wrong on fewer inputs of the whole pool).
const Need = 3

// Mutant is one plausible wrong program: Answer prints what that program
// would print for an input.
type Mutant struct {
	Name   string
	About  string // the wrong program it stands for, in a few words
	Answer func(input []byte) []byte
	// Cheap marks a mutant that answers from a table built once (a BFS
	// from the goal): its scan of the rest ignores Zoo.ScanLimit, so a
	// rare one is proven wrong or right on the whole pool, not dropped.
	Cheap bool
}

// Zoo is the mutants of one problem and where tests to kill them come from.
type Zoo struct {
	Problem string
	// Mutants builds the zoo; heavy tables are built on first answer.
	Mutants func() []Mutant
	// Pool returns the candidate inputs, seeded: every mutant runs on
	// sample, and on rest only while it has fewer than Need kills.
	Pool func(seed int64) (sample, rest [][]byte)
	// Ready, when set, readies what Mutants, Pool and Oracle need (a
	// pattern database from the cache) and says why it cannot: the zoo is
	// then not judged, rather than judged on answers made without it.
	Ready func() error
	// Oracle answers a candidate right, in-process (the reference is a
	// submission and runs in the sandbox: too slow for a pool).
	Oracle func(input []byte) []byte
	// Rare is how many tests the selection adds beyond the cover, each the
	// candidate that kills the most rarely killed mutants.
	Rare int
	// Hard returns up to n further inputs chosen for their own sake (long
	// distances, the most work for a right search), so that the tests are
	// not tuned to this zoo alone; nil for none.
	Hard func(seed int64, n int) []HardInput
	// HardN is how many Hard inputs the selection asks for.
	HardN int
	// ScanLimit, when above 0, caps how much of the rest a mutant the
	// sample kills too rarely runs on (0: all of it); a mutant still short
	// of Need kills then is dropped as not shown wrong, never counted.
	// Cheap mutants always scan all of it.
	ScanLimit int
}

// HardInput is an input chosen for its own sake, and why.
type HardInput struct {
	Input []byte
	Why   string
}

var mutantCache sync.Map // problem id → []Mutant

// List returns the zoo's mutants, built once per process.
func (z *Zoo) List() []Mutant {
	if ms, ok := mutantCache.Load(z.Problem); ok {
		return ms.([]Mutant)
	}
	ms, _ := mutantCache.LoadOrStore(z.Problem, z.Mutants())
	return ms.([]Mutant)
}

// Kills tells whether chk rejects m's output on input, answer being the
// jury's answer. A mutant that panics is killed (a crash is a wrong answer
// too), and says so.
func Kills(chk checker.Checker, m Mutant, input, answer []byte) (killed bool) {
	defer func() {
		if recover() != nil {
			killed = true
		}
	}()
	out := m.Answer(input)
	return chk.Check(input, answer, bytes.NewReader(out)).Verdict != verdict.AC
}

// bitset is a set of candidate indexes.
type bitset []uint64

func newBitset(n int) bitset    { return make(bitset, (n+63)/64) }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }

// parallel runs f(i) for i in [0, n) on every core.
func parallel(n int, f func(i int)) {
	workers := runtime.GOMAXPROCS(0)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}

// matrix runs every mutant on every input; kills[m] holds the inputs that
// kill mutant m.
func matrix(chk checker.Checker, ms []Mutant, inputs, answers [][]byte) []bitset {
	kills := make([]bitset, len(ms))
	for i := range kills {
		kills[i] = newBitset(len(inputs))
	}
	const chunk = 64
	chunks := (len(inputs) + chunk - 1) / chunk
	parallel(len(ms)*chunks, func(job int) {
		m, c := job/chunks, job%chunks
		for i := c * chunk; i < min((c+1)*chunk, len(inputs)); i++ {
			if Kills(chk, ms[m], inputs[i], answers[i]) {
				// Each chunk is 64 inputs: one word, one writer.
				kills[m].set(i)
			}
		}
	})
	return kills
}

func fmtCount(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// ready runs z.Ready, if any, naming the problem in its error.
func (z *Zoo) ready() error {
	if z.Ready == nil {
		return nil
	}
	if err := z.Ready(); err != nil {
		return fmt.Errorf("zoo of %s: %w", z.Problem, err)
	}
	return nil
}
