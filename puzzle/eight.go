package puzzle

import (
	_ "embed"
	"fmt"
	"math/bits"
	"sync"
)

// Eight is a 3×3 board, row by row, 0 for the blank.
type Eight [9]uint8

// EightGoal is the goal of problem eight: 1 2 3 / 4 5 6 / 7 8 x.
var EightGoal = Eight{1, 2, 3, 4, 5, 6, 7, 8, 0}

// States is the number of arrangements of a 3×3 board.
const States = 362880

var factorial = [9]int{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

// Rank numbers the arrangements 0..States-1 (the Lehmer code): digit i
// counts the values after position i smaller than e[i], which are the
// smaller values not used yet.
func (e Eight) Rank() int {
	r := 0
	unused := uint(0x1ff)
	for i := 0; i < 8; i++ {
		v := uint(e[i])
		r += bits.OnesCount(unused&(1<<v-1)) * factorial[i]
		unused &^= 1 << v
	}
	return r
}

// Unrank is the inverse of Rank.
func Unrank(r int) Eight {
	var e Eight
	var used [9]bool
	for i := 0; i < 9; i++ {
		k := r / factorial[i]
		r %= factorial[i]
		for v := 0; v < 9; v++ {
			if used[v] {
				continue
			}
			if k == 0 {
				e[i], used[v] = uint8(v), true
				break
			}
			k--
		}
	}
	return e
}

// Grid returns e as a Grid.
func (e Eight) Grid() Grid {
	cells := make([]int, 9)
	for i, v := range e {
		cells[i] = int(v)
	}
	return Grid{Rows: 3, Cols: 3, Cells: cells}
}

// Blank returns the blank's cell.
func (e Eight) Blank() int {
	for i, v := range e {
		if v == 0 {
			return i
		}
	}
	return -1
}

var eightGrid = Grid{Rows: 3, Cols: 3}

// Move applies move m; the error says why it is illegal.
func (e Eight) Move(m byte) (Eight, error) {
	b := e.Blank()
	to, err := eightGrid.Step(b, m)
	if err != nil {
		return e, err
	}
	e[b], e[to] = e[to], e[b]
	return e, nil
}

// String shows e as the problem's input line ("1 2 3 4 5 6 7 8 x").
func (e Eight) String() string {
	b := make([]byte, 0, 17)
	for i, v := range e {
		if i > 0 {
			b = append(b, ' ')
		}
		if v == 0 {
			b = append(b, 'x')
		} else {
			b = append(b, '0'+v)
		}
	}
	return string(b)
}

// Unreachable marks arrangements a DistanceTable cannot reach.
const Unreachable = -1

// DistanceTable holds, for every arrangement by rank, the fewest moves to
// its goal, or Unreachable.
type DistanceTable struct {
	Goal Eight
	dist []int8
}

// NewDistanceTable runs one breadth-first search back from goal. The queue
// holds boards with their blank's cell, so a step needs one rank (of the
// board it reaches) and no scan for the blank.
func NewDistanceTable(goal Eight) *DistanceTable {
	dist := make([]int8, States)
	for i := range dist {
		dist[i] = Unreachable
	}
	type node struct {
		board Eight
		blank int8
		dist  int8
	}
	queue := make([]node, 0, States/2)
	queue = append(queue, node{goal, int8(goal.Blank()), 0})
	dist[goal.Rank()] = 0
	for head := 0; head < len(queue); head++ {
		n := queue[head]
		for _, to := range eightNeighbours[n.blank] {
			if to < 0 {
				continue
			}
			next := n.board
			next[n.blank], next[to] = next[to], Blank
			if r := next.Rank(); dist[r] == Unreachable {
				dist[r] = n.dist + 1
				queue = append(queue, node{next, to, n.dist + 1})
			}
		}
	}
	return &DistanceTable{Goal: goal, dist: dist}
}

// eightNeighbours[b] lists the cells the blank at b can move to, -1 padded.
var eightNeighbours = func() (nb [9][4]int8) {
	for b := range nb {
		for k := range nb[b] {
			to, err := eightGrid.Step(b, Moves[k])
			nb[b][k] = int8(to)
			if err != nil {
				nb[b][k] = -1
			}
		}
	}
	return nb
}()

// Distance returns the fewest moves from e to the goal, or Unreachable.
func (t *DistanceTable) Distance(e Eight) int { return int(t.dist[e.Rank()]) }

// Path returns one shortest move string from e to the goal.
func (t *DistanceTable) Path(e Eight) (string, error) {
	d := t.Distance(e)
	if d == Unreachable {
		return "", fmt.Errorf("%v cannot reach the goal", e)
	}
	path := make([]byte, 0, d)
	for ; d > 0; d-- {
		for _, m := range []byte(Moves) {
			if n, err := e.Move(m); err == nil && t.Distance(n) == d-1 {
				e = n
				path = append(path, m)
				break
			}
		}
	}
	return string(path), nil
}

// Max returns the largest finite distance in the table.
func (t *DistanceTable) Max() int {
	m := 0
	for _, d := range t.dist {
		m = max(m, int(d))
	}
	return m
}

// AtDistance returns every arrangement d moves from the goal, by rank.
func (t *DistanceTable) AtDistance(d int) []Eight {
	var out []Eight
	for r, v := range t.dist {
		if int(v) == d {
			out = append(out, Unrank(r))
		}
	}
	return out
}

// eightTableBin is NewDistanceTable(EightGoal)'s distances by rank, one
// byte each (0xff: unreachable), so that a judge does not spend 18 ms on
// the search at every start. TestEmbeddedEightTable holds it to the search;
// `go generate ./puzzle` writes it again.
//
//go:generate go test -run ^TestEmbeddedEightTable$ -update
//go:embed eight_table.bin
var eightTableBin string

var eightTable = sync.OnceValue(eightTableFromBin)

func eightTableFromBin() *DistanceTable {
	if len(eightTableBin) != States {
		return NewDistanceTable(EightGoal)
	}
	dist := make([]int8, States)
	for i := range dist {
		dist[i] = int8(eightTableBin[i])
	}
	return &DistanceTable{Goal: EightGoal, dist: dist}
}

// EightTable returns the distance table to EightGoal, read once per process
// from the embedded copy.
func EightTable() *DistanceTable { return eightTable() }

// Bytes returns the distances by rank, one byte each (0xff: unreachable).
func (t *DistanceTable) Bytes() []byte {
	b := make([]byte, len(t.dist))
	for i, d := range t.dist {
		b[i] = byte(d)
	}
	return b
}

// ParseEight reads a board from its nine tokens, row by row: the digits 1..8
// once each and the blank as x (or 0, as eight-count writes it).
func ParseEight(toks []string) (Eight, error) {
	var e Eight
	if len(toks) != 9 {
		return e, fmt.Errorf("%d tokens, expected 9", len(toks))
	}
	var seen [9]bool
	for i, t := range toks {
		v := -1
		switch {
		case t == "x":
			v = 0
		case len(t) == 1 && t[0] >= '0' && t[0] <= '8':
			v = int(t[0] - '0')
		}
		if v < 0 || seen[v] {
			return e, fmt.Errorf("token %d: %q is not a new tile", i+1, t)
		}
		seen[v] = true
		e[i] = uint8(v)
	}
	return e, nil
}
