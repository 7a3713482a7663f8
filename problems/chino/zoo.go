package chino

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
	"github.com/slidejudge/slidejudge/zoo"
)

// mutantZoo is chino's zoo of wrong programs: the alternation rule broken
// or misread, wrong answers for small boards, wrong step numbering.
var mutantZoo = &zoo.Zoo{Problem: "chino", Mutants: mutants, Pool: pool, Oracle: oracle, Rare: 5}

func chinoSorted(cells []int) bool {
	for i, v := range cells {
		if v != i+1 {
			return false
		}
	}
	return true
}

// chinoSteps writes steps as the statement asks, numbered from first.
func chinoSteps(path [][2]int, first int, format string) []byte {
	var b strings.Builder
	for i, p := range path {
		fmt.Fprintf(&b, format, i+first, p[0], p[1])
	}
	return []byte(b.String())
}

// chinoAnswer is the right answer's form for a path, or the two words.
func chinoAnswer(cells []int, path [][2]int, ok bool) []byte {
	switch {
	case chinoSorted(cells):
		return []byte("No Need\n")
	case !ok:
		return []byte("No Solution\n")
	}
	return chinoSteps(path, 1, "Step #%d: %d %d\n")
}

func oracle(input []byte) []byte {
	cells, n, err := chinoBoard(string(input))
	if err != nil {
		return nil
	}
	path, err := puzzle.ChinoTableOf(n).Path(cells)
	return chinoAnswer(cells, path, err == nil)
}

// pool: the 1×1 board, every 2×2 board and 150 random 3×3 boards
// for every mutant; 500 more 3×3 boards for the rare ones.
func pool(seed int64) (sample, rest [][]byte) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0xc4)) // a stream of its own, not the generator's
	sample = append(sample, ChinoFormat([]int{1}))
	for r := 0; r < 24; r++ {
		sample = append(sample, ChinoFormat(puzzle.ChinoUnrank(4, r)))
	}
	perm := rng.Perm(362880)
	for i, r := range perm[:650] {
		x := ChinoFormat(puzzle.ChinoUnrank(9, r))
		if i < 150 {
			sample = append(sample, x)
		} else {
			rest = append(rest, x)
		}
	}
	return sample, rest
}

// free is the distance table when any neighbour swap may follow any
// other (the alternation rule forgotten), by rank, built once per side.
var free = [puzzle.ChinoMaxN + 1]func() []int8{}

func init() {
	for n := 1; n <= puzzle.ChinoMaxN; n++ {
		free[n] = sync.OnceValue(func() []int8 {
			m := n * n
			states := 1
			for i := 2; i <= m; i++ {
				states *= i
			}
			dist := make([]int8, states)
			for i := range dist {
				dist[i] = puzzle.Unreachable
			}
			byKind := puzzle.ChinoPairs(n)
			pairs := append(byKind[puzzle.ChinoOrthogonal], byKind[puzzle.ChinoDiagonal]...)
			sorted := make([]int, m)
			for i := range sorted {
				sorted[i] = i + 1
			}
			dist[puzzle.ChinoRank(sorted)] = 0
			queue := []int{puzzle.ChinoRank(sorted)}
			for head := 0; head < len(queue); head++ {
				cells := puzzle.ChinoUnrank(m, queue[head])
				d := dist[queue[head]]
				for _, p := range pairs {
					cells[p[0]], cells[p[1]] = cells[p[1]], cells[p[0]]
					if r := puzzle.ChinoRank(cells); dist[r] == puzzle.Unreachable {
						dist[r] = d + 1
						queue = append(queue, r)
					}
					cells[p[0]], cells[p[1]] = cells[p[1]], cells[p[0]]
				}
			}
			return dist
		})
	}
}

// freePath is a shortest path that ignores the alternation rule.
func freePath(cells []int, n int) [][2]int {
	dist := free[n]()
	byKind := puzzle.ChinoPairs(n)
	pairs := append(byKind[puzzle.ChinoOrthogonal], byKind[puzzle.ChinoDiagonal]...)
	cells = append([]int(nil), cells...)
	var path [][2]int
	for d := dist[puzzle.ChinoRank(cells)]; d > 0; d-- {
		for _, p := range pairs {
			cells[p[0]], cells[p[1]] = cells[p[1]], cells[p[0]]
			if dist[puzzle.ChinoRank(cells)] == d-1 {
				path = append(path, [2]int{cells[p[1]], cells[p[0]]})
				break
			}
			cells[p[0]], cells[p[1]] = cells[p[1]], cells[p[0]]
		}
	}
	return path
}

