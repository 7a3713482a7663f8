// Package eightmulti is problem eight-multi: after HDU 1043 "Eight"
// (special judge), many 3×3 boards, for each any udlr string of at most
// 10,000 moves to the goal, or "unsolvable", judged by the udlr-any
// checker.
package eightmulti

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/show"
)

// maxPuzzles bounds a file: every arrangement of the board once.
const maxPuzzles = puzzle.States

func init() {
	problems.Register(problems.Spec{ID: "eight-multi", Validate: validate, Generate: generate,
		Random: stressRandom, Shrink: shrink,
		Draw: draw, DrawNamed: show.EightNamed,
		Example: example, Play: play, Replay: replay, ReplayLine: true,
		Zoo: mutantZoo})
}

// maxLine is the longest line the statement allows, newline
// not counted: wide enough that a reader into a fixed buffer (gets into 30
// bytes, fgets into 256) meets a line it cannot hold.
const maxLine = 1000

// validate accepts 1..362,880 lines, each a board of nine tokens
// (1..8 and x, each once) separated by runs of spaces and tabs, with spaces
// and tabs allowed at either end, at most maxLine characters.
// Unsolvable boards are allowed. Whitespace is free, as the statement says;
// the line structure is not: one board a line, each ended by "\n".
func validate(input []byte) error {
	if len(input) == 0 {
		return fmt.Errorf("empty input")
	}
	if input[len(input)-1] != '\n' {
		return fmt.Errorf("missing newline at the end of the input")
	}
	lines := bytes.Split(input[:len(input)-1], []byte("\n"))
	if len(lines) > maxPuzzles {
		return fmt.Errorf("%d lines, at most %d allowed", len(lines), maxPuzzles)
	}
	for i, line := range lines {
		if _, err := parseLine(string(line)); err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
	}
	return nil
}

// parseLine reads one board whose tokens are separated by runs
// of spaces and tabs (the original warns of several spaces between tokens).
func parseLine(line string) (puzzle.Eight, error) {
	var e puzzle.Eight
	if len(line) > maxLine {
		return e, fmt.Errorf("%d characters, at most %d allowed", len(line), maxLine)
	}
	if j := strings.IndexFunc(line, func(r rune) bool { return r != '\t' && (r < ' ' || r > '~') }); j >= 0 {
		return e, fmt.Errorf("unexpected byte %q at column %d", line[j], j+1)
	}
	toks := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' })
	if len(toks) == 0 {
		return e, fmt.Errorf("empty line")
	}
	if len(toks) != 9 {
		return e, fmt.Errorf("%s, expected 9", problems.CountTokens(len(toks)))
	}
	vals := make([]int, 9)
	for j, t := range toks {
		if t == "x" {
			vals[j] = puzzle.Blank
			continue
		}
		v, err := problems.Int(t, 1, 8)
		if err != nil {
			return e, fmt.Errorf("token %d: %w (expected 1..8 or x)", j+1, err)
		}
		vals[j] = v
	}
	if err := problems.Permutation(vals, 0); err != nil {
		return e, fmt.Errorf("%w (x is the blank)", err)
	}
	for j, v := range vals {
		e[j] = uint8(v)
	}
	return e, nil
}

// eightMultiSpacing chooses how boards are written: single spaces, or runs
// of 1..max spaces between tokens.
type eightMultiSpacing struct {
	rng *rand.Rand
	max int // 1: canonical single spaces
}

// gap is the run of spaces before a token.
func (s eightMultiSpacing) gap() int {
	if s.max > 1 {
		return 1 + s.rng.IntN(s.max)
	}
	return 1
}

// eightMultiLine writes e as one input line, gap() spaces before every
// token but the first.
func eightMultiLine(b *bytes.Buffer, e puzzle.Eight, gap func() int) {
	for i, v := range e {
		if i > 0 {
			for n := gap(); n > 0; n-- {
				b.WriteByte(' ')
			}
		}
		if v == puzzle.Blank {
			b.WriteByte('x')
		} else {
			b.WriteByte('0' + v)
		}
	}
	b.WriteByte('\n')
}

func (s eightMultiSpacing) file(boards []puzzle.Eight) []byte {
	var b bytes.Buffer
	b.Grow(len(boards) * (18 + 8*(s.max-1)))
	for _, e := range boards {
		eightMultiLine(&b, e, s.gap)
	}
	return b.Bytes()
}

