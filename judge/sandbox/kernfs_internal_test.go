//go:build linux

package sandbox

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ReadFile reads what os.ReadFile reads: a file of any size, an empty one,
// a /proc file whose size says 0; a missing file is an error naming it.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	big := bytes.Repeat([]byte("0123456789abcdef"), 300_000) // past a pipe's and a read's worth
	for name, data := range map[string][]byte{"empty": {}, "small": []byte("1 2 3\n"), "big": big} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := ReadFile(p)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("%s: %d bytes, %v; want %d bytes", name, len(got), err, len(data))
		}
	}
	got, err := ReadFile("/proc/self/status")
	if err != nil || !bytes.Contains(got, []byte("\nPid:")) || !bytes.HasSuffix(got, []byte("\n")) {
		t.Fatalf("/proc/self/status: %q, %v", got, err)
	}
	missing := filepath.Join(dir, "missing")
	if _, err := ReadFile(missing); !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), missing) {
		t.Fatalf("missing file: %v", err)
	}
}
