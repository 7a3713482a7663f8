//go:build linux

package sandbox_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// A server keeps a read-only bind (a program's dir) from one run to the
// next only while the next run binds the same host dir: a run sees what a
// fresh bind would show, never a dir of an earlier run, and never writes
// into it. The work dir is the run's own wherever its mount point lives.
func TestKeptBinds(t *testing.T) {
	s := own(t)
	top := t.TempDir()
	dir := func(name, id string) string {
		d := filepath.Join(top, name)
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "id"), []byte(id+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return d
	}
	one, two, three := dir("one", "one"), dir("two", "two"), dir("three", "three")
	first, second := newBox(t), newBox(t)
	// Prints the ids it can read, whether it could write next to them, and
	// whether the other box's work dir is there.
	script := `for d in "$1" "$2"; do cat "$d/id" 2>/dev/null || echo "no $d"; done
touch "$1/x" 2>/dev/null && echo wrote
test -e "$3" && echo "other work dir seen"
touch made; ls`
	run := func(b box, ro, other string) string {
		t.Helper()
		r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", script, "sh", one, two, other}, ReadOnly: []string{ro}})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("%+v %q %s", r, out, b.stderr())
		}
		if n := sandbox.IdleServers(s); n != 1 {
			t.Fatalf("%d servers, want the one all runs share", n)
		}
		return out
	}
	if got := run(first, one, second.work); got != "one\nno "+two+"\nmade\n" {
		t.Fatalf("first run: %q", got)
	}
	// The same path, another dir: the run sees the new one, as a fresh
	// bind would.
	if err := os.Rename(one, filepath.Join(top, "old")); err != nil {
		t.Fatal(err)
	}
	dir("one", "one")
	if err := os.WriteFile(filepath.Join(one, "id"), []byte("new\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := run(first, one, second.work); got != "new\nno "+two+"\nmade\n" {
		t.Fatalf("after the dir was replaced: %q", got)
	}
	for i, step := range []struct {
		b          box
		ro, other  string
		want, what string
	}{
		{first, one, second.work, "new\nno " + two + "\nmade\n", "kept bind"},
		{second, one, first.work, "new\nno " + two + "\nmade\n", "kept bind, another work dir"},
		{second, three, first.work, "no " + one + "\nno " + two + "\nmade\n", "another bind"},
		{first, two, second.work, "no " + one + "\ntwo\nmade\n", "another bind, another work dir"},
	} {
		if got := run(step.b, step.ro, step.other); got != step.want {
			t.Fatalf("run %d (%s): %q, want %q", i, step.what, got, step.want)
		}
	}
	for _, b := range []box{first, second} {
		if _, err := os.Stat(filepath.Join(b.work, "made")); err == nil {
			t.Fatal("a work dir was the host's")
		}
	}
}

// A run's mounts, moved aside at its end until a thread of the server
// unmounts them, are out of the next run's reach: outside its root.
func TestEndedMountsUnreachable(t *testing.T) {
	s := own(t)
	b := newBox(t)
	for i, script := range []string{
		"echo secret > s; mkdir d; echo secret > d/s",
		"cat /ended/m/s /ended/m/d/s /.ended/m/s s; ls -a /ended /ended/m /.ended; grep -c ended /proc/self/mountinfo; true",
	} {
		r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", script}})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("run %d: %+v %q %s", i, r, out, b.stderr())
		}
		if strings.Contains(out, "secret") || strings.Contains(out, "d\n") {
			t.Fatalf("run %d reached the last run's files: %q", i, out)
		}
		if n := sandbox.IdleServers(s); n != 1 {
			t.Fatalf("%d servers, want the one both runs share", n)
		}
	}
	if strings.Count(b.stderr(), "No such file or directory") != 7 {
		t.Fatalf("want the ended mounts' dir out of sight: %q", b.stderr())
	}
}

// In a private root a run writes to a tmpfs of its own: whatever it makes,
// removes or chmods in its work dir, the host's dir is as it was, which is
// what lets the judge skip emptying a slot's dir between runs
// (LeavesDirAlone).
func TestLeavesDirAlone(t *testing.T) {
	s := own(t)
	if !s.LeavesDirAlone() {
		t.Fatalf("level %s: runs do not leave their dir alone", s.Level())
	}
	b := newBox(t)
	if err := os.WriteFile(filepath.Join(b.work, "seed"), []byte("seed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `mkdir -p sub/deeper && echo x >sub/deeper/f && echo y >new && chmod 700 . ; rm -f seed; ls -A | sort | tr '\n' ' '`
	for i := range 2 {
		r, out := b.run(t, s, sandbox.Config{Args: []string{"sh", "-c", script}})
		if r.Status != sandbox.Exited || r.ExitCode != 0 {
			t.Fatalf("run %d: %+v %q %s", i, r, out, b.stderr())
		}
		// Each run starts from the host's dir: the seed, nothing of the last run.
		if want := "new seed sub "; out != want && out != "new sub " {
			t.Fatalf("run %d saw %q, want %q", i, out, want)
		}
		ents, err := os.ReadDir(b.work)
		if err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(b.work)
		if err != nil {
			t.Fatal(err)
		}
		if len(ents) != 1 || ents[0].Name() != "seed" || st.Mode().Perm() != 0o755 {
			t.Fatalf("run %d changed the host's dir: %v, mode %v", i, ents, st.Mode().Perm())
		}
	}
}
