package problems

import (
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
