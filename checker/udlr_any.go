package checker

import (
	"bytes"
	"fmt"
	"io"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

func init() { register("udlr-any", func() Checker { return udlrAny{} }) }

// udlrAnyMaxMoves caps one answer line, so that a walk over the whole state
// space is not an answer; the statement of eight-multi says so.
const udlrAnyMaxMoves = 10000

// udlrAny judges problem eight-multi: one line per puzzle of the input, in
// order, each a string over udlr that reaches the goal (any length up to
// the cap) or the word "unsolvable" exactly when the goal cannot be reached.
// Like testlib, spaces at either end of a line, "\r\n" line ends, blank
// lines after the last answer and a missing final newline are forgiven.
type udlrAny struct{}

// udlrAnyStart is one puzzle of the input.
type udlrAnyStart struct {
	board    puzzle.Eight
	solvable bool
}

func (udlrAny) Check(input, answer []byte, output io.Reader) Result {
	starts, err := udlrAnyStarts(input)
	if err != nil {
		return Fail("bad input: %v", err)
	}
	if r := udlrAnyJudge(starts, bytes.NewReader(answer)); r.Verdict != verdict.AC {
		return Fail("jury answer rejected: %s", r.Message)
	}
	return udlrAnyJudge(starts, output)
}

// udlrAnyStarts reads the input's puzzles, one per non-blank line, tokens
// separated by any run of whitespace.
func udlrAnyStarts(input []byte) ([]udlrAnyStart, error) {
	tab := puzzle.EightTable()
	var starts []udlrAnyStart
	for n := 1; len(input) > 0; n++ {
		line := input
		if i := bytes.IndexByte(input, '\n'); i >= 0 {
			line, input = input[:i], input[i+1:]
		} else {
			input = nil
		}
		e, blank, err := udlrAnyParse(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if !blank {
			starts = append(starts, udlrAnyStart{e, tab.Distance(e) != puzzle.Unreachable})
		}
	}
	if len(starts) == 0 {
		return nil, fmt.Errorf("no puzzle")
	}
	return starts, nil
}

// udlrAnyParse reads one board, nine tokens 1..8 and x; blank is true for a
// line of whitespace only. It allocates nothing for a good board, since an
// input may hold 362,880 of them.
func udlrAnyParse(line []byte) (e puzzle.Eight, blank bool, err error) {
	var seen [9]bool
	n := 0
	for i := 0; i < len(line); {
		if isSpace(line[i]) {
			i++
			continue
		}
		j := i
		for j < len(line) && !isSpace(line[j]) {
			j++
		}
		tok := line[i:j]
		i = j
		if n++; n > 9 {
			continue // counted for the message below
		}
		v := -1
		switch {
		case len(tok) == 1 && tok[0] == 'x':
			v = puzzle.Blank
		case len(tok) == 1 && tok[0] >= '1' && tok[0] <= '8':
			v = int(tok[0] - '0')
		}
		if v < 0 || seen[v] {
			return e, false, fmt.Errorf("token %d: %s is not a new tile (1..8 or x)", n, quote(string(tok)))
		}
		seen[v] = true
		e[n-1] = uint8(v)
	}
	if n == 0 {
		return e, true, nil
	}
	if n != 9 {
		return e, false, fmt.Errorf("%d tokens, expected 9", n)
	}
	return e, false, nil
}

// udlrAnyJudge reads one answer line per start, then only blank lines.
func udlrAnyJudge(starts []udlrAnyStart, r io.Reader) Result {
	return judgeLines(len(starts), r, func(i int, line string, long bool) string {
		return udlrAnyLine(starts[i], line, long)
	}, "each reaches the goal or is rightly unsolvable")
}

// judgeLines reads one answer line per case, judged by line (its message,
// empty if right, continues "line N"), then only blank lines; accepted
// says what an accepted output's lines are.
func judgeLines(n int, r io.Reader, line func(i int, line string, long bool) string, accepted string) Result {
	lines := newLineReader(r)
	for i := range n {
		l, long, ok := lines.Next()
		if !ok {
			return Reject("expected %s, found %d", udlrAnyLines(n), i)
		}
		if msg := line(i, l, long); msg != "" {
			return Reject("line %d%s", i+1, msg)
		}
	}
	last := n // the last line that is not blank
	for k := n + 1; ; k++ {
		l, _, ok := lines.Next()
		if !ok {
			break
		}
		if trimSpace(l) != "" {
			last = k
		}
	}
	if last > n {
		return Reject("expected %s, found %d (line %d is not blank)", udlrAnyLines(n), last, n+1)
	}
	return Accept("%s, %s", udlrAnyLines(n), accepted)
}

// udlrAnyLine judges one answer line; the message, empty if it is right,
// continues "line N".
func udlrAnyLine(s udlrAnyStart, line string, long bool) string {
	moves := trimSpace(line)
	if long || len(moves) > udlrAnyMaxMoves {
		return fmt.Sprintf(": more than %d moves", udlrAnyMaxMoves)
	}
	if !s.solvable {
		if moves == "unsolvable" {
			return ""
		}
		return fmt.Sprintf(": the start %v is unsolvable, expected \"unsolvable\", found %s", s.board, quote(moves))
	}
	if moves == "unsolvable" {
		return fmt.Sprintf(": answered unsolvable, but the start %v is solvable", s.board)
	}
	e, b := s.board, s.board.Blank()
	steps := udlrAnySteps()
	for j := 0; j < len(moves); j++ {
		to := steps[b][moves[j]]
		if to < 0 {
			_, err := e.Move(moves[j]) // the rules say why
			return fmt.Sprintf(", move %d %q: %v (board %v)", j+1, rune(moves[j]), err, e)
		}
		e[b], e[to] = e[to], puzzle.Blank
		b = int(to)
	}
	if e != puzzle.EightGoal {
		return fmt.Sprintf(": after %d moves the board is %v, not the goal", len(moves), e)
	}
	return ""
}

// udlrAnySteps()[b][m] is where the blank at cell b goes on move m, or -1 if
// the move is illegal there: puzzle.Eight.Move's rules as a table, because
// a check replays millions of moves.
// Made when first needed: every server starts the judge's binary anew.
var udlrAnySteps = sync.OnceValue(func() (steps *[9][256]int8) {
	steps = new([9][256]int8)
	for b := range steps {
		for m := range steps[b] {
			e := puzzle.EightGoal
			e[b], e[8] = e[8], e[b] // the blank at b
			n, err := e.Move(byte(m))
			steps[b][m] = -1
			if err == nil {
				steps[b][m] = int8(n.Blank())
			}
		}
	}
	return steps
})

func udlrAnyLines(n int) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}
