package zoo

import (
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/problems/cube"
	mnpuzzle "github.com/slidejudge/slidejudge/problems/mn-puzzle"
	"github.com/slidejudge/slidejudge/puzzle"
)

// cube and mn-puzzle answer, per puzzle, whether the box can be sorted:
// their mutants are wrong solvability rules.

func init() {
	register(&Zoo{Problem: "cube", Mutants: func() []Mutant { return boxMutants(cubeForm) },
		Pool: withLarge(randomPool("cube", 200, 1000), largeCubes), Oracle: func(in []byte) []byte { return boxAnswer(cubeForm, in, puzzle.BoxSolvable) }, Rare: 3})
	register(&Zoo{Problem: "mn-puzzle", Mutants: func() []Mutant { return boxMutants(mnForm) },
		Pool: withLarge(randomPool("mn-puzzle", 200, 1000), largeMN), Oracle: func(in []byte) []byte { return boxAnswer(mnForm, in, puzzle.BoxSolvable) }, Rare: 3})
}

// boxForm is how a problem writes its boxes and its verdicts.
type boxForm struct {
	cube    bool
	yes, no string
}

var cubeForm = boxForm{cube: true, yes: "Puzzle can be solved.", no: "Puzzle is unsolvable."}
var mnForm = boxForm{yes: "YES", no: "NO"}

type box struct{ sides, cells []int }

// boxes reads every puzzle of an input (which the validator has passed).
func (f boxForm) boxes(input []byte) []box {
	toks := strings.Fields(string(input))
	at := 0
	next := func() int {
		if at >= len(toks) {
			return 0
		}
		v, _ := strconv.Atoi(toks[at])
		at++
		return v
	}
	var out []box
	read := func(sides []int) {
		cells := make([]int, puzzle.BoxCells(sides))
		for i := range cells {
			cells[i] = next()
		}
		out = append(out, box{sides, cells})
	}
	if f.cube {
		for t := next(); t > 0; t-- {
			m := next()
			read([]int{m, m, m})
		}
		return out
	}
	for {
		m, n := next(), next()
		if m == 0 && n == 0 {
			return out
		}
		read([]int{m, n})
	}
}

