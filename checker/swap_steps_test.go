package checker

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

// swapStepsInput is the statement's sample (3 steps).
const (
	swapStepsInput  = "1 2 9\n4 6 3\n7 8 5\n"
	swapStepsAnswer = "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n"
)

// swapStepsWalk writes count legal steps from board, alternately swapping
// cells 0 and 1 (orthogonal) and cells 0 and 4 (diagonal) of a 3×3 board.
func swapStepsWalk(board []int, count int) string {
	board = slices.Clone(board)
	var b strings.Builder
	for i := 1; i <= count; i++ {
		j := 1
		if i%2 == 0 {
			j = 4
		}
		fmt.Fprintf(&b, "Step #%d: %d %d\n", i, board[0], board[j])
		board[0], board[j] = board[j], board[0]
	}
	return b.String()
}

func TestSwapSteps(t *testing.T) {
	t.Parallel()
	huge := strings.Repeat("Step #1: 3 9 ", 160_000) // about 2 million characters
	checkOutputs(t, "swap-steps", swapStepsInput, swapStepsAnswer, []outputCase{
		{"jury answer", swapStepsAnswer, verdict.AC, "3 steps, fewest"},
		{"other shortest", "Step #1: 6 9\nStep #2: 3 6\nStep #3: 5 9\n", verdict.AC, ""},
		{"starting diagonal", "Step #1: 9 6\nStep #2: 6 3\nStep #3: 9 5\n", verdict.AC, ""},
		{"numbers in either order", "Step #1: 9 3\nStep #2: 6 5\nStep #3: 9 6\n", verdict.AC, ""},
		{"no final newline", strings.TrimSuffix(swapStepsAnswer, "\n"), verdict.AC, ""},
		{"crlf", strings.ReplaceAll(swapStepsAnswer, "\n", "\r\n"), verdict.AC, ""},
		{"runs of spaces", "  Step   #1:\t3 9 \nStep #2:  5 6\n\nStep #3: 6 9\n\n\n", verdict.AC, ""},
		{"empty output", "", verdict.WA, "empty output; expected 3 steps"},
		{"only blank lines", "\n \n\t\n", verdict.WA, "empty output; expected 3 steps"},
		{"numbered from 0", "Step #0: 3 9\nStep #1: 5 6\nStep #2: 6 9\n", verdict.WA, `line 1: expected step number "#1:", found "#0:"`},
		{"gap in numbering", "Step #1: 3 9\nStep #3: 5 6\n", verdict.WA, `line 2: expected step number "#2:", found "#3:"`},
		{"no colon", "Step #1 3 9\n", verdict.WA, `line 1: expected step number "#1:", found "#1"`},
		{"no hash", "Step 1: 3 9\n", verdict.WA, `line 1: expected step number "#1:", found "1:"`},
		{"lower case", "step #1: 3 9\n", verdict.WA, `line 1: expected "Step #1: a b", found "step #1: 3 9"`},
		{"three numbers", "Step #1: 3 9 6\n", verdict.WA, `line 1: expected "Step #1: a b", found "Step #1: 3 9 6"`},
		{"one number", "Step #1: 3\n", verdict.WA, `line 1: expected "Step #1: a b"`},
		{"two steps on a line", "Step #1: 3 9 Step #2: 5 6\n", verdict.WA, `line 1: expected "Step #1: a b"`},
		{"not on the board", "Step #1: 3 10\n", verdict.WA, `step 1: "10" is not a number on the board (1..9)`},
		{"zero", "Step #1: 0 9\n", verdict.WA, `step 1: "0" is not a number on the board (1..9)`},
		{"leading zero", "Step #1: 03 9\n", verdict.WA, `step 1: "03" is not a number on the board (1..9)`},
		{"negative", "Step #1: 3 -9\n", verdict.WA, `step 1: "-9" is not a number on the board (1..9)`},
		{"letters", "Step #1: three nine\n", verdict.WA, `step 1: "three" is not a number on the board`},
		{"itself", "Step #1: 9 9\n", verdict.WA, "step 1: swaps 9 with itself"},
		{"not neighbours", "Step #1: 1 9\n", verdict.WA, "step 1: 1 and 9 are not neighbours on 1 2 9 / 4 6 3 / 7 8 5"},
		{"row wrap is not adjacent", "Step #1: 9 4\n", verdict.WA, "step 1: 9 and 4 are not neighbours"},
		{"two orthogonal", "Step #1: 3 9\nStep #2: 6 9\n", verdict.WA, "step 2: 6 and 9 are orthogonal neighbours, as was step 1"},
		{"two diagonal", "Step #1: 6 9\nStep #2: 5 9\n", verdict.WA, "step 2: 5 and 9 are diagonal neighbours, as was step 1"},
		{"not sorted", "Step #1: 3 9\nStep #2: 5 6\n", verdict.WA, "after 2 steps the board is 1 2 3 / 4 5 9 / 7 8 6, not sorted"},
		{"not fewest", "Step #1: 1 6\nStep #2: 9 3\nStep #3: 6 1\nStep #4: 6 9\nStep #5: 9 5\n", verdict.WA, "5 steps sort the board, but 3 suffice"},
		{"step after the goal", swapStepsAnswer + "Step #4: 1 5\n", verdict.WA, "after 4 steps the board is 5 2 3 / 4 1 6 / 7 8 9, not sorted"},
		{"No Need", "No Need\n", verdict.WA, "answered No Need, but the board is not sorted (3 steps needed)"},
		{"No Solution", "No Solution\n", verdict.WA, "answered No Solution, but 3 steps sort the board"},
		{"no solution lower case", "no solution\n", verdict.WA, `line 1: expected "Step #1: a b", found "no solution"`},
		{"No Need after steps", swapStepsAnswer + "No Need\n", verdict.WA, `line 4: expected "Step #4: a b", found "No Need"`},
		{"garbage", "\x00\xff\xfe garbage \x01\n", verdict.WA, `line 1: expected "Step #1: a b"`},
		{"over the cap", swapStepsWalk([]int{1, 2, 9, 4, 6, 3, 7, 8, 5}, 101), verdict.WA, "line 101: more than 100 steps"},
		{"2-million-character line", huge + "\n", verdict.WA, `line 1: expected "Step #1: a b", found "Step #1: 3 9 Step #1: 3 9 Step #1: 3 9 S"...`},
	})
}

