package checker

import (
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/verdict"
)

// TestOneWhitespaceRule holds every checker to one rule: ASCII whitespace
// (space, \t, \n, \r, \v, \f) separates tokens; U+00A0 and U+0085 are
// part of the token they touch, so an answer padded with them is WA.
func TestOneWhitespaceRule(t *testing.T) {
	t.Parallel()
	cases := []struct {
		kind, in, ans string
		// out is a right answer with its separators written as "_" (a run
		// of ASCII whitespace in the accepted form, one Unicode space in
		// the rejected ones).
		out string
	}{
		{"exact", "", "YES 12\n", "_YES_12_"},
		{"udlr-optimal", "2 3 4 1 5 x 7 6 8\n", "ullddrurdllurdruldr\n", "_ullddrurdllurdruldr_"},
		{"udlr-any", "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n", "ullddrurdllurdruldr\nunsolvable\n", "_ullddrurdllurdruldr_\n_unsolvable_"},
		{"lrud-walk", "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n", "LLLDRDRDR\nThis puzzle is not solvable.\n", "_LLLDRDRDR_\n_This_puzzle_is_not_solvable._"},
		{"swap-steps", "1 2 9\n4 6 3\n7 8 5\n", "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n", "_Step_#1:_3_9_\nStep_#2:_5_6\nStep_#3:_6_9_"},
	}
	for _, c := range cases {
		chk, err := New(c.kind)
		if err != nil {
			t.Fatal(err)
		}
		for _, sp := range []string{" ", "\t", " \t\v\f ", "\r"} {
			out := strings.ReplaceAll(c.out, "_", sp)
			if c.kind != "exact" && sp == "\r" {
				out = strings.ReplaceAll(c.out, "_", " ") // \r only ends lines there
			}
			if r := chk.Check([]byte(c.in), []byte(c.ans), strings.NewReader(out)); r.Verdict != verdict.AC {
				t.Errorf("%s, separators %q: %v %s, want AC", c.kind, sp, r.Verdict, r.Message)
			}
		}
		for _, sp := range []string{"\u00a0", "\u0085", "\u2003", "\u3000"} {
			out := strings.ReplaceAll(c.out, "_", sp)
			if r := chk.Check([]byte(c.in), []byte(c.ans), strings.NewReader(out)); r.Verdict != verdict.WA {
				t.Errorf("%s, separators %q: %v %s, want WA (only ASCII whitespace separates)", c.kind, sp, r.Verdict, r.Message)
			}
		}
	}
}
