package puzzle

import (
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"testing"
	"time"
)

// TestFindHardBoards prints boards exactly 45 moves away (seeded random
// boards walked along an optimal path to 45 moves from the goal): of 60,
// the 20 whose Manhattan distance falls farthest short of 45, each with
// the boards an IDA* on Manhattan distance alone visits to solve it.
// fifteen-path's hard tests were picked from this list.
// FIFTEEN_FIND=1 go test -run TestFindHardBoards -v -timeout 60m ./puzzle
func TestFindHardBoards(t *testing.T) {
	if os.Getenv("FIFTEEN_FIND") == "" {
		t.Skip()
	}
	db, err := LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(15, 45))
	var boards []Fifteen
	for n := 0; n < 60; n++ {
		var f Fifteen
		for {
			p := rng.Perm(16)
			for i, v := range p {
				f[i] = uint8(v)
			}
			if f.Solvable() {
				break
			}
		}
		r := db.Solve(f)
		for i := 0; i < len(r.Path)-45; i++ {
			f, _ = f.Move(r.Path[i])
		}
		boards = append(boards, f)
	}
	sort.SliceStable(boards, func(i, j int) bool { return boards[i].Manhattan() < boards[j].Manhattan() })
	for _, f := range boards[:20] {
		start := time.Now()
		n, nodes := FifteenManhattanIDA(f, 1e9)
		fmt.Printf("B %d manhattan %d nodes %d %v %v\n", n, f.Manhattan(), nodes, time.Since(start).Round(time.Millisecond), f[:])
	}
}
