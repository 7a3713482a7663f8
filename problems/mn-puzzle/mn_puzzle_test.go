package mnpuzzle

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestMNPuzzleValidate(t *testing.T) {
	t.Parallel()
	const sample = "3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n"
	goal := func(rows, cols int) mnBoard { return mnBoard{rows, cols, puzzle.BoxGoal([]int{rows, cols})} }
	big := mnInput(goal(999, 999), goal(999, 999), goal(999, 999), goal(999, 999), goal(999, 8), goal(2, 2))
	tooBig := mnInput(goal(999, 999), goal(999, 999), goal(999, 999), goal(999, 999), goal(999, 8), goal(2, 3))
	many := strings.Repeat("2 2\n1 2\n3 0\n", maxPuzzles)
	tests := []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"2x2 goal", "2 2\n1 2\n3 0\n0 0\n", ""},
		{"unsolvable is valid", "2 2\n2 1\n3 0\n0 0\n", ""},
		{"2x999", string(mnInput(goal(2, 999))), ""},
		{"sum of M·N exactly 4,000,000", string(big), ""},
		{"most puzzles", many + "0 0\n", ""},
		{"one puzzle too many", many + "2 2\n1 2\n3 0\n0 0\n", "line 300001: puzzle 100001, over 100000 puzzles"},
		{"sum of M·N over 4,000,000", string(tooBig), "puzzle 6 brings the sum of M·N to 4000002, over 4000000"},
		{"only the end", "0 0\n", "line 1: no puzzle before the closing `0 0`"},
		{"missing end line", "2 2\n1 2\n3 0\n", "line 4: missing, expected `M N` or the closing `0 0`"},
		{"empty line", "2 2\n1 2\n\n3 0\n0 0\n", "line 3: empty line"},
		{"junk after the end", "2 2\n1 2\n3 0\n0 0\n2 2\n", "line 5: unexpected line after the closing `0 0`"},
		{"header one token", "2\n2 1 2\n3 0\n0 0\n", "line 1 (M N of puzzle 1): 1 token, expected 2"},
		{"header three tokens", "2 2 4\n1 2\n3 0\n0 0\n", "line 1 (M N of puzzle 1): 3 tokens, expected 2"},
		{"side 1", "1 3\n1 2 0\n0 0\n", "line 1 (M N of puzzle 1): 1×3, each side must be in [2, 999]"},
		{"side 0 and 2", "0 2\n0 0\n", "line 1 (M N of puzzle 1): 0×2"},
		{"side 1000", "2 1000\n", "line 1 (M N of puzzle 1): token 2: 1000 out of range [0, 999]"},
		{"header leading zero", "02 2\n1 2\n3 0\n0 0\n", `line 1 (M N of puzzle 1): token 1: "02" has a leading zero`},
		{"end as 00", "2 2\n1 2\n3 0\n00 0\n", `line 4 (M N of puzzle 2): token 1: "00" has a leading zero`},
		{"row too short", "2 3\n1 2\n3 4 5 0\n0 0\n", "line 2 (row 1 of puzzle 1, 2×3): 2 tokens, expected 3"},
		{"row too long", "2 2\n1 2 3\n0\n0 0\n", "line 2 (row 1 of puzzle 1, 2×2): 3 tokens, expected 2"},
		{"board on one line", "2 2\n1 2 3 0\n0 0\n", "line 2 (row 1 of puzzle 1, 2×2): 4 tokens, expected 2"},
		{"missing row", "3 2\n1 2\n3 4\n0 0\n", "puzzle 1: line 4: token 2: value 0 appears twice (first at line 4, token 1)"},
		{"missing row at the end", "3 2\n1 2\n3 4\n", "line 4: missing, expected row 3 of 3 of puzzle 1"},
		{"transposed shape", "2 3\n1 2\n3 4\n5 0\n0 0\n", "line 2 (row 1 of puzzle 1, 2×3): 2 tokens, expected 3"},
		{"out of range", "2 2\n1 2\n4 0\n0 0\n", "line 3 (row 2 of puzzle 1, 2×2): token 1: 4 out of range [0, 3]"},
		{"negative", "2 2\n1 -2\n3 0\n0 0\n", `token 2: "-2" is not an integer`},
		{"duplicate", "2 3\n1 2 3\n4 2 0\n0 0\n", "puzzle 1: line 3: token 2: value 2 appears twice (first at line 2, token 2)"},
		{"missing blank", "2 2\n1 2\n3 3\n0 0\n", "puzzle 1: lines 2-3: no blank (0)"},
		{"x for the blank", "2 2\n1 2\n3 x\n0 0\n", `token 2: "x" is not an integer`},
		{"double space", "2 2\n1  2\n3 0\n0 0\n", "line 2 (row 1 of puzzle 1, 2×2): more than one space"},
		{"double space in header", "2  2\n1 2\n3 0\n0 0\n", "line 1 (M N of puzzle 1): more than one space"},
		{"trailing space", "2 2\n1 2\n3 0 \n0 0\n", "line 3 (row 2 of puzzle 1, 2×2): space at the start or end"},
		{"leading zero", "2 2\n1 02\n3 0\n0 0\n", `token 2: "02" has a leading zero`},
		{"trailing junk in a token", "2 2\n1 2\n3 0;\n0 0\n", `token 2: "0;" is not an integer`},
		{"puzzle count before the boards", "1\n2 2\n1 2\n3 0\n0 0\n", "line 1 (M N of puzzle 1): 1 token, expected 2"},
	}
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, tests)
}

