package fifteenpath

import (
	"math/rand/v2"
	"testing"

	"github.com/slidejudge/slidejudge/puzzle"
)

// TestWrongEstimates: linear conflict per pair adds 2 a pair (6 for a
// reversed triple, where 4 is right); the right walking distance is 0 on
// the goal and never above a board's optimum, the off-by-one tables are
// not 0 on the goal.
func TestWrongEstimates(t *testing.T) {
	// 3 2 1 in the top row (4 in place): Manhattan 4, three pairs.
	f := puzzle.Fifteen{3, 2, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}
	if got := LinearConflictPerPair(&f); got != 4+6 {
		t.Errorf("linear conflict per pair of 3 2 1 4: %d, want 10", got)
	}
	goal := puzzle.FifteenGoal
	if got := LinearConflictPerPair(&goal); got != 0 {
		t.Errorf("linear conflict per pair of the goal: %d", got)
	}
	wd, up, from1 := WalkingDistance(3, false), WalkingDistance(2, false), WalkingDistance(3, true)
	if wd(&goal) != 0 || up(&goal) == 0 || from1(&goal) != 2 {
		t.Errorf("on the goal: walking distance %d, blank row off by one %d, from 1 %d", wd(&goal), up(&goal), from1(&goal))
	}
	if testing.Short() {
		return
	}
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 50; i++ {
		f := walk(rng, puzzle.FifteenGoal, 10+rng.IntN(30))
		n := len(db.Solve(f).Path)
		if w := wd(&f); w > n {
			t.Errorf("%v: walking distance %d over the optimum %d", f, w, n)
		}
		if w := from1(&f); f != puzzle.FifteenGoal && w != wd(&f)+2 {
			t.Errorf("%v: tables from 1 give %d, right %d", f, w, wd(&f))
		}
	}
}

// The climbed boards: each solvable, at most 40 moves away, with linear
// conflict counted per pair above its optimum, and the per-pair search
// finding a longer way on them.
func TestConflictBoards(t *testing.T) {
	if testing.Short() {
		t.Skip("builds or loads the pattern database")
	}
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	boards := conflictBoards(rand.New(rand.NewPCG(1, 0x200f16)), db, 100)
	if len(boards) == 0 {
		t.Fatal("100 climbs found no board")
	}
	lc := puzzle.FifteenWrong{Estimate: LinearConflictPerPair, Only: true}
	longer := 0
	for _, f := range boards {
		n := len(db.Solve(f).Path)
		if !f.Solvable() || n > 40 || LinearConflictPerPair(&f) <= n {
			t.Errorf("%v: optimum %d, per-pair estimate %d", f, n, LinearConflictPerPair(&f))
		}
		if len(db.SolveWrong(f, lc).Path) > n {
			longer++
		}
	}
	if longer == 0 {
		t.Errorf("the per-pair search found a shortest way on all %d boards", len(boards))
	}
	t.Logf("%d boards, the per-pair search longer on %d", len(boards), longer)
}
