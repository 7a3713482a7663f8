package problems_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/slidejudge/slidejudge/problems"
	_ "github.com/slidejudge/slidejudge/problems/all"
)

// Every problem's Random writes valid inputs at every size, and Shrink
// offers only valid inputs different from the one it shrinks.
func TestStressInputsValid(t *testing.T) {
	t.Parallel()
	for _, id := range problems.SpecIDs() {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			s, err := problems.SpecOf(id)
			if err != nil {
				t.Fatal(err)
			}
			if s.Random == nil || s.Shrink == nil {
				t.Fatalf("%s: no Random or Shrink", id)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for size := 1; size <= 40; size++ {
				in := s.Random(rng, size)
				if err := s.Validate(in); err != nil {
					t.Fatalf("Random(size %d) = %q: %v", size, in, err)
				}
				for _, c := range s.Shrink(in) {
					if err := s.Validate(c); err != nil {
						t.Fatalf("Shrink(%q) offers %q: %v", in, c, err)
					}
					if bytes.Equal(c, in) {
						t.Fatalf("Shrink(%q) offers the input itself", in)
					}
				}
			}
		})
	}
}

// Shrinking always ends: following the first candidate reaches an input
// with none.
func TestStressShrinkEnds(t *testing.T) {
	t.Parallel()
	for _, id := range problems.SpecIDs() {
		s, _ := problems.SpecOf(id)
		in := s.Random(rand.New(rand.NewPCG(3, 4)), 30)
		for steps := 0; ; steps++ {
			c := s.Shrink(in)
			if len(c) == 0 {
				break
			}
			if steps > 10000 {
				t.Fatalf("%s: Shrink does not end from %q", id, in)
			}
			in = c[0]
		}
	}
}
