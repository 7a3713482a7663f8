package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/slidejudge/slidejudge/judge/tmpdir"
)

func TestMain(m *testing.M) {
	testscript.Main(inTmpdir{m}, map[string]func(){
		"judge": func() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) },
	})
}

// inTmpdir runs the tests with a $TMPDIR of their own (the re-executed
// judge commands do not come here).
type inTmpdir struct{ m *testing.M }

func (t inTmpdir) Run() int { return tmpdir.Run(t.m) }

// TestScripts drives the real binary with the scripts in testdata/ at the
// repository's top.
func TestScripts(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	// Warm the sandboxed compilers' shared Go build cache once, so that
	// the scripts, which run in parallel, do not each build the standard
	// library at once on a fresh machine.
	cache := tmpdir.Cache() // kept between runs, shared with the judge package's tests
	t.Setenv("JUDGE_CACHE_DIR", cache)
	var out, errOut strings.Builder
	if code := run([]string{"gen", "eight", "--check"}, &out, &errOut); code != 0 {
		t.Fatalf("warm-up: judge gen eight --check: exit %d: %s%s", code, out.String(), errOut.String())
	}
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join(root, "testdata"),
		Setup: func(env *testscript.Env) error {
			// One cache for every script: builds and tests are reused.
			env.Setenv("JUDGE_CACHE_DIR", cache)
			env.Setenv("REPO", root)
			env.Setenv("NO_COLOR", "1")
			return nil
		},
		RequireUniqueNames: true,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// serverurl FILE waits for the URL `judge serve --url-file`
			// writes and sets $URL to it.
			"serverurl": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) != 1 {
					ts.Fatalf("usage: serverurl FILE")
				}
				for range 1200 {
					if b, err := os.ReadFile(ts.MkAbs(args[0])); err == nil && len(b) > 0 {
						ts.Setenv("URL", strings.TrimRight(string(b), "/"))
						return
					}
					time.Sleep(50 * time.Millisecond)
				}
				ts.Fatalf("%s: no URL after a minute", args[0])
			},
		},
	})
}
