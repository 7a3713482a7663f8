package eightmulti

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// eight-multi: many boards, one line each; any walk to the goal of at
// most 10,000 moves is right.

// mutantZoo is eight-multi's zoo of wrong programs.
var mutantZoo = &zoo.Zoo{Problem: "eight-multi", Mutants: mutants, Pool: zoo.RandomPool(stressRandom, 120, 1000),
	Oracle: func(in []byte) []byte { return eightMultiAnswer(in, eightMultiRight) }, Rare: 3}

// eightMultiAnswer answers every line of input with line(board).
func eightMultiAnswer(input []byte, line func(e puzzle.Eight) string) []byte {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(string(input), "\n"), "\n") {
		e, err := puzzle.ParseEight(strings.Fields(l))
		if err != nil {
			b.WriteString("bad input\n")
			continue
		}
		if s := line(e); s != "\x00" {
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
	return []byte(b.String())
}

func eightMultiRight(e puzzle.Eight) string {
	p, err := puzzle.EightTable().Path(e)
	if err != nil {
		return "unsolvable"
	}
	return p
}

func mutants() []zoo.Mutant {
	var list []zoo.Mutant
	add := func(name, about string, line func(e puzzle.Eight) string) {
		list = append(list, zoo.Mutant{Name: name, About: about, Answer: func(in []byte) []byte { return eightMultiAnswer(in, line) }})
	}
	add("walk-for-unsolvable", "never checks parity: prints the walk its capped search ended with for an unsolvable board", func(e puzzle.Eight) string {
		if puzzle.EightTable().Distance(e) == puzzle.Unreachable {
			if e.Blank()%3 == 0 {
				return "rl"
			}
			return "lr"
		}
		return eightMultiRight(e)
	})
	add("tile-letters", "names the moves by where the tile goes", func(e puzzle.Eight) string {
		p := []byte(eightMultiRight(e))
		if string(p) == "unsolvable" {
			return string(p)
		}
		for i := range p {
			p[i] = zoo.Inverse(p[i])
		}
		return string(p)
	})
	add("long-walk", "walks back and forth before it heads home: over 10,000 moves from far boards", func(e puzzle.Eight) string {
		d := puzzle.EightTable().Distance(e)
		if d < 20 {
			return eightMultiRight(e)
		}
		return strings.Repeat("lr", 5000) + eightMultiRight(e)
	})
	add("goal-unsolvable", "answers unsolvable for the goal", func(e puzzle.Eight) string {
		if e == puzzle.EightGoal {
			return "unsolvable"
		}
		return eightMultiRight(e)
	})
	add("goal-no-line", "prints no line for the goal", func(e puzzle.Eight) string {
		if e == puzzle.EightGoal {
			return "\x00"
		}
		return eightMultiRight(e)
	})
	add("goal-one-move", "prints one move for the goal", func(e puzzle.Eight) string {
		if e == puzzle.EightGoal {
			return "u"
		}
		return eightMultiRight(e)
	})
	return append(list, readerMutants()...)
}

// readerMutants read the input as contestants' readers do when
// they rely on more than the statement promises (single spaces, no tabs,
// no blanks at a line's ends, short lines), or keep state from the
// previous puzzle. Each answers what its reader made of the input.
func readerMutants() []zoo.Mutant {
	return slices.Concat(lineReaders(), bufferReaders(), statefulMutants(), queueMutants())
}

// readBoard answers the tokens a reader found on one line: a board when
// they are one, else the guess a broken reader prints.
func readBoard(b *strings.Builder, toks []string) {
	e, err := puzzle.ParseEight(toks)
	if err != nil {
		b.WriteString("unsolvable\n")
		return
	}
	b.WriteString(eightMultiRight(e) + "\n")
}

// perLine answers each line of the input by the tokens tokens finds in it.
func perLine(tokens func(line string) []string) func([]byte) []byte {
	return func(in []byte) []byte {
		var b strings.Builder
		for _, l := range strings.Split(strings.TrimSuffix(string(in), "\n"), "\n") {
			readBoard(&b, tokens(l))
		}
		return []byte(b.String())
	}
}

// lineReaders split a line into tokens by more than the statement
// promises: single spaces, fixed columns, spaces only, an untrimmed line.
func lineReaders() []zoo.Mutant {
	var list []zoo.Mutant
	add := func(name, about string, answer func(in []byte) []byte) {
		list = append(list, zoo.Mutant{Name: name, About: about, Answer: answer})
	}
	add("split-single-space", "splits each line on single spaces (strings.Split(line, \" \"))", perLine(func(l string) []string {
		return strings.Split(l, " ")
	}))
	add("fixed-columns", "reads the cells at columns 0, 2, ..., 16 of each line", perLine(func(l string) []string {
		var toks []string
		for c := 0; c < 17; c += 2 {
			if c < len(l) {
				toks = append(toks, l[c:c+1])
			}
		}
		return toks
	}))
	add("spaces-not-tabs", "splits on runs of spaces only: a tab stays inside a token", perLine(func(l string) []string {
		return strings.FieldsFunc(l, func(r rune) bool { return r == ' ' })
	}))
	add("no-trim", "splits on runs of blanks without trimming the line (re.split(r'\\s+', line)): a leading blank gives an empty first token", perLine(func(l string) []string {
		toks := blankRuns.Split(l, -1)
		return toks[:min(9, len(toks))]
	}))
	return list
}

// bufferReaders read lines into fixed buffers: fgets's pieces, gets's
// overrun.
func bufferReaders() []zoo.Mutant {
	var list []zoo.Mutant
	add := func(name, about string, answer func(in []byte) []byte) {
		list = append(list, zoo.Mutant{Name: name, About: about, Answer: answer})
	}
	for _, size := range []int{32, 64, 100, 128, 256, 512} {
		add(fmt.Sprintf("fgets-%d", size), fmt.Sprintf("reads lines with fgets into %d bytes: a longer line comes in pieces, each read as a puzzle", size), func(in []byte) []byte {
			var b strings.Builder
			for len(in) > 0 {
				n := min(len(in), size-1)
				if i := bytes.IndexByte(in[:n], '\n'); i >= 0 {
					n = i + 1
				}
				if toks := strings.Fields(string(in[:n])); len(toks) > 0 {
					readBoard(&b, toks)
				}
				in = in[n:]
			}
			return []byte(b.String())
		})
	}
	add("gets-30", "reads lines with gets into 30 bytes: a longer line overruns the buffer and crashes", func(in []byte) []byte {
		for _, l := range bytes.Split(in, []byte("\n")) {
			if len(l) >= 30 {
				panic("stack smashed")
			}
		}
		return eightMultiAnswer(in, eightMultiRight)
	})
	return list
}

// statefulMutants keep state from the previous puzzle: visited marks, the
// path string.
func statefulMutants() []zoo.Mutant {
	var list []zoo.Mutant
	add := func(name, about string, answer func(in []byte) []byte) {
		list = append(list, zoo.Mutant{Name: name, About: about, Answer: answer})
	}
	add("visited-not-cleared", "a breadth-first search from each start whose visited marks are not cleared between puzzles", func(in []byte) []byte {
		visited := make([]bool, puzzle.States)
		from := make([]int32, puzzle.States) // rank of the board a board was reached from
		move := make([]byte, puzzle.States)
		return eightMultiAnswer(in, func(start puzzle.Eight) string {
			goal := puzzle.EightGoal.Rank()
			queue := []int{start.Rank()}
			visited[start.Rank()] = true
			for head := 0; head < len(queue); head++ {
				r := queue[head]
				if r == goal {
					var path []byte
					for r != start.Rank() {
						path = append(path, move[r])
						r = int(from[r])
					}
					slices.Reverse(path)
					return string(path)
				}
				e := puzzle.Unrank(r)
				for _, m := range []byte(puzzle.Moves) {
					if n, err := e.Move(m); err == nil && !visited[n.Rank()] {
						visited[n.Rank()] = true
						from[n.Rank()], move[n.Rank()] = int32(r), m
						queue = append(queue, n.Rank())
					}
				}
			}
			return "unsolvable"
		})
	})
	add("path-not-cleared", "appends each puzzle's moves to the previous puzzle's string, never cleared", func(in []byte) []byte {
		var path string
		return eightMultiAnswer(in, func(e puzzle.Eight) string {
			p, err := puzzle.EightTable().Path(e)
			if err != nil {
				return "unsolvable"
			}
			if path == "over" {
				return path
			}
			if path += p; len(path) > maxMoves {
				// Rejected from here on whatever follows: print that much
				// no more (on 362,880 boards the lines would fill the memory).
				path = "over"
			}
			return path
		})
	})
	return list
}

// queueMutants search once from the goal in a queue that stops taking
// boards when full.
func queueMutants() []zoo.Mutant {
	var list []zoo.Mutant
	add := func(name, about string, answer func(in []byte) []byte) {
		list = append(list, zoo.Mutant{Name: name, About: about, Answer: answer})
	}
	for _, size := range []int{1 << 16, 100000, 1 << 17} {
		var once sync.Once
		var reached []bool
		add(fmt.Sprintf("queue-%d", size), fmt.Sprintf("one breadth-first search from the goal in a queue of %d boards that stops taking boards when full", size), func(in []byte) []byte {
			once.Do(func() { reached = cappedSearch(size) })
			return eightMultiAnswer(in, func(e puzzle.Eight) string {
				if !reached[e.Rank()] {
					return "unsolvable"
				}
				return eightMultiRight(e)
			})
		})
	}
	return list
}

// maxMoves is the longest answer line the statement allows.
const maxMoves = 10_000

// blankRuns are the runs of spaces and tabs between tokens.
var blankRuns = regexp.MustCompile(`[ \t]+`)

// cappedSearch is the set of boards a breadth-first search from
// the goal reaches when its queue holds at most size boards in all.
func cappedSearch(size int) []bool {
	reached := make([]bool, puzzle.States)
	queue := []puzzle.Eight{puzzle.EightGoal}
	reached[puzzle.EightGoal.Rank()] = true
	for head := 0; head < len(queue); head++ {
		for _, m := range []byte(puzzle.Moves) {
			if n, err := queue[head].Move(m); err == nil && !reached[n.Rank()] && len(queue) < size {
				reached[n.Rank()] = true
				queue = append(queue, n)
			}
		}
	}
	return reached
}
