package problems

import (
	"bytes"
	"testing"
)

// TestGeneratedTests holds every problem's generator to what the pack
// relies on: the same tests for the same seed, each named once in form, in
// the sample or secret group, and each input valid. The problems' own
// tests check what their data must cover.
func TestGeneratedTests(t *testing.T) {
	t.Parallel()
	for _, id := range SpecIDs() {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			s, _ := SpecOf(id)
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
				if !testName.MatchString(tc.Name) || (tc.Group != "sample" && tc.Group != "secret") {
					t.Errorf("bad test name %s", id)
				}
				if err := s.Validate(tc.Input); err != nil {
					t.Errorf("%s: %v", id, err)
				}
			}
		})
	}
}