func TestMNPuzzleGenerate(t *testing.T) {
	t.Parallel()
	tests := generate(1) // same for the same seed, names, validity: TestGeneratedTests
	if !testing.Short() {
		if other := generate(2); bytes.Equal(other[len(other)-1].Input, tests[len(tests)-1].Input) {
			t.Errorf("seed 2 draws the same largest test as seed 1")
		}
	}

	// shape names a board's kind: "odd-even" etc., and the named sizes.
	shape := func(rows, cols int) []string {
		parity := map[bool]string{true: "odd", false: "even"}
		out := []string{parity[rows%2 == 1] + "-" + parity[cols%2 == 1]}
		if s := fmt.Sprintf("%dx%d", rows, cols); s == "2x2" || s == "2x999" || s == "999x2" || s == "999x999" {
			out = append(out, s)
		}
		return out
	}
	seen := map[string]bool{} // shape + "/yes" or "/no"
	maxTotal := false
	for _, tc := range tests {
		if validate(tc.Input) != nil {
			continue // reported by TestGeneratedTests
		}
		id := tc.Group + "/" + tc.Name
		total := 0
		for _, b := range mnBoards(tc.Input) {
			total += len(b.cells)
			solvable := puzzle.BoxSolvable([]int{b.rows, b.cols}, b.cells)
			for _, s := range shape(b.rows, b.cols) {
				seen[s+"/"+problems.VerdictWord(solvable)] = true
			}
			if strings.HasSuffix(tc.Name, "-solvable") && !solvable || strings.HasSuffix(tc.Name, "-unsolvable") && solvable {
				t.Errorf("%s: a puzzle contradicts the test's name", id)
			}
		}
		maxTotal = maxTotal || total == mnMaxTotal
	}
	if tests[0].Group != "sample" || string(tests[0].Input) != "3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n" {
		t.Errorf("want the statement's sample first")
	}
	for _, s := range []string{"odd-odd", "odd-even", "even-odd", "even-even", "2x2", "2x999", "999x2", "999x999"} {
		for _, v := range []string{"solvable", "unsolvable"} {
			if !seen[s+"/"+v] {
				t.Errorf("no %s board that is %s", s, v)
			}
		}
	}
	if !maxTotal {
		t.Errorf("no test with the sum of M·N at %d", mnMaxTotal)
	}
}

func FuzzMNPuzzleValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		"3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n",
		"2 2\n1 2\n3 0\n0 0\n",
		"2 3\n1 2 3\n4 2 0\n0 0\n",
		"2 2\n1 2 3 0\n0 0\n",
		"2 2\r\n1 2\r\n3 0\r\n0 0\r\n",
		"0 0\n",
		"2 2\n1 2\n3 0\n",
		"",
	}, validate, func(input []byte) []byte { return mnInput(mnBoards(input)...) }, nil)
}

// The size tests sit just over the capacities and line buffers people
// pick, each a solvable and an unsolvable twin.
func TestMNPuzzleSizeTwins(t *testing.T) {
	t.Parallel()
	tests := map[string][]byte{}
	for _, tc := range generate(1) {
		// The twins' last line is their last row: drop the "0 0" line.
		tests[tc.Name] = bytes.TrimSuffix(tc.Input, []byte("0 0\n"))
	}
	problemtest.CheckTwins(t, tests, []problemtest.Twin{
		{Name: "17-over-2p16-256x257", Cells: 1 << 16}, {Name: "17-over-1e5-317x316", Cells: 100_000},
		{Name: "17-over-2p17-363x362", Cells: 1 << 17}, {Name: "17-over-5e5-708x707", Cells: 500_000},
		{Name: "17-over-2p19-725x724", Cells: 1 << 19}, {Name: "17-largest-999x999", Cells: 998_000},
		{Name: "18-row-over-4k-2x999", Line: 4 << 10}, {Name: "18-row-over-4k-5x880", Line: 4 << 10},
	}, func(in []byte) ([]int, []int) {
		b := mnBoards(in)[0]
		return []int{b.rows, b.cols}, b.cells
	})
}
