package puzzle

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

func TestRankRoundTrip(t *testing.T) {
	t.Parallel()
	for _, r := range []int{0, 1, 2, 1000, 181439, States - 1} {
		if got := Unrank(r).Rank(); got != r {
			t.Errorf("Unrank(%d).Rank() = %d", r, got)
		}
	}
}

func TestEightTable(t *testing.T) {
	t.Parallel()
	tab := EightTable()
	if got := tab.Max(); got != 31 {
		t.Fatalf("max distance = %d, want 31", got)
	}
	if far := tab.AtDistance(31); len(far) != 2 {
		t.Fatalf("%d starts at distance 31, want 2", len(far))
	}
	reachable := 0
	for r := 0; r < States; r++ {
		e := Unrank(r)
		if d := tab.Distance(e); d != Unreachable {
			reachable++
		}
		if r%997 == 0 && (tab.Distance(e) != Unreachable) != Solvable(e.Grid(), EightGoal.Grid()) {
			t.Fatalf("parity rule disagrees with the search on %v", e)
		}
	}
	if reachable != States/2 {
		t.Fatalf("%d reachable, want %d", reachable, States/2)
	}
	sample := Eight{2, 3, 4, 1, 5, 0, 7, 6, 8}
	path, err := tab.Path(sample)
	if err != nil || len(path) != 19 {
		t.Fatalf("sample path %q, %v; want 19 moves", path, err)
	}
	for i := range path {
		if sample, err = sample.Move(path[i]); err != nil {
			t.Fatal(err)
		}
	}
	if sample != EightGoal {
		t.Fatalf("path ends at %v", sample)
	}
}

func TestParity(t *testing.T) {
	t.Parallel()
	cases := []struct {
		p    []int
		want int
	}{{[]int{0, 1, 2}, 0}, {[]int{1, 0, 2}, 1}, {[]int{1, 2, 0}, 0}, {[]int{3, 2, 1, 0}, 0}}
	for _, c := range cases {
		if got := Parity(c.p); got != c.want {
			t.Errorf("Parity(%v) = %d, want %d", c.p, got, c.want)
		}
	}
}

var update = flag.Bool("update", false, "write eight_table.bin from the search")

// The embedded table is the breadth-first search's, byte for byte.
func TestEmbeddedEightTable(t *testing.T) {
	want := NewDistanceTable(EightGoal).Bytes()
	if *update {
		if err := os.WriteFile("eight_table.bin", want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := EightTable().Bytes()
	if !bytes.Equal(got, want) {
		t.Fatal("eight_table.bin differs from the search: run go generate ./puzzle")
	}
}
