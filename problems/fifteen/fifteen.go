// Package fifteen is problem fifteen: after AOJ ALDS1_13_C "15 Puzzle",
// the fewest moves from a 4×4 board to 1 … 15 with the blank last, one
// integer; every test is solvable within 45 moves.
package fifteen

import (
	"fmt"
	"math/rand/v2"

	fifteenpath "github.com/slidejudge/slidejudge/problems/fifteen-path"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

func init() {
	problems.Register(problems.Spec{ID: "fifteen", Validate: validate, Generate: generate,
		Random: random, Shrink: shrink, Layout: layout,
		Example: fifteenpath.Example, Play: play, Zoo: mutantZoo, FifteenPDB: true})
}

// play answers the arena's player: a shortest way (the answer is its
// length).
func play(board string) (any, error) { return fifteenpath.Play(board, "udlr") }

// maxMoves bounds every test's optimum.
const maxMoves = 45

// validate accepts four lines of four integers 0..15, each once,
// forming a solvable board (the statement promises one).
func validate(input []byte) error {
	f, err := fifteenpath.Parse(input)
	if err != nil {
		return err
	}
	if !f.Solvable() {
		return fmt.Errorf("the board is unsolvable; every input must be solvable")
	}
	return nil
}

func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0xa0115))
	var tests []problems.Test
	seen := map[puzzle.Fifteen]bool{}
	add := func(group, name string, f puzzle.Fifteen) {
		seen[f] = true
		tests = append(tests, problems.Test{Group: group, Name: name, Input: fifteenpath.Line(f)})
	}
	// AOJ's sample.
	add("sample", "01", puzzle.Fifteen{1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15})
	add("secret", "01-goal", puzzle.FifteenGoal)
	n := 2
	// The blank in every row and column.
	for cell := 0; cell < 16; cell++ {
		var f puzzle.Fifteen
		for {
			f = fifteenpath.Walk(rng, puzzle.FifteenGoal, 15+rng.IntN(20))
			if f.Blank() == cell && !seen[f] {
				break
			}
		}
		add("secret", fmt.Sprintf("%02d-blank-at-%d-%d", n, cell/4+1, cell%4+1), f)
		n++
	}
	// The hardest boards the bound allows (45 moves), Manhattan distance
	// 27 to 31: an IDA* on Manhattan alone works longest there.
	for _, h := range fifteenpath.AllHardBoards() {
		add("secret", fmt.Sprintf("%02d-%s", n, h.Name), h.Board)
		n++
	}
	for i := 1; i <= 30; i++ {
		var f puzzle.Fifteen
		for f = fifteenpath.Walk(rng, puzzle.FifteenGoal, i+15); seen[f]; f = fifteenpath.Walk(rng, puzzle.FifteenGoal, i+15) {
		}
		add("secret", fmt.Sprintf("walk-%02d", i+15), f)
	}
	return tests
}

// random walks up to min(size, 45) moves from the goal.
func random(rng *rand.Rand, size int) []byte {
	return fifteenpath.Line(fifteenpath.Walk(rng, puzzle.FifteenGoal, rng.IntN(min(size, maxMoves)+1)))
}

// shrink offers the boards one move away with a smaller Manhattan
// distance.
func shrink(input []byte) [][]byte {
	f, err := fifteenpath.Parse(input)
	if err != nil {
		return nil
	}
	var out [][]byte
	for i := 0; i < len(puzzle.Moves); i++ {
		if n, err := f.Move(puzzle.Moves[i]); err == nil && n.Manhattan() < f.Manhattan() {
			out = append(out, fifteenpath.Line(n))
		}
	}
	return out
}

// layout puts a typed board's 16 tokens on four lines.
func layout(tokens []string) [][]string {
	if len(tokens) != 16 {
		return nil
	}
	return [][]string{tokens[0:4], tokens[4:8], tokens[8:12], tokens[12:16]}
}
