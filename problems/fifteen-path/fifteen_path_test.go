package fifteenpath

import (
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestFifteenValidate(t *testing.T) {
	t.Parallel()
	const sample = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n"
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"unsolvable is valid", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n", ""},
		{"3 lines", "1 2 3 4\n6 7 8 0\n5 10 11 12\n", "3 lines, expected 4"},
		{"short row", "1 2 3 4\n6 7 8 0\n5 10 11\n9 13 14 15 12\n", "line 3: 3 tokens, expected 4"},
		{"16", "1 2 3 4\n6 7 8 16\n5 10 11 12\n9 13 14 15\n", "out of range"},
		{"x for the blank", "1 2 3 4\n6 7 8 x\n5 10 11 12\n9 13 14 15\n", "not an integer"},
		{"duplicate", "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 14\n", "appears twice"},
		{"one line", "1 2 3 4 6 7 8 0 5 10 11 12 9 13 14 15\n", "1 lines, expected 4"},
		{"leading zero", "01 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n", "leading zero"},
	})
}

// TestGenerate: the special tests are what their names say.
func TestGenerate(t *testing.T) {
	t.Parallel()
	tests := generate(1)
	unsolvable, solvable := map[int]bool{}, map[int]bool{}
	for _, tc := range tests {
		f, err := parse(tc.Input)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		if f.Solvable() {
			solvable[f.Blank()/4] = true
		} else {
			unsolvable[f.Blank()/4] = true
		}
	}
	for row := 0; row < 4; row++ {
		if !solvable[row] || !unsolvable[row] {
			t.Errorf("blank in row %d: solvable %v, unsolvable %v", row, solvable[row], unsolvable[row])
		}
	}
}

// TestHardBoards holds the listed optima to the solver (it builds or
// loads the pattern database: skipped under -short).
func TestHardBoards(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the pattern database")
	}
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range allHardBoards() {
		if r := db.Solve(h.board); !r.Solvable || len(r.Path) != h.distance || h.distance > maxMoves {
			t.Errorf("%s: %d moves, listed %d (at most %d)", h.name, len(r.Path), h.distance, maxMoves)
		}
		// The Manhattan-only search's count, where it is cheap (a few
		// seconds at most; 27-1 takes it 57 million nodes).
		if h.mdNodes < 4_000_000 {
			if n, nodes := puzzle.FifteenManhattanIDA(h.board, 1e9); n != h.distance || nodes != h.mdNodes {
				t.Errorf("%s: Manhattan-only IDA* %d moves in %d nodes, listed %d in %d", h.name, n, nodes, h.distance, h.mdNodes)
			}
		}
	}
}
