package puzzle

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// korfInstance is one of Korf's 100, turned to our goal.
type korfInstance struct {
	board   Fifteen
	optimal int
}

// korf100 reads testdata/korf100.txt. Korf's goal has the blank top-left
// (0 1 … 15); a half turn of the board and the relabelling v -> 16-v (the
// blank stays 0) maps it onto ours, and preserves every distance.
func korf100(t testing.TB) []korfInstance {
	f, err := os.Open("testdata/korf100.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []korfInstance
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		toks := strings.Fields(line)
		var k korfInstance
		for i := 0; i < 16; i++ {
			v, _ := strconv.Atoi(toks[i])
			if v != 0 {
				v = 16 - v
			}
			k.board[15-i] = uint8(v)
		}
		k.optimal, _ = strconv.Atoi(toks[16])
		out = append(out, k)
	}
	if len(out) != 100 {
		t.Fatalf("%d instances", len(out))
	}
	return out
}

// TestFifteenKorf holds the solver to Korf's 100: every length optimal.
// Under -short, the ten shortest only.
func TestFifteenKorf(t *testing.T) {
	start := time.Now()
	db, err := LoadFifteenDB()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("database loaded (or built) in %v", time.Since(start))
	for i, k := range korf100(t) {
		if testing.Short() && k.optimal > 46 {
			continue
		}
		start := time.Now()
		r := db.Solve(k.board)
		e := k.board
		for j := 0; j < len(r.Path); j++ {
			if e, err = e.Move(r.Path[j]); err != nil {
				t.Fatalf("instance %d: move %d: %v", i+1, j+1, err)
			}
		}
		if !r.Solvable || e != FifteenGoal || len(r.Path) != k.optimal {
			t.Errorf("instance %d: %d moves ending at %v, want %d to the goal", i+1, len(r.Path), e, k.optimal)
		}
		t.Logf("instance %d: %d moves, %d nodes, %v", i+1, len(r.Path), r.Nodes, time.Since(start))
	}
}
