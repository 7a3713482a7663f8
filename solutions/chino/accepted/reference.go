//go:build ignore

package main

// Picture Puzzle of Chino (II): fewest alternating swaps that sort an n×n
// board (n ≤ 3). Orthogonal and diagonal swaps alternate, so a plan of k
// steps whose first is of kind K holds a known number of each kind.
//
// 3×3 boards: iterative deepening (a depth-first search to a bound, the
// bound raised by two, as every swap flips the permutation's parity) that
// cuts a branch when the steps left cannot move the tiles home. That test
// counts tile moves: an orthogonal step moves two tiles one cell along a
// row or column, a diagonal step two tiles one cell diagonally. A tile's
// displacement needs a known least number of orthogonal moves for each
// number of diagonal ones (one diagonal move replaces two orthogonal ones
// when the tile must go both across and down, two replace two when it must
// go two cells straight), so the fewest orthogonal moves the whole board
// needs, given the diagonal moves at hand, follows from three sums kept as
// tiles move. On the farthest boards (12 steps) the search enters some
// five thousand boards of the 725,760 states (ten thousand without the
// cache of boards that failed in the round).
//
// Smaller boards: a breadth-first search over (board, kind of the next
// step); some 2×2 boards cannot be sorted.

import (
	"io"
	"os"
	"strconv"
)

const (
	orthogonal = 0
	diagonal   = 1
)

var (
	pairs [2][][2]int // per kind, the cells a step of that kind swaps
	board [9]int      // the tile (0..8, its home cell) in each cell
	// cost[t][c], for tile t in cell c: its Manhattan distance home, the
	// diagonal moves that each save two orthogonal ones (<<8), and 1<<16
	// if it must go two cells straight (two diagonal moves then save two
	// orthogonal ones). A board's sum packs the three sums alike.
	cost [9][9]int
	path [][2]int // the tiles swapped, step by step
	// seen remembers boards (with the kind of the next step) the search
	// left without success in this round, and at which depth: met again
	// no shallower, they fail again. A cache: a clash overwrites. 32 KB:
	// a larger one saves a few boards and costs more in page faults.
	seen  [1 << 12]uint64
	round uint64
)

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// steps[first][k]: of k steps, the first of kind first, how many are
// orthogonal ([0]) and diagonal ([1]).
var steps [2][64][2]int

func init() {
	for first := 0; first < 2; first++ {
		for k := range steps[first] {
			steps[first][k] = [2]int{k / 2, k / 2}
			steps[first][k][first] += k % 2
		}
	}
}

// movable tells whether k steps, the first of kind first, can bring home
// the tiles of a board with packed sum sum: the orthogonal tile moves left
// after spending the diagonal ones best must fit the orthogonal steps.
func movable(k, first, sum int) bool {
	st := &steps[first][k]
	u := min(2*st[1], sum>>8&255)
	return sum&255-2*u-2*min(sum>>16, (2*st[1]-u)/2) <= 2*st[0]
}

// search extends the plan at depth g with a step of kind k; sum is the
// board's packed sum, key the board 4 bits a cell. It reports whether the
// board is sorted within bound.
func search(g, bound, k, sum int, key uint64) bool {
	if sum == 0 {
		return true
	}
	entry := round<<42 | uint64(g)<<37 | key<<1 | uint64(k)
	slot := &seen[(key<<1|uint64(k))*0x9E3779B97F4A7C15>>52]
	if *slot>>42 == round && *slot&(1<<37-1) == entry&(1<<37-1) && *slot>>37&31 <= uint64(g) {
		return false
	}
	for _, p := range pairs[k] {
		i, j := p[0], p[1]
		ti, tj := board[i], board[j]
		ns := sum - cost[ti][i] - cost[tj][j] + cost[ti][j] + cost[tj][i]
		if !movable(bound-g-1, 1-k, ns) {
			continue
		}
		board[i], board[j] = tj, ti
		path = append(path, [2]int{ti, tj})
		x := uint64(ti ^ tj)
		if search(g+1, bound, 1-k, ns, key^x<<(4*i)^x<<(4*j)) {
			return true
		}
		path = path[:len(path)-1]
		board[i], board[j] = ti, tj
	}
	*slot = entry
	return false
}

