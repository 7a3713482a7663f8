package puzzle

import (
	"slices"
	"testing"
)

func TestChinoRankRoundTrip(t *testing.T) {
	t.Parallel()
	for _, m := range []int{1, 4, 9} {
		total := 1
		for i := 2; i <= m; i++ {
			total *= i
		}
		for r := 0; r < total; r += 1 + total/500 {
			if got := ChinoRank(ChinoUnrank(m, r)); got != r {
				t.Fatalf("m=%d: ChinoRank(ChinoUnrank(%d)) = %d", m, r, got)
			}
		}
		if got := ChinoRank(ChinoUnrank(m, total-1)); got != total-1 {
			t.Fatalf("m=%d: last rank round-trips to %d", m, got)
		}
	}
}

func TestChinoNeighbours(t *testing.T) {
	t.Parallel()
	cases := []struct {
		n, i, j int
		kind    ChinoKind
		ok      bool
	}{
		{3, 0, 1, ChinoOrthogonal, true},
		{3, 0, 3, ChinoOrthogonal, true},
		{3, 0, 4, ChinoDiagonal, true},
		{3, 2, 4, ChinoDiagonal, true},
		{3, 2, 3, 0, false}, // end of one row, start of the next
		{3, 0, 2, 0, false},
		{3, 0, 8, 0, false},
		{2, 1, 2, ChinoDiagonal, true},
		{2, 0, 3, ChinoDiagonal, true},
		{2, 1, 3, ChinoOrthogonal, true},
	}
	for _, c := range cases {
		kind, ok := ChinoNeighbours(c.n, c.i, c.j)
		if ok != c.ok || (ok && kind != c.kind) {
			t.Errorf("ChinoNeighbours(%d, %d, %d) = %v, %v; want %v, %v", c.n, c.i, c.j, kind, ok, c.kind, c.ok)
		}
	}
	if p := ChinoPairs(3); len(p[ChinoOrthogonal]) != 12 || len(p[ChinoDiagonal]) != 8 {
		t.Errorf("3×3: %d orthogonal and %d diagonal pairs, want 12 and 8", len(p[0]), len(p[1]))
	}
}

// TestChinoTable pins the facts the statement states: nothing is
// unsolvable, the farthest 2×2 boards need 4 steps, the farthest 3×3 ones
// 12, and how many boards lie at each distance.
func TestChinoTable(t *testing.T) {
	t.Parallel()
	want := map[int][]int{
		1: {1},
		2: {1, 6, 8, 6, 3},
		3: {1, 20, 112, 1036, 4166, 18754, 47195, 94448, 111363, 66320, 18596, 862, 7},
	}
	for n := 1; n <= 3; n++ {
		tab := ChinoTableOf(n)
		if got := tab.Max(); got != len(want[n])-1 {
			t.Errorf("n=%d: max distance %d, want %d", n, got, len(want[n])-1)
		}
		if u := tab.AtDistance(Unreachable); len(u) != 0 {
			t.Errorf("n=%d: %d boards cannot be sorted, e.g. %v", n, len(u), u[0])
		}
		for d, count := range want[n] {
			if got := len(tab.AtDistance(d)); got != count {
				t.Errorf("n=%d: %d boards at distance %d, want %d", n, got, d, count)
			}
		}
	}
	if d := ChinoTableOf(3).Distance([]int{9, 8, 7, 6, 5, 4, 3, 2, 1}); d != 12 {
		t.Errorf("9 8 7 / 6 5 4 / 3 2 1: %d steps, want 12", d)
	}
}

// TestChinoPath replays paths: adjacent swaps, kinds alternating, sorted
// at the end, as long as the distance.
func TestChinoPath(t *testing.T) {
	t.Parallel()
	tab := ChinoTableOf(3)
	for r := 0; r < 362880; r += 1009 {
		start := ChinoUnrank(9, r)
		path, err := tab.Path(start)
		if err != nil {
			t.Fatal(err)
		}
		if len(path) != tab.Distance(start) {
			t.Fatalf("%v: path of %d steps, distance %d", start, len(path), tab.Distance(start))
		}
		board := slices.Clone(start)
		var last ChinoKind
		for i, s := range path {
			a, b := slices.Index(board, s[0]), slices.Index(board, s[1])
			kind, ok := ChinoNeighbours(3, a, b)
			if !ok || (i > 0 && kind == last) {
				t.Fatalf("%v: step %d %v is not a legal step", start, i+1, s)
			}
			board[a], board[b] = board[b], board[a]
			last = kind
		}
		if !slices.IsSorted(board) {
			t.Fatalf("%v: path ends at %v", start, board)
		}
	}
	sample, _ := tab.Path([]int{1, 2, 9, 4, 6, 3, 7, 8, 5})
	if len(sample) != 3 {
		t.Errorf("sample: %v, want 3 steps", sample)
	}
}

func BenchmarkChinoTable(b *testing.B) {
	for b.Loop() {
		NewChinoTable(3)
	}
}
