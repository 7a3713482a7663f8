// Command reftables writes the tables that the eight, eight-count,
// eight-multi and chino references embed, computed from a breadth-first search
// (puzzle.NewDistanceTable, puzzle.NewChinoTable), into their source files:
//
//	go run ./scripts/reftables          rewrite the tables in the files
//	go run ./scripts/reftables -check   report a file whose table differs (exit 1)
//
// The references are single self-contained files, so each carries its
// table as a string constant; TestTables holds the files to the search.
package main

import (
	"bytes"
	"encoding/base64"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/puzzle"
)

// A table is one string constant in one or more reference files.
type table struct {
	name  string   // the constant's name
	files []string // relative to the repository root
	value func() string
}

var tables = []table{
	{"nearer", []string{"solutions/eight/accepted/reference.go", "solutions/eight-count/accepted/reference.go"}, nearerTable},
	{"firstMoves", []string{"solutions/eight-multi/accepted/reference.go"}, firstMovesTable},
	{"lowest", []string{"solutions/chino/accepted/reference.go"}, lowestTable},
}

func main() {
	check := flag.Bool("check", false, "only compare the files' tables with fresh ones")
	root := flag.String("root", ".", "the repository root")
	flag.Parse()
	if err := run(*root, *check); err != nil {
		fmt.Fprintln(os.Stderr, "reftables:", err)
		os.Exit(1)
	}
}

func run(root string, check bool) error {
	for _, t := range tables {
		want := t.value()
		for _, f := range t.files {
			path := filepath.Join(root, f)
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			start, end, got, err := findConst(path, src, t.name)
			if err != nil {
				return err
			}
			if check {
				if err := compare(got, want); err != nil {
					return fmt.Errorf("%s: constant %s: %w (go run ./scripts/reftables writes it)", f, t.name, err)
				}
				continue
			}
			out := append(append(append([]byte{}, src[:start]...), constDecl(t.name, want)...), src[end:]...)
			if err := os.WriteFile(path, out, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// findConst returns the byte range of the declaration `const name = ...`
// in src and the constant's value (its string literals joined).
func findConst(path string, src []byte, name string) (start, end int, value string, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
	if err != nil {
		return 0, 0, "", err
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST || len(g.Specs) != 1 {
			continue
		}
		s := g.Specs[0].(*ast.ValueSpec)
		if len(s.Names) != 1 || s.Names[0].Name != name || len(s.Values) != 1 {
			continue
		}
		var b strings.Builder
		var lit error
		ast.Inspect(s.Values[0], func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				v, err := strconv.Unquote(n.Value)
				if err != nil || n.Kind != token.STRING {
					lit = fmt.Errorf("%s: constant %s: %s is not a string literal", path, name, n.Value)
				}
				b.WriteString(v)
			case *ast.BinaryExpr:
				if n.Op != token.ADD {
					lit = fmt.Errorf("%s: constant %s: operator %s, want string literals joined by +", path, name, n.Op)
				}
			case *ast.ParenExpr, nil:
			default:
				lit = fmt.Errorf("%s: constant %s: not string literals joined by +", path, name)
			}
			return true
		})
		if lit != nil {
			return 0, 0, "", lit
		}
		return fset.Position(g.Pos()).Offset, fset.Position(g.End()).Offset, b.String(), nil
	}
	return 0, 0, "", fmt.Errorf("%s: no declaration `const %s = ...`", path, name)
}

func compare(got, want string) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d characters, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			return fmt.Errorf("character %d is %q, want %q", i, got[i], want[i])
		}
	}
	return nil
}

// constDecl writes `const name = "..." + ...`, 64 characters a line.
func constDecl(name, v string) string {
	var b bytes.Buffer
	fmt.Fprintf(&b, "const %s = ", name)
	for i := 0; i < len(v); i += 64 {
		if i > 0 {
			b.WriteString(" +\n\t")
		}
		b.WriteString(strconv.Quote(v[i:min(i+64, len(v))]))
	}
	return b.String()
}

// index numbers the solvable boards 0..181,439: the blank's cell times
// 20,160, plus half the Lehmer rank of the eight tiles read row by row
// (a solvable board's tiles are an even permutation, and ranks 2k and 2k+1
// differ by swapping the last two tiles, which changes the parity).
func index(e puzzle.Eight) int {
	fact := [8]int{5040, 720, 120, 24, 6, 2, 1, 1}
	r, i, seen, blank := 0, 0, 0, 0
	for c, t := range e {
		if t == 0 {
			blank = c
			continue
		}
		below := 0
		for s := 1; s < int(t); s++ {
			if seen&(1<<s) != 0 {
				below++
			}
		}
		r += (int(t) - 1 - below) * fact[i]
		seen |= 1 << t
		i++
	}
	return blank*20160 + r/2
}

// nearerTable is bit 1 of every solvable board's distance to the goal,
// by index, five bits a character ('0' + the bits, lowest index lowest).
// A move changes the distance by exactly one and the blank's cell gives
// its parity, so with this bit a walk tells the moves that go nearer.
func nearerTable() string {
	dist := puzzle.NewDistanceTable(puzzle.EightGoal)
	bits := make([]byte, (puzzle.States/2+4)/5)
	for r := 0; r < puzzle.States; r++ {
		e := puzzle.Unrank(r)
		d := dist.Distance(e)
		if d == puzzle.Unreachable {
			continue
		}
		i := index(e)
		bits[i/5] |= byte(d>>1&1) << (i % 5)
	}
	for i := range bits {
		bits[i] += '0'
	}
	return string(bits)
}