// TestSwapStepsSmallBoards: No Need where it is right and nowhere else.
func TestSwapStepsSmallBoards(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, input, answer, output string
		want                        verdict.Verdict
		msg                         string
	}{
		{"1x1 No Need", "1\n", "No Need\n", "No Need\n", verdict.AC, "No Need, right"},
		{"1x1 No Solution", "1\n", "No Need\n", "No Solution\n", verdict.WA, "answered No Solution, but the board is sorted: expected No Need"},
		{"1x1 empty", "1\n", "No Need\n", "", verdict.WA, "empty output; expected No Need"},
		{"1x1 step", "1\n", "No Need\n", "Step #1: 1 1\n", verdict.WA, "step 1: swaps 1 with itself"},
		{"1x1 junk after", "1\n", "No Need\n", "No Need\nNo Need\n", verdict.WA, `line 2: expected nothing after "No Need", found "No Need"`},
		{"1x1 spaces", "1\n", "No Need\n", "  No   Need \r\n\n", verdict.AC, ""},
		{"2x2 sorted", "1 2\n3 4\n", "No Need\n", "No Need\n", verdict.AC, ""},
		{"2x2 steps on sorted", "1 2\n3 4\n", "No Need\n", "Step #1: 1 4\nStep #2: 1 2\nStep #3: 2 4\nStep #4: 1 2\n", verdict.WA, ""},
		{"3x3 sorted, walked back", "1 2 3\n4 5 6\n7 8 9\n", "No Need\n",
			"Step #1: 1 2\nStep #2: 2 5\nStep #3: 1 5\nStep #4: 1 2\nStep #5: 2 5\nStep #6: 1 5\n", verdict.WA, "6 steps, but the board is already sorted: expected No Need"},
		{"2x2 reversed", "4 3\n2 1\n", "Step #1: 2 4\nStep #2: 3 4\nStep #3: 2 4\nStep #4: 1 4\n", "Step #1: 2 4\nStep #2: 3 4\nStep #3: 2 4\nStep #4: 1 4\n", verdict.AC, ""},
		{"2x2 out of range", "4 3\n2 1\n", "Step #1: 2 4\nStep #2: 3 4\nStep #3: 2 4\nStep #4: 1 4\n", "Step #1: 1 9\n", verdict.WA, `step 1: "9" is not a number on the board (1..4)`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := check("swap-steps", tc.input, tc.answer, strings.NewReader(tc.output))
			if r.Verdict != tc.want || !strings.Contains(r.Message, tc.msg) {
				t.Fatalf("got %v %q, want %v containing %q", r.Verdict, r.Message, tc.want, tc.msg)
			}
		})
	}
}

