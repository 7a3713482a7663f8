package checker

import (
	"bytes"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/verdict"
)

// lrudWalkInput: UVa 10181's sample (9 moves, then not solvable), the goal
// and a board one move from it.
const (
	lrudWalkInput = "4\n" +
		"2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n" +
		"13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n" +
		"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n" +
		"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"
	lrudWalkAnswer = "LLLDRDRDR\nThis puzzle is not solvable.\n\nR\n"
)

func TestLrudWalk(t *testing.T) {
	t.Parallel()
	fifty := "LLLDRDRDR" + strings.Repeat("LR", 20) + "UD" // 9 + 40 + 2 = 51: one too many
	checkOutputs(t, "lrud-walk", lrudWalkInput, lrudWalkAnswer, []outputCase{
		{"jury answer", lrudWalkAnswer, verdict.AC, "4 lines"},
		{"longer walk", "LLLDRDRDRLR\nThis puzzle is not solvable.\nLR\nRLR\n", verdict.AC, ""},
		{"50 moves", "LLLDRDRDR" + strings.Repeat("LR", 20) + "U" + "\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "after 50 moves"},
		{"exactly 50", "LLLDRDRDR" + strings.Repeat("LR", 20) + "D" + "\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "move 50 'D': blank already in the bottom row"},
		{"50 to the goal", "LLLDRDRDRUD" + strings.Repeat("LR", 19) + "LR\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "51 characters, more than 50"},
		{"49 to the goal", "LLLDRDRDR" + strings.Repeat("LR", 20) + "\nThis puzzle is not solvable.\n" + strings.Repeat("UD", 25) + "\nR\n", verdict.AC, ""},
		{"51 moves", fifty + "\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1: 51 characters, more than 50"},
		{"2-million-character line", strings.Repeat("LR", 1_000_000) + "\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1: over 1048576 characters, more than 50"},
		{"no final newline", "LLLDRDRDR\nThis puzzle is not solvable.\n\nR", verdict.AC, ""},
		{"crlf", "LLLDRDRDR\r\nThis puzzle is not solvable.\r\n\r\nR\r\n", verdict.AC, ""},
		{"spaces around", " LLLDRDRDR\t\nThis puzzle is not solvable.  \n  \n\tR\n", verdict.AC, ""},
		{"blank lines after", lrudWalkAnswer + "\n\n \n", verdict.AC, ""},
		{"empty output", "", verdict.WA, "expected 4 lines, found 0"},
		{"last line missing", "LLLDRDRDR\nThis puzzle is not solvable.\n\n", verdict.WA, "expected 4 lines, found 3"},
		{"nothing for the goal", "LLLDRDRDR\nThis puzzle is not solvable.\nR\n", verdict.WA, "line 3, move 1 'R': blank already in the right column (board 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0)"},
		{"extra line", lrudWalkAnswer + "LR\n", verdict.WA, "expected 4 lines, found 5 (line 5 is not blank)"},
		{"lower-case letters", "llldrdrdr\nThis puzzle is not solvable.\n\nR\n", verdict.WA, `line 1, move 1 "l": not a move (expected one of L, R, U, D)`},
		{"tile's letters", "RRRULULUL\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1, move 1 'R': blank already in the right column"},
		{"illegal move", "LLLDRDRDR\nThis puzzle is not solvable.\nD\nR\n", verdict.WA, "line 3, move 1 'D': blank already in the bottom row (board 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0)"},
		{"off the top", "U\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1, move 1 'U': blank already in the top row"},
		{"off the left", "LLLL\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1, move 4 'L': blank already in the left column"},
		{"not the goal", "LLLDRDRD\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1: after 8 moves the board is"},
		{"walk for unsolvable", "LLLDRDRDR\nLR\n\nR\n", verdict.WA, `line 2: the board 13 1 2 4 / 5 0 3 7 / 9 6 10 12 / 15 8 11 14 is not solvable, expected "This puzzle is not solvable.", found "LR"`},
		{"empty for unsolvable", "LLLDRDRDR\n\n\nR\n", verdict.WA, `line 2: the board 13 1 2 4 / 5 0 3 7 / 9 6 10 12 / 15 8 11 14 is not solvable`},
		{"not solvable for solvable", "This puzzle is not solvable.\nThis puzzle is not solvable.\n\nR\n", verdict.WA, "line 1: answered not solvable, but the board 2 3 4 0 / 1 5 7 8 / 9 6 10 12 / 13 14 11 15 is solvable"},
		{"not solvable for the goal", "LLLDRDRDR\nThis puzzle is not solvable.\nThis puzzle is not solvable.\nR\n", verdict.WA, "line 3: answered not solvable"},
		{"no full stop", "LLLDRDRDR\nThis puzzle is not solvable\n\nR\n", verdict.WA, `found "This puzzle is not solvable"`},
		{"unsolvable", "LLLDRDRDR\nunsolvable\n\nR\n", verdict.WA, `found "unsolvable"`},
		{"two spaces inside", "LLLDRDRDR\nThis puzzle is  not\tsolvable.\n\nR\n", verdict.AC, ""},
		{"words glued", "LLLDRDRDR\nThis puzzle isnot solvable.\n\nR\n", verdict.WA, `found "This puzzle isnot solvable."`},
		{"spaces inside a walk", "LLL DRDRDR\nThis puzzle is not solvable.\n\nR\n", verdict.WA, `line 1, move 4 " ": not a move`},
		{"length first", "9 LLLDRDRDR\nThis puzzle is not solvable.\n\nR\n", verdict.WA, `line 1, move 1 "9": not a move`},
		{"garbage", "\x00\xff\xfe garbage \x1b[31m\n", verdict.WA, `line 1, move 1 "\x00": not a move`},
		{"only newlines", "\n\n\n\n", verdict.WA, "line 1: after 0 moves the board is 2 3 4 0"},
	})
	checkJury(t, "lrud-walk", lrudWalkAnswer, []juryCase{
		{"no count", "", lrudWalkAnswer, "bad input: empty"},
		{"count not a number", "x\n", lrudWalkAnswer, `bad input: the count "x"`},
		{"too few numbers", "2\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n", lrudWalkAnswer, "16 numbers after the count 2, expected 32"},
		{"bad board", "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 15\n", lrudWalkAnswer, "bad input: board 1"},
		{"jury walk wrong", lrudWalkInput, "LLLDRDRD\nThis puzzle is not solvable.\n\nR\n", "jury answer rejected: line 1: after 8 moves"},
		{"jury says not solvable", lrudWalkInput, "This puzzle is not solvable.\nThis puzzle is not solvable.\n\nR\n", "jury answer rejected: line 1: answered not solvable"},
		{"jury line missing", lrudWalkInput, "LLLDRDRDR\n", "jury answer rejected: expected 4 lines, found 1"},
	})
}

func FuzzLrudWalk(f *testing.F) {
	f.Add([]byte(lrudWalkAnswer))
	f.Add([]byte("LLLDRDRDR\r\nThis puzzle is not solvable.\r\n\r\nR"))
	f.Add([]byte("This puzzle is not solvable.\n\nLR\nUUU\n\n"))
	f.Add([]byte("\x00\xff\n\n\n\n\n"))
	f.Fuzz(func(t *testing.T, output []byte) {
		r := check("lrud-walk", lrudWalkInput, lrudWalkAnswer, bytes.NewReader(output))
		if r.Verdict == verdict.JE {
			t.Fatalf("judge error on a contestant's output: %q", r.Message)
		}
		if strings.ContainsAny(r.Message, "\n\r") {
			t.Fatalf("message spans lines: %q", r.Message)
		}
	})
}