func boxAnswer(f boxForm, input []byte, solvable func(sides, cells []int) bool) []byte {
	var b strings.Builder
	for _, bx := range f.boxes(input) {
		if solvable(bx.sides, bx.cells) {
			b.WriteString(f.yes)
		} else {
			b.WriteString(f.no)
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// randomPool draws inputs with the problem's own stress generator, sizes
// growing from tiny to a typical test's: nSample for every mutant, nRest
// more for the rare ones.
func randomPool(id string, nSample, nRest int) func(int64) ([][]byte, [][]byte) {
	return func(seed int64) (sample, rest [][]byte) {
		spec, err := problems.SpecOf(id)
		if err != nil || spec.Random == nil {
			panic("zoo: " + id + " has no random inputs")
		}
		rng := rand.New(rand.NewPCG(uint64(seed), 0xb0c5))
		for i := range nSample + nRest {
			x := spec.Random(rng, 1+i%12)
			if i < nSample {
				sample = append(sample, x)
			} else {
				rest = append(rest, x)
			}
		}
		return sample, rest
	}
}

// withLarge adds to the sample boxes of about 10^5 cells, whose inversion
// count (near n²/4) no longer fits in 32 bits: half of them odd.
func withLarge(pool func(int64) ([][]byte, [][]byte), large func(rng *rand.Rand) [][]byte) func(int64) ([][]byte, [][]byte) {
	return func(seed int64) ([][]byte, [][]byte) {
		sample, rest := pool(seed)
		return append(sample, large(rand.New(rand.NewPCG(uint64(seed), 0x1a29e)))...), rest
	}
}

// largeCubes are cubes of side 46 and 47 (97,336 and 103,823 cells: the
// smallest that wrap, each test under 1 MiB).
func largeCubes(rng *rand.Rand) (out [][]byte) {
	for _, m := range []int{46, 47, 46, 47, 46, 47, 46, 47} {
		sides := []int{m, m, m}
		out = append(out, cube.CubeInput(puzzle.BoxArrangement(rng, sides, rng.IntN(m*m*m), rng.IntN(2) == 0)))
	}
	return out
}

// largeMN are boards of 96,000 to 99,900 cells, square and long.
func largeMN(rng *rand.Rand) (out [][]byte) {
	for _, rc := range [][2]int{{310, 310}, {999, 100}, {100, 999}, {300, 320}, {320, 300}, {999, 97}, {97, 999}, {310, 311}} {
		sides := []int{rc[0], rc[1]}
		out = append(out, mnpuzzle.MNInput(rc[0], rc[1], puzzle.BoxArrangement(rng, sides, rng.IntN(rc[0]*rc[1]), rng.IntN(2) == 0)))
	}
	return out
}

// inversions64 counts the inversions of a permutation of 0..n-1 (a
// Fenwick tree, as fast programs do).
func inversions64(p []int) int64 {
	tree := make([]int32, len(p)+1)
	var inv int64
	for i := len(p) - 1; i >= 0; i-- {
		for j := p[i]; j > 0; j -= j & -j {
			inv += int64(tree[j])
		}
		for j := p[i] + 1; j <= len(p); j += j & -j {
			tree[j]++
		}
	}
	return inv
}

// arrangement is the box as a permutation: p[i] is the goal cell of the
// value at cell i, the blank as the largest (blankAs n-1) or the smallest
// (blankAs 0, every tile one up).
func arrangement(cells []int, blankAs int) []int {
	n := len(cells)
	p := make([]int, n)
	for i, v := range cells {
		switch {
		case v == puzzle.Blank:
			p[i] = blankAs
		case blankAs == 0:
			p[i] = v
		default:
			p[i] = v - 1
		}
	}
	return p
}

func blankCell(cells []int) int {
	for i, v := range cells {
		if v == puzzle.Blank {
			return i
		}
	}
	return -1
}

// axisDistance is the blank's distance to its home along axis k only.
func axisDistance(sides []int, i, k int) int {
	for j := len(sides) - 1; j > k; j-- {
		i /= sides[j]
	}
	return sides[k] - 1 - i%sides[k]
}

// parityOf is the parity of any sequence of distinct numbers.
func parityOf(seq []int) int {
	idx := make([]int, len(seq))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return seq[idx[a]] < seq[idx[b]] })
	p := make([]int, len(seq))
	for r, i := range idx {
		p[i] = r
	}
	return puzzle.Parity(p)
}

func boxMutants(f boxForm) []Mutant {
	var list []Mutant
	add := func(name, about string, solvable func(sides, cells []int) bool) {
		list = append(list, Mutant{Name: name, About: about, Answer: func(in []byte) []byte { return boxAnswer(f, in, solvable) }})
	}
	add("no-blank-distance", "even permutation means solvable: the blank's distance left out", func(sides, cells []int) bool {
		return puzzle.Parity(arrangement(cells, len(cells)-1)) == 0
	})
	add("blank-as-0", "counts the blank as 0 instead of the largest", func(sides, cells []int) bool {
		return puzzle.Parity(arrangement(cells, 0)) == puzzle.BoxBlankDistance(sides, blankCell(cells))&1
	})
	add("row-distance-only", "the blank's distance counted along the rows' axis only", func(sides, cells []int) bool {
		return puzzle.Parity(arrangement(cells, len(cells)-1)) == axisDistance(sides, blankCell(cells), len(sides)-2)&1
	})
	add("column-distance-only", "the blank's distance counted along the columns only", func(sides, cells []int) bool {
		return puzzle.Parity(arrangement(cells, len(cells)-1)) == axisDistance(sides, blankCell(cells), len(sides)-1)&1
	})
	add("odd-width-rule", "the odd-width rule for every width: even inversions of the tiles, blank skipped", func(sides, cells []int) bool {
		var tiles []int
		for _, v := range cells {
			if v != puzzle.Blank {
				tiles = append(tiles, v)
			}
		}
		return parityOf(tiles) == 0
	})
	add("inversions-int32", "the inversion count in a 32-bit int that wraps on boards of 10^5 cells; odd taken as inv % 2 == 1, false when it went negative", func(sides, cells []int) bool {
		inv := int32(inversions64(arrangement(cells, len(cells)-1))) // wraps as C's int does
		odd := 0
		if inv%2 == 1 {
			odd = 1
		}
		return odd == puzzle.BoxBlankDistance(sides, blankCell(cells))&1
	})
	add("inversions-skip-last", "the inversion loop stops one cell early", func(sides, cells []int) bool {
		seq := arrangement(cells, len(cells)-1)
		return parityOf(seq[:len(seq)-1]) == puzzle.BoxBlankDistance(sides, blankCell(cells))&1
	})
	add("blank-row-from-top", "the blank's row counted from the top instead of from its home", func(sides, cells []int) bool {
		b := blankCell(cells)
		d := puzzle.BoxBlankDistance(sides, b) - axisDistance(sides, b, len(sides)-2) + (sides[len(sides)-2] - 1 - axisDistance(sides, b, len(sides)-2))
		return puzzle.Parity(arrangement(cells, len(cells)-1)) == d&1
	})
	if f.cube {
		add("one-based-coordinates", "the blank's coordinates from 1, its home's from 0", func(sides, cells []int) bool {
			return puzzle.Parity(arrangement(cells, len(cells)-1)) == (puzzle.BoxBlankDistance(sides, blankCell(cells))-len(sides))&1
		})
		add("m1-unsolvable", "answers unsolvable for M = 1", func(sides, cells []int) bool {
			return sides[0] > 1 && puzzle.BoxSolvable(sides, cells)
		})
		add("odd-m-no-distance", "for odd M, the permutation's parity alone", func(sides, cells []int) bool {
			if sides[0]%2 == 1 {
				return puzzle.Parity(arrangement(cells, len(cells)-1)) == 0
			}
			return puzzle.BoxSolvable(sides, cells)
		})
	}
	return list
}