// eightMultiRandom draws a uniformly random arrangement, solvable or not.
func eightMultiRandom(rng *rand.Rand) puzzle.Eight {
	return puzzle.Unrank(rng.IntN(puzzle.States))
}

// generate writes the samples, small files of named boards (the
// goal, unsolvable starts, the farthest starts; each where a careless
// multi-case loop breaks), files of many random boards with irregular
// spacing, and one file holding every arrangement of the board.
func generate(seed int64) []problems.Test {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x8a17))
	g := &gen{rng: rng, tab: puzzle.EightTable(), single: eightMultiSpacing{rng: rng, max: 1}}
	g.fixed()
	g.everyDistanceAndBlank()
	g.many()
	g.whitespace()
	return g.tests
}

// gen makes the tests in order from one random source: each phase draws
// from it in turn, so the tests are the seed's.
type gen struct {
	rng    *rand.Rand
	tab    *puzzle.DistanceTable
	single eightMultiSpacing // one space between tokens
	tests  []problems.Test
}

func (g *gen) add(group, name string, input []byte) {
	g.tests = append(g.tests, problems.Test{Group: group, Name: name, Input: input})
}

// spaced spaces tokens by 1..max blanks.
func (g *gen) spaced(max int) eightMultiSpacing { return eightMultiSpacing{rng: g.rng, max: max} }

// fixed: the samples and the hand-made files: the goal, unsolvable and far
// starts first, in the middle and last.
func (g *gen) fixed() {
	goal := puzzle.EightGoal
	hdu := puzzle.Eight{2, 3, 4, 1, 5, 0, 7, 6, 8}             // the HDU sample, 19 moves
	unsolvable := puzzle.Eight{1, 2, 3, 4, 5, 6, 8, 7, 0}      // two tiles swapped
	unsolvableBlank := puzzle.Eight{0, 1, 2, 3, 4, 5, 6, 7, 8} // blank first, odd
	far := g.tab.AtDistance(g.tab.Max())                       // the two 31-move starts
	oneMove := puzzle.Eight{1, 2, 3, 4, 5, 6, 7, 0, 8}
	b := func(es ...puzzle.Eight) []puzzle.Eight { return es }
	single := g.single

	// The HDU sample keeps its double spaces.
	g.add("sample", "01-hdu", []byte("2  3  4  1  5  x  7  6  8\n"))
	g.add("sample", "02-mixed", single.file(b(hdu, oneMove, unsolvable)))

	g.add("secret", "01-goal", single.file(b(goal)))
	g.add("secret", "02-unsolvable", single.file(b(unsolvable)))
	g.add("secret", "03-far", single.file(far))
	g.add("secret", "04-goal-first", single.file(b(goal, hdu, oneMove)))
	g.add("secret", "05-goal-middle", single.file(b(hdu, goal, oneMove)))
	g.add("secret", "06-goal-last", single.file(b(hdu, oneMove, goal)))
	g.add("secret", "07-goal-repeated", single.file(b(goal, goal, goal, hdu, goal, goal)))
	g.add("secret", "08-unsolvable-first", single.file(b(unsolvable, hdu, goal, far[0])))
	g.add("secret", "09-unsolvable-middle", single.file(b(hdu, unsolvableBlank, far[1], unsolvable, oneMove)))
	g.add("secret", "10-unsolvable-only", single.file(b(unsolvable, unsolvableBlank, unsolvable)))
	g.add("secret", "11-wide-spaces", g.spaced(12).file(b(hdu, goal, unsolvable, far[0], oneMove)))
}

// everyDistanceAndBlank: one start at every distance 0..31, then the same
// shuffled and spaced; every blank position, solvable and not.
func (g *gen) everyDistanceAndBlank() {
	rng, tab := g.rng, g.tab
	var ladder []puzzle.Eight
	for d := 0; d <= tab.Max(); d++ {
		at := tab.AtDistance(d)
		ladder = append(ladder, at[rng.IntN(len(at))])
	}
	g.add("secret", "12-every-distance", g.single.file(ladder))
	shuffled := append([]puzzle.Eight(nil), ladder...)
	rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	g.add("secret", "13-every-distance-spaced", g.spaced(3).file(shuffled))

	var blanks []puzzle.Eight
	for p := 0; p < 9; p++ {
		for _, want := range []bool{true, false} {
			for {
				e := eightMultiRandom(rng)
				if e[p] == puzzle.Blank && (tab.Distance(e) != puzzle.Unreachable) == want {
					blanks = append(blanks, e)
					break
				}
			}
		}
	}
	g.add("secret", "14-every-blank", g.spaced(2).file(blanks))
}

