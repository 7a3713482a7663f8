package eightcount

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestEightCountValidate(t *testing.T) {
	t.Parallel()
	const sample = "0 7 6\n8 4 3\n5 2 1\n"
	tests := []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"goal", "8 7 6\n5 4 3\n2 1 0\n", ""},
		{"standard goal", "1 2 3\n4 5 6\n7 8 0\n", ""},
		{"farthest", "3 5 2\n1 4 0\n6 7 8\n", ""},
		{"empty line inside", "0 7 6\n\n8 4 3\n5 2 1\n", "line 2: empty line"},
		{"two lines", "0 7 6\n8 4 3\n", "expected 3 lines, found 2"},
		{"four lines", "0 7 6\n8 4 3\n5 2 1\n0\n", "expected 3 lines, found 4"},
		{"one line of nine", "0 7 6 8 4 3 5 2 1\n", "expected 3 lines, found 1"},
		{"two tokens", "0 7 6\n8 4\n3 5 2 1\n", "line 2: 2 tokens, expected 3"},
		{"four tokens", "0 7 6 8\n4 3\n5 2 1\n", "line 1: 4 tokens, expected 3"},
		{"double space", "0 7  6\n8 4 3\n5 2 1\n", "line 1: more than one space"},
		{"trailing space on line 2", "0 7 6\n8 4 3 \n5 2 1\n", "line 2: space at the start or end"},
		{"trailing junk", "0 7 6\n8 4 3\n5 2 1x\n", `line 3: token 3: "1x" is not an integer`},
		{"leading zero", "0 7 6\n8 4 3\n5 2 01\n", `line 3: token 3: "01" has a leading zero`},
		{"double zero blank", "00 7 6\n8 4 3\n5 2 1\n", `line 1: token 1: "00" has a leading zero`},
		{"plus sign", "0 7 6\n8 +4 3\n5 2 1\n", `line 2: token 2: "+4" is not an integer`},
		{"negative", "0 7 6\n8 4 3\n5 2 -1\n", `line 3: token 3: "-1" is not an integer`},
		{"x for the blank", "x 7 6\n8 4 3\n5 2 1\n", `line 1: token 1: "x" is not an integer`},
		{"out of range", "0 7 6\n8 4 3\n5 2 9\n", "line 3: token 3: 9 out of range [0, 8]"},
		{"duplicate", "0 7 6\n8 4 3\n5 2 7\n", "line 3: token 3: value 7 appears twice (first at line 1, token 2)"},
		{"missing blank", "1 7 6\n8 4 3\n5 2 1\n", "line 3: token 3: value 1 appears twice (first at line 1, token 1)"},
		{"unsolvable", "0 6 7\n8 4 3\n5 2 1\n", "unsolvable"},
		{"unsolvable goal swap", "8 7 6\n5 4 3\n1 2 0\n", "unsolvable"},
	}
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, tests)
}

// TestEightCountValidateParity checks the validator against the distance
// table on every arrangement: valid exactly when the goal is reachable.
func TestEightCountValidateParity(t *testing.T) {
	t.Parallel()
	tab := eightCountTable()
	for r := 0; r < puzzle.States; r += 7 {
		e := puzzle.Unrank(r)
		reachable := tab.Distance(e) != puzzle.Unreachable
		if err := validate(EightCountInput(e)); (err == nil) != reachable {
			t.Fatalf("%v: reachable %v, validator says %v", e, reachable, err)
		}
	}
}

func TestEightCountGenerate(t *testing.T) {
	t.Parallel()
	tests := generate(1) // same for the same seed, names, validity: TestGeneratedTests
	if len(tests) < 50 {
		t.Errorf("%d tests, want at least 50", len(tests))
	}

	tab := eightCountTable()
	names := map[string]bool{}
	distances := map[int]int{}
	samples := 0
	for _, tc := range tests {
		names[tc.Group+"/"+tc.Name] = true
		if tc.Group == "sample" {
			samples++
		}
		d := tab.Distance(eightCountBoard(tc.Input))
		distances[d]++
		if tc.Group == "secret" && strings.HasPrefix(tc.Name, "distance-") {
			if want := fmt.Sprintf("distance-%02d-", d); !strings.HasPrefix(tc.Name, want) {
				t.Errorf("%s is %d moves away", tc.Name, d)
			}
		}
	}
	if samples != 1 || !bytes.Equal(tests[0].Input, []byte("0 7 6\n8 4 3\n5 2 1\n")) {
		t.Errorf("want the statement's sample first and alone in its group")
	}
	far := tab.Max()
	if far != 31 {
		t.Errorf("farthest start %d moves away, want 31", far)
	}
	for d := 0; d <= far; d++ {
		if distances[d] == 0 {
			t.Errorf("no test at distance %d", d)
		}
	}
	if distances[far] != len(tab.AtDistance(far)) {
		t.Errorf("%d tests at the maximum distance, want all %d starts", distances[far], len(tab.AtDistance(far)))
	}
	for _, name := range []string{"goal-standard", "goal-blank-first"} {
		if !names["secret/"+name] {
			t.Errorf("no test %s", name)
		}
	}
	if other := generate(2); bytes.Equal(other[len(other)/2].Input, tests[len(tests)/2].Input) &&
		bytes.Equal(other[len(other)/3].Input, tests[len(tests)/3].Input) {
		t.Errorf("seed 2 draws the same starts as seed 1")
	}
}

func FuzzEightCountValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		"0 7 6\n8 4 3\n5 2 1\n",
		"8 7 6\n5 4 3\n2 1 0\n",
		"0 7 6\n8 4 3\n5 2 7\n",
		"0 7 6 8 4 3 5 2 1\n",
		"0 7 6\r\n8 4 3\r\n5 2 1\r\n",
		"",
	}, validate, func(input []byte) []byte {
		return EightCountInput(eightCountBoard(input))
	}, func(input []byte) error {
		if eightCountTable().Distance(eightCountBoard(input)) == puzzle.Unreachable {
			return fmt.Errorf("an unsolvable board")
		}
		return nil
	})
}

// eightCountBoard reads a valid input's board (0 is the blank).
func eightCountBoard(input []byte) puzzle.Eight {
	var e puzzle.Eight
	for i, v := range bytes.Fields(input) {
		e[i] = v[0] - '0'
	}
	return e
}
