//go:build linux

package judge

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fullSandbox skips a test that needs what CI has: root, so that compiles
// run as another uid, and Landlock.
func fullSandbox(t *testing.T, e *Engine) {
	t.Helper()
	if os.Geteuid() != 0 || e.Sandbox.Level() != "full" {
		t.Skipf("needs root and the full sandbox (level here: %s)", e.Sandbox.Level())
	}
}

// snapshot records every entry under dir: mode, owner, size and times.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		st := info.Sys().(*syscall.Stat_t)
		m[path] = fmt.Sprintf("%v uid %d size %d mtime %v", info.Mode(), st.Uid, info.Size(), info.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func goLang(t *testing.T, e *Engine) Language {
	t.Helper()
	lang, err := e.Config.LanguageFor("a.go", "")
	if err != nil {
		t.Fatal(err)
	}
	return lang
}

// TestCompileCannotTouchTheGoStore: a compile that gets the Go cache (here
// a compiler gone rogue: a script that builds through the session, then
// attacks everything it can name) changes nothing in the store, and the
// next Go compile builds and runs as before.
func TestCompileCannotTouchTheGoStore(t *testing.T) {
	e := compileEngine(t)
	fullSandbox(t, e)
	lang := goLang(t, e)
	first := fmt.Sprintf("%s// first %d\n", goSource, time.Now().UnixNano()) // not a kept build: compiled
	if _, err := e.Compile(t.Context(), "first.go", []byte(first), lang); err != nil {
		t.Fatal(err)
	}
	store := e.Config.GoCacheDir()
	before := snapshot(t, store)
	var disk map[string]string // the shared empty GOCACHE, made only without a private root
	if e.goCache.disk != "" {
		disk = snapshot(t, e.goCache.disk)
	}
	rogue := lang
	// The same language (warmed already); its compiler gone rogue.
	script := fmt.Sprintf(`go build -trimpath -o "$2" "$1" || exit 1
for f in %[1]s %[1]s/* %[1]s/*/* %[2]s/goobj-*/* "$GOCACHE" "$GOCACHE"/*; do
	chmod 000 "$f"; touch -d @0 "$f"; echo planted >> "$f"; rm -rf "$f"
done
touch %[1]s/planted %[1]s/00/planted "$GOCACHE/planted" %[2]s/goobj-planted
exit 0`, store, e.work)
	rogue.Compile = []string{"sh", "-c", script, "sh", "{src}", "{bin}"}
	src := fmt.Sprintf("%s// rogue %d\n", goSource, time.Now().UnixNano())
	if _, err := e.Compile(t.Context(), "rogue.go", []byte(src), rogue); err != nil {
		t.Fatalf("the rogue compile: %v", err)
	}
	after := snapshot(t, store)
	for path, was := range before {
		if now := after[path]; now != was {
			t.Errorf("%s: %s, was %s", path, now, was)
		}
	}
	for path := range after {
		if _, ok := before[path]; !ok {
			t.Errorf("%s: planted in the store", path)
		}
	}
	if disk != nil {
		for path, now := range snapshot(t, e.goCache.disk) {
			if disk[path] != now {
				t.Errorf("%s: %s, was %q (the shared empty GOCACHE)", path, now, disk[path])
			}
		}
	}
	if _, err := os.Stat(filepath.Join(e.work, "goobj-planted")); err == nil {
		t.Error("the compile wrote into the judge's scratch space")
	}
	// The second compile: built from the store, runs.
	src = fmt.Sprintf("%s// after %d\n", goSource, time.Now().UnixNano())
	prog, err := e.Compile(t.Context(), "after.go", []byte(src), lang)
	if err != nil {
		t.Fatalf("the Go compile after the rogue one: %v", err)
	}
	in := filepath.Join(t.TempDir(), "in")
	if err := os.WriteFile(in, []byte("3 1 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, x, err := e.run(t.Context(), prog, in, Limits{CPU: time.Second, Wall: 10 * time.Second, Memory: 256 << 20, Output: 1 << 20})
	if err != nil || string(x.Stdout) != "[1 2 3]\n" {
		t.Fatalf("the program printed %q (%v, %+v)", x.Stdout, err, x)
	}
}

// TestCCompileCannotReadGoCache: a C compile .incbins the store's objects,
// a Go compile's private objects and the shared GOCACHE; each is refused,
// while .incbin of its own source works.
func TestCCompileCannotReadGoCache(t *testing.T) {
	e := compileEngine(t)
	fullSandbox(t, e)
	lang := goLang(t, e)
	// A Go compile's session, open while the C compile runs.
	var tool toolRun
	sess, err := e.goSession(t.Context(), lang, map[string]string{}, &tool)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.end()
	private := tool.ro[len(tool.ro)-1]
	own := filepath.Join(private, strings.Repeat("ab", 32)+"-d")
	if err := os.WriteFile(own, []byte("another submission's object"), 0o444); err != nil {
		t.Fatal(err)
	}
	objs, _ := filepath.Glob(filepath.Join(e.Config.GoCacheDir(), "*", "*-d"))
	if len(objs) == 0 {
		t.Fatal("the store holds no object")
	}
	c, err := e.Config.LanguageFor("a.c", "")
	if err != nil {
		t.Fatal(err)
	}
	if c.usesGoCache() {
		t.Fatal("C gets the Go cache")
	}
	incbin := func(path string) error {
		src := fmt.Sprintf("__asm__(\".incbin \\\"%s\\\"\");\nint main(void) { return 0; }\n// %d\n", path, time.Now().UnixNano())
		_, err := e.Compile(t.Context(), "incbin.c", []byte(src), c)
		return err
	}
	if err := incbin("incbin.c"); err != nil {
		t.Fatalf(".incbin of its own source: %v", err)
	}
	paths := []string{objs[0], own}
	if e.goCache.disk != "" {
		paths = append(paths, filepath.Join(e.goCache.disk, "README"))
	}
	for _, path := range paths {
		err := incbin(path)
		var ce *CompileError
		if !errors.As(err, &ce) || !strings.Contains(ce.Log, "file not found") {
			t.Errorf(".incbin %s: %v, want a compile error: file not found", path, err)
		} else {
			t.Log(firstLine(lastLines(ce.Log)))
		}
	}
}
