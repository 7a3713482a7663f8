package puzzle

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"sync"
)

// The 15-puzzle's optimal solver: IDA* over an additive disjoint pattern
// database (Korf & Felner 2002), the 6-6-3 partition, and the same
// database looked up again on the board reflected about the main diagonal
// (the larger of the two sums is taken).
//
// For our goal (1 … 15, the blank bottom-right) the partition is
//
//	 A  C  C  C
//	 A  A  B  B
//	 A  A  B  B
//	 A  B  B  .
//
// A = {1,5,6,9,10,13}, B = {7,8,11,12,14,15}, C = {2,3,4}. Each database
// holds, for every placement of its tiles, the fewest moves of its own
// tiles that bring them home (moves of other tiles are free), so the three
// add up to an admissible heuristic.

// fifteenPatterns is the 6-6-3 partition.
var fifteenPatterns = [3][]uint8{{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}}

// FifteenDBSHA256 is the hash of the database file (the three tables one
// after the other, one byte an entry): a file in the cache that does not
// match it is built again.
const FifteenDBSHA256 = "8cde5615ede5c4c9fd0befaf787fe94c74b085d89f1258041fca6ebb8c13ff0a"

// FifteenDB is the pattern database.
type FifteenDB struct {
	tables [3][]uint8
	of     [16]int8 // the pattern of each tile
}

// patternSize is the number of placements of k tiles on 16 cells.
func patternSize(k int) int {
	n := 1
	for i := 0; i < k; i++ {
		n *= 16 - i
	}
	return n
}

// rankCells ranks k distinct cells as a partial permutation of 16.
func rankCells(p []int8) int {
	idx, used := 0, uint32(0)
	for i, c := range p {
		idx = idx*(16-i) + int(c) - bits.OnesCount32(used&(1<<uint(c)-1))
		used |= 1 << uint(c)
	}
	return idx
}

// unrankCells is rankCells' inverse.
func unrankCells(idx int, p []int8) {
	k := len(p)
	var digit [16]int
	for i := k - 1; i >= 0; i-- {
		r := 16 - i
		digit[i] = idx % r
		idx /= r
	}
	used := uint32(0)
	for i := 0; i < k; i++ {
		d := digit[i]
		for c := 0; c < 16; c++ {
			if used&(1<<uint(c)) != 0 {
				continue
			}
			if d == 0 {
				p[i] = int8(c)
				used |= 1 << uint(c)
				break
			}
			d--
		}
	}
}

// fifteenNeighbours lists each cell's neighbours.
var fifteenNeighbours = func() (n [16][]int8) {
	for c := 0; c < 16; c++ {
		r, col := c/4, c%4
		if r > 0 {
			n[c] = append(n[c], int8(c-4))
		}
		if r < 3 {
			n[c] = append(n[c], int8(c+4))
		}
		if col > 0 {
			n[c] = append(n[c], int8(c-1))
		}
		if col < 3 {
			n[c] = append(n[c], int8(c+1))
		}
	}
	return n
}()

// buildPattern computes one table by a breadth-first search over the
// placements of the tiles and the blank, where a move of the blank across
// a cell outside the pattern costs nothing.
func buildPattern(tiles []uint8) []uint8 {
	k := len(tiles)
	size := patternSize(k)
	table := make([]uint8, size)
	for i := range table {
		table[i] = 0xff
	}
	n := size * 16
	visited := make([]uint64, (n+63)/64)
	inNext := make([]uint64, (n+63)/64)
	test := func(s []uint64, i uint32) bool { return s[i>>6]&(1<<(i&63)) != 0 }
	set := func(s []uint64, i uint32) { s[i>>6] |= 1 << (i & 63) }
	p := make([]int8, k)
	for i, t := range tiles {
		p[i] = int8(t - 1)
	}
	start := uint32(rankCells(p))<<4 | 15
	set(visited, start)
	table[start>>4] = 0
	cur, next := []uint32{start}, []uint32(nil)
	for d := 0; len(cur) > 0; d++ {
		next = next[:0]
		for i := 0; i < len(cur); i++ {
			s := cur[i]
			idx, b := int(s>>4), int8(s&15)
			unrankCells(idx, p)
			var occ [16]int8
			for j := range occ {
				occ[j] = -1
			}
			for j, c := range p {
				occ[c] = int8(j)
			}
			for _, nb := range fifteenNeighbours[b] {
				if j := occ[nb]; j < 0 {
					ns := uint32(idx)<<4 | uint32(nb)
					if !test(visited, ns) {
						set(visited, ns)
						cur = append(cur, ns)
					}
				} else {
					p[j] = b
					ns := uint32(rankCells(p))<<4 | uint32(nb)
					p[j] = nb
					if !test(visited, ns) && !test(inNext, ns) {
						set(inNext, ns)
						next = append(next, ns)
					}
				}
			}
		}
		cur = cur[:0]
		for _, s := range next {
			inNext[s>>6] = 0
			if !test(visited, s) {
				set(visited, s)
				cur = append(cur, s)
				if table[s>>4] == 0xff {
					table[s>>4] = uint8(d + 1)
				}
			}
		}
	}
	return table
}

