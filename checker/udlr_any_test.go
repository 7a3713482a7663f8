package checker

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

// udlrAnyInput: the HDU sample (19 moves), the goal, an unsolvable start,
// one move from the goal; runs of spaces as the problem allows.
const (
	udlrAnyInput  = "2  3  4  1  5  x  7  6  8\n1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n"
	udlrAnyAnswer = "ullddrurdllurdruldr\n\nunsolvable\nr\n"
)

func TestUdlrAny(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("lr", 5001) // 10,002 legal moves from the goal back to it
	checkOutputs(t, "udlr-any", udlrAnyInput, udlrAnyAnswer, []outputCase{
		{"jury answer", udlrAnyAnswer, verdict.AC, "4 lines"},
		{"other shortest", "ullddrurdllurrdlurd\n\nunsolvable\nr\n", verdict.AC, ""},
		{"not shortest", "ullddrurdllurdruldrlr\nudlr\nunsolvable\nlrr\n", verdict.AC, ""},
		{"10000 moves", "ullddrurdllurdruldr\n" + strings.Repeat("lr", 5000) + "\nunsolvable\nr\n", verdict.AC, ""},
		{"no final newline", "ullddrurdllurdruldr\n\nunsolvable\nr", verdict.AC, ""},
		{"crlf", "ullddrurdllurdruldr\r\n\r\nunsolvable\r\nr\r\n", verdict.AC, ""},
		{"spaces around", "  ullddrurdllurdruldr \n \t\nunsolvable  \n\tr\n", verdict.AC, ""},
		{"blank lines after", udlrAnyAnswer + "\n\n  \n", verdict.AC, ""},
		{"empty output", "", verdict.WA, "expected 4 lines, found 0"},
		{"one line missing", "ullddrurdllurdruldr\n\nunsolvable\n", verdict.WA, "expected 4 lines, found 3"},
		{"nothing for the goal", "ullddrurdllurdruldr\nunsolvable\nr\n", verdict.WA, "line 2: answered unsolvable, but the start 1 2 3 4 5 6 7 8 x is solvable"},
		{"extra line", udlrAnyAnswer + "r\n", verdict.WA, "expected 4 lines, found 5 (line 5 is not blank)"},
		{"extra line after blanks", udlrAnyAnswer + "\n\nlr\n\n", verdict.WA, "expected 4 lines, found 7"},
		{"illegal move", "ullddrurdllurdruldr\nd\nunsolvable\nr\n", verdict.WA, "line 2, move 1 'd': blank already in the bottom row"},
		{"illegal move later", "uuu\n\nunsolvable\nr\n", verdict.WA, "line 1, move 2 'u': blank already in the top row"},
		{"not the goal", "ullddrurdllurdruld\n\nunsolvable\nr\n", verdict.WA, "line 1: after 18 moves the board is"},
		{"goal left", "ullddrurdllurdruldr\nl\nunsolvable\nr\n", verdict.WA, "line 2: after 1 moves the board is 1 2 3 4 5 6 7 x 8, not the goal"},
		{"moves for unsolvable", udlrAnyAnswer[:21] + "lr\nr\n", verdict.WA, `line 3: the start 1 2 3 4 5 6 8 7 x is unsolvable, expected "unsolvable", found "lr"`},
		{"unsolvable for solvable", "unsolvable\n\nunsolvable\nr\n", verdict.WA, "line 1: answered unsolvable, but the start 2 3 4 1 5 x 7 6 8 is solvable"},
		{"capitalised", "ullddrurdllurdruldr\n\nUnsolvable\nr\n", verdict.WA, `found "Unsolvable"`},
		{"upper-case moves", "ULLDDRURDLLURDRULDR\n\nunsolvable\nr\n", verdict.WA, "line 1, move 1 'U': not a move"},
		{"spaces inside", "ull ddrurdllurdruldr\n\nunsolvable\nr\n", verdict.WA, "line 1, move 4 ' ': not a move"},
		{"two answers on a line", "ullddrurdllurdruldr r\nunsolvable\nr\n", verdict.WA, "line 1, move 20 ' '"},
		{"over the cap", "ullddrurdllurdruldr\n" + long + "\nunsolvable\nr\n", verdict.WA, "line 2: more than 10000 moves"},
		{"2-million-character line", strings.Repeat("lr", 1_000_000) + "\n\nunsolvable\nr\n", verdict.WA, "line 1: more than 10000 moves"},
		{"garbage", "\x00\xff\xfe garbage \x1b[31m\n", verdict.WA, "line 1, move 1 '\\x00': not a move"},
		{"only newlines", "\n\n\n\n", verdict.WA, "line 1: after 0 moves the board is 2 3 4 1 5 x 7 6 8"},
	})
}

