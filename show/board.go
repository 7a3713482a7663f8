package show

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
)

// The arena's board: a failed move answer replayed beside an optimal one,
// the statement's player, and the parity drawing of the solvability
// problems. The boards are computed here with the puzzle package's rules;
// the page's script only draws them. Each problem picks its own (Spec.Play,
// Spec.Replay) from these.

// Failed is a failed test of a submission, to replay.
type Failed struct {
	Test    string // its name
	Message string // the checker's
	Input   string // the input file
	// Answer is the output's head, or the line the checker names when the
	// problem replays one line (Spec.ReplayLine).
	Answer string
}

// NoReplay is the error of a failed test that has nothing to replay.
type NoReplay string

func (e NoReplay) Error() string { return string(e) }

var (
	// CheckerLine reads the answer line a checker message names ("line K: …").
	CheckerLine = regexp.MustCompile(`^line (\d+)`)
	moveRE      = regexp.MustCompile(`move (\d+)`)
)

// Track is a sequence of boards: the start, then one a move.
type Track struct {
	Moves  []string   `json:"moves"`  // a label a move ("u", "3↔9")
	Frames [][]string `json:"frames"` // cells row by row, "" for the blank
	// Failed is the 1-based move that could not be made (0: none); the
	// answer's Replay stops there.
	Failed int    `json:"failed,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// Replay is a failed test's answer beside an optimal one.
type Replay struct {
	Problem string `json:"problem"`
	Test    string `json:"test"`
	Puzzle  int    `json:"puzzle,omitempty"` // eight-multi: the 1-based puzzle (line) that failed
	Rows    int    `json:"rows"`
	Cols    int    `json:"cols"`
	Answer  Track  `json:"answer"`
	Optimal Track  `json:"optimal"`
}

// MaxReplayMoves bounds the boards of a Replay.
const MaxReplayMoves = 400

// NthLine reads line k (1-based) of a file.
func NthLine(file string, k int) (string, error) {
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

// gridCells lists a board's cells row by row, "" for the blank.
func gridCells(g puzzle.Grid) []string {
	out := make([]string, len(g.Cells))
	for i, v := range g.Cells {
		if v != puzzle.Blank {
			out[i] = strconv.Itoa(v)
		}
	}
	return out
}

// GridTrack plays moves from start, on a board of any size, stopping at the
// first move the rules refuse. letters names the blank's moves up, down,
// left and right ("udlr", or UVa's "UDLR"); the labels are the answer's
// own letters, and any other byte is refused.
func GridTrack(start puzzle.Grid, moves, letters string) Track {
	g := puzzle.Grid{Rows: start.Rows, Cols: start.Cols, Cells: append([]int(nil), start.Cells...)}
	t := Track{Moves: []string{}, Frames: [][]string{gridCells(g)}}
	b := g.BlankAt()
	for i := 0; i < len(moves) && i < MaxReplayMoves; i++ {
		t.Moves = append(t.Moves, string(moves[i]))
		to, err := letterStep(g, b, moves[i], letters)
		if err != nil {
			t.Failed, t.Reason = i+1, fmt.Sprintf("move %d %q: %v", i+1, rune(moves[i]), err)
			return t
		}
		g.Cells[b], g.Cells[to] = g.Cells[to], g.Cells[b]
		b = to
		t.Frames = append(t.Frames, gridCells(g))
	}
	return t
}

// GridOptimal is the track of path, a shortest way from start to the goal
// (in letters), or of start alone when it is unsolvable.
func GridOptimal(start puzzle.Grid, path, letters string, solvable bool) Track {
	if !solvable {
		return Track{Moves: []string{}, Frames: [][]string{gridCells(start)}, Reason: "unsolvable: the goal cannot be reached"}
	}
	t := GridTrack(start, path, letters)
	t.Reason = fmt.Sprintf("%d moves, the fewest", len(path))
	return t
}

// EightOptimal is a shortest way from e to the goal of table.
func EightOptimal(table *puzzle.DistanceTable, e puzzle.Eight) Track {
	path, err := table.Path(e)
	return GridOptimal(e.Grid(), path, "udlr", err == nil)
}

// EightReplay replays answer, moves from the 3×3 start input (puzzle k of
// the test, 0 when it has one), beside a shortest way to the goal.
func EightReplay(problem string, f Failed, k int, input, answer string) (*Replay, error) {
	e, err := puzzle.ParseEight(strings.Fields(input))
	if err != nil {
		return nil, fmt.Errorf("test %s: %w", f.Test, err)
	}
	return GridReplay(problem, f, k, e.Grid(), answer, "udlr", EightOptimal(puzzle.EightTable(), e)), nil
}

// GridReplay replays answer (moves in letters, or a sentence saying the
// board is unsolvable: no moves) from start, a board of any size (puzzle k
// of the test, 0 when it has one), beside optimal.
func GridReplay(problem string, f Failed, k int, start puzzle.Grid, answer, letters string, optimal Track) *Replay {
	answer = strings.TrimSpace(answer)
	rp := &Replay{Problem: problem, Test: f.Test, Puzzle: k, Rows: start.Rows, Cols: start.Cols, Optimal: optimal}
	if unsolvableAnswer(answer) {
		rp.Answer = Track{Moves: []string{}, Frames: [][]string{gridCells(start)}}
	} else {
		rp.Answer = GridTrack(start, answer, letters)
	}
	// The checker's reason is the verdict's; the Replay only shows it.
	rp.Answer.Reason = f.Message
	if m := moveRE.FindStringSubmatch(f.Message); m != nil && rp.Answer.Failed == 0 {
		rp.Answer.Failed, _ = strconv.Atoi(m[1])
	}
	return rp
}

// unsolvableAnswer tells the answers that say a board cannot be solved:
// "unsolvable" (eight's and fifteen-path's) and UVa's sentence.
func unsolvableAnswer(answer string) bool {
	return answer == "unsolvable" || answer == "This puzzle is not solvable."
}

// EightPlay answers the player for a 3×3 board: a shortest way to the
// goal of table.
func EightPlay(table *puzzle.DistanceTable, board string) (any, error) {
	e, err := puzzle.ParseEight(strings.Fields(board))
	if err != nil {
		return nil, err
	}
	return map[string]any{"rows": 3, "cols": 3, "optimal": EightOptimal(table, e)}, nil
}

// Parity is the drawing behind a solvability answer: the permutation's
// cycles (blank included) and the blank's way home.
type Parity struct {
	Sides       []int    `json:"sides"` // outermost first: {M, N} or {M, M, M}
	Cells       []string `json:"cells"`
	Cycle       []int    `json:"cycle"` // cycle number of each cell; fixed cells are alone in theirs
	Cycles      int      `json:"cycles"`
	Swaps       int      `json:"swaps"` // cells − cycles: transpositions the permutation needs
	BlankDist   int      `json:"blank_distance"`
	Solvable    bool     `json:"solvable"`
	Explanation []string `json:"explanation"`
}

// MaxParityCells bounds a board the player draws.
const MaxParityCells = 400

// ParityOf explains the solvability of a board of the given sides.
func ParityOf(sides, cells []int) Parity {
	n := len(cells)
	goal := make([]int, n) // goal[i] = the goal cell of the value in cell i
	blank := -1
	out := Parity{Sides: sides, Cells: make([]string, n), Cycle: make([]int, n)}
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

// ErrBoxSizeFirst is the error of a box board that does not start with its size.
var ErrBoxSizeFirst = errors.New("start with the size: M for cube, M N for mn-puzzle")

// BoxPlay answers the player for a board of a box problem (cube: "M" then
// M³ numbers, mn-puzzle: "M N" then M·N numbers): its parity drawing.
// size reads the sides off the numbers and returns the rest, false when
// there are too few.
func BoxPlay(board string, size func(vals []int) (sides, rest []int, ok bool)) (any, error) {
	sides, cells, err := boxBoard(board, size)
	if err != nil {
		return nil, err
	}
	return map[string]any{"parity": ParityOf(sides, cells)}, nil
}

// boxBoard reads a player's board of a box problem.
func boxBoard(board string, size func(vals []int) (sides, rest []int, ok bool)) ([]int, []int, error) {
	var vals []int
	for _, f := range strings.Fields(board) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, nil, fmt.Errorf("%q is not a number", f)
		}
		vals = append(vals, v)
	}
	sides, vals, ok := size(vals)
	if !ok {
		return nil, nil, ErrBoxSizeFirst
	}
	for _, s := range sides {
		if s < 1 || s > MaxParityCells {
			return nil, nil, fmt.Errorf("side %d out of range", s)
		}
	}
	n := puzzle.BoxCells(sides)
	if n > MaxParityCells {
		return nil, nil, fmt.Errorf("%d cells: the player draws at most %d", n, MaxParityCells)
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
