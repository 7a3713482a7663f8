package puzzle

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
)

// TestFindHardBoards prints boards exactly 45 moves away (seeded random
// boards walked along an optimal path), with 45 minus their Manhattan
// distance: fifteen-path's hard tests were picked from this list.
// FIFTEEN_FIND=1 go test -run TestFindHardBoards -v ./puzzle
func TestFindHardBoards(t *testing.T) {
	if os.Getenv("FIFTEEN_FIND") == "" {
		t.Skip()
	}
	db, err := LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(15, 45))
	for n := 0; n < 40; n++ {
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
		e := f
		for i := 0; i < len(r.Path)-45; i++ {
			e, _ = e.Move(r.Path[i])
		}
		fmt.Printf("B %d %d %v\n", len(r.Path), 45-e.Manhattan(), e[:])
	}
}