// firstMovesTable is, for every solvable board by multiIndex, the first
// move of the answer eight-multi's reference gives (0..3: u d l r), four
// boards a byte (the lowest index lowest), in base64. The
// answer is the path of a breadth-first search back from the goal that
// takes the boards in queue order and tries the blank's moves u d l r, each
// board reached first from its parent (as the reference's search of before
// did, so its answers stay the same).
func firstMovesTable() string {
	first := make([]byte, puzzle.States/8)
	seen := make([]bool, puzzle.States)
	type node struct {
		e puzzle.Eight
		p int
	}
	queue := []node{{puzzle.EightGoal, 8}}
	seen[puzzle.EightGoal.Rank()] = true
	for h := 0; h < len(queue); h++ {
		n := queue[h]
		to := [4]int{n.p - 3, n.p + 3, n.p - 1, n.p + 1}
		ok := [4]bool{n.p >= 3, n.p < 6, n.p%3 != 0, n.p%3 != 2}
		for k, q := range to {
			if !ok[k] {
				continue
			}
			e := n.e
			e[n.p], e[q] = e[q], 0
			r := e.Rank()
			if seen[r] {
				continue
			}
			seen[r] = true
			i := multiIndex(e)
			first[i/4] |= byte(k^1) << (2 * (i % 4)) // the child's first move undoes k
			queue = append(queue, node{e, q})
		}
	}
	return base64.StdEncoding.EncodeToString(first)
}

// multiIndex numbers the solvable boards 0..181,439 as eight-multi's
// reference does: half the Lehmer rank of the cells in the order 0..5, 7,
// 6, 8 (the blank as 0). The last two cells, 6 and 8, are two moves apart:
// swapping them changes whether the goal can be reached, so of the ranks
// 2k and 2k+1 one board can.
func multiIndex(e puzzle.Eight) int {
	s := [9]uint8{e[0], e[1], e[2], e[3], e[4], e[5], e[7], e[6], e[8]}
	return puzzle.Eight(s).Rank() / 2
}

// chinoSlotBits: chino's table has 2^chinoSlotBits slots, as in its
// reference's lower.
const chinoSlotBits = 15

// lowestTable is chino's table of lower bounds: for every slot, the fewest
// steps to the sorted board of the 3×3 states (board, kind of the first
// step) whose signature falls in it, one character a slot ('0' + the
// steps; '0' where none falls). The reference cuts a state whose slot
// says more steps than it has left.
func lowestTable() string {
	t := puzzle.ChinoTableOf(3)
	low := make([]byte, 1<<chinoSlotBits)
	for i := range low {
		low[i] = 255
	}
	for r := 0; r < puzzle.States; r++ {
		cells := puzzle.ChinoUnrank(9, r)
		z := chinoSignature(cells)
		for _, k := range []puzzle.ChinoKind{puzzle.ChinoOrthogonal, puzzle.ChinoDiagonal} {
			if d := t.DistanceFirst(cells, k); d != puzzle.Unreachable {
				i := chinoSlot(z, int(k))
				low[i] = min(low[i], byte(d))
			}
		}
	}
	for i := range low {
		if low[i] == 255 {
			low[i] = 0
		}
		low[i] += '0'
	}
	return string(low)
}

// chinoSignature is the signature of a 3×3 board (1..9 row by row): the
// sum over its cells c holding tile t (home cell t-1) of chinoPart(t-1, c),
// the same for a board and its images under the square's symmetries.
func chinoSignature(cells []int) uint64 {
	var z uint64
	for c, v := range cells {
		z += chinoPart(v-1, c)
	}
	return z
}

// chinoPart is the part of tile t in cell c: splitmix64's finaliser of
// (t, c) mapped by each of the eight symmetries, summed.
func chinoPart(t, c int) uint64 {
	var z uint64
	for s := 0; s < 8; s++ {
		x := uint64(chinoSymmetry(s, t)*9+chinoSymmetry(s, c)) + 0x9E3779B97F4A7C15
		x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
		x = (x ^ x>>27) * 0x94D049BB133111EB
		z += x ^ x>>31
	}
	return z
}

// chinoSymmetry maps cell c of the 3×3 square by symmetry s: bit 2
// transposes, bit 1 flips the rows, bit 0 the columns.
func chinoSymmetry(s, c int) int {
	r, q := c/3, c%3
	if s&4 != 0 {
		r, q = q, r
	}
	if s&2 != 0 {
		r = 2 - r
	}
	if s&1 != 0 {
		q = 2 - q
	}
	return 3*r + q
}

// chinoSlot is the slot of signature z with kind k of the next step (0
// orthogonal, 1 diagonal).
func chinoSlot(z uint64, k int) uint64 {
	return (z + uint64(k)) * 0x9E3779B97F4A7C15 >> (64 - chinoSlotBits)
}
