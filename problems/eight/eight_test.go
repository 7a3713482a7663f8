package eight

import (
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestEightValidate(t *testing.T) {
	t.Parallel()
	const sample = "2 3 4 1 5 x 7 6 8\n"
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"goal", "1 2 3 4 5 6 7 8 x\n", ""},
		{"unsolvable is valid", "8 7 6 5 4 3 2 1 x\n", ""}, // unsolvable is a valid input
		{"8 tokens", "2 3 4 1 5 x 7 6\n", "8 tokens, expected 9"},
		{"10 tokens", "2 3 4 1 5 x 7 6 8 9\n", "10 tokens"},
		{"duplicate", "2 3 4 1 5 x 7 6 6\n", "appears twice"},
		{"0 for the blank", "2 3 4 1 5 0 7 6 8\n", "token 6"},
		{"9 out of range", "2 3 4 1 5 9 7 6 8\n", "out of range"},
		{"X for the blank", "2 3 4 1 5 X 7 6 8\n", "token 6"},
		{"double space", "2  3 4 1 5 x 7 6 8\n", "more than one space"},
		{"two boards", "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n", "2 lines"},
		{"leading zero", "02 3 4 1 5 x 7 6 8\n", "token 1"},
	})
}

func TestEightGenerate(t *testing.T) {
	t.Parallel()
	a := generate(1) // same for the same seed, names, validity: TestGeneratedTests
	if len(a) < 100 {
		t.Fatalf("%d tests, want at least 100", len(a))
	}
	seen := map[int]bool{}
	for _, tc := range a {
		seen[puzzle.EightTable().Distance(eightBoard(tc.Input))] = true
	}
	for d := -1; d <= 31; d++ {
		if !seen[d] {
			t.Errorf("no test at distance %d", d)
		}
	}
}

func FuzzEightValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		"2 3 4 1 5 x 7 6 8\n",
		"1 2 3 4 5 6 7 8 x",
		"x x x\n\n",
	}, validate, func(input []byte) []byte { return eightLine(eightBoard(input)) }, nil)
}

// eightBoard reads a valid input's board.
func eightBoard(input []byte) puzzle.Eight {
	e, _ := parseLine(strings.TrimSuffix(string(input), "\n"))
	return e
}
