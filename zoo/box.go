package zoo

import (
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
)

// cube and mn-puzzle answer, per puzzle, whether the box can be sorted:
// their mutants are wrong solvability rules, shared here; each problem's
// own package adds its own (problems/cube/zoo.go, problems/mn-puzzle/zoo.go).

// BoxForm is how a problem writes its boxes and its verdicts: cubes (a
// count, then M and M³ cells each) or boards (M N and M·N cells, up to
// "0 0"), and the words of the two answers.
type BoxForm struct {
	Cube    bool
	Yes, No string
}

type box struct{ sides, cells []int }

// boxes reads every puzzle of an input (which the validator has passed).
func (f BoxForm) boxes(input []byte) []box {
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
	if f.Cube {
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

// BoxAnswer answers each box of input by the rule solvable.
func BoxAnswer(f BoxForm, input []byte, solvable func(sides, cells []int) bool) []byte {
	var b strings.Builder
	for _, bx := range f.boxes(input) {
		if solvable(bx.sides, bx.cells) {
			b.WriteString(f.Yes)
		} else {
			b.WriteString(f.No)
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// RandomPool draws inputs with the problem's own stress generator (its
// Spec.Random), sizes growing from tiny to a typical test's: nSample for
// every mutant, nRest more for the rare ones.
func RandomPool(random func(rng *rand.Rand, size int) []byte, nSample, nRest int) func(int64) ([][]byte, [][]byte) {
	return func(seed int64) (sample, rest [][]byte) {
		rng := rand.New(rand.NewPCG(uint64(seed), 0xb0c5))
		for i := range nSample + nRest {
			x := random(rng, 1+i%12)
			if i < nSample {
				sample = append(sample, x)
			} else {
				rest = append(rest, x)
			}
		}
		return sample, rest
	}
}

// WithLarge adds to the sample boxes of about 10^5 cells, whose inversion
// count (near n²/4) no longer fits in 32 bits: half of them odd.
func WithLarge(pool func(int64) ([][]byte, [][]byte), large func(rng *rand.Rand) [][]byte) func(int64) ([][]byte, [][]byte) {
	return func(seed int64) ([][]byte, [][]byte) {
		sample, rest := pool(seed)
		return append(sample, large(rand.New(rand.NewPCG(uint64(seed), 0x1a29e)))...), rest
	}
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

// BoxMutants are the wrong solvability rules of every box problem.
func BoxMutants(f BoxForm) []Mutant {
	var list []Mutant
	add := func(name, about string, solvable func(sides, cells []int) bool) {
		list = append(list, BoxMutant(f, name, about, solvable))
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
	return list
}

// BoxMutant is the program that answers each box by the rule solvable.
func BoxMutant(f BoxForm, name, about string, solvable func(sides, cells []int) bool) Mutant {
	return Mutant{Name: name, About: about, Answer: func(in []byte) []byte { return BoxAnswer(f, in, solvable) }}
}

// Arrangement is the box as a permutation, the blank as blankAs (see arrangement).
func Arrangement(cells []int, blankAs int) []int { return arrangement(cells, blankAs) }

// BlankCell is where the blank is.
func BlankCell(cells []int) int { return blankCell(cells) }
