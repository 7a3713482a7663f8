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

func init() { register("lrud-walk", func() Checker { return lrudWalk{} }) }

// lrudWalkMaxMoves caps a walk, as UVa 10181 does: every solvable test
// needs at most 45 moves, and no answer may use more than 50.
const lrudWalkMaxMoves = 50

// lrudWalkUnsolvable is the line for a board that cannot reach the goal.
const lrudWalkUnsolvable = "This puzzle is not solvable."

// lrudWalk judges problem fifteen-walk (after UVa 10181): the input is a
// count N and N 4×4 boards; the output one line per board, in order, each
// a walk of the blank in UVa's letters (L, R, U, D: where the blank goes)
// of at most 50 moves that reaches the goal, or lrudWalkUnsolvable exactly
// when the goal cannot be reached. As udlr-any, spaces at either end of a
// line, "\r\n" line ends, blank lines after the last answer and a missing
// final newline are forgiven.
type lrudWalk struct{}

// lrudWalkStart is one board of the input.
type lrudWalkStart struct {
	board    puzzle.Fifteen
	solvable bool
}

func (lrudWalk) Check(input, answer []byte, output io.Reader) Result {
	starts, err := lrudWalkStarts(input)
	if err != nil {
		return Fail("bad input: %v", err)
	}
	if r := lrudWalkJudge(starts, bytes.NewReader(answer)); r.Verdict != verdict.AC {
		return Fail("jury answer rejected: %s", r.Message)
	}
	return lrudWalkJudge(starts, output)
}

// lrudWalkStarts reads the count and the boards as whitespace-separated
// tokens (the validator has held the input to its exact form).
func lrudWalkStarts(input []byte) ([]lrudWalkStart, error) {
	toks := fields(string(input))
	if len(toks) == 0 {
		return nil, fmt.Errorf("empty")
	}
	n, err := strconv.Atoi(toks[0])
	if err != nil || n < 1 {
		return nil, fmt.Errorf("the count %s is not a positive integer", quote(toks[0]))
	}
	if len(toks) != 1+16*n {
		return nil, fmt.Errorf("%d numbers after the count %d, expected %d", len(toks)-1, n, 16*n)
	}
	starts := make([]lrudWalkStart, n)
	for i := range starts {
		f, err := puzzle.ParseFifteen(toks[1+16*i : 1+16*(i+1)])
		if err != nil {
			return nil, fmt.Errorf("board %d: %v", i+1, err)
		}
		starts[i] = lrudWalkStart{f, f.Solvable()}
	}
	return starts, nil
}

// lrudWalkJudge reads one answer line per start, then only blank lines.
func lrudWalkJudge(starts []lrudWalkStart, r io.Reader) Result {
	return judgeLines(len(starts), r, func(i int, line string, long bool) string {
		return lrudWalkLine(starts[i], line, long)
	}, fmt.Sprintf("each a walk of at most %d moves to the goal or rightly not solvable", lrudWalkMaxMoves))
}

// lrudWalkLetters maps UVa's letters to the blank's moves of package puzzle.
var lrudWalkLetters = map[byte]byte{'U': 'u', 'D': 'd', 'L': 'l', 'R': 'r'}

// lrudWalkLine judges one answer line; the message, empty if it is right,
// continues "line N".
func lrudWalkLine(s lrudWalkStart, line string, long bool) string {
	walk := trimSpace(line)
	// The sentence is compared word by word: whitespace separates tokens.
	sentence := strings.Join(fields(walk), " ") == lrudWalkUnsolvable
	if !s.solvable {
		if sentence {
			return ""
		}
		return fmt.Sprintf(": the board %s is not solvable, expected %q, found %s", fifteenString(s.board), lrudWalkUnsolvable, quote(walk))
	}
	if sentence {
		return fmt.Sprintf(": answered not solvable, but the board %s is solvable", fifteenString(s.board))
	}
	if long || len(walk) > lrudWalkMaxMoves {
		return fmt.Sprintf(": %s, more than %d", lrudWalkCount(len(walk), long), lrudWalkMaxMoves)
	}
	f := s.board
	for j := 0; j < len(walk); j++ {
		m, ok := lrudWalkLetters[walk[j]]
		if !ok {
			return fmt.Sprintf(", move %d %s: not a move (expected one of L, R, U, D)", j+1, quote(walk[j:j+1]))
		}
		next, err := f.Move(m)
		if err != nil {
			return fmt.Sprintf(", move %d '%c': %v (board %s)", j+1, walk[j], err, fifteenString(f))
		}
		f = next
	}
	if f != puzzle.FifteenGoal {
		return fmt.Sprintf(": after %d moves the board is %s, not the goal", len(walk), fifteenString(f))
	}
	return ""
}

// lrudWalkCount says how long a too-long line is.
func lrudWalkCount(n int, long bool) string {
	if long {
		return fmt.Sprintf("over %d characters", n)
	}
	return fmt.Sprintf("%d characters", n)
}

// fifteenString writes a 4×4 board on one line, rows split by " / ".
func fifteenString(f puzzle.Fifteen) string { return gridString(f.Grid()) }
