package judge

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTrimBuilds keeps the most recently used builds within the limit.
func TestTrimBuilds(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	mk := func(name string, size int, used time.Time) {
		b := filepath.Join(dir, name)
		if err := os.MkdirAll(b, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(b, "prog"), []byte(strings.Repeat("x", size)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(b, ".ok"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(b, ".ok"), used, used); err != nil {
			t.Fatal(err)
		}
	}
	mk("a-oldest", 400, old)
	mk("b-middle", 400, old.Add(time.Minute))
	mk("c-newest", 400, old.Add(2*time.Minute))
	// A store whose judge died two hours ago, and one in progress.
	for name, age := range map[string]time.Duration{"dead.tmp1": 2 * time.Hour, "live.tmp2": 0} {
		if err := os.MkdirAll(filepath.Join(dir, name), 0o755); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(-age)
		if err := os.Chtimes(filepath.Join(dir, name), at, at); err != nil {
			t.Fatal(err)
		}
	}
	u, err := TrimBuilds(dir, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if u.Builds != 2 || u.Bytes != 800 {
		t.Errorf("usage %+v, want 2 builds, 800 bytes", u)
	}
	for name, want := range map[string]bool{"a-oldest": false, "b-middle": true, "c-newest": true, "dead.tmp1": false, "live.tmp2": true} {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != want {
			t.Errorf("%s kept: %v, want %v", name, err == nil, want)
		}
	}
	if u, err := TrimBuilds(dir, 0); err != nil || u.Builds != 0 || u.Bytes != 0 {
		t.Errorf("limit 0: %+v, %v; want nothing kept", u, err)
	}
}

// TestBuildsLRU: with room for three builds, a fourth evicts the least
// recently used one, not the oldest used again; limit 0 keeps none.
func TestBuildsLRU(t *testing.T) {
	e := compileEngine(t)
	e.Config.CacheDir = t.TempDir()
	e.Config.BuildsLimit = 1 // MiB
	lang, err := e.Config.LanguageFor("a.c", "")
	if err != nil {
		t.Fatal(err)
	}
	// Each program is about 300 KB (its initialised array).
	build := func(n int) string {
		src := fmt.Sprintf("char big[300000] = {%d};\nint main(void) { return big[0] - %d; }\n", n, n)
		p, err := e.Compile(t.Context(), "a.c", []byte(src), lang)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond) // distinct use times
		return p.Key
	}
	kept := func(key string) bool {
		_, err := os.Stat(filepath.Join(e.Config.BuildsDir(), key))
		return err == nil
	}
	a, b := build(1), build(2)
	build(1) // a is used again: b is now the least recently used
	c, d := build(3), build(4)
	if kept(b) || !kept(a) || !kept(c) || !kept(d) {
		t.Errorf("kept a %v, b %v, c %v, d %v; want b (least recently used) evicted, the others kept", kept(a), kept(b), kept(c), kept(d))
	}
	if u, err := TrimBuilds(e.Config.BuildsDir(), 1<<20); err != nil || u.Builds != 3 || u.Bytes > 1<<20 {
		t.Errorf("usage %+v, %v; want 3 builds within 1 MiB", u, err)
	}
	e.Config.BuildsLimit = 0
	if kept(build(5)) {
		t.Error("limit 0 kept a build")
	}
}
