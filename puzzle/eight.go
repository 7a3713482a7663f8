package puzzle

import (
	"fmt"
	"sync"
)

// Eight is a 3×3 board, row by row, 0 for the blank.
type Eight [9]uint8

// EightGoal is the goal of problem eight: 1 2 3 / 4 5 6 / 7 8 x.
var EightGoal = Eight{1, 2, 3, 4, 5, 6, 7, 8, 0}

// States is the number of arrangements of a 3×3 board.
const States = 362880

var factorial = [9]int{40320, 5040, 720, 120, 24, 6, 2, 1, 1}

// Rank numbers the arrangements 0..States-1 (the Lehmer code).
func (e Eight) Rank() int {
	r := 0
	for i := 0; i < 9; i++ {
		smaller := 0
		for j := i + 1; j < 9; j++ {
			if e[j] < e[i] {
				smaller++
			}
		}
		r += smaller * factorial[i]
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

func (e Eight) blank() int {
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
	b := e.blank()
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

// NewDistanceTable runs one breadth-first search back from goal.
func NewDistanceTable(goal Eight) *DistanceTable {
	dist := make([]int8, States)
	for i := range dist {
		dist[i] = Unreachable
	}
	queue := make([]Eight, 0, States/2)
	queue = append(queue, goal)
	dist[goal.Rank()] = 0
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		d := dist[e.Rank()]
		for _, m := range []byte(Moves) {
			n, err := e.Move(m)
			if err != nil {
				continue
			}
			if r := n.Rank(); dist[r] == Unreachable {
				dist[r] = d + 1
				queue = append(queue, n)
			}
		}
	}
	return &DistanceTable{Goal: goal, dist: dist}
}

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

var eightTable = sync.OnceValue(func() *DistanceTable { return NewDistanceTable(EightGoal) })

// EightTable returns the distance table to EightGoal, built once per process.
func EightTable() *DistanceTable { return eightTable() }
