package cube

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/problems/problemtest"
	"github.com/slidejudge/slidejudge/puzzle"
)

func TestCubeValidate(t *testing.T) {
	t.Parallel()
	const sample = "2\n2\n1 2 3 4\n5 7 6 0\n2\n2 1 3 5\n4 6 0 7\n"
	big := cubeInput(puzzle.BoxGoal(cubeSides(100)), puzzle.BoxGoal(cubeSides(100)),
		puzzle.BoxGoal(cubeSides(100)), puzzle.BoxGoal(cubeSides(100)))
	tooBig := cubeInput(puzzle.BoxGoal(cubeSides(100)), puzzle.BoxGoal(cubeSides(100)),
		puzzle.BoxGoal(cubeSides(100)), puzzle.BoxGoal(cubeSides(100)), []int{0})
	manyOnes := strings.Repeat("1\n0\n", maxPuzzles)
	tests := []problemtest.ValidatorCase{
		{"sample", sample, ""},
		{"m1", "1\n1\n0\n", ""},
		{"m3 goal", "1\n3\n1 2 3 4 5 6 7 8 9\n10 11 12 13 14 15 16 17 18\n19 20 21 22 23 24 25 26 0\n", ""},
		{"unsolvable is valid", "1\n2\n1 2 3 4\n5 7 6 0\n", ""},
		{"sum of M³ exactly 4,000,000", string(big), ""},
		{"most puzzles", strconv.Itoa(maxPuzzles) + "\n" + manyOnes, ""},
		{"empty line between puzzles", "2\n1\n0\n\n1\n0\n", "line 4: empty line"},
		{"T zero", "0\n", "line 1 (T, the number of puzzles): 0 out of range [1, 20000]"},
		{"T too big", "20001\n1\n0\n", "out of range [1, 20000]"},
		{"T two tokens", "1 1\n1\n0\n", "line 1 (T, the number of puzzles): 2 tokens, expected 1"},
		{"T leading zero", "01\n1\n0\n", `line 1 (T, the number of puzzles): "01" has a leading zero`},
		{"fewer puzzles than T", "3\n1\n0\n1\n0\n", "line 6: missing, expected the side M of puzzle 3 of 3"},
		{"more puzzles than T", "1\n1\n0\n1\n0\n", "line 4: unexpected line after the 1 puzzles"},
		{"M zero", "1\n0\n", "line 2 (side M of puzzle 1): 0 out of range [1, 100]"},
		{"M 101", "1\n101\n", "line 2 (side M of puzzle 1): 101 out of range [1, 100]"},
		{"M with layer on its line", "1\n1 0\n", "line 2 (side M of puzzle 1): 2 tokens, expected 1"},
		{"missing layer", "1\n2\n1 2 3 4\n", "line 4: missing, expected layer 2 of 2 of puzzle 1"},
		{"layer too short", "1\n2\n1 2 3\n4 5 6 7 0\n", "line 3 (layer 1 of puzzle 1, M = 2): 3 tokens, expected 4"},
		{"layer too long", "1\n2\n1 2 3 4 5\n6 7 0\n", "line 3 (layer 1 of puzzle 1, M = 2): 5 tokens, expected 4"},
		{"one line for the cube", "1\n2\n1 2 3 4 5 6 7 0\n", "line 3 (layer 1 of puzzle 1, M = 2): 8 tokens, expected 4"},
		{"row per line", "1\n2\n1 2\n3 4\n5 6\n7 0\n", "line 3 (layer 1 of puzzle 1, M = 2): 2 tokens, expected 4"},
		{"out of range", "1\n2\n1 2 3 4\n5 6 8 0\n", "line 4 (layer 2 of puzzle 1, M = 2): token 3: 8 out of range [0, 7]"},
		{"negative", "1\n2\n1 2 3 4\n5 6 -7 0\n", `token 3: "-7" is not an integer`},
		{"duplicate", "1\n2\n1 2 3 4\n5 6 3 0\n", "puzzle 1: line 4: token 3: value 3 appears twice (first at line 3, token 3)"},
		{"missing blank", "1\n2\n1 2 3 4\n5 6 7 7\n", "puzzle 1: lines 3-4: no blank (0)"},
		{"x for the blank", "1\n2\n1 2 3 4\n5 6 7 x\n", `token 4: "x" is not an integer`},
		{"double space", "1\n2\n1 2  3 4\n5 6 7 0\n", "line 3 (layer 1 of puzzle 1, M = 2): more than one space"},
		{"leading space", "1\n2\n 1 2 3 4\n5 6 7 0\n", "line 3 (layer 1 of puzzle 1, M = 2): space at the start or end"},
		{"trailing space", "1\n2\n1 2 3 4\n5 6 7 0 \n", "line 4 (layer 2 of puzzle 1, M = 2): space at the start or end"},
		{"leading zero", "1\n2\n1 2 3 04\n5 6 7 0\n", `token 4: "04" has a leading zero`},
		{"double zero blank", "1\n2\n1 2 3 4\n5 6 7 00\n", `token 4: "00" has a leading zero`},
		{"trailing junk in a token", "1\n2\n1 2 3 4\n5 6 7 0x\n", `token 4: "0x" is not an integer`},
		{"trailing junk line", "1\n1\n0\nend\n", "line 4: unexpected line after the 1 puzzles"},
		{"sum of M³ over 4,000,000", string(tooBig), "line 406: puzzle 5 brings the sum of M³ to 4000001, over 4000000"},
	}
	problemtest.RunValidatorCases(t, validate, problemtest.LayoutCases(sample))
	problemtest.RunValidatorCases(t, validate, tests)
}

