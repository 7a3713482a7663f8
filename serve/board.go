package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/show"
	"github.com/slidejudge/slidejudge/verdict"
)

// The board: a failed move answer replayed beside an optimal one, the
// statement's player, and the parity drawing of the solvability problems.
// Each problem computes its own (problems.Spec: Play, Replay) with the
// show package's boards; the page's script only draws them.

// failedLine is the answer line a checker names ("line K: …", eight-multi's):
// the output may be megabytes, the board needs that line only.
func failedLine(message string, out []byte) string {
	m := show.CheckerLine.FindStringSubmatch(message)
	if m == nil {
		return ""
	}
	k, _ := strconv.Atoi(m[1])
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for i := 1; sc.Scan(); i++ {
		if i == k {
			line := sc.Text()
			return line[:min(len(line), outputHead)]
		}
	}
	return ""
}

func (s *Server) apiBoard(w http.ResponseWriter, r *http.Request) {
	sub, err := s.visibleSubmission(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	rp, err := s.replayOf(r.Context(), sub)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rp)
}

// replayOf replays the first failed test of a submission.
func (s *Server) replayOf(ctx context.Context, sub *Submission) (*show.Replay, error) {
	spec, err := problems.SpecOf(sub.Problem)
	if err != nil || spec.Replay == nil {
		return nil, clientError(http.StatusNotFound, "problem %s has no moves to replay", sub.Problem)
	}
	var failed *judge.TestReport
	idx := -1
	for k := range sub.Report.Tests {
		if t := &sub.Report.Tests[k]; t.Verdict == verdict.WA {
			failed, idx = t, sub.TestIdx[k]
			break
		}
	}
	if failed == nil {
		return nil, clientError(http.StatusNotFound, "no wrong answer to replay")
	}
	p, err := s.problem(sub.Problem)
	if err != nil {
		return nil, err
	}
	tests, err := s.engine.Tests(ctx, p)
	if err != nil {
		return nil, err
	}
	if idx >= len(tests) {
		return nil, clientError(http.StatusNotFound, "test %s is gone from the pack", failed.Name)
	}
	answer := sub.Outputs[idx]
	if spec.ReplayLine {
		answer = sub.BoardLines[idx]
	}
	rp, err := spec.Replay(show.Failed{Test: failed.Name, Message: failed.Message, Input: tests[idx].In, Answer: answer})
	var none show.NoReplay
	if errors.As(err, &none) {
		return nil, clientError(http.StatusNotFound, "%s", string(none))
	}
	return rp, err
}

// apiPlay answers the statement page's player: the optimal solution of
// any board, or the parity drawing.
func (s *Server) apiPlay(w http.ResponseWriter, r *http.Request) {
	if _, err := s.mustUser(r); err != nil {
		s.fail(w, r, err)
		return
	}
	board := r.URL.Query().Get("board")
	if len(board) > 4<<10 {
		s.fail(w, r, clientError(http.StatusRequestEntityTooLarge, "board over 4 KiB"))
		return
	}
	v, err := play(r.PathValue("id"), board)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func play(problem, board string) (any, error) {
	spec, err := problems.SpecOf(problem)
	if err != nil || spec.Play == nil {
		return nil, clientError(http.StatusNotFound, "problem %q has no player", problem)
	}
	v, err := spec.Play(board)
	if err != nil {
		return nil, clientError(http.StatusBadRequest, "board: %v", err)
	}
	return v, nil
}

// hasBoard tells which problems' answers are moves to replay.
func hasBoard(problem string) bool {
	spec, err := problems.SpecOf(problem)
	return err == nil && spec.Replay != nil
}