// TestSwapStepsJury: a wrong jury answer or input is a judge error.
func TestSwapStepsJury(t *testing.T) {
	t.Parallel()
	checkJury(t, "swap-steps", swapStepsAnswer, []juryCase{
		{"not fewest", swapStepsInput, "Step #1: 1 6\nStep #2: 9 3\nStep #3: 6 1\nStep #4: 6 9\nStep #5: 9 5\n", "jury answer rejected: 5 steps sort the board, but 3 suffice"},
		{"not sorted", swapStepsInput, "Step #1: 3 9\n", "jury answer rejected: after 1 steps"},
		{"empty", swapStepsInput, "", "jury answer rejected: empty output"},
		{"No Solution", "9 8 7\n6 5 4\n3 2 1\n", "No Solution\n", "jury answer rejected: answered No Solution, but 12 steps sort the board"},
		{"4x4 input", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n", "No Need\n", "bad input: line 1: 4 tokens, expected 1 to 3"},
		{"short input", "1 2 9\n4 6 3\n", swapStepsAnswer, "bad input: 6 tokens, expected 9"},
		{"duplicate in input", "1 2 9\n4 6 3\n7 8 8\n", swapStepsAnswer, `bad input: token 9: "8" is not a new number`},
		{"empty input", "", "No Need\n", "bad input: line 1: 0 tokens"},
	})
}

// TestSwapStepsTablePaths: the table's path for every 2×2 board and many
// 3×3 ones is accepted, as jury answer and as output.
func TestSwapStepsTablePaths(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ n, states, step int }{{2, 24, 1}, {3, 362880, 4999}} {
		tab := puzzle.ChinoTableOf(c.n)
		for r := 0; r < c.states; r += c.step {
			start := puzzle.ChinoUnrank(c.n*c.n, r)
			path, err := tab.Path(start)
			if err != nil {
				t.Fatal(err)
			}
			var input, answer strings.Builder
			for i, v := range start {
				fmt.Fprint(&input, v, map[bool]string{true: "\n", false: " "}[i%c.n == c.n-1])
			}
			for i, s := range path {
				fmt.Fprintf(&answer, "Step #%d: %d %d\n", i+1, s[0], s[1])
			}
			if len(path) == 0 {
				answer.WriteString("No Need\n")
			}
			r := check("swap-steps", input.String(), answer.String(), strings.NewReader(answer.String()))
			if r.Verdict != verdict.AC {
				t.Fatalf("%v: %v %s", start, r.Verdict, r.Message)
			}
		}
	}
}

func FuzzSwapSteps(f *testing.F) {
	for _, s := range []string{
		swapStepsAnswer,
		"Step #1: 6 9\nStep #2: 3 6\nStep #3: 5 9\n",
		"Step #0: 3 9\n",
		"Step #1: 3 9\nStep #2: 6 9\n",
		"No Need\n",
		"No Solution\n",
		"",
		"Step #1: 99999999999999999999 9\n",
	} {
		f.Add(uint8(0), []byte(s))
	}
	f.Add(uint8(1), []byte("No Need\n"))
	f.Add(uint8(2), []byte("Step #1: 2 4\nStep #2: 3 4\nStep #3: 2 4\nStep #4: 1 4\n"))
	inputs := []struct{ input, answer string }{
		{swapStepsInput, swapStepsAnswer},
		{"1\n", "No Need\n"},
		{"4 3\n2 1\n", "Step #1: 2 4\nStep #2: 3 4\nStep #3: 2 4\nStep #4: 1 4\n"},
	}
	f.Fuzz(func(t *testing.T, which uint8, output []byte) {
		in := inputs[int(which)%len(inputs)]
		r := check("swap-steps", in.input, in.answer, strings.NewReader(string(output)))
		if r.Verdict == verdict.JE {
			t.Fatalf("judge error on a contestant's output: %s", r.Message)
		}
		if strings.Contains(r.Message, "\n") {
			t.Fatalf("message %q is not one line", r.Message)
		}
	})
}

// BenchmarkSwapSteps judges a 12-step answer to the farthest board; the
// distance table is built before the timer starts, once per process.
func BenchmarkSwapSteps(b *testing.B) {
	const input = "9 8 7\n6 5 4\n3 2 1\n"
	path, _ := puzzle.ChinoTableOf(3).Path([]int{9, 8, 7, 6, 5, 4, 3, 2, 1})
	var answer strings.Builder
	for i, s := range path {
		fmt.Fprintf(&answer, "Step #%d: %d %d\n", i+1, s[0], s[1])
	}
	for b.Loop() {
		if r := check("swap-steps", input, answer.String(), strings.NewReader(answer.String())); r.Verdict != verdict.AC {
			b.Fatal(r.Message)
		}
	}
}
