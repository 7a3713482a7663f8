package checker

import (
	"bytes"
	"io"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/verdict"
)

func init() { register("udlr-optimal", func() Checker { return udlrOptimal{} }) }

// udlrOptimal judges problem eight: one shortest move string, or
// "unsolvable". It computes the optimum itself from the distance table.
// Other grids (fifteen-path's 4×4) are judged in udlr_grid.go.
type udlrOptimal struct{}

// maxEightOutput is more than any honest answer (31 moves) will ever need.
const maxEightOutput = 1 << 10

func (udlrOptimal) Check(input, answer []byte, output io.Reader) Result {
	if len(fields(string(input))) != 9 {
		return checkUdlrGrid(input, answer, output) // another grid: udlr_grid.go
	}
	start, err := puzzle.ParseEight(fields(string(input)))
	if err != nil {
		return Fail("bad input: %v", err)
	}
	best := puzzle.EightTable().Distance(start)
	if r := judgeEightAnswer(start, best, bytes.NewReader(answer)); r.Verdict != verdict.AC {
		return Fail("jury answer rejected: %s", r.Message)
	}
	return judgeEightAnswer(start, best, output)
}

// judgeEightAnswer judges one answer to start, whose optimum is best.
func judgeEightAnswer(start puzzle.Eight, best int, r io.Reader) Result {
	data, err := io.ReadAll(io.LimitReader(r, maxEightOutput+1))
	if err != nil {
		return Reject("cannot read output: %v", err)
	}
	if len(data) > maxEightOutput {
		return Reject("output longer than %d bytes; an answer needs at most 31 moves", maxEightOutput)
	}
	fields := fields(string(data))
	if len(fields) > 1 {
		return Reject("expected one line with one word, found %d words", len(fields))
	}
	moves := ""
	if len(fields) == 1 {
		moves = fields[0]
	}
	if moves == "unsolvable" {
		if best == puzzle.Unreachable {
			return Accept("unsolvable, right")
		}
		return Reject("answered unsolvable, but the start is solvable in %d moves", best)
	}
	e := start
	for i := 0; i < len(moves); i++ {
		next, err := e.Move(moves[i])
		if err != nil {
			return Reject("move %d %q: %v (board %v)", i+1, rune(moves[i]), err, e)
		}
		e = next
	}
	switch {
	case best == puzzle.Unreachable:
		// Unreachable: no move string can end at the goal.
		return Reject("the start is unsolvable; %d moves end at %v", len(moves), e)
	case e != puzzle.EightGoal:
		return Reject("after %d moves the board is %v, not the goal", len(moves), e)
	case len(moves) > best:
		return Reject("%d moves reach the goal, but %d suffice", len(moves), best)
	}
	return Accept("%d moves, shortest", len(moves))
}
