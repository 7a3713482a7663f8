package problems_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/slidejudge/slidejudge/problems"
	_ "github.com/slidejudge/slidejudge/problems/all"
)

// TestGeneratedTests holds every problem's generator to what the pack
// relies on: the same tests for the same seed, each named once in form, in
// the sample or secret group, and each input valid. The problems' own
// tests check what their data must cover.
func TestGeneratedTests(t *testing.T) {
	t.Parallel()
	for _, id := range problems.SpecIDs() {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			s, _ := problems.SpecOf(id)
			tests, again := s.Generate(1), s.Generate(1)
			if len(tests) != len(again) {
				t.Fatalf("two runs with seed 1 gave %d and %d tests", len(tests), len(again))
			}
			names := map[string]bool{}
			for i, tc := range tests {
				id := tc.Group + "/" + tc.Name
				if tc.Group != again[i].Group || tc.Name != again[i].Name || !bytes.Equal(tc.Input, again[i].Input) {
					t.Fatalf("test %d (%s) differs between two runs with seed 1", i, id)
				}
				if names[id] {
					t.Errorf("test %s twice", id)
				}
				names[id] = true
				if !problems.TestName.MatchString(tc.Name) || (tc.Group != "sample" && tc.Group != "secret") {
					t.Errorf("bad test name %s", id)
				}
				if err := s.Validate(tc.Input); err != nil {
					t.Errorf("%s: %v", id, err)
				}
			}
		})
	}
}

// Every problem folder of the pack has its Go side registered, and every
// registered problem has a folder: a problem is added in one place.
func TestEveryProblemRegistered(t *testing.T) {
	t.Parallel()
	ids, err := problems.Embedded().IDs()
	if err != nil {
		t.Fatal(err)
	}
	if got := problems.SpecIDs(); !slices.Equal(ids, got) {
		t.Fatalf("pack folders %v, registered Go sides %v", ids, got)
	}
}

// A hand-typed input is respelled on the lines its problem lays out, or on
// the typed lines when the problem has no layout.
func TestRespell(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ id, in, want string }{
		{"eight", "2 3 4\n1  5 x\n7 6 8", "2 3 4 1 5 x 7 6 8\n"},
		{"eight-count", "0 7 6 8 4 3 5 2 1\n", "0 7 6\n8 4 3\n5 2 1\n"},
		{"eight-count", "0 7 6 8\n", "0 7 6 8\n"},
		{"chino", " 1\t2\n\n3 4 \n", "1 2\n3 4\n"},
	} {
		s, err := problems.SpecOf(c.id)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(problems.Respell(s, []byte(c.in))); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.id, c.in, got, c.want)
		}
	}
}
