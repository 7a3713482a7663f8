//go:build ignore

package main

// Greedy best-first search over (board, kind of the next step): always
// expand the state whose numbers are closest to home (sum of king-move
// distances). It finds a way quickly, but not always the shortest.

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
)

var n, m int

type state struct {
	board [9]int
	kind  int // kind of the next step: 0 orthogonal, 1 diagonal
}

type item struct {
	s     state
	h     int
	order int
}

type pq []item

func (q pq) Len() int { return len(q) }
func (q pq) Less(i, j int) bool {
	if q[i].h != q[j].h {
		return q[i].h < q[j].h
	}
	return q[i].order < q[j].order
}
func (q pq) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)   { *q = append(*q, x.(item)) }
func (q *pq) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func h(b [9]int) int {
	sum := 0
	for i := 0; i < m; i++ {
		home := b[i] - 1
		sum += max(abs(i/n-home/n), abs(i%n-home%n))
	}
	return sum
}

type link struct {
	from state
	a, b int
}

func main() {
	in := bufio.NewReader(os.Stdin)
	var start [9]int
	for m < 9 {
		if _, err := fmt.Fscan(in, &start[m]); err != nil {
			break
		}
		m++
	}
	n = 1
	for n*n < m {
		n++
	}
	if h(start) == 0 {
		fmt.Println("No Need")
		return
	}
	parent := map[state]link{}
	q := &pq{}
	order := 0
	for k := 0; k < 2; k++ {
		s := state{start, k}
		parent[s] = link{from: s}
		heap.Push(q, item{s, h(start), order})
		order++
	}
	for q.Len() > 0 {
		cur := heap.Pop(q).(item).s
		if h(cur.board) == 0 {
			var steps [][2]int
			for s := cur; parent[s].from != s; s = parent[s].from {
				steps = append(steps, [2]int{parent[s].a, parent[s].b})
			}
			w := bufio.NewWriter(os.Stdout)
			defer w.Flush()
			for i := len(steps) - 1; i >= 0; i-- {
				fmt.Fprintf(w, "Step #%d: %d %d\n", len(steps)-i, steps[i][0], steps[i][1])
			}
			return
		}
		for i := 0; i < m; i++ {
			for j := i + 1; j < m; j++ {
				dr, dc := abs(i/n-j/n), abs(i%n-j%n)
				kind := -1
				if dr+dc == 1 {
					kind = 0
				} else if dr == 1 && dc == 1 {
					kind = 1
				}
				if kind != cur.kind {
					continue
				}
				next := state{cur.board, 1 - cur.kind}
				next.board[i], next.board[j] = next.board[j], next.board[i]
				if _, ok := parent[next]; ok {
					continue
				}
				parent[next] = link{cur, cur.board[i], cur.board[j]}
				heap.Push(q, item{next, h(next.board), order})
				order++
			}
		}
	}
	fmt.Println("No Solution")
}
