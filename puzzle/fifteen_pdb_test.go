package puzzle

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// fifteen663ByteSHA256 is the hash of the 6-6-3 database in the first
// builder's form (one byte an entry, the value itself), which searched
// (placement, blank cell) states one by one; the region builder must give
// the same values.
const fifteen663ByteSHA256 = "8cde5615ede5c4c9fd0befaf787fe94c74b085d89f1258041fca6ebb8c13ff0a"

// TestFifteenBuild663 builds the 6-6-3 database with the region builder
// the 7-8 one uses, and checks every value against the first builder's
// (by hash) and the file against Fifteen663's hash.
func TestFifteenBuild663(t *testing.T) {
	start := time.Now()
	db, err := newFifteenDB(Fifteen663)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built in %v", time.Since(start))
	var values []byte
	for i, tiles := range Fifteen663.Patterns {
		k := len(tiles)
		p := make([]int8, k)
		for q := 0; q < patternSize(k); q++ {
			unrankCells(q, p)
			m := 0
			for j, c := range p {
				m += cellDistance(c, int8(tiles[j]-1))
			}
			values = append(values, byte(m+2*db.lookup(i, p)))
		}
	}
	sum := sha256.Sum256(values)
	if got := hex.EncodeToString(sum[:]); got != fifteen663ByteSHA256 {
		t.Errorf("values' sha256 %s, want %s", got, fifteen663ByteSHA256)
	}
	sum = sha256.Sum256(db.bytes())
	if got := hex.EncodeToString(sum[:]); got != Fifteen663.SHA256 {
		t.Errorf("file sha256 %s, want %s", got, Fifteen663.SHA256)
	}
}

// TestFifteenBuild78 builds the 7-8 database and says its hash, size and
// time (about 2.3 GB for 7 minutes of CPU: only with FIFTEEN_78=build);
// the file is written to the cache under the hash found.
func TestFifteenBuild78(t *testing.T) {
	if os.Getenv("FIFTEEN_78") != "build" {
		t.Skip("FIFTEEN_78=build builds the 7-8 database")
	}
	start := time.Now()
	buildProgress = func(tiles []uint8, depth int, states uint32) {
		fmt.Fprintf(os.Stderr, "%v: %d tiles, depth %d: %d states reached\n", time.Since(start).Round(time.Second), len(tiles), depth, states)
	}
	defer func() { buildProgress = nil }()
	db, err := newFifteenDB(Fifteen78)
	if err != nil {
		t.Fatal(err)
	}
	data := db.bytes()
	sum := sha256.Sum256(data)
	got := hex.EncodeToString(sum[:])
	t.Logf("built in %v: %d bytes, sha256 %s", time.Since(start), len(data), got)
	if got != Fifteen78.SHA256 {
		t.Errorf("sha256 %s, want %s", got, Fifteen78.SHA256)
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	p := *Fifteen78
	p.SHA256 = got
	if err := writeFileAtomic(p.File(filepath.Join(dir, "slidejudge")), data); err != nil {
		t.Fatal(err)
	}
}

// TestFifteen78Small is CI's check of the 7-8 path without its 2.3 GB
// build: ranks of 7 and 8 tiles invert, the builder's rank steps agree
// with rankCells, the file's size is the two tables'
// 4 bits a placement, and the search looks up 8-tile tables right (a 7-8
// database of zeros is the Manhattan distance: still optimal, checked
// against the 6-6-3 search on short walks).
func TestFifteen78Small(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, k := range []int{7, 8} {
		p, q := make([]int8, k), make([]int8, k)
		for n := 0; n < 10000; n++ {
			idx := rng.IntN(patternSize(k))
			unrankCells(idx, p)
			if r := rankCells(p); r != idx {
				t.Fatalf("k=%d: unrank(%d) = %v ranks %d", k, idx, p, r)
			}
			occ, at := uint32(0), [16]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
			for j, c := range p {
				occ |= 1 << uint(c)
				at[c] = int8(j)
			}
			weight := digitWeights(k)
			for j, c := range p {
				for into := cellNeighbours[c] &^ occ; into != 0; into &= into - 1 {
					to := int8(bits.TrailingZeros32(into))
					copy(q, p)
					q[j] = to
					if got, want := idx+rankStep(j, c, to, occ, &at, &weight), rankCells(q); got != want {
						t.Fatalf("k=%d: %v, tile %d from %d to %d: rankStep gives %d, want %d", k, p, j, c, to, got, want)
					}
				}
			}
			copy(q, p)
			slices.Sort(q)
			for i := 1; i < k; i++ {
				if q[i] == q[i-1] {
					t.Fatalf("k=%d: unrank(%d) = %v repeats a cell", k, idx, p)
				}
			}
		}
	}
	if got, want := Fifteen78.Size(), (518918400+57657600)/2; got != want {
		t.Errorf("7-8 file %d bytes, want %d", got, want)
	}
	zero := make([]byte, Fifteen78.Size())
	db78, err := fifteenDBFromBytes(Fifteen78, zero)
	if err != nil {
		t.Fatal(err)
	}
	db3, err := newFifteenDB(&FifteenPartition{Name: "3", Patterns: [][]uint8{{1, 2, 3}}})
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 20; n++ {
		f := FifteenGoal
		for i := 0; i < 14; i++ {
			g, err := f.Move("udlr"[rng.IntN(4)])
			if err == nil {
				f = g
			}
		}
		a, b := db78.Solve(f), db3.Solve(f)
		if len(a.Path) != len(b.Path) || !a.Solvable {
			t.Errorf("%v: zero 7-8 tables %d moves, a 3-tile table %d", f, len(a.Path), len(b.Path))
		}
	}
}

// TestFifteenSolveAllocs: the search allocates nothing a node; what a
// Solve allocates (the search, the path, the parity check's grids) does
// not grow with the boards it visits.
func TestFifteenSolveAllocs(t *testing.T) {
	db, err := newFifteenDB(&FifteenPartition{Name: "3", Patterns: [][]uint8{{1, 2, 3}}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(31, 1))
	f, last := FifteenGoal, -1
	for i := 0; i < 36; {
		m := rng.IntN(4)
		if g, err := f.Move("udlr"[m]); err == nil && m != last^1 {
			f, last = g, m
			i++
		}
	}
	var r FifteenResult
	allocs := testing.AllocsPerRun(3, func() { r = db.Solve(f) })
	if r.Nodes < 1000 || allocs > 12 {
		t.Errorf("%d nodes, %v allocations a solve", r.Nodes, allocs)
	}
	t.Logf("%d moves, %d nodes, %v allocations a solve", len(r.Path), r.Nodes, allocs)
}
