package problems

import (
	"bytes"
	"strings"
	"testing"
)

// validatorCase is one input and what the validator must say of it: err is
// "" when the input is valid, else a part of the one-line error.
type validatorCase struct {
	name, input string
	err         string
}

// runValidatorCases feeds each case to validate, in parallel subtests.
func runValidatorCases(t *testing.T, validate func([]byte) error, cases []validatorCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			err := validate([]byte(tc.input))
			switch {
			case tc.err == "" && err != nil:
				t.Fatalf("valid input rejected: %v", err)
			case tc.err != "" && err == nil:
				t.Fatalf("invalid input accepted, want error containing %q", tc.err)
			case tc.err != "" && !strings.Contains(err.Error(), tc.err):
				t.Fatalf("error %q, want it to contain %q", err, tc.err)
			case err != nil && strings.Contains(err.Error(), "\n"):
				t.Fatalf("error %q is not one line", err)
			}
		})
	}
}

// fuzzValidator fuzzes validate from seeds: it never panics, its errors
// are one line, and an input it accepts is exactly its canonical writing.
func fuzzValidator(f *testing.F, seeds []string, validate func([]byte) error, canonical func([]byte) []byte) {
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
		if out := canonical(input); !bytes.Equal(out, input) {
			t.Fatalf("accepted a non-canonical input %q (canonical %q)", input, out)
		}
	})
}
