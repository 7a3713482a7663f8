package gocache

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/tmpdir"
)

// goEnv is the build settings of judge.yaml's Go language.
var goEnv = []string{"CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOFLAGS=", "GO111MODULE=off"}

// warmStore is the store of the CLI scripts' cache dir, kept between test
// runs: warming takes a while, and once per machine is enough.
func warmStore(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(tmpdir.Cache(), "go"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Warm("test", func() error {
		dir := t.TempDir()
		src := filepath.Join(dir, "warm.go")
		if err := os.WriteFile(src, []byte(WarmSource), 0o644); err != nil {
			return err
		}
		return goBuild(t, dir, src, append(goEnv, "GOCACHE="+s.Dir, "GOCACHEPROG="))
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func goBuild(t *testing.T, dir, src string, env []string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "prog"), src)
	cmd.Env = append(append(os.Environ(), "HOME="+dir), env...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Logf("go build: %s", out)
	}
	return err
}

func TestSessionServesGoBuild(t *testing.T) {
	s := warmStore(t)
	dir, private, fifos := t.TempDir(), t.TempDir(), t.TempDir()
	x, err := s.Start(private, fifos, 64<<20, 1<<30, false)
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "a.go")
	if err := os.WriteFile(src, []byte("package main\nimport \"fmt\"\nfunc main() { fmt.Println(42) }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// GOCACHE: an empty one made in advance, which the go command only opens.
	empty := t.TempDir()
	if err := MakeEmpty(empty); err != nil {
		t.Fatal(err)
	}
	before := listing(t, empty)
	env := append(goEnv, "GOCACHE="+empty, "GOCACHEPROG="+Relay)
	env = append(env, x.Env()...)
	if err := goBuild(t, dir, src, env); err != nil {
		t.Fatal(err)
	}
	if after := listing(t, empty); after != before {
		t.Errorf("the go command wrote into its GOCACHE:\n%s\nwas\n%s", after, before)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(filepath.Join(dir, "prog")).Output()
	if err != nil || strings.TrimSpace(string(out)) != "42" {
		t.Fatalf("built program: %q, %v", out, err)
	}
}

// BenchmarkBuild compares a Go build through a Session (the store read
// only, the build's own objects private) with the go command's own cache
// used directly, each on a fresh source, outside the sandbox.
func BenchmarkBuild(b *testing.B) {
	t := &testing.T{}
	s := warmStore(t)
	plain := b.TempDir() // the go command's own cache, warmed like the store
	warm := b.TempDir()
	src := filepath.Join(warm, "warm.go")
	if err := os.WriteFile(src, []byte(WarmSource), 0o644); err != nil {
		b.Fatal(err)
	}
	if err := goBuild(t, warm, src, append(goEnv, "GOCACHE="+plain)); err != nil {
		b.Fatal(err)
	}
	for _, mode := range []string{"session", "plain"} {
		b.Run(mode, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				dir := b.TempDir()
				src := filepath.Join(dir, "a.go")
				code := fmt.Sprintf("package main\nimport \"fmt\"\nfunc main() { fmt.Println(%d, %d) }\n", os.Getpid(), i)
				if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
					b.Fatal(err)
				}
				env := append(goEnv, "GOCACHE="+plain)
				var x *Session
				if mode == "session" {
					private, fifos := b.TempDir(), b.TempDir()
					var err error
					if x, err = s.Start(private, fifos, 64<<20, 1<<30, true); err != nil {
						b.Fatal(err)
					}
					env = append(append(goEnv, "GOCACHE="+filepath.Join(fifos, "gocache"), "GOCACHEPROG="+Relay), x.Env()...)
				}
				if err := goBuild(t, dir, src, env); err != nil {
					b.Fatal(err)
				}
				if x != nil {
					x.Close()
				}
			}
		})
	}
}

// TestOpenRepairs resets modes a compile (or anyone) changed and removes
// what the judge did not write.
func TestOpenRepairs(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root: a file of another uid is planted")
	}
	dir := filepath.Join(t.TempDir(), "go")
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(s.Dir, "ab")
	obj := filepath.Join(sub, "ab12-d")
	planted := filepath.Join(sub, "ab34-a")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(sub, 0o755))
	must(os.WriteFile(obj, []byte("object"), 0o644))
	must(os.WriteFile(planted, []byte("v1 planted"), 0o644))
	must(os.Chown(planted, 65534, 65534))
	must(os.Symlink("/etc/passwd", filepath.Join(sub, "ab56-d")))
	must(os.Chmod(obj, 0o666))
	must(os.Chmod(sub, 0))
	must(os.Chmod(s.Dir, 0))
	if _, err := Open(dir); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]os.FileMode{dir: 0o755, sub: 0o755, obj: 0o644} {
		st, err := os.Stat(path)
		if err != nil || st.Mode().Perm() != want {
			t.Errorf("%s: %v %v, want mode %v", path, st.Mode(), err, want)
		}
	}
	for _, gone := range []string{planted, filepath.Join(sub, "ab56-d")} {
		if _, err := os.Lstat(gone); err == nil {
			t.Errorf("%s kept: not the judge's", gone)
		}
	}
	// A store that is not the judge's own is refused, not repaired.
	must(os.Chown(dir, 65534, 65534))
	if _, err := Open(dir); err == nil || !strings.Contains(err.Error(), "owned by uid 65534") {
		t.Errorf("foreign store: %v", err)
	}
}

