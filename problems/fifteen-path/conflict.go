package fifteenpath

import (
	"math/rand/v2"

	"github.com/slidejudge/slidejudge/puzzle"
)

// conflictBoards are boards on which linear conflict counted per pair says
// more than the optimum at the start itself (three or more tiles of one
// line in conflict, where per-pair counting adds 2 a pair and the fewest
// tiles to take out of the line add less): such a search's first bound is
// already past the shortest way, and it finds a longer one. Random walks
// show this about once in a thousand boards; here each of restarts climbs
// from a walk of 10..34 moves, two moves at a time, keeping a step when
// the excess (per-pair estimate minus optimum) does not fall, and every
// board with a positive excess is kept, in the order found. db gives the
// optimum.
func conflictBoards(rng *rand.Rand, db *puzzle.FifteenDB, restarts int) []puzzle.Fifteen {
	var out []puzzle.Fifteen
	seen := map[puzzle.Fifteen]bool{}
	excess := func(f puzzle.Fifteen) (int, int) {
		n := len(db.Solve(f).Path)
		return LinearConflictPerPair(&f) - n, n
	}
	for r := 0; r < restarts; r++ {
		f := walk(rng, puzzle.FifteenGoal, 10+rng.IntN(25))
		e, _ := excess(f)
		for s := 0; s < 60; s++ {
			g := walk(rng, f, 1+rng.IntN(2))
			eg, n := excess(g)
			if n > 40 || eg < e {
				continue
			}
			f, e = g, eg
			if e > 0 && !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// ConflictBoards is conflictBoards for fifteen's pool (nil without the
// pattern database).
func ConflictBoards(rng *rand.Rand, restarts int) []puzzle.Fifteen {
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		return nil
	}
	return conflictBoards(rng, db, restarts)
}
