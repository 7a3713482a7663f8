package puzzle

import (
	"fmt"
	"math/bits"
	"sync"
)

// ChinoKind is the kind of a step of problem chino: a swap of two numbers
// that are orthogonal neighbours, or of two that are diagonal neighbours.
type ChinoKind int

const (
	ChinoOrthogonal ChinoKind = iota
	ChinoDiagonal
)

// Other returns the kind the next step must have.
func (k ChinoKind) Other() ChinoKind { return 1 - k }

func (k ChinoKind) String() string {
	if k == ChinoDiagonal {
		return "diagonal"
	}
	return "orthogonal"
}

// ChinoMaxN is the largest board side of problem chino.
const ChinoMaxN = 3

// ChinoNeighbours tells whether cells i and j of an n×n board are
// neighbours, and of which kind.
func ChinoNeighbours(n, i, j int) (ChinoKind, bool) {
	dr := abs(i/n - j/n)
	dc := abs(i%n - j%n)
	switch {
	case dr+dc == 1:
		return ChinoOrthogonal, true
	case dr == 1 && dc == 1:
		return ChinoDiagonal, true
	}
	return 0, false
}

// ChinoPairs lists, per kind, the pairs of cells of an n×n board that a
// step of that kind may swap (i < j, in order of i then j).
func ChinoPairs(n int) [2][][2]int {
	var pairs [2][][2]int
	for i := 0; i < n*n; i++ {
		for j := i + 1; j < n*n; j++ {
			if k, ok := ChinoNeighbours(n, i, j); ok {
				pairs[k] = append(pairs[k], [2]int{i, j})
			}
		}
	}
	return pairs
}

// ChinoRank numbers the arrangements of 1..len(cells) (a Lehmer code,
// 0..len(cells)!-1).
func ChinoRank(cells []int) int {
	m := len(cells)
	r, used := 0, uint32(0)
	for i, v := range cells {
		v--
		smaller := bits.OnesCount32(^used & (1<<v - 1))
		used |= 1 << v
		r = r*(m-i) + smaller
	}
	return r
}

// ChinoUnrank is the inverse of ChinoRank for boards of m cells.
func ChinoUnrank(m, r int) []int {
	digits := make([]int, m)
	for i := m - 1; i >= 0; i-- {
		digits[i] = r % (m - i)
		r /= m - i
	}
	cells := make([]int, m)
	used := make([]bool, m)
	for i, k := range digits {
		for v := 0; v < m; v++ {
			if used[v] {
				continue
			}
			if k == 0 {
				cells[i], used[v] = v+1, true
				break
			}
			k--
		}
	}
	return cells
}

// ChinoTable holds, for every arrangement of an n×n board and every kind
// the first step must have, the fewest steps to the sorted board, or
// Unreachable. A search over (board, kind of the next step) is exact: the
// alternation rule only looks one step back.
type ChinoTable struct {
	N     int
	pairs [2][][2]int
	dist  []int8 // by rank*2 + kind of the first step
}

// NewChinoTable runs one breadth-first search back from the sorted board.
func NewChinoTable(n int) *ChinoTable {
	if n < 1 || n > ChinoMaxN {
		panic(fmt.Sprintf("puzzle: chino board side %d out of range [1, %d]", n, ChinoMaxN))
	}
	m := n * n
	states := 1
	for i := 2; i <= m; i++ {
		states *= i
	}
	t := &ChinoTable{N: n, pairs: ChinoPairs(n), dist: make([]int8, 2*states)}
	for i := range t.dist {
		t.dist[i] = Unreachable
	}
	// Boards travel packed, 4 bits a cell, so the search allocates nothing
	// per state.
	var goal uint64
	for i := 0; i < m; i++ {
		goal |= uint64(i) << (4 * i)
	}
	type node struct {
		board uint64
		kind  ChinoKind // kind of the first step from board
	}
	queue := make([]node, 0, 2*states)
	queue = append(queue, node{goal, ChinoOrthogonal}, node{goal, ChinoDiagonal})
	t.dist[0], t.dist[1] = 0, 0
	for head := 0; head < len(queue); head++ {
		cur := queue[head]
		d := t.dist[2*chinoPackedRank(cur.board, m)+int(cur.kind)]
		// cur is reached from prev by a step of the other kind, after which
		// cur's first step (cur.kind) may follow.
		k := cur.kind.Other()
		for _, p := range t.pairs[k] {
			prev := chinoPackedSwap(cur.board, p[0], p[1])
			if s := 2*chinoPackedRank(prev, m) + int(k); t.dist[s] == Unreachable {
				t.dist[s] = d + 1
				queue = append(queue, node{prev, k})
			}
		}
	}
	return t
}