// newFifteenDB builds the three tables.
func newFifteenDB() *FifteenDB {
	db := &FifteenDB{}
	var wg sync.WaitGroup
	for i, tiles := range fifteenPatterns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db.tables[i] = buildPattern(tiles)
		}()
	}
	wg.Wait()
	db.index()
	return db
}

func (db *FifteenDB) index() {
	db.of[0] = -1
	for i, tiles := range fifteenPatterns {
		for _, t := range tiles {
			db.of[t] = int8(i)
		}
	}
}

// bytes is the database file's content.
func (db *FifteenDB) bytes() []byte {
	var out []byte
	for _, t := range db.tables {
		out = append(out, t...)
	}
	return out
}

// fifteenDBFromBytes splits a database file into its tables.
func fifteenDBFromBytes(data []byte) (*FifteenDB, error) {
	want := 0
	for _, tiles := range fifteenPatterns {
		want += patternSize(len(tiles))
	}
	if len(data) != want {
		return nil, fmt.Errorf("%d bytes, expected %d", len(data), want)
	}
	db := &FifteenDB{}
	for i, tiles := range fifteenPatterns {
		n := patternSize(len(tiles))
		db.tables[i], data = data[:n:n], data[n:]
	}
	db.index()
	return db, nil
}

// FifteenCacheDir is where the database file is kept (the judge sets its
// cache_dir; by default the user's cache dir's slidejudge).
var FifteenCacheDir = ""

var fifteenDB struct {
	sync.Mutex
	db *FifteenDB
}

// FifteenDBFile names the database file in dir.
func FifteenDBFile(dir string) string {
	return filepath.Join(dir, "pdb", "fifteen-663-"+FifteenDBSHA256[:min(12, len(FifteenDBSHA256))]+".bin")
}

// LoadFifteenDB returns the pattern database: read from the cache if the
// file there has the expected hash, else built (tens of seconds) and
// written there for the next process. It is done once per process.
func LoadFifteenDB() (*FifteenDB, error) {
	fifteenDB.Lock()
	defer fifteenDB.Unlock()
	if fifteenDB.db != nil {
		return fifteenDB.db, nil
	}
	dir := FifteenCacheDir
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			return nil, err
		}
		dir = filepath.Join(d, "slidejudge")
	}
	file := FifteenDBFile(dir)
	if data, err := os.ReadFile(file); err == nil {
		sum := sha256.Sum256(data)
		if hex.EncodeToString(sum[:]) == FifteenDBSHA256 {
			db, err := fifteenDBFromBytes(data)
			if err != nil {
				return nil, err
			}
			fifteenDB.db = db
			return db, nil
		}
	}
	db := newFifteenDB()
	data := db.bytes()
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != FifteenDBSHA256 {
		return nil, fmt.Errorf("the 15-puzzle pattern database built has sha256 %s, expected %s", got, FifteenDBSHA256)
	}
	if err := writeFileAtomic(file, data); err != nil {
		return nil, err
	}
	fifteenDB.db = db
	return db, nil
}

// writeFileAtomic writes data to a temporary file beside name and renames it.
func writeFileAtomic(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Chmod(0o644)
	}
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), name); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// transposed maps a cell to its mirror about the main diagonal.
func transposed(c int8) int8 { return c%4*4 + c/4 }

// mirrorTile is the tile whose goal cell mirrors v's.
func mirrorTile(v uint8) uint8 {
	if v == 0 {
		return 0
	}
	return uint8(transposed(int8(v-1))) + 1
}

