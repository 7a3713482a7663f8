package problemtest

import (
	"testing"

	"github.com/slidejudge/slidejudge/problems"
)

// linesAndTokens is the least validator of the pack's layout.
func linesAndTokens(input []byte) error {
	lines, err := problems.Lines(input)
	if err != nil {
		return err
	}
	for _, l := range lines {
		if _, err := problems.Tokens(l, -1); err != nil {
			return err
		}
	}
	return nil
}

// Each layout case breaks its rule where it says, for inputs of one line
// and of several with the first space further down.
func TestLayoutCases(t *testing.T) {
	t.Parallel()
	for name, valid := range map[string]string{"one line": "1 2\n", "space on line 2": "3\n1 2\n4 5\n"} {
		t.Run(name, func(t *testing.T) {
			if err := linesAndTokens([]byte(valid)); err != nil {
				t.Fatalf("%q: %v", valid, err)
			}
			RunValidatorCases(t, linesAndTokens, LayoutCases(valid))
		})
	}
}
