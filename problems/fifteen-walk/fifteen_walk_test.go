package fifteenwalk

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

const sample = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n"

func TestWalkValidate(t *testing.T) {
	t.Parallel()
	const goal = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n"
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	max := "100\n" + strings.Repeat(goal, 100)
	problemtest.RunValidatorCases(t, validate, []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"one board", "1\n" + goal, ""},
		{"100 boards", max, ""},
		{"unsolvable is valid", "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n", ""},
		{"101 boards", "101\n" + strings.Repeat(goal, 101), "line 1 (the number of boards): token 1: 101 out of range [1, 100]"},
		{"no boards", "0\n", "token 1: 0 out of range [1, 100]"},
		{"count only", "1\n", "1 lines, expected 5 for 1 boards"},
		{"one board short", "2\n" + goal, "5 lines, expected 9 for 2 boards"},
		{"one board over", "1\n" + goal + goal, "9 lines, expected 5 for 1 boards"},
		{"a row short", "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n", "4 lines, expected 5"},
		{"two counts", "1 1\n" + goal, "line 1 (the number of boards): 2 tokens, expected 1"},
		{"no count", goal, "line 1 (the number of boards): 4 tokens, expected 1"},
		{"short row", "1\n1 2 3 4\n5 6 7 8\n9 10 11\n12 13 14 15 0\n", "line 4 (board 1): 3 tokens, expected 4"},
		{"16", "1\n1 2 3 4\n5 6 7 8\n9 10 11 16\n13 14 15 0\n", "line 4 (board 1): token 4: 16 out of range [0, 15]"},
		{"x for the blank", "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 x\n", `line 5 (board 1): token 4: "x" is not an integer`},
		{"duplicate in the second board", "2\n" + goal + "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 14 0\n", "board 2 (lines 6-9): value 14 appears twice"},
		{"board on one line", "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n", "2 lines, expected 5"},
		{"leading zero", "01\n" + goal, `"01" has a leading zero`},
		{"negative count", "-1\n" + goal, `"-1" is not an integer`},
	})
}

// TestWalkGenerate: the tests are what their names say.
func TestWalkGenerate(t *testing.T) {
	t.Parallel()
	tests := generate(1)
	parity := map[int][2]bool{} // blank cell → solvable seen, unsolvable seen
	var atLimit, goalInside, far int
	for _, tc := range tests {
		boards, err := parse(tc.Input)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		if len(boards) == maxBoards {
			atLimit++
		}
		for i, f := range boards {
			if f == puzzle.FifteenGoal && i < len(boards)-1 {
				goalInside++
			}
			if f == hardBoards()[0] {
				far++
			}
			if strings.Contains(tc.Name, "parity") {
				p := parity[f.Blank()]
				p[map[bool]int{true: 0, false: 1}[f.Solvable()]] = true
				parity[f.Blank()] = p
			}
		}
	}
	for cell := 0; cell < 16; cell++ {
		if p := parity[cell]; !p[0] || !p[1] {
			t.Errorf("blank at cell %d: solvable %v, unsolvable %v in the parity files", cell, p[0], p[1])
		}
	}
	if atLimit < 4 || goalInside < 2 || far < 2 {
		t.Errorf("files at the limit %d, goal before the end %d, the first far board %d times", atLimit, goalInside, far)
	}
	if a, b := generate(2), tests; bytes.Equal(a[len(a)-1].Input, b[len(b)-1].Input) {
		t.Errorf("seeds 1 and 2 give the same %s", b[len(b)-1].Name)
	}
}

// TestFarBoards holds the far boards to the solver: each exactly 45 moves
// away (it loads or builds the pattern database: skipped under -short).
func TestFarBoards(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the pattern database")
	}
	db, err := puzzle.LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	names := hardNames()
	seen := map[puzzle.Fifteen]bool{}
	for i, f := range hardBoards() {
		if seen[f] {
			t.Errorf("%s listed twice", names[i])
		}
		seen[f] = true
		if r := db.Solve(f); !r.Solvable || len(r.Path) != maxMoves {
			t.Errorf("%s: %d moves, want %d", names[i], len(r.Path), maxMoves)
		}
		var man int
		if _, err := fmt.Sscanf(names[i], "far-45-manhattan-%d-", &man); err != nil || man != f.Manhattan() {
			t.Errorf("%s: Manhattan distance %d", names[i], f.Manhattan())
		}
	}
	if len(seen) != 40 {
		t.Errorf("%d far boards, want 40", len(seen))
	}
}

func FuzzWalkValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		sample,
		"1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n",
		"1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0",
		"0\n",
	}, validate, func(in []byte) []byte {
		boards, err := parse(in)
		if err != nil {
			return nil
		}
		return write(boards)
	}, nil)
}