func TestCubeGenerate(t *testing.T) {
	t.Parallel()
	tests := generate(1) // same for the same seed, names, validity: TestGeneratedTests
	if testing.Short() {
		// skip the third generation
	} else if other := generate(2); bytes.Equal(other[len(other)-1].Input, tests[len(tests)-1].Input) {
		t.Errorf("seed 2 draws the same largest test as seed 1")
	}

	type kind struct {
		m        int
		solvable bool
	}
	kinds := map[kind]bool{}
	layers := map[[2]int]bool{} // {M, layer of the free cell}
	maxTotal := false
	for _, tc := range tests {
		if validate(tc.Input) != nil {
			continue // reported by TestGeneratedTests
		}
		id := tc.Group + "/" + tc.Name
		total := 0
		for _, c := range cubeCubes(tc.Input) {
			m := cubeSide(len(c))
			if total += len(c); m == 100 {
				continue // large: the reference checks those; the kinds are covered below
			}
			solvable := puzzle.BoxSolvable(cubeSides(m), c)
			kinds[kind{m, solvable}] = true
			free := slices.Index(c, 0)
			layers[[2]int{m, free / (m * m)}] = true
			if strings.HasSuffix(tc.Name, "-solvable") && !solvable || strings.HasSuffix(tc.Name, "-unsolvable") && solvable {
				t.Errorf("%s: a puzzle contradicts the test's name", id)
			}
		}
		maxTotal = maxTotal || total == cubeMaxTotal
	}
	if tests[0].Group != "sample" || string(tests[0].Input) != "2\n2\n1 2 3 4\n5 7 6 0\n2\n2 1 3 5\n4 6 0 7\n" {
		t.Errorf("want the statement's sample first")
	}
	if !kinds[kind{1, true}] {
		t.Errorf("no test with M = 1")
	}
	for m := 2; m <= 16; m++ {
		if m <= 7 || m == 10 || m == 16 {
			if !kinds[kind{m, true}] || !kinds[kind{m, false}] {
				t.Errorf("M = %d: want solvable and unsolvable starts", m)
			}
		}
	}
	for _, m := range []int{2, 3} {
		for z := 0; z < m; z++ {
			if !layers[[2]int{m, z}] {
				t.Errorf("M = %d: the free cell never in layer %d", m, z+1)
			}
		}
	}
	if !maxTotal {
		t.Errorf("no test with the sum of M³ at %d", cubeMaxTotal)
	}
}

func FuzzCubeValidate(f *testing.F) {
	problemtest.FuzzValidator(f, []string{
		"2\n2\n1 2 3 4\n5 7 6 0\n2\n2 1 3 5\n4 6 0 7\n",
		"1\n1\n0\n",
		"1\n2\n1 2 3 4\n5 6 3 0\n",
		"1\n2\n1 2 3 4 5 6 7 0\n",
		"1\r\n1\r\n0\r\n",
		"2\n1\n0\n",
		"1\n3\n1 2 3 4 5 6 7 8 9\n10 11 12 13 14 15 16 17 18\n19 20 21 22 23 24 25 26 0\n",
		"",
	}, validate, func(input []byte) []byte { return cubeInput(cubeCubes(input)...) }, nil)
}

// Example_cubeSample shows the statement's sample through the rule.
func Example_cubeSample() {
	for _, c := range [][]int{{1, 2, 3, 4, 5, 7, 6, 0}, {2, 1, 3, 5, 4, 6, 0, 7}} {
		fmt.Println(puzzle.BoxSolvable(cubeSides(2), c))
	}
	// Output:
	// false
	// true
}

// The size tests sit just over the capacities and line buffers people
// pick, each a solvable and an unsolvable twin.
func TestCubeSizeTwins(t *testing.T) {
	t.Parallel()
	tests := map[string][]byte{}
	for _, tc := range generate(1) {
		tests[tc.Name] = tc.Input
	}
	problemtest.CheckTwins(t, tests, []problemtest.Twin{
		{Name: "12-over-2p16-m041", Cells: 1 << 16}, {Name: "12-over-1e5-m047", Cells: 100_000},
		{Name: "12-over-2p17-m051", Cells: 1 << 17}, {Name: "12-over-5e5-m080", Cells: 500_000},
		{Name: "12-over-2p19-m081", Cells: 1 << 19}, {Name: "12-1e6-m100", Cells: 1_000_000 - 1, Line: 64 << 10},
		{Name: "13-layer-over-4k-m028", Line: 4 << 10}, {Name: "13-layer-over-64k-m098", Line: 64 << 10},
	}, func(in []byte) ([]int, []int) {
		c := cubeCubes(in)[0]
		return cubeSides(cubeSide(len(c))), c
	})
}
