//go:build linux

package judge

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// diskUse is the space the files under dir take (blocks, not sizes).
func diskUse(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil {
			if info, err := d.Info(); err == nil {
				n += info.Sys().(*syscall.Stat_t).Blocks * 512
			}
		}
		return nil
	})
	return n
}

// TestCompileOutputCap: javac writes one file per class, each far under the
// per-file limit (17.4: a 394 KB source wrote 2.9 GB). The compile's work
// dir holds compile.output MiB in all; past it the compile is CE "compile
// output over N MiB", the judge's dirs on the host's disk never hold the
// files (measured while it runs and after) and nothing is kept in builds/.
func TestCompileOutputCap(t *testing.T) {
	cfg, err := LoadConfig("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.CacheDir = t.TempDir() // its own, so that builds/ must stay empty
	e, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if os.Geteuid() != 0 || e.Sandbox.RootPaths() == nil {
		t.Skipf("needs root and the private root (level here: %s)", e.Sandbox.Level())
	}
	lang, err := cfg.LanguageFor("Main.java", "")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("testdata", "hostile", "Classes.java"))
	if err != nil {
		t.Fatal(err)
	}
	// 6000 classes: each class file takes a 4 KiB block, 23 MiB in all.
	var b strings.Builder
	b.Write(src)
	for i := range 6000 {
		b.WriteString("class C" + strconv.Itoa(i) + " {}\n")
	}
	var before, after syscall.Statfs_t
	if err := syscall.Statfs(os.TempDir(), &before); err != nil {
		t.Fatal(err)
	}
	var peak int64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			peak = max(peak, diskUse(e.work)+diskUse(cfg.CacheDir))
			select {
			case <-done:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	})
	_, err = e.Compile(t.Context(), "Classes.java", []byte(b.String()), lang)
	close(done)
	wg.Wait()
	if err := syscall.Statfs(os.TempDir(), &after); err != nil {
		t.Fatal(err)
	}
	var ce *CompileError
	if !errors.As(err, &ce) || !strings.HasPrefix(ce.Log, "compile output over 16 MiB\n") {
		t.Fatalf("%v, want CE: compile output over 16 MiB", err)
	}
	if peak > 2<<20 {
		t.Errorf("the judge's dirs on the host held %d KiB during the compile", peak>>10)
	}
	left := diskUse(e.work) + diskUse(cfg.CacheDir)
	if left > 1<<20 {
		t.Errorf("%d KiB left on the host after the compile", left>>10)
	}
	if ents, _ := os.ReadDir(cfg.BuildsDir()); len(ents) > 0 {
		t.Errorf("builds/ keeps %d entries after a failed compile", len(ents))
	}
	lost := (int64(before.Bavail) - int64(after.Bavail)) * int64(before.Bsize)
	if lost > 1<<30 {
		t.Errorf("the host's temp dir lost %d MiB", lost>>20)
	}
	t.Logf("source %d KB; on the host: peak %d KiB during, %d KiB after; temp fs free space change %d MiB; %s",
		b.Len()/1000, peak>>10, left>>10, -lost>>20, firstLine(lastLines(ce.Log)))
}

// bigImports imports standard packages outside the store's warm-up set:
// they are compiled in the compile's own work dir (91 MiB of files).
const bigImports = `package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"text/template"
)

func main() {
	b, _ := json.Marshal(http.StatusOK)
	fmt.Println(string(b), regexp.MustCompile("a+").MatchString("aa"), template.New("t") != nil)
}
`

// TestGoCompileOfBigImports: a Go submission whose imports the store does
// not hold compiles within the language's compile_disk, and runs.
func TestGoCompileOfBigImports(t *testing.T) {
	e := compileEngine(t)
	lang := goLang(t, e)
	src := fmt.Sprintf("%s// %d\n", bigImports, time.Now().UnixNano()) // compiled, not a kept build
	prog, err := e.Compile(t.Context(), "big.go", []byte(src), lang)
	if err != nil {
		t.Fatalf("compile (work dir %d MiB): %v", e.Config.compileDisk(lang), err)
	}
	_, x, err := e.run(t.Context(), prog, os.DevNull, Limits{CPU: time.Second, Wall: 10 * time.Second, Memory: 256 << 20, Output: 1 << 20})
	if err != nil || string(x.Stdout) != "200 true true\n" {
		t.Fatalf("the program printed %q (%v, %+v)", x.Stdout, err, x)
	}
}

// TestGoCompileReadsTheStore: a Go compile in the sandbox takes the
// standard packages it imports from the store, so one of a program that
// prints with fmt fits in a compile disk of 8 MiB: had it compiled them
// (the go command finding none of the store's objects where the session
// said they were, as when the paths it handed named the judge's dir and
// not the one the compile sees), their objects alone would be over it.
func TestGoCompileReadsTheStore(t *testing.T) {
	e := compileEngine(t)
	lang := goLang(t, e)
	lang.CompileDisk = 8
	src := fmt.Sprintf("package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"stored\") } // %d\n", time.Now().UnixNano())
	prog, err := e.Compile(t.Context(), "stored.go", []byte(src), lang)
	if err != nil {
		t.Fatalf("compile in %d MiB: %v", lang.CompileDisk, err)
	}
	_, x, err := e.run(t.Context(), prog, os.DevNull, Limits{CPU: time.Second, Wall: 10 * time.Second, Memory: 256 << 20, Output: 1 << 20})
	if err != nil || string(x.Stdout) != "stored\n" {
		t.Fatalf("the program printed %q (%v, %+v)", x.Stdout, err, x)
	}
}