// chinoPackedRank is ChinoRank of a board packed 4 bits a cell, values
// 0-based.
func chinoPackedRank(b uint64, m int) int {
	r, used := 0, uint32(0)
	for i := 0; i < m; i++ {
		v := uint32(b>>(4*i)) & 15
		r = r*(m-i) + bits.OnesCount32(^used&(1<<v-1))
		used |= 1 << v
	}
	return r
}

func chinoPackedSwap(b uint64, i, j int) uint64 {
	x := (b>>(4*i) ^ b>>(4*j)) & 15
	return b ^ x<<(4*i) ^ x<<(4*j)
}

// chinoTables[n] builds the table of n×n boards on first use.
var chinoTables = [ChinoMaxN + 1]func() *ChinoTable{
	1: sync.OnceValue(func() *ChinoTable { return NewChinoTable(1) }),
	2: sync.OnceValue(func() *ChinoTable { return NewChinoTable(2) }),
	3: sync.OnceValue(func() *ChinoTable { return NewChinoTable(3) }),
}

// ChinoTableOf returns the table of n×n boards, built once per process.
func ChinoTableOf(n int) *ChinoTable {
	if n < 1 || n > ChinoMaxN {
		panic(fmt.Sprintf("puzzle: chino board side %d out of range [1, %d]", n, ChinoMaxN))
	}
	return chinoTables[n]()
}

// DistanceFirst returns the fewest steps from cells to the sorted board
// when the first step must be of kind k, or Unreachable.
func (t *ChinoTable) DistanceFirst(cells []int, k ChinoKind) int {
	return int(t.dist[2*ChinoRank(cells)+int(k)])
}

// Distance returns the fewest steps from cells (1..N² once each) to the
// sorted board, or Unreachable.
func (t *ChinoTable) Distance(cells []int) int {
	a, b := t.DistanceFirst(cells, ChinoOrthogonal), t.DistanceFirst(cells, ChinoDiagonal)
	if a == Unreachable || (b != Unreachable && b < a) {
		return b
	}
	return a
}

// Path returns one shortest list of steps from cells to the sorted board,
// each step as the two numbers it swaps.
func (t *ChinoTable) Path(cells []int) ([][2]int, error) {
	k := ChinoOrthogonal
	if t.DistanceFirst(cells, k) != t.Distance(cells) {
		k = ChinoDiagonal
	}
	path, ok := t.PathFirst(cells, k)
	if !ok {
		return nil, fmt.Errorf("%v cannot reach the sorted board", cells)
	}
	return path, nil
}

// PathFirst returns one shortest list of steps from cells to the sorted
// board whose first step has kind k (the lowest pair of cells first at
// each step), or false when no such list exists.
func (t *ChinoTable) PathFirst(cells []int, k ChinoKind) ([][2]int, bool) {
	d := t.DistanceFirst(cells, k)
	if d == Unreachable {
		return nil, false
	}
	cells = append([]int(nil), cells...)
	var path [][2]int
	for ; d > 0; d, k = d-1, k.Other() {
		for _, p := range t.pairs[k] {
			cells[p[0]], cells[p[1]] = cells[p[1]], cells[p[0]]
			if t.DistanceFirst(cells, k.Other()) == d-1 {
				path = append(path, [2]int{cells[p[1]], cells[p[0]]})
				break
			}
			cells[p[0]], cells[p[1]] = cells[p[1]], cells[p[0]]
		}
	}
	return path, true
}

// Max returns the largest finite distance of any board.
func (t *ChinoTable) Max() int {
	m := 0
	for r := 0; r < len(t.dist)/2; r++ {
		m = max(m, t.distance(r))
	}
	return m
}

// AtDistance returns every board d steps from the sorted one, by rank;
// d = Unreachable gives the boards that cannot be sorted.
func (t *ChinoTable) AtDistance(d int) [][]int {
	var out [][]int
	for _, r := range t.RanksAtDistance(d) {
		out = append(out, ChinoUnrank(t.N*t.N, r))
	}
	return out
}

// RanksAtDistance is AtDistance by ChinoRank, which is cheaper to hold.
func (t *ChinoTable) RanksAtDistance(d int) []int {
	var out []int
	for r := 0; r < len(t.dist)/2; r++ {
		if t.distance(r) == d {
			out = append(out, r)
		}
	}
	return out
}

func (t *ChinoTable) distance(r int) int {
	a, b := int(t.dist[2*r]), int(t.dist[2*r+1])
	if a == Unreachable || (b != Unreachable && b < a) {
		return b
	}
	return a
}
