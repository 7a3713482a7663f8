package fifteen

import (
	"testing"

	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"
	"github.com/slidejudge/slidejudge/problems/problemtest"
)

func TestFifteenValidate(t *testing.T) {
	t.Parallel()
	const sample = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n"
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"goal", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n", ""},
		{"unsolvable", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n", "unsolvable"},
		{"3 lines", "1 2 3 4\n6 7 8 0\n5 10 11 12\n", "3 lines, expected 4"},
		{"16", "1 2 3 4\n6 7 8 16\n5 10 11 12\n9 13 14 15\n", "out of range"},
		{"duplicate", "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 14\n", "appears twice"},
	})
}

// TestGenerate: the blank stands on every cell in some test.
func TestGenerate(t *testing.T) {
	t.Parallel()
	at := map[int]bool{}
	for _, tc := range generate(1) {
		f, err := fifteenpath.Parse(tc.Input)
		if err != nil || !f.Solvable() {
			t.Fatalf("%s: %v, solvable %v", tc.Name, err, f.Solvable())
		}
		at[f.Blank()] = true
	}
	if len(at) != 16 {
		t.Errorf("the blank on %d cells, want 16", len(at))
	}
}
