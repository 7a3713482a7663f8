package chino

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestChinoValidate(t *testing.T) {
	t.Parallel()
	const sample = "1 2 9\n4 6 3\n7 8 5\n"
	tests := []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"reversed", "9 8 7\n6 5 4\n3 2 1\n", ""},
		{"sorted 3x3", "1 2 3\n4 5 6\n7 8 9\n", ""},
		{"2x2", "4 3\n2 1\n", ""},
		{"1x1", "1\n", ""},
		{"empty line inside", "1 2\n\n3 4\n", "line 2: empty line"},
		{"two lines of three", "1 2 3\n4 5 6\n", "2 lines, expected 3"},
		{"four lines of three", "1 2 3\n4 5 6\n7 8 9\n1 2 3\n", "4 lines, expected 3"},
		{"one line of nine", "1 2 3 4 5 6 7 8 9\n", "line 1: 9 tokens, expected 1 to 3"},
		{"4x4", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n", "line 1: 4 tokens, expected 1 to 3"},
		{"one line of four", "1 2 3 4\n", "line 1: 4 tokens, expected 1 to 3"},
		{"1x1 and more", "1\n2\n", "2 lines, expected 1"},
		{"short row", "1 2 9\n4 6\n3 7 8 5\n", "line 2: 2 tokens, expected 3"},
		{"long row", "1 2\n3 4 5\n", "line 2: 3 tokens, expected 2"},
		{"double space", "1 2  9\n4 6 3\n7 8 5\n", "line 1: more than one space"},
		{"trailing space on line 2", "1 2 9\n4 6 3 \n7 8 5\n", "line 2: space at the start or end"},
		{"trailing junk", "1 2 9\n4 6 3\n7 8 5x\n", `line 3: token 3: "5x" is not an integer`},
		{"leading zero", "1 2 9\n4 6 3\n7 8 05\n", `line 3: token 3: "05" has a leading zero`},
		{"plus sign", "1 2 9\n4 +6 3\n7 8 5\n", `line 2: token 2: "+6" is not an integer`},
		{"negative", "1 2 9\n4 6 3\n7 8 -5\n", `line 3: token 3: "-5" is not an integer`},
		{"zero", "0 2 9\n4 6 3\n7 8 5\n", "line 1: token 1: 0 out of range [1, 9]"},
		{"out of range", "1 2 10\n4 6 3\n7 8 5\n", "line 1: token 3: 10 out of range [1, 9]"},
		{"out of range 2x2", "1 5\n2 3\n", "line 1: token 2: 5 out of range [1, 4]"},
		{"1x1 wrong number", "2\n", "line 1: token 1: 2 out of range [1, 1]"},
		{"duplicate", "1 2 9\n4 6 3\n7 8 6\n", "line 3, token 3: 6 appears twice (first at line 2, token 2)"},
		{"duplicate in a row", "1 1\n3 4\n", "line 1, token 2: 1 appears twice (first at line 1, token 1)"},
		{"blank as x", "1 2 x\n4 6 3\n7 8 5\n", `line 1: token 3: "x" is not an integer`},
		{"NUL byte on line 2", "1 2 9\n4 6\x003\n7 8 5\n", `line 2: unexpected byte '\x00'`},
	}
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, tests)
}

// TestChinoValidateEveryBoard: every arrangement of sides 1 and 2, and
// every 97th of side 3, written canonically, is valid.
func TestChinoValidateEveryBoard(t *testing.T) {
	t.Parallel()
	for n, step := 1, 1; n <= 3; n++ {
		m := n * n
		total := 1
		for i := 2; i <= m; i++ {
			total *= i
		}
		if n == 3 {
			step = 97
		}
		for r := 0; r < total; r += step {
			cells := puzzle.ChinoUnrank(m, r)
			if err := validate(ChinoFormat(cells)); err != nil {
				t.Fatalf("%v: %v", cells, err)
			}
		}
	}
}

func TestChinoGenerate(t *testing.T) {
	t.Parallel()
	tests := generate(1) // same for the same seed, names, validity: TestGeneratedTests
	if len(tests) < 60 {
		t.Errorf("%d tests, want at least 60", len(tests))
	}

	table := puzzle.ChinoTableOf(3)
	names := map[string]bool{}
	sides := map[int]int{}
	distances := map[int]int{} // n = 3 only
	samples := 0
	for _, tc := range tests {
		names[tc.Group+"/"+tc.Name] = true
		cells, err := parse(tc.Input)
		if err != nil {
			t.Errorf("%s/%s: %v", tc.Group, tc.Name, err)
			continue
		}
		if tc.Group == "sample" {
			samples++
		}
		n := map[int]int{1: 1, 4: 2, 9: 3}[len(cells)]
		sides[n]++
		if n != 3 {
			continue
		}
		d := table.Distance(cells)
		distances[d]++
		if strings.HasPrefix(tc.Name, "n3-d") {
			if want := fmt.Sprintf("n3-d%02d-", d); !strings.HasPrefix(tc.Name, want) {
				t.Errorf("%s is %d steps away", tc.Name, d)
			}
		}
	}
	if samples != 2 || !bytes.Equal(tests[0].Input, []byte("1 2 9\n4 6 3\n7 8 5\n")) {
		t.Errorf("want the statement's two samples first")
	}
	for n := 1; n <= 3; n++ {
		if sides[n] == 0 {
			t.Errorf("no test of side %d", n)
		}
	}
	if sides[2] < 24 {
		t.Errorf("%d tests of side 2, want all 24 arrangements", sides[2])
	}
	far := table.Max()
	if far != 12 {
		t.Errorf("farthest board %d steps away, want 12", far)
	}
	for d := 0; d <= far; d++ {
		if distances[d] == 0 {
			t.Errorf("no 3×3 test at distance %d", d)
		}
	}
	if distances[far] != len(table.AtDistance(far)) {
		t.Errorf("%d tests at the maximum distance, want all %d boards", distances[far], len(table.AtDistance(far)))
	}
	for _, name := range []string{"n1-sorted", "n3-d00-sorted", "n3-d12-reversed"} {
		if !names["secret/"+name] {
			t.Errorf("no test %s", name)
		}
	}
	if other := generate(2); bytes.Equal(other[len(other)-1].Input, tests[len(tests)-1].Input) &&
		bytes.Equal(other[len(other)/2].Input, tests[len(tests)/2].Input) {
		t.Errorf("seed 2 draws the same boards as seed 1")
	}
}

func FuzzChinoValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		"1 2 9\n4 6 3\n7 8 5\n",
		"9 8 7\n6 5 4\n3 2 1\n",
		"4 3\n2 1\n",
		"1\n",
		"1 2 9\n4 6 3\n7 8 6\n",
		"1 2 3 4 5 6 7 8 9\n",
		"1 2 9\r\n4 6 3\r\n7 8 5\r\n",
		"",
	}, validate, func(input []byte) []byte {
		cells, _ := parse(input)
		return ChinoFormat(cells)
	}, func(input []byte) error {
		cells, _ := parse(input)
		sorted := slices.Clone(cells)
		slices.Sort(sorted)
		for i, v := range sorted {
			if v != i+1 {
				return fmt.Errorf("not a permutation of 1..%d", len(cells))
			}
		}
		return nil
	})
}