// fifteenSearch is one IDA* run.
type fifteenSearch struct {
	db    *FifteenDB
	board Fifteen
	pos   [16]int8 // the cell of each tile
	h, hm [3]int   // each pattern's value on the board and on its mirror
	path  []byte
	nodes int64
	// num/den weighs the heuristic: 1/1 is the optimal search; more (a
	// wrong program's weighted IDA*) is faster and not always shortest.
	num, den int
}

func (s *fifteenSearch) value(i int) int {
	var p [6]int8
	tiles := fifteenPatterns[i]
	for j, t := range tiles {
		p[j] = s.pos[t]
	}
	return int(s.db.tables[i][rankCells(p[:len(tiles)])])
}

// mirrorValue is pattern i's value on the board mirrored about the main
// diagonal: tile t of the mirror stands where the board's mirrorTile(t) is,
// mirrored.
func (s *fifteenSearch) mirrorValue(i int) int {
	var p [6]int8
	tiles := fifteenPatterns[i]
	for j, t := range tiles {
		p[j] = transposed(s.pos[mirrorTile(t)])
	}
	return int(s.db.tables[i][rankCells(p[:len(tiles)])])
}

func (s *fifteenSearch) heuristic() int {
	a, b := s.h[0]+s.h[1]+s.h[2], s.hm[0]+s.hm[1]+s.hm[2]
	return max(a, b) * s.num / s.den
}

// FifteenResult is what Solve found.
type FifteenResult struct {
	Path     string // the blank's moves, udlr
	Solvable bool
	Nodes    int64 // boards the search visited, over all its iterations
}

// fifteenMoves lists the moves in the order tried, each with its reverse.
var fifteenMoves = [4]struct {
	name    byte
	delta   int8
	reverse int
}{{'u', -4, 1}, {'d', 4, 0}, {'l', -1, 3}, {'r', 1, 2}}

// Solve finds a shortest way from f to FifteenGoal.
func (db *FifteenDB) Solve(f Fifteen) FifteenResult { return db.SolveWeighted(f, 1, 1) }

// SolveWeighted is IDA* with the heuristic weighed by num/den: above 1 it
// is inadmissible, the search of a wrong program (the zoo's).
func (db *FifteenDB) SolveWeighted(f Fifteen, num, den int) FifteenResult {
	if !f.Solvable() {
		return FifteenResult{}
	}
	s := &fifteenSearch{db: db, board: f, num: num, den: den}
	for c, v := range f {
		s.pos[v] = int8(c)
	}
	for i := range fifteenPatterns {
		s.h[i], s.hm[i] = s.value(i), s.mirrorValue(i)
	}
	bound := s.heuristic()
	for {
		next := s.dfs(0, bound, -1)
		if next < 0 {
			return FifteenResult{Path: string(s.path), Solvable: true, Nodes: s.nodes}
		}
		bound = next
	}
}

// dfs searches below the board at depth g; it returns -1 when it found
// the goal (s.path holds the way), else the smallest f over the bound.
func (s *fifteenSearch) dfs(g, bound, last int) int {
	s.nodes++
	h := s.heuristic()
	if g+h > bound {
		return g + h
	}
	if h == 0 {
		return -1
	}
	least := 1 << 30
	b := s.pos[0]
	for m, mv := range fifteenMoves {
		if last >= 0 && fifteenMoves[last].reverse == m {
			continue
		}
		switch mv.name {
		case 'u':
			if b < 4 {
				continue
			}
		case 'd':
			if b >= 12 {
				continue
			}
		case 'l':
			if b%4 == 0 {
				continue
			}
		case 'r':
			if b%4 == 3 {
				continue
			}
		}
		to := b + mv.delta
		t := s.board[to]
		pi, mi := s.db.of[t], s.db.of[mirrorTile(t)]
		oldH, oldM := s.h[pi], s.hm[mi]
		s.board[b], s.board[to] = t, 0
		s.pos[t], s.pos[0] = b, to
		s.h[pi], s.hm[mi] = s.value(int(pi)), s.mirrorValue(int(mi))
		s.path = append(s.path, mv.name)
		r := s.dfs(g+1, bound, m)
		if r < 0 {
			return -1
		}
		s.path = s.path[:len(s.path)-1]
		s.board[b], s.board[to] = 0, t
		s.pos[t], s.pos[0] = to, b
		s.h[pi], s.hm[mi] = oldH, oldM
		least = min(least, r)
	}
	return least
}
