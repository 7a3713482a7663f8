package puzzle

import (
	"sync"
	"testing"
)

// BenchmarkEightTable is the cost of building the distance table to
// EightGoal (one breadth-first search over the 362,880 arrangements), which
// EightTable pays once per process.
func BenchmarkEightTable(b *testing.B) {
	for b.Loop() {
		if t := NewDistanceTable(EightGoal); t.Distance(EightGoal) != 0 {
			b.Fatal("goal not at distance 0")
		}
	}
}

// BenchmarkEightTablePath is one shortest path read back from the built
// table, for a 31-move start (the farthest).
func BenchmarkEightTablePath(b *testing.B) {
	t := EightTable()
	start := Eight{6, 4, 7, 8, 5, 0, 3, 2, 1}
	for b.Loop() {
		if p, err := t.Path(start); err != nil || len(p) != 31 {
			b.Fatalf("%q %v", p, err)
		}
	}
}

// BenchmarkEightTableEmbedded is what EightTable pays instead: the embedded
// distances copied into a table.
func BenchmarkEightTableEmbedded(b *testing.B) {
	for b.Loop() {
		eightTable = sync.OnceValue(eightTableFromBin)
		if t := EightTable(); t.Distance(EightGoal) != 0 {
			b.Fatal("goal not at distance 0")
		}
	}
}
