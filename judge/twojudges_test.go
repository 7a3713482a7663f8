//go:build linux

package judge

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The roles a test binary takes when TestCompilesOfTwoJudges starts it.
const (
	roleEnv    = "SLIDEJUDGE_TEST_JUDGE_ROLE"
	objectsEnv = "SLIDEJUDGE_TEST_OBJECTS"
	// holdingLine: judge A starts the compile it holds open.
	holdingLine = "holding a Go compile"
)

// TestCompilesOfTwoJudges (17.6): two judge processes on one temp dir and
// one cache dir. Judge A compiles Go (a real build through its session,
// held open); judge B compiles C that .incbins A's objects: those A got
// from the store and the one it built itself. B gets "file not found" for
// each while A's objects still exist, and .incbin of its own source works.
func TestCompilesOfTwoJudges(t *testing.T) {
	if os.Getenv(roleEnv) != "" {
		t.Skip("a role of this test, not the test")
	}
	e := compileEngine(t)
	fullSandbox(t, e)
	store := e.Config.GoCacheDir()

	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	a := exec.Command(self, "-test.run", "^TestJudgeRole$", "-test.v")
	a.Env = append(os.Environ(), roleEnv+"=go")
	stop, err := a.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	pipe, err := a.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	a.Stderr = a.Stdout
	if err := a.Start(); err != nil {
		t.Fatal(err)
	}
	// A says when its held compile starts; its output is kept for errors.
	holding, lines := make(chan struct{}), make(chan string, 1)
	go func() {
		var all strings.Builder
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			all.WriteString(sc.Text() + "\n")
			if sc.Text() == holdingLine {
				close(holding)
			}
		}
		lines <- all.String()
	}()
	aOut := func() string { return <-lines }
	aDone := make(chan error, 1)
	go func() { aDone <- a.Wait() }()
	defer func() {
		stop.Close() // A ends its compile and exits
		if err := <-aDone; err != nil {
			t.Errorf("judge A: %v\n%s", err, aOut())
		}
	}()

	// A's objects: in its per-compile dirs, those the store has too (got)
	// and one the store has not (its own build of the submission).
	select {
	case <-holding:
	case err := <-aDone:
		aDone <- err
		t.Fatalf("judge A ended before its held compile: %v", err)
	}
	var got, own string
	deadline := time.Now().Add(3 * time.Minute)
	for own == "" || got == "" {
		if time.Now().After(deadline) {
			t.Fatal("judge A made no objects in 3 minutes")
		}
		select {
		case err := <-aDone:
			aDone <- err
			t.Fatalf("judge A ended before its compile made objects: %v", err)
		case <-time.After(200 * time.Millisecond):
		}
		objs, _ := filepath.Glob(filepath.Join(workRootOf(a.Process.Pid), "work-*", "goobj-*", "*-d"))
		for _, o := range objs {
			name := filepath.Base(o)
			if _, err := os.Stat(filepath.Join(store, name[:2], name)); err == nil {
				got = o
			} else if own == "" {
				own = o
			}
		}
	}

	b := exec.Command(self, "-test.run", "^TestJudgeRole$", "-test.v")
	b.Env = append(os.Environ(), roleEnv+"=incbin", objectsEnv+"="+got+"\n"+own)
	out, err := b.CombinedOutput()
	if err != nil {
		t.Fatalf("judge B: %v\n%s", err, out)
	}
	for _, o := range []string{got, own} {
		if _, err := os.Stat(o); err != nil {
			t.Fatalf("A's object %s went before B was done (%v): the check did not hold", o, err)
		}
	}
	results := map[string]string{}
	for line := range strings.Lines(string(out)) {
		if path, res, ok := strings.Cut(strings.TrimSpace(line), ": .incbin: "); ok {
			results[path] = res
		}
	}
	if r := results["incbin.c"]; r != "ok" {
		t.Errorf(".incbin of B's own source: %q, want ok\n%s", r, out)
	}
	for _, o := range []string{got, own} {
		if r := results[o]; !strings.Contains(r, "file not found") {
			t.Errorf(".incbin of A's object %s: %q, want file not found\n%s", o, r, out)
		}
	}
	t.Logf("A (pid %d) held %s (from the store) and %s (its own); B: %v", a.Process.Pid, filepath.Base(got), filepath.Base(own), results)
}

// TestJudgeRole is one of the judges of TestCompilesOfTwoJudges, run as a
// process of its own.
func TestJudgeRole(t *testing.T) {
	switch os.Getenv(roleEnv) {
	case "go":
		goJudge(t)
	case "incbin":
		incbinJudge(t)
	default:
		t.Skip("run by TestCompilesOfTwoJudges")
	}
}

// goJudge compiles a Go source with a compiler that builds through the
// session and then holds the compile open until stdin closes.
func goJudge(t *testing.T) {
	e := compileEngine(t)
	lang := goLang(t, e)
	// A plain compile first: the store is checked and warmed with the
	// language's own command, as at a judge's first Go compile.
	first := fmt.Sprintf("%s// first %d\n", goSource, time.Now().UnixNano())
	if _, err := e.Compile(t.Context(), "first.go", []byte(first), lang); err != nil {
		t.Fatal(err)
	}
	script, err := os.ReadFile(filepath.Join("testdata", "hostile", "go-hold.sh"))
	if err != nil {
		t.Fatal(err)
	}
	lang.Compile = []string{"sh", "-c", string(script), "sh", "{src}", "{bin}"}
	ctx, cancel := context.WithCancel(t.Context())
	go func() {
		io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	fmt.Println(holdingLine)
	src := fmt.Sprintf("%s// held %d\n", goSource, time.Now().UnixNano()) // compiled, never a kept build
	_, err = e.Compile(ctx, "held.go", []byte(src), lang)
	if ctx.Err() == nil {
		t.Fatalf("the compile ended by itself: %v", err)
	}
}

// incbinJudge compiles C that .incbins its own source, then each path in
// objectsEnv, and prints what became of each.
func incbinJudge(t *testing.T) {
	e := compileEngine(t)
	c, err := e.Config.LanguageFor("a.c", "")
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := os.ReadFile(filepath.Join("testdata", "hostile", "incbin.c"))
	if err != nil {
		t.Fatal(err)
	}
	paths := append([]string{"incbin.c"}, strings.Split(os.Getenv(objectsEnv), "\n")...)
	for i, path := range paths {
		src := strings.Replace(string(tmpl), "OBJECT", path, 1) + "// " + strconv.FormatInt(time.Now().UnixNano()+int64(i), 10) + "\n"
		res := "ok"
		_, err := e.Compile(t.Context(), "incbin.c", []byte(src), c)
		var ce *CompileError
		switch {
		case errors.As(err, &ce):
			res = firstLine(lastLines(ce.Log))
			sc := bufio.NewScanner(strings.NewReader(ce.Log))
			for sc.Scan() {
				if strings.Contains(sc.Text(), "error") {
					res = sc.Text()
					break
				}
			}
		case err != nil:
			t.Fatalf("%s: %v", path, err)
		}
		fmt.Printf("%s: .incbin: %s\n", path, res)
	}
}

// workRootOf is the work-dir root in $TMPDIR that process pid holds open
// (its lock), or "" before it has one.
func workRootOf(pid int) string {
	fds, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	for _, f := range fds {
		l, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", pid, f.Name()))
		if err == nil && filepath.Dir(l) == os.TempDir() && strings.HasPrefix(filepath.Base(l), "slidejudge-") {
			return l
		}
	}
	return ""
}