// boardBFS searches over boards alone: a board is visited once,
// whatever the kind of the step that reached it, so a board reached first
// by the wrong kind blocks the right path.
func boardBFS(cells []int, n int) ([][2]int, bool) {
	m := n * n
	type node struct {
		rank   int
		parent int // index in the queue
		kind   puzzle.ChinoKind
		swap   [2]int
	}
	pairs := puzzle.ChinoPairs(n)
	seen := make([]bool, len(free[n]()))
	seen[puzzle.ChinoRank(cells)] = true
	queue := []node{{rank: puzzle.ChinoRank(cells), parent: -1, kind: -1}}
	for head := 0; head < len(queue); head++ {
		cur := puzzle.ChinoUnrank(m, queue[head].rank)
		for k := puzzle.ChinoOrthogonal; k <= puzzle.ChinoDiagonal; k++ {
			if k == queue[head].kind {
				continue
			}
			for _, p := range pairs[k] {
				cur[p[0]], cur[p[1]] = cur[p[1]], cur[p[0]]
				r := puzzle.ChinoRank(cur)
				if !seen[r] {
					seen[r] = true
					queue = append(queue, node{rank: r, parent: head, kind: k, swap: [2]int{cur[p[1]], cur[p[0]]}})
					if chinoSorted(cur) {
						var rev [][2]int
						for i := len(queue) - 1; i > 0; i = queue[i].parent {
							rev = append(rev, queue[i].swap)
						}
						for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
							rev[i], rev[j] = rev[j], rev[i]
						}
						return rev, true
					}
				}
				cur[p[0]], cur[p[1]] = cur[p[1]], cur[p[0]]
			}
		}
	}
	return nil, false
}

func mutants() []zoo.Mutant {
	var list []zoo.Mutant
	add := func(name, about string, answer func(cells []int, n int) []byte) {
		list = append(list, zoo.Mutant{Name: name, About: about, Answer: func(input []byte) []byte {
			cells, n, err := chinoBoard(string(input))
			if err != nil {
				return []byte("bad input\n")
			}
			return answer(cells, n)
		}})
	}
	right := func(cells []int, n int) ([][2]int, bool) {
		p, err := puzzle.ChinoTableOf(n).Path(cells)
		return p, err == nil
	}
	add("no-alternation", "any neighbour swap may follow any other", func(cells []int, n int) []byte {
		return chinoAnswer(cells, freePath(cells, n), true)
	})
	for _, k := range []puzzle.ChinoKind{puzzle.ChinoOrthogonal, puzzle.ChinoDiagonal} {
		add(k.String()+"-first", "alternates, but always starts with a "+k.String()+" swap", func(cells []int, n int) []byte {
			p, ok := puzzle.ChinoTableOf(n).PathFirst(cells, k)
			return chinoAnswer(cells, p, ok)
		})
	}
	add("board-bfs", "BFS over boards alone, not board × kind of the last step", func(cells []int, n int) []byte {
		if chinoSorted(cells) {
			return []byte("No Need\n")
		}
		p, ok := boardBFS(cells, n)
		return chinoAnswer(cells, p, ok)
	})
	add("n1-no-solution", "answers No Solution for the 1×1 board", func(cells []int, n int) []byte {
		if n == 1 {
			return []byte("No Solution\n")
		}
		p, ok := right(cells, n)
		return chinoAnswer(cells, p, ok)
	})
	add("n2-no-solution", "thinks no 2×2 board can be sorted", func(cells []int, n int) []byte {
		if n == 2 && !chinoSorted(cells) {
			return []byte("No Solution\n")
		}
		p, ok := right(cells, n)
		return chinoAnswer(cells, p, ok)
	})
	add("step-from-zero", "numbers the steps from 0", func(cells []int, n int) []byte {
		p, ok := right(cells, n)
		if chinoSorted(cells) || !ok {
			return chinoAnswer(cells, p, ok)
		}
		return chinoSteps(p, 0, "Step #%d: %d %d\n")
	})
	add("step-no-hash", "writes Step i: a b, without the #", func(cells []int, n int) []byte {
		p, ok := right(cells, n)
		if chinoSorted(cells) || !ok {
			return chinoAnswer(cells, p, ok)
		}
		return chinoSteps(p, 1, "Step %d: %d %d\n")
	})
	add("no-need-lowercase", "writes No need", func(cells []int, n int) []byte {
		if chinoSorted(cells) {
			return []byte("No need\n")
		}
		p, ok := right(cells, n)
		return chinoAnswer(cells, p, ok)
	})
	return list
}
