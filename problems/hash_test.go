package problems_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/slidejudge/slidejudge/problems"
)

// TestPackHash: a copy of the embedded pack on disk has the embedded
// pack's hash, and one changed byte of a statement changes it.
func TestPackHash(t *testing.T) {
	t.Parallel()
	want, err := problems.Embedded().Hash()
	if err != nil {
		t.Fatal(err)
	}
	if got := problems.PackHash(); got != want[:12] {
		t.Fatalf("PackHash() = %s, want the first 12 digits of %s", got, want)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, problems.Embedded().FS()); err != nil {
		t.Fatal(err)
	}
	hashOf := func() string {
		p, err := problems.FromDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		h, err := p.Hash()
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	if got := hashOf(); got != want {
		t.Fatalf("a copy of the embedded pack hashes to %s, the pack to %s", got, want)
	}
	st := filepath.Join(dir, "eight", "statement.md")
	data, err := os.ReadFile(st)
	if err != nil {
		t.Fatal(err)
	}
	data[0] ^= 1
	if err := os.WriteFile(st, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := hashOf(); got == want {
		t.Fatalf("a changed statement still hashes to %s", got)
	}
}
