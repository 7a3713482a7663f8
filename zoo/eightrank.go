package zoo

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/slidejudge/slidejudge/puzzle"
)

// factTypos are Cantor factorial tables with one value typed wrong (digits
// swapped or dropped), as a contestant types them by hand.
var factTypos = []struct {
	k, value int
}{{7, 5004}, {7, 5400}, {6, 702}, {6, 270}, {8, 40302}, {8, 43020}, {5, 102}, {4, 42}}

var cantorFact = [10]int{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880}

// rankKey ranks boards as a Cantor expansion whose position i counts w[i]
// per smaller value after it (w[i] = (8-i)! is right; a wrong weight makes
// ranks collide). The size is the largest rank plus one.
func rankKey(w [9]int) func(*Space) ([]int32, int) {
	var once sync.Once
	var key []int32
	size := 0
	return func(s *Space) ([]int32, int) {
		once.Do(func() {
			key = make([]int32, len(s.boards))
			for r, e := range s.boards {
				k := 0
				for i := 0; i < 9; i++ {
					c := 0
					for j := i + 1; j < 9; j++ {
						if e[j] < e[i] {
							c++
						}
					}
					k += c * w[i]
				}
				key[r] = int32(k)
				size = max(size, k+1)
			}
		})
		return key, size
	}
}

// reverseTable is a breadth-first search from the goal whose visited set
// is indexed by a wrong program's key: a board whose key another took first
// is never reached, and a start is answered from its key's slot, as
// programs that tabulate every board once from the goal do.
type reverseTable struct {
	move []int8 // by key: the move toward the goal; -1 the goal, -2 unset
}

var reverseTables sync.Map // reverseKey → *reverseTable

type reverseKey struct {
	goal puzzle.Eight
	name string
}

func (s *Space) reverseTable(name string, key []int32, size int) *reverseTable {
	id := reverseKey{s.goal, name}
	if t, ok := reverseTables.Load(id); ok {
		return t.(*reverseTable)
	}
	t := &reverseTable{move: make([]int8, size)}
	for i := range t.move {
		t.move[i] = -2
	}
	t.move[key[s.goalRank]] = -1
	queue := []int32{s.goalRank}
	for head := 0; head < len(queue); head++ {
		r := queue[head]
		for m := int32(0); m < 4; m++ {
			nr := s.next[4*r+m]
			if nr < 0 || t.move[key[nr]] != -2 {
				continue
			}
			t.move[key[nr]] = int8(m ^ 1) // u↔d, l↔r: the move back to r
			queue = append(queue, nr)
		}
	}
	got, _ := reverseTables.LoadOrStore(id, t)
	return got.(*reverseTable)
}

// walk follows the table's moves from start until its slots say "goal".
func (t *reverseTable) walk(s *Space, key []int32, start int32) ([]byte, bool) {
	var p []byte
	r := start
	for len(p) < 64 {
		m := t.move[key[r]]
		switch m {
		case -2:
			return nil, false
		case -1:
			return p, true
		}
		p = append(p, puzzle.Moves[m])
		if r = s.next[4*r+int32(m)]; r < 0 {
			return p, true
		}
	}
	return p, true
}

// rankFamily adds BFS-from-the-goal programs whose Cantor factorial table
// has one value typed wrong (outside programs of this kind passed the pack
// chosen without them: colliding ranks fail on 0.4–0.6 % of starts).
func (k *EightKit) rankFamily() {
	for _, ty := range factTypos {
		k.rankTypo(ty.k, ty.value)
	}
}

// rankTypo adds the BFS from the goal whose table has k! typed value. Its
// table is built once for every start, so its scan is the whole pool.
func (k *EightKit) rankTypo(fact, value int) {
	var w [9]int
	for i := range w {
		w[i] = cantorFact[8-i]
		if 8-i == fact {
			w[i] = value
		}
	}
	name := fmt.Sprintf("rbfs-fact%d-%d", fact, value)
	keyOf := rankKey(w)
	k.Add(name, fmt.Sprintf("BFS from the goal over Cantor ranks with %d! typed %d", fact, value),
		func(s *Space, start int32) ([]byte, bool) {
			key, size := keyOf(s)
			return s.reverseTable(name, key, size).walk(s, key, start)
		})
	k.List[len(k.List)-1].Cheap = true
}

// typedWrong lists the ways v is mistyped by hand: off by 1, 2 or 10 either
// way, two neighbouring digits swapped, one digit dropped (never 0 or
// below, never v itself).
func typedWrong(v int) []int {
	seen := map[int]bool{v: true}
	var out []int
	add := func(x int) {
		if x > 0 && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	for _, d := range []int{-1, 1, -2, 2, -10, 10} {
		add(v + d)
	}
	ds := strconv.Itoa(v)
	for i := 0; i+1 < len(ds); i++ {
		b := []byte(ds)
		b[i], b[i+1] = b[i+1], b[i]
		x, _ := strconv.Atoi(string(b))
		add(x)
	}
	for i := range ds {
		x, _ := strconv.Atoi(ds[:i] + ds[i+1:])
		add(x)
	}
	return out
}

// RankTypos widens rankFamily to every factorial of the table × every way
// typedWrong mistypes it, so that a typo nobody here wrote is among them.
// 8! typed larger is left out: position 0's weight still exceeds
// everything after it, the ranks stay distinct, and the program is right.
func (k *EightKit) RankTypos() {
	old := map[[2]int]bool{}
	for _, ty := range factTypos {
		old[[2]int{ty.k, ty.value}] = true
	}
	for fact := 1; fact <= 8; fact++ {
		for _, v := range typedWrong(cantorFact[fact]) {
			if old[[2]int{fact, v}] || (fact == 8 && v > cantorFact[8]) {
				continue
			}
			k.rankTypo(fact, v)
		}
	}
}
