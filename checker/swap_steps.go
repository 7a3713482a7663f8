package checker

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

func init() { register("swap-steps", func() Checker { return swapSteps{} }) }

// swapSteps judges problem chino: lines "Step #i: a b" that sort the board
// with the fewest swaps, kinds alternating, or "No Need" / "No Solution".
// It computes the optimum itself from the distance table.
type swapSteps struct{}

// swapStepsCap bounds the steps read: far more than the longest optimum (12).
const swapStepsCap = 100

func (swapSteps) Check(input, answer []byte, output io.Reader) Result {
	start, n, err := parseSwapBoard(input)
	if err != nil {
		return Fail("bad input: %v", err)
	}
	best := puzzle.ChinoTableOf(n).Distance(start)
	if r := judgeSwapSteps(start, n, best, bytes.NewReader(answer)); r.Verdict != verdict.AC {
		return Fail("jury answer rejected: %s", r.Message)
	}
	return judgeSwapSteps(start, n, best, output)
}

// judgeSwapSteps judges one answer to the n×n board start, whose optimum
// is best steps (puzzle.Unreachable: no solution).
func judgeSwapSteps(start []int, n, best int, r io.Reader) Result {
	board := append([]int(nil), start...)
	where := make([]int, n*n+1) // where[v] = cell of number v
	for i, v := range board {
		where[v] = i
	}
	lines := newLineReader(r)
	word := "" // "No Need" or "No Solution" when the answer is a word
	steps := 0 // steps replayed so far
	var last puzzle.ChinoKind
	for lineNo := 1; ; lineNo++ {
		line, long, ok := lines.Next()
		if !ok {
			break
		}
		f := fields(line)
		if len(f) == 0 && !long {
			continue // blank lines are whitespace
		}
		if word != "" {
			return Reject("line %d: expected nothing after %q, found %s", lineNo, word, quote(line))
		}
		if steps == 0 && len(f) == 2 && f[0] == "No" && (f[1] == "Need" || f[1] == "Solution") {
			word = "No " + f[1]
			continue
		}
		if steps == swapStepsCap {
			return Reject("line %d: more than %d steps", lineNo, swapStepsCap)
		}
		i := steps + 1
		if long || len(f) != 4 || f[0] != "Step" {
			return Reject("line %d: expected \"Step #%d: a b\", found %s", lineNo, i, quote(line))
		}
		if want := "#" + strconv.Itoa(i) + ":"; f[1] != want {
			return Reject("line %d: expected step number %q, found %s", lineNo, want, quote(f[1]))
		}
		a, okA := swapStepsNumber(f[2], n*n)
		b, okB := swapStepsNumber(f[3], n*n)
		switch {
		case !okA:
			return Reject("step %d: %s is not a number on the board (1..%d)", i, quote(f[2]), n*n)
		case !okB:
			return Reject("step %d: %s is not a number on the board (1..%d)", i, quote(f[3]), n*n)
		case a == b:
			return Reject("step %d: swaps %d with itself", i, a)
		}
		kind, adjacent := puzzle.ChinoNeighbours(n, where[a], where[b])
		if !adjacent {
			return Reject("step %d: %d and %d are not neighbours on %s", i, a, b, swapBoardString(board, n))
		}
		if steps > 0 && kind == last {
			return Reject("step %d: %d and %d are %s neighbours, as was step %d", i, a, b, kind, i-1)
		}
		board[where[a]], board[where[b]] = b, a
		where[a], where[b] = where[b], where[a]
		last, steps = kind, i
	}

	switch word {
	case "No Need":
		if best == 0 {
			return Accept("No Need, right")
		}
		return Reject("answered No Need, but the board is not sorted (%d steps needed)", best)
	case "No Solution":
		if best == puzzle.Unreachable {
			return Accept("No Solution, right")
		}
		if best == 0 {
			return Reject("answered No Solution, but the board is sorted: expected No Need")
		}
		return Reject("answered No Solution, but %d steps sort the board", best)
	}
	sorted := true
	for i, v := range board {
		sorted = sorted && v == i+1
	}
	switch {
	case steps == 0 && best == 0:
		return Reject("empty output; expected No Need")
	case steps == 0 && best == puzzle.Unreachable:
		return Reject("empty output; expected No Solution")
	case steps == 0:
		return Reject("empty output; expected %d steps", best)
	case !sorted:
		return Reject("after %d steps the board is %s, not sorted", steps, swapBoardString(board, n))
	case best == 0:
		return Reject("%d steps, but the board is already sorted: expected No Need", steps)
	case best == puzzle.Unreachable || steps < best:
		return Fail("checker: %d steps sort the board, but the optimum is %d", steps, best)
	case steps > best:
		return Reject("%d steps sort the board, but %d suffice", steps, best)
	}
	return Accept("%d steps, fewest", steps)
}

// swapStepsNumber parses a number of a board of m cells: digits only, no
// leading zero, 1..m.
func swapStepsNumber(tok string, m int) (int, bool) {
	if tok == "" || len(tok) > 2 || tok[0] == '0' {
		return 0, false
	}
	v := 0
	for _, c := range []byte(tok) {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, v <= m
}

// parseSwapBoard reads an n×n board of 1..n² (n the number of tokens on the
// first line, 1 ≤ n ≤ 3), any whitespace between tokens.
func parseSwapBoard(input []byte) ([]int, int, error) {
	text := trimSpace(string(input))
	firstLine, _, _ := strings.Cut(text, "\n")
	n := len(fields(firstLine))
	if n < 1 || n > puzzle.ChinoMaxN {
		return nil, 0, fmt.Errorf("line 1: %d tokens, expected 1 to %d", n, puzzle.ChinoMaxN)
	}
	toks := fields(text)
	if len(toks) != n*n {
		return nil, 0, fmt.Errorf("%d tokens, expected %d", len(toks), n*n)
	}
	board := make([]int, n*n)
	seen := make([]bool, n*n+1)
	for i, t := range toks {
		v, ok := swapStepsNumber(t, n*n)
		if !ok || seen[v] {
			return nil, 0, fmt.Errorf("token %d: %q is not a new number of 1..%d", i+1, t, n*n)
		}
		seen[v] = true
		board[i] = v
	}
	return board, n, nil
}

// swapBoardString shows a board row by row: "1 2 3 / 4 5 6 / 7 8 9".
func swapBoardString(board []int, n int) string {
	var b strings.Builder
	for i, v := range board {
		if i > 0 {
			if i%n == 0 {
				b.WriteString(" / ")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}
