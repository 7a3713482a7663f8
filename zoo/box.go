package zoo

import (
	"fmt"
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

// looseSolvable is the right rule run on what a broken reader kept of a
// box: maybe fewer cells than it has, maybe not a permutation. The tiles'
// inversions (strictly greater before, the blank as the largest) against
// the blank's distance to its home (at home if it was not read).
func looseSolvable(sides, cells []int) bool {
	n := puzzle.BoxCells(sides)
	tree := make([]int32, n+1)
	odd := 0
	blank := n - 1
	for j, v := range cells {
		if v == puzzle.Blank && blank == n-1 {
			blank = j
		}
		x := n - 1 // the blank, and values a garbled read made up
		if v != puzzle.Blank && v >= 1 && v < n {
			x = v - 1
		}
		le := 0 // earlier values <= x
		for i := x + 1; i > 0; i -= i & -i {
			le += int(tree[i])
		}
		odd ^= (j - le) & 1
		for i := x + 1; i <= n; i += i & -i {
			tree[i]++
		}
	}
	return odd == puzzle.BoxBlankDistance(sides, blank)&1
}

// fenwickCapped is the right rule with the inversions counted in a
// Fenwick array of size entries: values past it are never stored, and a
// query for one reads the whole array, so every earlier large value counts
// as greater.
func fenwickCapped(sides, cells []int, size int) bool {
	p := arrangement(cells, len(cells)-1)
	tree := make([]int32, size)
	odd, small := 0, 0
	for j, x := range p {
		if x+1 < size {
			le := 0
			for i := x + 1; i > 0; i -= i & -i {
				le += int(tree[i])
			}
			odd ^= (j - le) & 1
			for i := x + 1; i < size; i += i & -i {
				tree[i]++
			}
			small++
		} else {
			odd ^= (j - small) & 1
		}
	}
	return odd == puzzle.BoxBlankDistance(sides, blankCell(cells))&1
}

// boxesCut reads every puzzle of an input line by line, each line cut to
// keep bytes as a fixed line buffer cuts it: a box may come out short.
func (f BoxForm) boxesCut(input []byte, keep int) []box {
	lines := strings.Split(string(input), "\n")
	at := 0
	next := func() []int {
		if at >= len(lines) {
			return nil
		}
		l := lines[at]
		at++
		var vals []int
		for _, t := range strings.Fields(l[:min(len(l), keep)]) {
			v, _ := strconv.Atoi(t)
			vals = append(vals, v)
		}
		return vals
	}
	first := func(vals []int, i int) int {
		if i < len(vals) {
			return vals[i]
		}
		return 0
	}
	var out []box
	read := func(sides []int, rows int) {
		var cells []int
		for range rows {
			cells = append(cells, next()...)
		}
		out = append(out, box{sides, cells})
	}
	if f.Cube {
		for t := first(next(), 0); t > 0; t-- {
			m := first(next(), 0)
			read([]int{m, m, m}, m)
		}
		return out
	}
	for {
		mn := next()
		m, n := first(mn, 0), first(mn, 1)
		if m == 0 && n == 0 {
			return out
		}
		read([]int{m, n}, m)
	}
}

// CapacityMutants are programs with a structure of fixed size: an array
// of cells, a Fenwick array, a line buffer, each sized to a number people
// pick (and under the problem's largest box, maxCells); and programs that
// keep state from the previous puzzle of a file.
func CapacityMutants(f BoxForm, maxCells int) []Mutant {
	var list []Mutant
	sizes := []struct {
		n    int
		name string
	}{{1 << 16, "2p16"}, {100_000, "1e5"}, {1 << 17, "2p17"}, {500_000, "5e5"}, {1 << 19, "2p19"}, {1_000_000, "1e6"}}
	for _, s := range sizes {
		if s.n-1 >= maxCells {
			continue // holds every box
		}
		list = append(list, BoxMutant(f, "cells-"+s.name, fmt.Sprintf("reads a box into an array of %d cells, counted from 1: the cells past it are lost", s.n), func(sides, cells []int) bool {
			return looseSolvable(sides, cells[:min(len(cells), s.n-1)])
		}))
		list = append(list, BoxMutant(f, "fenwick-"+s.name, fmt.Sprintf("counts inversions in a Fenwick array of %d entries: larger values are never stored", s.n), func(sides, cells []int) bool {
			return fenwickCapped(sides, cells, s.n)
		}))
	}
	for _, size := range []int{4 << 10, 64 << 10} {
		list = append(list, Mutant{Name: fmt.Sprintf("line-%dk", size>>10),
			About: fmt.Sprintf("reads each line into a buffer of %d bytes (fgets): the rest of a longer line is lost", size),
			Answer: func(in []byte) []byte {
				var b strings.Builder
				for _, bx := range f.boxesCut(in, size-1) {
					b.WriteString(f.word(looseSolvable(bx.sides, bx.cells)))
				}
				return []byte(b.String())
			}})
	}
	// State left from the previous puzzle: sized for the largest box once,
	// never cleared.
	list = append(list, Mutant{Name: "fenwick-not-cleared", About: "counts inversions in a Fenwick array it never clears between puzzles",
		Answer: func(in []byte) []byte {
			tree := make([]int32, maxCells+2)
			var b strings.Builder
			for _, bx := range f.boxes(in) {
				odd := 0
				for j, x := range arrangement(bx.cells, len(bx.cells)-1) {
					le := 0
					for i := x + 1; i > 0; i -= i & -i {
						le += int(tree[i])
					}
					odd ^= (j - le) & 1
					for i := x + 1; i < len(tree); i += i & -i {
						tree[i]++
					}
				}
				b.WriteString(f.word(odd == puzzle.BoxBlankDistance(bx.sides, blankCell(bx.cells))&1))
			}
			return []byte(b.String())
		}})
	list = append(list, Mutant{Name: "visited-not-cleared", About: "counts the permutation's cycles with visited marks it never clears between puzzles",
		Answer: func(in []byte) []byte {
			seen := make([]bool, maxCells)
			var b strings.Builder
			for _, bx := range f.boxes(in) {
				p := arrangement(bx.cells, len(bx.cells)-1)
				cycles := 0
				for i := range p {
					if !seen[i] {
						cycles++
						for j := i; !seen[j]; j = p[j] {
							seen[j] = true
						}
					}
				}
				b.WriteString(f.word((len(p)-cycles)&1 == puzzle.BoxBlankDistance(bx.sides, blankCell(bx.cells))&1))
			}
			return []byte(b.String())
		}})
	return list
}

// word is the answer line for a verdict.
func (f BoxForm) word(solvable bool) string {
	if solvable {
		return f.Yes + "\n"
	}
	return f.No + "\n"
}
