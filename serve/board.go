package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/puzzle"
)

// The board: a failed move answer replayed beside an optimal one, the
// statement's player, and the parity drawing of the solvability problems.
// The boards are computed here with the puzzle package's rules; the page's
// script only draws them.

// track is a sequence of boards: the start, then one a move.
type track struct {
	Moves  []string   `json:"moves"`  // a label a move ("u", "3↔9")
	Frames [][]string `json:"frames"` // cells row by row, "" for the blank
	// Failed is the 1-based move that could not be made (0: none); the
	// answer's replay stops there.
	Failed int    `json:"failed,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// replay is a failed test's answer beside an optimal one.
type replay struct {
	Problem string `json:"problem"`
	Test    string `json:"test"`
	Puzzle  int    `json:"puzzle,omitempty"` // eight-multi: the 1-based puzzle (line) that failed
	Rows    int    `json:"rows"`
	Cols    int    `json:"cols"`
	Answer  track  `json:"answer"`
	Optimal track  `json:"optimal"`
}

// maxReplayMoves bounds the boards of a replay.
const maxReplayMoves = 400

// hasBoard tells which problems' answers are moves to replay.
func hasBoard(problem string) bool {
	return problem == "eight" || problem == "eight-multi" || problem == "chino"
}

var (
	lineRE = regexp.MustCompile(`^line (\d+)`)
	stepRE = regexp.MustCompile(`^(?:step|line) (\d+)`)
	moveRE = regexp.MustCompile(`move (\d+)`)
)

// failedLine is the answer line eight-multi's checker names ("line K: …"):
// the output may be megabytes, the board needs that line only.
func failedLine(message string, out []byte) string {
	m := lineRE.FindStringSubmatch(message)
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
func (s *Server) replayOf(ctx context.Context, sub *Submission) (*replay, error) {
	if !hasBoard(sub.Problem) {
		return nil, clientError(http.StatusNotFound, "problem %s has no moves to replay", sub.Problem)
	}
	var failed *judge.TestReport
	idx := -1
	for k := range sub.Report.Tests {
		if t := &sub.Report.Tests[k]; t.Verdict == judge.WA {
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
	out := sub.Outputs[idx]
	switch sub.Problem {
	case "eight":
		line, err := nthLine(tests[idx].In, 1)
		if err != nil {
			return nil, err
		}
		return eightReplay(sub.Problem, failed, 0, line, firstLine(out))
	case "eight-multi":
		m := lineRE.FindStringSubmatch(failed.Message)
		if m == nil {
			return nil, clientError(http.StatusNotFound, "the checker names no puzzle: %s", failed.Message)
		}
		k, _ := strconv.Atoi(m[1])
		line, err := nthLine(tests[idx].In, k)
		if err != nil {
			return nil, err
		}
		return eightReplay(sub.Problem, failed, k, line, sub.BoardLines[idx])
	default:
		input, err := os.ReadFile(tests[idx].In)
		if err != nil {
			return nil, err
		}
		return chinoReplay(failed, string(input), out)
	}
}

// nthLine reads line k (1-based) of a file.
func nthLine(file string, k int) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for i := 1; sc.Scan(); i++ {
		if i == k {
			return sc.Text(), nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("%s has no line %d", file, k)
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

func eightCells(e puzzle.Eight) []string {
	out := make([]string, 9)
	for i, v := range e {
		if v != 0 {
			out[i] = strconv.Itoa(int(v))
		}
	}
	return out
}

// eightTrack plays moves from e, stopping at the first move the rules
// refuse.
func eightTrack(e puzzle.Eight, moves string) track {
	t := track{Moves: []string{}, Frames: [][]string{eightCells(e)}}
	for i := 0; i < len(moves) && i < maxReplayMoves; i++ {
		n, err := e.Move(moves[i])
		if err != nil {
			t.Failed, t.Reason = i+1, fmt.Sprintf("move %d %q: %v", i+1, rune(moves[i]), err)
			t.Moves = append(t.Moves, string(moves[i]))
			return t
		}
		e = n
		t.Moves = append(t.Moves, string(moves[i]))
		t.Frames = append(t.Frames, eightCells(e))
	}
	return t
}

// eightOptimal is a shortest way from e to the goal of table.
func eightOptimal(table *puzzle.DistanceTable, e puzzle.Eight) track {
	path, err := table.Path(e)
	if err != nil {
		return track{Moves: []string{}, Frames: [][]string{eightCells(e)}, Reason: "unsolvable: the goal cannot be reached"}
	}
	t := eightTrack(e, path)
	t.Reason = fmt.Sprintf("%d moves, the fewest", len(path))
	return t
}

func eightReplay(problem string, failed *judge.TestReport, k int, input, answer string) (*replay, error) {
	e, err := puzzle.ParseEight(strings.Fields(input))
	if err != nil {
		return nil, fmt.Errorf("test %s: %w", failed.Name, err)
	}
	answer = strings.TrimSpace(answer)
	rp := &replay{Problem: problem, Test: failed.Name, Puzzle: k, Rows: 3, Cols: 3,
		Optimal: eightOptimal(puzzle.EightTable(), e)}
	if answer == "unsolvable" {
		rp.Answer = track{Moves: []string{}, Frames: [][]string{eightCells(e)}}
	} else {
		rp.Answer = eightTrack(e, answer)
	}
	// The checker's reason is the verdict's; the replay only shows it.
	rp.Answer.Reason = failed.Message
	if m := moveRE.FindStringSubmatch(failed.Message); m != nil && rp.Answer.Failed == 0 {
		rp.Answer.Failed, _ = strconv.Atoi(m[1])
	}
	return rp, nil
}

// chinoBoard reads an n×n board of chino (n from the count of numbers).
func chinoBoard(input string) ([]int, int, error) {
	var cells []int
	for _, f := range strings.Fields(input) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, 0, fmt.Errorf("%q is not a number", f)
		}
		cells = append(cells, v)
	}
	n := int(math.Round(math.Sqrt(float64(len(cells)))))
	if n < 1 || n > puzzle.ChinoMaxN || n*n != len(cells) {
		return nil, 0, fmt.Errorf("%d numbers: a board is n×n, 1 ≤ n ≤ %d", len(cells), puzzle.ChinoMaxN)
	}
	seen := make([]bool, n*n+1)
	for _, v := range cells {
		if v < 1 || v > n*n || seen[v] {
			return nil, 0, fmt.Errorf("%d: the numbers must be 1..%d, each once", v, n*n)
		}
		seen[v] = true
	}
	return cells, n, nil
}

func chinoCells(b []int) []string {
	out := make([]string, len(b))
	for i, v := range b {
		out[i] = strconv.Itoa(v)
	}
	return out
}

// chinoTrack swaps pairs of numbers from board; stop (1-based, 0: none)
// is the step not to make.
func chinoTrack(board []int, steps [][2]int, stop int) track {
	b := append([]int(nil), board...)
	t := track{Moves: []string{}, Frames: [][]string{chinoCells(b)}}
	for i, st := range steps {
		if i >= maxReplayMoves {
			break
		}
		t.Moves = append(t.Moves, fmt.Sprintf("%d↔%d", st[0], st[1]))
		x, y := indexOf(b, st[0]), indexOf(b, st[1])
		if i+1 == stop || x < 0 || y < 0 {
			t.Failed = i + 1
			return t
		}
		b[x], b[y] = b[y], b[x]
		t.Frames = append(t.Frames, chinoCells(b))
	}
	return t
}

func indexOf(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

var chinoStepRE = regexp.MustCompile(`^\s*Step #\d+:\s*(-?\d+)\s+(-?\d+)\s*$`)

func chinoReplay(failed *judge.TestReport, input, answer string) (*replay, error) {
	board, n, err := chinoBoard(input)
	if err != nil {
		return nil, fmt.Errorf("test %s: %w", failed.Name, err)
	}
	stop := 0
	if m := stepRE.FindStringSubmatch(failed.Message); m != nil {
		stop, _ = strconv.Atoi(m[1])
	}
	var steps [][2]int
	for _, l := range strings.Split(answer, "\n") {
		m := chinoStepRE.FindStringSubmatch(l)
		if m == nil {
			if strings.TrimSpace(l) != "" && (stop == 0 || len(steps) < stop) {
				steps = append(steps, [2]int{0, 0}) // an unreadable step: the replay stops on it
			}
			continue
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		steps = append(steps, [2]int{a, b})
	}
	rp := &replay{Problem: "chino", Test: failed.Name, Rows: n, Cols: n}
	rp.Answer = chinoTrack(board, steps, stop)
	rp.Answer.Reason = failed.Message
	rp.Optimal = chinoOptimal(board, n)
	return rp, nil
}

func chinoOptimal(board []int, n int) track {
	path, err := puzzle.ChinoTableOf(n).Path(board)
	if err != nil {
		return track{Moves: []string{}, Frames: [][]string{chinoCells(board)}, Reason: "No Solution: the pieces can never be sorted"}
	}
	t := chinoTrack(board, path, 0)
	t.Reason = fmt.Sprintf("%d steps, the fewest (orthogonal and diagonal in turn)", len(path))
	return t
}

// parity is the drawing behind a solvability answer: the permutation's
// cycles (blank included) and the blank's way home.
type parity struct {
	Sides       []int    `json:"sides"` // outermost first: {M, N} or {M, M, M}
	Cells       []string `json:"cells"`
	Cycle       []int    `json:"cycle"` // cycle number of each cell; fixed cells are alone in theirs
	Cycles      int      `json:"cycles"`
	Swaps       int      `json:"swaps"` // cells − cycles: transpositions the permutation needs
	BlankDist   int      `json:"blank_distance"`
	Solvable    bool     `json:"solvable"`
	Explanation []string `json:"explanation"`
}

// maxParityCells bounds a board the player draws.
const maxParityCells = 400

func parityOf(sides, cells []int) parity {
	n := len(cells)
	goal := make([]int, n) // goal[i] = the goal cell of the value in cell i
	blank := -1
	out := parity{Sides: sides, Cells: make([]string, n), Cycle: make([]int, n)}
	for i, v := range cells {
		if v == puzzle.Blank {
			blank, goal[i] = i, n-1
		} else {
			goal[i], out.Cells[i] = v-1, strconv.Itoa(v)
		}
	}
	for i := range out.Cycle {
		out.Cycle[i] = -1
	}
	for i := range goal {
		if out.Cycle[i] < 0 {
			for j := i; out.Cycle[j] < 0; j = goal[j] {
				out.Cycle[j] = out.Cycles
			}
			out.Cycles++
		}
	}
	out.Swaps = n - out.Cycles
	out.BlankDist = puzzle.BoxBlankDistance(sides, blank)
	out.Solvable = out.Swaps%2 == out.BlankDist%2
	word := func(k int) string {
		if k%2 == 0 {
			return "even"
		}
		return "odd"
	}
	verdict, relation := "solvable", "equal"
	if !out.Solvable {
		verdict, relation = "unsolvable", "differ"
	}
	out.Explanation = []string{
		"Every move swaps the blank with a tile: one transposition, and the blank moves one step.",
		fmt.Sprintf("The arrangement (blank included) has %d cycles on %d cells: %d − %d = %d transpositions, %s.", out.Cycles, n, n, out.Cycles, out.Swaps, word(out.Swaps)),
		fmt.Sprintf("The blank is %d steps from its home in the last cell: %s.", out.BlankDist, word(out.BlankDist)),
		fmt.Sprintf("The parities %s: %s.", relation, verdict),
	}
	return out
}

// eightCountTable is the distance table to eight-count's reversed goal.
var eightCountTable = sync.OnceValue(func() *puzzle.DistanceTable {
	return puzzle.NewDistanceTable(puzzle.Eight{8, 7, 6, 5, 4, 3, 2, 1, 0})
})

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
	bad := func(err error) error { return clientError(http.StatusBadRequest, "board: %v", err) }
	switch problem {
	case "eight", "eight-multi", "eight-count":
		e, err := puzzle.ParseEight(strings.Fields(board))
		if err != nil {
			return nil, bad(err)
		}
		table := puzzle.EightTable()
		if problem == "eight-count" {
			table = eightCountTable()
		}
		return map[string]any{"rows": 3, "cols": 3, "optimal": eightOptimal(table, e)}, nil
	case "chino":
		b, n, err := chinoBoard(board)
		if err != nil {
			return nil, bad(err)
		}
		return map[string]any{"rows": n, "cols": n, "optimal": chinoOptimal(b, n)}, nil
	case "cube", "mn-puzzle":
		sides, cells, err := boxBoard(problem, board)
		if err != nil {
			return nil, bad(err)
		}
		return map[string]any{"parity": parityOf(sides, cells)}, nil
	}
	return nil, clientError(http.StatusNotFound, "problem %q has no player", problem)
}

// boxBoard reads a player's board of cube ("M" then M³ numbers) or
// mn-puzzle ("M N" then M·N numbers).
func boxBoard(problem, board string) ([]int, []int, error) {
	var vals []int
	for _, f := range strings.Fields(board) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, nil, fmt.Errorf("%q is not a number", f)
		}
		vals = append(vals, v)
	}
	var sides []int
	switch {
	case problem == "cube" && len(vals) >= 1:
		sides = []int{vals[0], vals[0], vals[0]}
		vals = vals[1:]
	case problem == "mn-puzzle" && len(vals) >= 2:
		sides = []int{vals[0], vals[1]}
		vals = vals[2:]
	default:
		return nil, nil, errors.New("start with the size: M for cube, M N for mn-puzzle")
	}
	for _, s := range sides {
		if s < 1 || s > maxParityCells {
			return nil, nil, fmt.Errorf("side %d out of range", s)
		}
	}
	n := puzzle.BoxCells(sides)
	if n > maxParityCells {
		return nil, nil, fmt.Errorf("%d cells: the player draws at most %d", n, maxParityCells)
	}
	if len(vals) != n {
		return nil, nil, fmt.Errorf("%d numbers after the size, expected %d", len(vals), n)
	}
	seen := make([]bool, n)
	for _, v := range vals {
		if v < 0 || v >= n || seen[v] {
			return nil, nil, fmt.Errorf("%d: the numbers must be 0..%d, each once (0 the blank)", v, n-1)
		}
		seen[v] = true
	}
	return sides, vals, nil
}