// TestWarmOnce builds once while the stamp is fresh, again for a new key.
func TestWarmOnce(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	build := func() error { n++; return nil }
	for _, key := range []string{"a", "a", "b", "b"} {
		if _, err := s.Warm(key, build); err != nil {
			t.Fatal(err)
		}
	}
	if n != 2 {
		t.Errorf("%d builds for keys a, a, b, b; want 2", n)
	}
	if stamps, _ := filepath.Glob(filepath.Join(s.Dir, "warm-*")); len(stamps) != 2 {
		t.Errorf("stamps %v, want one per key", stamps)
	}
	// A stamp older than a day is due again.
	old := time.Now().Add(-25 * time.Hour)
	if err := os.Chtimes(filepath.Join(s.Dir, "warm-a"), old, old); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Warm("a", build); err != nil || n != 3 {
		t.Errorf("a day-old warm-up did not run again (%d builds, %v)", n, err)
	}
	fail := func() error { return fmt.Errorf("no compiler") }
	if _, err := s.Warm("c", fail); err == nil {
		t.Error("a failed warm-up was not reported")
	}
	if _, err := s.Warm("c", build); err != nil || n != 4 {
		t.Errorf("after a failure the warm-up did not run again (%d builds, %v)", n, err)
	}
}

// TestSessionProtocol drives a session as the go command would, with the
// bad requests a broken peer could send: each gets an error, none a file.
func TestSessionProtocol(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	private, fifos := t.TempDir(), t.TempDir()
	x, err := s.Start(private, fifos, 1<<10, 1<<10, false)
	if err != nil {
		t.Fatal(err)
	}
	req, err := os.OpenFile(filepath.Join(fifos, "req"), os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := os.Open(filepath.Join(fifos, "resp"))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(resp)
	var hello response
	if err := dec.Decode(&hello); err != nil || strings.Join(hello.KnownCommands, ",") != "get,put,close" {
		t.Fatalf("hello %+v, %v", hello, err)
	}
	ask := func(line string) response {
		t.Helper()
		if _, err := req.WriteString(line + "\n"); err != nil {
			t.Fatal(err)
		}
		var r response
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	body := []byte("compiled object")
	sum := sha256.Sum256(body)
	action := sha256.Sum256([]byte("action"))
	enc := func(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
	put := func(id int, out []byte, data []byte, size int) response {
		return ask(fmt.Sprintf(`{"ID":%d,"Command":"put","ActionID":"%s","OutputID":"%s","BodySize":%d}`+"\n"+`"%s"`,
			id, enc(action[:]), enc(out), size, enc(data)))
	}
	if r := ask(fmt.Sprintf(`{"ID":1,"Command":"get","ActionID":"%s"}`, enc(action[:]))); !r.Miss || r.ID != 1 {
		t.Errorf("get before put: %+v, want a miss", r)
	}
	if r := put(2, make([]byte, 32), body, len(body)); !strings.Contains(r.Err, "does not hash") {
		t.Errorf("put with a wrong output id: %+v", r)
	}
	if r := put(3, sum[:], body, len(body)+1); !strings.Contains(r.Err, "size") {
		t.Errorf("put with a wrong size: %+v", r)
	}
	big := make([]byte, 2<<10)
	bigSum := sha256.Sum256(big)
	if r := put(4, bigSum[:], big, len(big)); !strings.Contains(r.Err, "over") {
		t.Errorf("put over the limit: %+v", r)
	}
	if r := ask(`{"ID":5,"Command":"get","ActionID":"AAAA"}`); r.Err == "" {
		t.Errorf("get of a short action id: %+v", r)
	}
	r := put(6, sum[:], body, len(body))
	if r.Err != "" || filepath.Dir(r.DiskPath) != private {
		t.Fatalf("put: %+v, want a file in the private dir", r)
	}
	if data, err := os.ReadFile(r.DiskPath); err != nil || string(data) != string(body) {
		t.Errorf("put wrote %q, %v", data, err)
	}
	if st, err := os.Stat(r.DiskPath); err != nil || st.Mode().Perm() != 0o444 {
		t.Errorf("put's file mode %v, %v; want read only", st.Mode(), err)
	}
	if r := ask(fmt.Sprintf(`{"ID":7,"Command":"get","ActionID":"%s"}`, enc(action[:]))); r.Miss || r.Size != int64(len(body)) {
		t.Errorf("get after put: %+v", r)
	}
	// Each object fits, the two together are over the session's total.
	fill := make([]byte, 1<<10-len(body)+1)
	fillSum := sha256.Sum256(fill)
	if r := put(9, fillSum[:], fill, len(fill)); !strings.Contains(r.Err, "over its disk limit") {
		t.Errorf("put past the total: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(private, fmt.Sprintf("%x-d", fillSum))); err == nil {
		t.Error("the put past the total left its file")
	}
	if r := ask(`{"ID":8,"Command":"close"}`); r.ID != 8 || r.Err != "" {
		t.Errorf("close: %+v", r)
	}
	if err := x.Close(); err != nil {
		t.Errorf("session: %v", err)
	}
	// A new session of the same store does not see the first one's objects.
	y, err := s.Start(t.TempDir(), t.TempDir(), 1<<10, 1<<10, false)
	if err != nil {
		t.Fatal(err)
	}
	defer y.Close()
	if _, _, ok := s.lookup(action[:]); ok {
		t.Error("a compile's own object reached the store")
	}
}

// listing names every file under dir with its size and time.
func listing(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s %v %d %d\n", path, info.Mode(), info.Size(), info.ModTime().UnixNano())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}
