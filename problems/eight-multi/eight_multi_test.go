package eightmulti

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestEightMultiValidate(t *testing.T) {
	t.Parallel()
	const one = "1 2 3 4 5 6 7 8 x\n"
	// Whitespace is free here: of the pack's layout rules, those about
	// lines hold, those about spaces and tabs do not.
	var layout []problemtest.ValidatorCase
	for _, c := range problemtest.LayoutCases(one) {
		switch c.Name {
		case "tab", "leading space", "trailing space":
			c.Err = ""
		case "only a newline", "blank line at end":
			c.Err = "empty line"
		case "CRLF":
			c.Err = `line 1: unexpected byte '\r' at column 18`
		case "NUL byte", "non-ASCII space":
			c.Err = "line 1: unexpected byte"
		}
		layout = append(layout, c)
	}
	problemtest.RunValidatorCases(t, validate, layout)
	long := "1" + strings.Repeat(" ", maxLine-16) + "2 3 4 5 6 7 8 x"
	problemtest.RunValidatorCases(t, validate, []problemtest.ValidatorCase{
		{"tabs", "1\t2\t\t3 \t4 5 6 7 8 x\n", ""},
		{"blanks at both ends", " \t1 2 3 4 5 6 7 8 x\t \n", ""},
		{"longest line", long + "\n", ""},
		{"line one too long", long + " \n", "line 1: 1001 characters, at most 1000 allowed"},
		{"only blanks", " \t \n", "line 1: empty line"},
		{"one", one, ""},
		{"hdu sample", "2  3  4  1  5  x  7  6  8\n", ""},
		{"unsolvable", "1 2 3 4 5 6 8 7 x\n", ""},
		{"several", "1 2 3 4 5 6 7 8 x\nx 1 2 3 4 5 6 7 8\n2 3 4 1 5 x 7 6 8\n", ""},
		{"runs of spaces", "1     2 3  4 5 6 7 8          x\n", ""},
		{"same board twice", "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n", ""},
		{"second line no newline", "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x", "missing newline"},
		{"empty line", "1 2 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 7 8 x\n", "line 2: empty line"},
		{"eight tokens", "1 2 3 4 5 6 7 8\n", "line 1: 8 tokens, expected 9"},
		{"ten tokens", "1 2 3 4 5 6 7 8 x 1\n", "line 1: 10 tokens, expected 9"},
		{"two boards on a line", "1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 8 x\n", "line 1: 18 tokens, expected 9"},
		{"board over three lines", "1 2 3\n4 5 6\n7 8 x\n", "line 1: 3 tokens, expected 9"},
		{"duplicate tile", "1 2 3 4 5 6 7 7 x\n", "line 1: value 7 appears twice"},
		{"no blank", "1 2 3 4 5 6 7 8 1\n", "line 1: value 1 appears twice"},
		{"two blanks", "1 2 3 4 5 6 7 x x\n", "line 1: value 0 appears twice (x is the blank)"},
		{"zero", "0 2 3 4 5 6 7 8 x\n", "line 1: token 1: 0 out of range [1, 8]"},
		{"nine", "1 2 3 4 5 6 7 9 x\n", "line 1: token 8: 9 out of range [1, 8]"},
		{"leading zero", "01 2 3 4 5 6 7 8 x\n", `line 1: token 1: "01" has a leading zero`},
		{"plus sign", "+1 2 3 4 5 6 7 8 x\n", `line 1: token 1: "+1" is not an integer`},
		{"capital X", "1 2 3 4 5 6 7 8 X\n", `line 1: token 9: "X" is not an integer`},
		{"zero as blank", "1 2 3 4 5 6 7 8 0\n", "line 1: token 9: 0 out of range"},
		{"glued tokens", "12 3 4 5 6 7 8 x\n", "line 1: 8 tokens, expected 9"},
		{"trailing junk", "1 2 3 4 5 6 7 8 x#\n", `line 1: token 9: "x#" is not an integer`},
		{"junk line", "1 2 3 4 5 6 7 8 x\nend\n", "line 2: 1 token, expected 9"},
		{"bad third line", "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 8\n", "line 3: value 8 appears twice"},
	})
}

func TestEightMultiValidateTooManyLines(t *testing.T) {
	t.Parallel()
	in := bytes.Repeat([]byte("1 2 3 4 5 6 7 8 x\n"), maxPuzzles+1)
	if err := validate(in); err == nil || !strings.Contains(err.Error(), "at most 362880") {
		t.Fatalf("%d lines: got %v", maxPuzzles+1, err)
	}
}

func TestEightMultiGenerate(t *testing.T) {
	t.Parallel()
	a := generate(1) // same for the same seed, names, validity: TestGeneratedTests
	var samples, secrets, spaced, withUnsolvable, withGoalInside int
	var all bool
	for _, tc := range a {
		if tc.Group == "sample" {
			samples++
		} else {
			secrets++
		}
		if bytes.Contains(tc.Input, []byte("  ")) {
			spaced++
		}
		lines := strings.Split(strings.TrimSuffix(string(tc.Input), "\n"), "\n")
		unsolvable, goalAt := 0, -1
		for k, l := range lines {
			e, err := parseLine(l)
			if err != nil {
				t.Fatalf("%s line %d: %v", tc.Name, k+1, err)
			}
			if puzzle.EightTable().Distance(e) == puzzle.Unreachable {
				unsolvable++
			}
			if e == puzzle.EightGoal && goalAt < 0 {
				goalAt = k
			}
		}
		if unsolvable > 0 && len(lines) > 1 {
			withUnsolvable++
		}
		if goalAt >= 0 && goalAt < len(lines)-1 {
			withGoalInside++
		}
		if len(lines) == puzzle.States {
			all = true
			distinct := map[puzzle.Eight]bool{}
			for _, l := range lines {
				e, _ := parseLine(l)
				distinct[e] = true
			}
			if len(distinct) != puzzle.States {
				t.Errorf("%s: %d distinct boards, want %d", tc.Name, len(distinct), puzzle.States)
			}
		}
	}
	if samples < 1 || secrets < 20 {
		t.Errorf("%d samples and %d secret tests, want at least 1 and 20", samples, secrets)
	}
	if spaced < 3 || withUnsolvable < 3 || withGoalInside < 2 || !all {
		t.Errorf("spaced %d, with unsolvable %d, goal before the end %d, all arrangements %v",
			spaced, withUnsolvable, withGoalInside, all)
	}
	if c := generate(2); bytes.Equal(c[len(c)-2].Input, a[len(a)-2].Input) {
		t.Errorf("seeds 1 and 2 give the same %s", a[len(a)-2].Name)
	}
}

func FuzzEightMultiValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		"1 2 3 4 5 6 7 8 x\n",
		"2  3  4  1  5  x  7  6  8\n1 2 3 4 5 6 7 8 x\n",
		" 1 2 3 4 5 6 7 8 x\n",
		"1 2 3 4 5 6 7 x x\r\n",
		"\n",
	}, validate, nil, func(input []byte) error {
		if len(input) == 0 || input[len(input)-1] != '\n' || bytes.Contains(input, []byte("\n\n")) {
			return fmt.Errorf("empty, an empty line or no final newline")
		}
		return nil
	})
}

func BenchmarkEightMultiGenerate(b *testing.B) {
	puzzle.EightTable()
	for b.Loop() {
		generate(1)
	}
}
