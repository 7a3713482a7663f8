package puzzle

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// boxReachable runs a breadth-first search from the sorted goal of a small
// box and returns every arrangement it reaches, keyed by fmt of the cells.
func boxReachable(sides []int) map[string]bool {
	goal := BoxGoal(sides)
	seen := map[string]bool{fmt.Sprint(goal): true}
	queue := [][]int{goal}
	var next []int
	for len(queue) > 0 {
		cells := queue[0]
		queue = queue[1:]
		blank := 0
		for i, v := range cells {
			if v == Blank {
				blank = i
			}
		}
		next = boxNeighbours(sides, blank, next[:0])
		for _, to := range next {
			c := append([]int(nil), cells...)
			c[blank], c[to] = c[to], c[blank]
			if k := fmt.Sprint(c); !seen[k] {
				seen[k] = true
				queue = append(queue, c)
			}
		}
	}
	return seen
}

// permutations calls f with every arrangement of 0..n-1.
func permutations(n int, f func([]int)) {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			f(p)
			return
		}
		for i := k; i < n; i++ {
			p[k], p[i] = p[i], p[k]
			rec(k + 1)
			p[k], p[i] = p[i], p[k]
		}
	}
	rec(0)
}

// TestBoxSolvableMatchesSearch checks the parity rule against an exhaustive
// search on every arrangement of small grids and of the 2×2×2 cube.
func TestBoxSolvableMatchesSearch(t *testing.T) {
	t.Parallel()
	for _, sides := range [][]int{{1}, {1, 1, 1}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {2, 2, 2}} {
		reach := boxReachable(sides)
		n := BoxCells(sides)
		total := 0
		permutations(n, func(cells []int) {
			total++
			if got, want := BoxSolvable(sides, cells), reach[fmt.Sprint(cells)]; got != want {
				t.Fatalf("sides %v, %v: BoxSolvable = %v, search says %v", sides, cells, got, want)
			}
		})
		if n > 1 && len(reach)*2 != total {
			t.Errorf("sides %v: %d of %d reachable, want half", sides, len(reach), total)
		}
	}
}

func TestBoxBlankDistance(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		sides   []int
		i, want int
	}{
		{[]int{3, 3}, 8, 0}, {[]int{3, 3}, 0, 4}, {[]int{3, 4}, 5, 3},
		{[]int{2, 2, 2}, 0, 3}, {[]int{3, 3, 3}, 13, 3}, {[]int{3, 3, 3}, 24, 2},
	} {
		if got := BoxBlankDistance(c.sides, c.i); got != c.want {
			t.Errorf("BoxBlankDistance(%v, %d) = %d, want %d", c.sides, c.i, got, c.want)
		}
	}
}

func TestBoxArrangement(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for _, sides := range [][]int{{2, 2}, {3, 5}, {4, 4, 4}, {7, 2}} {
		n := BoxCells(sides)
		for blank := 0; blank < n; blank++ {
			for _, solvable := range []bool{true, false} {
				cells := BoxArrangement(r, sides, blank, solvable)
				if cells[blank] != Blank {
					t.Fatalf("sides %v: blank not at %d: %v", sides, blank, cells)
				}
				seen := make([]bool, n)
				for _, v := range cells {
					if seen[v] {
						t.Fatalf("sides %v: %d twice in %v", sides, v, cells)
					}
					seen[v] = true
				}
				if BoxSolvable(sides, cells) != solvable {
					t.Fatalf("sides %v: %v should have solvable = %v", sides, cells, solvable)
				}
			}
		}
	}
}

func TestBoxWalkStaysSolvable(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	sides := []int{3, 4, 5}
	cells := BoxGoal(sides)
	blank := BoxWalk(r, sides, cells, 101)
	if cells[blank] != Blank || !BoxSolvable(sides, cells) {
		t.Fatalf("a walk from the goal must stay solvable: %v", cells)
	}
	BoxSwapTiles(cells)
	if BoxSolvable(sides, cells) {
		t.Fatalf("swapping two tiles must make it unsolvable: %v", cells)
	}
}

// BenchmarkBoxSolvable measures the rule on the largest board of
// mn-puzzle (999 × 999), a random arrangement.
func BenchmarkBoxSolvable(b *testing.B) {
	sides := []int{999, 999}
	cells := BoxArrangement(rand.New(rand.NewPCG(5, 6)), sides, 12345, true)
	for b.Loop() {
		if !BoxSolvable(sides, cells) {
			b.Fatal("a solvable arrangement came out unsolvable")
		}
	}
}