// many: many random boards (about half unsolvable), only far starts, and
// every arrangement once.
func (g *gen) many() {
	rng, tab := g.rng, g.tab
	for i, f := range []struct {
		n, spaces int
	}{{100, 1}, {1000, 1}, {1000, 2}, {5000, 4}, {10000, 1}, {10000, 3}} {
		boards := make([]puzzle.Eight, f.n)
		for k := range boards {
			boards[k] = eightMultiRandom(rng)
		}
		g.add("secret", fmt.Sprintf("%02d-random-%d", 15+i, f.n), g.spaced(f.spaces).file(boards))
	}

	// Only far starts: every walk is long.
	var farMany []puzzle.Eight
	for d := tab.Max() - 4; d <= tab.Max(); d++ {
		farMany = append(farMany, tab.AtDistance(d)...)
	}
	rng.Shuffle(len(farMany), func(i, j int) { farMany[i], farMany[j] = farMany[j], farMany[i] })
	g.add("secret", "21-far-many", g.single.file(farMany))

	// Every arrangement once, in rank order (a large test, not committed).
	all := make([]puzzle.Eight, puzzle.States)
	for r := range all {
		all[r] = puzzle.Unrank(r)
	}
	g.add("secret", "22-all", g.single.file(all))
}

// whitespace: whitespace as free as the statement lets it be, for every
// reader a contestant writes: tabs between tokens, blanks at a line's
// ends, lines just over the buffers people pick, and the longest lines.
func (g *gen) whitespace() {
	rng := g.rng
	free := func(n int, length func(k int) int, tabs bool) []byte {
		var b bytes.Buffer
		for k := range n {
			freeLine(&b, rng, eightMultiRandom(rng), length(k), tabs)
		}
		return b.Bytes()
	}
	g.add("secret", "23-tabs", free(40, func(int) int { return 17 + rng.IntN(40) }, true))
	var ends bytes.Buffer
	for k := range 40 {
		lead, trail := strings.Repeat(" \t"[k%2:k%2+1], 1+k%3), strings.Repeat("\t "[k%2:k%2+1], 1+k%4)
		ends.WriteString(lead)
		line := bytes.TrimSuffix(g.single.file([]puzzle.Eight{eightMultiRandom(rng)}), []byte("\n"))
		ends.Write(line)
		ends.WriteString(trail + "\n")
	}
	g.add("secret", "24-blank-ends", ends.Bytes())
	// Just under, at and just over the line buffers of 32, 64, 100, 128,
	// 256 and 512 bytes (fgets keeps size-2 characters and the newline).
	var lengths []int
	for _, size := range []int{30, 32, 64, 100, 128, 256, 512} {
		lengths = append(lengths, size-3, size-2, size-1, size)
	}
	lengths = append(lengths, maxLine-1, maxLine)
	g.add("secret", "25-line-lengths", free(len(lengths), func(k int) int { return lengths[k] }, false))
	g.add("secret", "26-longest-lines", free(60, func(int) int { return maxLine }, true))
}

// freeLine writes e as one line of exactly length characters
// (newline not counted): the whitespace, spaces (and tabs if tabs) spread
// at random over the ends and the gaps, at least one in each gap.
func freeLine(b *bytes.Buffer, rng *rand.Rand, e puzzle.Eight, length int, tabs bool) {
	runs := make([]int, 10) // before the first token, between, after the last
	for i := 1; i < 9; i++ {
		runs[i] = 1
	}
	for extra := length - 17; extra > 0; extra-- {
		runs[rng.IntN(10)]++
	}
	blank := func(n int) {
		for range n {
			if tabs && rng.IntN(3) == 0 {
				b.WriteByte('\t')
			} else {
				b.WriteByte(' ')
			}
		}
	}
	for i, v := range e {
		blank(runs[i])
		if v == puzzle.Blank {
			b.WriteByte('x')
		} else {
			b.WriteByte('0' + v)
		}
	}
	blank(runs[9])
	b.WriteByte('\n')
}