// solve3 returns the steps for a 3×3 board (every one can be sorted).
func solve3() [][2]int {
	for t := 0; t < 9; t++ {
		for c := 0; c < 9; c++ {
			dr, dc := abs(t/3-c/3), abs(t%3-c%3)
			cost[t][c] = dr + dc
			switch min(dr, dc)*3 + max(dr, dc) {
			case 1*3 + 1, 1*3 + 2:
				cost[t][c] += 1 << 8
			case 2*3 + 2:
				cost[t][c] += 2 << 8
			case 0*3 + 2:
				cost[t][c] += 1 << 16
			}
		}
	}
	sum, inversions, key := 0, 0, uint64(0)
	for c, t := range board {
		sum += cost[t][c]
		key |= uint64(t) << (4 * c)
		for _, u := range board[c+1:] {
			if u < t {
				inversions++
			}
		}
	}
	for bound := inversions % 2; ; bound += 2 {
		round++
		for k := orthogonal; k <= diagonal; k++ {
			if movable(bound, k, sum) && search(0, bound, k, sum, key) {
				return path
			}
		}
	}
}

// solveSmall returns the steps for a board of m ≤ 4 cells, or false.
func solveSmall(m int) ([][2]int, bool) {
	type state struct {
		b    [9]int
		next int // kind of the next step
	}
	type via struct {
		from state
		swap [2]int
	}
	parent := map[state]via{}
	var queue []state
	for k := orthogonal; k <= diagonal; k++ {
		st := state{board, k}
		parent[st] = via{from: st}
		queue = append(queue, st)
	}
	for h := 0; h < len(queue); h++ {
		cur := queue[h]
		sorted := true
		for c := 0; c < m; c++ {
			sorted = sorted && cur.b[c] == c
		}
		if sorted {
			var steps [][2]int
			for st := cur; parent[st].from != st; st = parent[st].from {
				steps = append([][2]int{parent[st].swap}, steps...)
			}
			return steps, true
		}
		for _, p := range pairs[cur.next] {
			nb := cur.b
			nb[p[0]], nb[p[1]] = nb[p[1]], nb[p[0]]
			st := state{nb, 1 - cur.next}
			if _, ok := parent[st]; !ok {
				parent[st] = via{cur, [2]int{cur.b[p[0]], cur.b[p[1]]}}
				queue = append(queue, st)
			}
		}
	}
	return nil, false
}

func main() {
	data, _ := io.ReadAll(os.Stdin)
	m := 0
	for i := 0; i < len(data) && m < 9; {
		if data[i] < '0' || data[i] > '9' {
			i++
			continue
		}
		v := 0
		for ; i < len(data) && data[i] >= '0' && data[i] <= '9'; i++ {
			v = v*10 + int(data[i]-'0')
		}
		board[m], m = v-1, m+1
	}
	n := 1
	for n*n < m {
		n++
	}
	sorted := true
	for c := 0; c < m; c++ {
		sorted = sorted && board[c] == c
	}
	if sorted {
		os.Stdout.WriteString("No Need\n")
		return
	}
	for i := 0; i < m; i++ {
		for j := i + 1; j < m; j++ {
			dr, dc := abs(i/n-j/n), abs(i%n-j%n)
			if dr+dc == 1 {
				pairs[orthogonal] = append(pairs[orthogonal], [2]int{i, j})
			} else if dr == 1 && dc == 1 {
				pairs[diagonal] = append(pairs[diagonal], [2]int{i, j})
			}
		}
	}
	var steps [][2]int
	if n == 3 {
		steps = solve3()
	} else {
		var ok bool
		if steps, ok = solveSmall(m); !ok {
			os.Stdout.WriteString("No Solution\n")
			return
		}
	}
	var out []byte
	for i, s := range steps {
		a, b := min(s[0], s[1])+1, max(s[0], s[1])+1
		out = append(out, "Step #"...)
		out = strconv.AppendInt(out, int64(i+1), 10)
		out = append(out, ": "...)
		out = strconv.AppendInt(out, int64(a), 10)
		out = append(out, ' ')
		out = strconv.AppendInt(out, int64(b), 10)
		out = append(out, '\n')
	}
	os.Stdout.Write(out)
}
