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
// Under -short, the ten shortest only. FIFTEEN_PDB names the partitions,
// comma-separated (default 663): with two, each instance is solved by one
// and then the other, so both meet the same load; the means are logged.
//
//	FIFTEEN_PDB=663,78 go test -run TestFifteenKorf -v -timeout 60m ./puzzle
func TestFifteenKorf(t *testing.T) {
	names := strings.Split(os.Getenv("FIFTEEN_PDB"), ",")
	if names[0] == "" {
		names = []string{"663"}
	}
	var dbs []*FifteenDB
	for _, name := range names {
		p := FifteenPartitions[name]
		if p == nil {
			t.Fatalf("FIFTEEN_PDB: no partition %q", name)
		}
		start := time.Now()
		db, err := LoadFifteenPDB(p)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: database loaded (or built) in %v, %d bytes", name, time.Since(start), p.Size())
		dbs = append(dbs, db)
	}
	nodes := make([]int64, len(dbs))
	spent := make([]time.Duration, len(dbs))
	solved := 0
	for i, k := range korf100(t) {
		if testing.Short() && k.optimal > 46 {
			continue
		}
		solved++
		for d, db := range dbs {
			start := time.Now()
			r := db.Solve(k.board)
			took := time.Since(start)
			e := k.board
			var err error
			for j := 0; j < len(r.Path); j++ {
				if e, err = e.Move(r.Path[j]); err != nil {
					t.Fatalf("instance %d: move %d: %v", i+1, j+1, err)
				}
			}
			if !r.Solvable || e != FifteenGoal || len(r.Path) != k.optimal {
				t.Errorf("%s, instance %d: %d moves ending at %v, want %d to the goal", names[d], i+1, len(r.Path), e, k.optimal)
			}
			nodes[d] += r.Nodes
			spent[d] += took
			t.Logf("%s, instance %d: %d moves, %d nodes, %v", names[d], i+1, len(r.Path), r.Nodes, took)
		}
	}
	for d, name := range names {
		t.Logf("%s: %d instances, mean %d nodes, mean %.4f s, all in %v", name, solved, nodes[d]/int64(solved), spent[d].Seconds()/float64(solved), spent[d].Round(time.Millisecond))
	}
}
