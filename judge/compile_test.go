package judge

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/slidejudge/slidejudge/judge/tmpdir"
)

// compileEngine is an engine whose cache dir is kept between test runs, so
// that the Go store is warmed once per machine, as in use.
func compileEngine(t testing.TB) *Engine {
	t.Helper()
	cfg, err := LoadConfig("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.CacheDir = tmpdir.Cache() // the CLI scripts' too
	e, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// goSource is a typical submission: it reads with bufio, sorts and prints.
const goSource = `package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var a []int
	for {
		var x int
		if _, err := fmt.Fscan(in, &x); err != nil {
			break
		}
		a = append(a, x)
	}
	sort.Ints(a)
	fmt.Println(a) // %d
}
`

// BenchmarkCompileGo measures a Go submission's compile with a warm
// standard library (a fresh source each time, so no build is reused).
func BenchmarkCompileGo(b *testing.B) {
	e := compileEngine(b)
	lang, err := e.Config.LanguageFor("a.go", "")
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	// A first compile, not timed: what a process does once (open the
	// store, check the warm-up) is not the compile's cost.
	warm := fmt.Sprintf("%s// warm %d\n", goSource, os.Getpid())
	if _, err := e.Compile(ctx, "warm.go", []byte(warm), lang); err != nil {
		b.Fatal(err)
	}
	for i := 0; b.Loop(); i++ {
		src := fmt.Sprintf("%s// %d %d\n", goSource, os.Getpid(), i)
		if _, err := e.Compile(ctx, "a.go", []byte(src), lang); err != nil {
			b.Fatal(err)
		}
	}
}
