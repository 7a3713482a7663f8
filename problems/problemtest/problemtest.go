// Package problemtest holds the test helpers every problem's tests share.
package problemtest

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/puzzle"
)

// ValidatorCase is one input and what the validator must say of it: err is
// "" when the input is valid, else a part of the one-line error. An alias
// of a plain struct, so the problems' tables stay one case a line, unkeyed.
type ValidatorCase = struct {
	Name, Input string
	Err         string
}

// LayoutCases are the rules every input of the pack keeps (problems.Lines
// and problems.Tokens), each broken once in valid, a valid input of at least
// one line with a space: none may be empty, all end in a newline, no byte
// outside printable ASCII, no empty line, no space at a line's ends.
func LayoutCases(valid string) []ValidatorCase {
	lines := strings.Count(valid, "\n")
	spaceLine := strings.Count(valid[:strings.Index(valid, " ")], "\n") + 1
	firstSpace := func(with string) string { return strings.Replace(valid, " ", with, 1) }
	return []ValidatorCase{
		{"empty", "", "empty input"},
		{"only a newline", "\n", "line 1: empty line"},
		{"missing final newline", strings.TrimSuffix(valid, "\n"), "missing newline"},
		{"CRLF", strings.ReplaceAll(valid, "\n", "\r\n"), `line 1: unexpected byte '\r'`},
		{"tab", firstSpace("\t"), fmt.Sprintf(`line %d: unexpected byte '\t'`, spaceLine)},
		{"NUL byte", firstSpace("\x00"), fmt.Sprintf(`line %d: unexpected byte '\x00'`, spaceLine)},
		{"non-ASCII space", firstSpace("\u00a0"), fmt.Sprintf("line %d: unexpected byte", spaceLine)},
		{"blank line at end", valid + "\n", fmt.Sprintf("line %d: empty line", lines+1)},
		{"leading space", " " + valid, "space at the start or end"},
		{"trailing space", strings.Replace(valid, "\n", " \n", 1), "space at the start or end"},
	}
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

// Twin is a pair of size tests, name+"-solvable" and name+"-unsolvable",
// each one box: more than Cells cells, and a last line (a layer or a row)
// longer than Line bytes.
type Twin struct {
	Name        string
	Cells, Line int
}

// CheckTwins holds each twin pair of tests to what it is for: one box over
// its size, the first solvable and the second not, and nothing apart but
// the tail of the last line, so that a reader that loses the end of a box
// or of a line answers both the same. box reads an input's one box.
func CheckTwins(t *testing.T, tests map[string][]byte, twins []Twin, box func(input []byte) (sides, cells []int)) {
	t.Helper()
	for _, tw := range twins {
		yes, no := tests[tw.Name+"-solvable"], tests[tw.Name+"-unsolvable"]
		if yes == nil || no == nil {
			t.Errorf("%s: no such pair of tests", tw.Name)
			continue
		}
		for _, c := range []struct {
			in   []byte
			want bool
		}{{yes, true}, {no, false}} {
			sides, cells := box(c.in)
			if len(cells) <= tw.Cells {
				t.Errorf("%s: %d cells, want over %d", tw.Name, len(cells), tw.Cells)
			}
			if got := puzzle.BoxSolvable(sides, cells); got != c.want {
				t.Errorf("%s: solvable %v, want %v", tw.Name, got, c.want)
			}
			body := bytes.TrimSuffix(c.in, []byte("\n"))
			if last := body[bytes.LastIndexByte(body, '\n')+1:]; len(last) <= tw.Line {
				t.Errorf("%s: last line of %d bytes, want over %d", tw.Name, len(last), tw.Line)
			}
		}
		common := 0
		for common < min(len(yes), len(no)) && yes[common] == no[common] {
			common++
		}
		if len(yes) != len(no) || common < len(yes)-16 {
			t.Errorf("%s: the pair differs from byte %d of %d, not only at the end", tw.Name, common, len(yes))
		}
	}
}