func TestUdlrAnyGoalOnly(t *testing.T) {
	t.Parallel()
	const goal = "1 2 3 4 5 6 7 8 x\n"
	for _, c := range []struct {
		output string
		want   verdict.Verdict
	}{{"\n", verdict.AC}, {"  \r\n", verdict.AC}, {"lr\n", verdict.AC}, {"", verdict.WA}, {"unsolvable\n", verdict.WA}} {
		if r := check("udlr-any", goal, "\n", strings.NewReader(c.output)); r.Verdict != c.want {
			t.Errorf("goal, output %q: got %v %q, want %v", c.output, r.Verdict, r.Message, c.want)
		}
	}
}

func TestUdlrAnyJudgeError(t *testing.T) {
	t.Parallel()
	checkJury(t, "udlr-any", udlrAnyAnswer, []juryCase{
		{"jury line missing", udlrAnyInput, "ullddrurdllurdruldr\n\nunsolvable\n", "jury answer rejected: expected 4 lines, found 3"},
		{"jury wrong move", udlrAnyInput, "ullddrurdllurdruldr\n\nunsolvable\nl\n", "jury answer rejected: line 4: after 1 moves"},
		{"jury says unsolvable", udlrAnyInput, "unsolvable\n\nunsolvable\nr\n", "jury answer rejected: line 1: answered unsolvable"},
		{"bad input", "1 2 3 4 5 6 7 8\n", "\n", "bad input: line 1: 8 tokens, expected 9"},
		{"duplicate tile", "1 2 3 4 5 6 7 8 x\n1 1 3 4 5 6 7 8 x\n", "\n\n", "bad input: line 2: token 2"},
		{"empty input", "", "", "bad input: no puzzle"},
	})
}

// udlrAnyAll returns the input of every arrangement and an answer for it:
// shortest paths built distance by distance, each from a shorter one.
func udlrAnyAll() (input, answer []byte) {
	tab := puzzle.EightTable()
	paths := make([]string, puzzle.States)
	for d := 1; d <= tab.Max(); d++ {
		for _, e := range tab.AtDistance(d) {
			for _, m := range []byte(puzzle.Moves) {
				if n, err := e.Move(m); err == nil && tab.Distance(n) == d-1 {
					paths[e.Rank()] = string(m) + paths[n.Rank()]
					break
				}
			}
		}
	}
	var in, ans bytes.Buffer
	for r := 0; r < puzzle.States; r++ {
		e := puzzle.Unrank(r)
		fmt.Fprintln(&in, e)
		if tab.Distance(e) == puzzle.Unreachable {
			ans.WriteString("unsolvable\n")
		} else {
			ans.WriteString(paths[r] + "\n")
		}
	}
	return in.Bytes(), ans.Bytes()
}

func TestUdlrAnyAllArrangements(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the answer to every arrangement")
	}
	in, ans := udlrAnyAll()
	if r := check("udlr-any", string(in), string(ans), bytes.NewReader(ans)); r.Verdict != verdict.AC {
		t.Fatalf("got %v %q", r.Verdict, r.Message)
	}
	// The last line missing: the count tells.
	cut := ans[:bytes.LastIndexByte(ans[:len(ans)-1], '\n')+1]
	if r := check("udlr-any", string(in), string(ans), bytes.NewReader(cut)); r.Verdict != verdict.WA ||
		r.Message != "expected 362880 lines, found 362879" {
		t.Fatalf("cut output: got %v %q", r.Verdict, r.Message)
	}
}

// BenchmarkUdlrAnyAll replays the 362,880-line answer (jury's and
// contestant's, as a real check does).
func BenchmarkUdlrAnyAll(b *testing.B) {
	in, ans := udlrAnyAll()
	c, _ := New("udlr-any")
	b.SetBytes(int64(len(ans)))
	for b.Loop() {
		if r := c.Check(in, ans, bytes.NewReader(ans)); r.Verdict != verdict.AC {
			b.Fatal(r.Message)
		}
	}
}

func FuzzUdlrAny(f *testing.F) {
	f.Add([]byte(udlrAnyAnswer))
	f.Add([]byte("ullddrurdllurdruldr\r\n\r\nunsolvable\r\nr"))
	f.Add([]byte("unsolvable\n\nunsolvable\nr\n\n\n"))
	f.Add([]byte("uuu\nd\nlr\n"))
	f.Add([]byte("\x00\xff\n\n\n\n\n"))
	f.Fuzz(func(t *testing.T, output []byte) {
		r := check("udlr-any", udlrAnyInput, udlrAnyAnswer, bytes.NewReader(output))
		if r.Verdict == verdict.JE {
			t.Fatalf("judge error on a contestant's output: %q", r.Message)
		}
		if strings.ContainsAny(r.Message, "\n\r") {
			t.Fatalf("message spans lines: %q", r.Message)
		}
	})
}
