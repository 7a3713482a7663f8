// Package problemtest holds the test helpers every problem's tests share.
package problemtest

import (
	"bytes"
	"strings"
	"testing"
)

// ValidatorCase is one input and what the validator must say of it: err is
// "" when the input is valid, else a part of the one-line error. An alias
// of a plain struct, so the problems' tables stay one case a line, unkeyed.
type ValidatorCase = struct {
	Name, Input string
	Err         string
}

// RunValidatorCases feeds each case to validate, in parallel subtests.
func RunValidatorCases(t *testing.T, validate func([]byte) error, cases []ValidatorCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			t.Parallel()
			err := validate([]byte(tc.Input))
			switch {
			case tc.Err == "" && err != nil:
				t.Fatalf("valid input rejected: %v", err)
			case tc.Err != "" && err == nil:
				t.Fatalf("invalid input accepted, want error containing %q", tc.Err)
			case tc.Err != "" && !strings.Contains(err.Error(), tc.Err):
				t.Fatalf("error %q, want it to contain %q", err, tc.Err)
			case err != nil && strings.Contains(err.Error(), "\n"):
				t.Fatalf("error %q is not one line", err)
			}
		})
	}
}

// FuzzValidator fuzzes validate from seeds: it never panics, its errors
// are one line, and an input it accepts is exactly its canonical writing
// (canonical nil: the format has none, as eight-multi's runs of spaces)
// and passes accepted (nil: no more to check).
func FuzzValidator(f *testing.F, seeds []string, validate func([]byte) error, canonical func([]byte) []byte, accepted func([]byte) error) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		if err := validate(input); err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q is not one line", err)
			}
			return
		}
		if canonical != nil {
			if out := canonical(input); !bytes.Equal(out, input) {
				t.Fatalf("accepted a non-canonical input %q (canonical %q)", input, out)
			}
		}
		if accepted != nil {
			if err := accepted(input); err != nil {
				t.Fatalf("accepted %q: %v", input, err)
			}
		}
	})
}
