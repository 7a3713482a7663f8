package eightmulti

import (
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// eight-multi: many boards, one line each; any walk to the goal of at
// most 10,000 moves is right.

// eightMultiZoo is eight-multi's zoo of wrong programs.
var eightMultiZoo = &zoo.Zoo{Problem: "eight-multi", Mutants: eightMultiMutants, Pool: zoo.RandomPool(eightMultiStressRandom, 120, 1000),
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

func eightMultiMutants() []zoo.Mutant {
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
	return list
}
