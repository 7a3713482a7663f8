package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/puzzle"
)

// TestTables holds the tables in the reference files to a fresh search.
func TestTables(t *testing.T) {
	if err := run(filepath.Join("..", ".."), true); err != nil {
		t.Fatal(err)
	}
}

// copyRefs copies the files that carry tables under a new root.
func copyRefs(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for _, tb := range tables {
		for _, f := range tb.files {
			src, err := os.ReadFile(filepath.Join("..", "..", f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Dir(filepath.Join(root, f)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(root, f), src, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return root
}

// TestCheckFindsAChange: one character of a table changed is reported with
// its file and place, and writing the tables again repairs it.
func TestCheckFindsAChange(t *testing.T) {
	root := copyRefs(t)
	f := filepath.Join(root, tables[0].files[len(tables[0].files)-1])
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(string(src), "const "+tables[0].name+" = \"") + len("const "+tables[0].name+" = \"")
	c := src[at]
	src[at] = '0' + (c-'0'+1)%32
	if err := os.WriteFile(f, src, 0o644); err != nil {
		t.Fatal(err)
	}
	err = run(root, true)
	if err == nil || !strings.Contains(err.Error(), tables[0].files[len(tables[0].files)-1]) || !strings.Contains(err.Error(), "character 0 is") {
		t.Fatalf("check of a changed table: %v, want character 0 of %s reported", err, tables[0].files[len(tables[0].files)-1])
	}
	if err := run(root, false); err != nil {
		t.Fatal(err)
	}
	if err := run(root, true); err != nil {
		t.Fatalf("after writing: %v", err)
	}
	after, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	src[at] = c
	if string(after) != string(src) {
		t.Fatal("writing the tables changed more than the table")
	}
}

// TestCheckWithoutTable: a file without the constant is an error naming it.
func TestCheckWithoutTable(t *testing.T) {
	root := copyRefs(t)
	f := filepath.Join(root, tables[0].files[0])
	if err := os.WriteFile(f, []byte("package main\n\nconst other = \"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(root, true); err == nil || !strings.Contains(err.Error(), "no declaration `const "+tables[0].name) {
		t.Fatalf("got %v, want the missing constant reported", err)
	}
}

// TestIndex: both numberings give the solvable boards the indexes
// 0..181,439, once each.
func TestIndex(t *testing.T) {
	for name, index := range map[string]func(puzzle.Eight) int{"index": index, "multiIndex": multiIndex} {
		seen := make([]bool, puzzle.States/2)
		for r := 0; r < puzzle.States; r++ {
			e := puzzle.Unrank(r)
			if !puzzle.Solvable(e.Grid(), puzzle.EightGoal.Grid()) {
				continue
			}
			i := index(e)
			if i < 0 || i >= len(seen) || seen[i] {
				t.Fatalf("%s(%v) = %d: out of range or taken", name, e, i)
			}
			seen[i] = true
		}
	}
}

// TestChinoTableShape: chino's reference reads its table with the slot
// count the table is written for.
func TestChinoTableShape(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "solutions/chino/accepted/reference.go"))
	if err != nil {
		t.Fatal(err)
	}
	want := "*0x9E3779B97F4A7C15>>" + strconv.Itoa(64-chinoSlotBits) + "] - '0')\n"
	if !strings.Contains(string(src), want) {
		t.Errorf("chino reference: no %q", want)
	}
	if got, want := len(lowestTable()), 1<<chinoSlotBits; got != want {
		t.Errorf("lowest: %d characters, want %d", got, want)
	}
}

// TestChinoSignature: a board and its images under the eight symmetries
// of the square have one signature.
func TestChinoSignature(t *testing.T) {
	for r := 0; r < puzzle.States; r += 997 {
		cells := puzzle.ChinoUnrank(9, r)
		z := chinoSignature(cells)
		for s := 0; s < 8; s++ {
			img := make([]int, 9)
			for c, v := range cells {
				img[chinoSymmetry(s, c)] = chinoSymmetry(s, v-1) + 1
			}
			if got := chinoSignature(img); got != z {
				t.Fatalf("board %v, symmetry %d: signature %x, want %x", cells, s, got, z)
			}
		}
	}
}
