package judge

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// loadEngine is an engine at the full sandbox level (skipped without it,
// failed in CI as root) with its own cache dir.
func loadEngine(t *testing.T) *Engine {
	t.Helper()
	cfg, err := LoadConfig("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.CacheDir = t.TempDir()
	e, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if e.Sandbox.Level() != "full" {
		if os.Getenv("CI") != "" && os.Geteuid() == 0 {
			t.Fatalf("sandbox level %q in CI as root", e.Sandbox.Level())
		}
		t.Skipf("needs the full sandbox; have %q", e.Sandbox.Level())
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	return e
}

// busy keeps every core busy with 2 × cores spinning processes until the
// test ends.
func busy(t *testing.T) {
	t.Helper()
	for range 2 * sandbox.UsableCores().N {
		cmd := exec.Command("sh", "-c", "while :; do :; done")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		})
	}
}

func compileC(t *testing.T, e *Engine, src string) *Program {
	t.Helper()
	lang, err := e.Config.LanguageFor("p.c", "")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := e.Compile(context.Background(), "p.c", []byte(src), lang)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// spinC burns 650 ms of its own CPU time, then answers: 65 % of a 1 s limit.
const spinC = `#include <stdio.h>
#include <time.h>
int main(void) {
	volatile unsigned long n = 0;
	while (clock() < CLOCKS_PER_SEC * 65 / 100) n++;
	puts("done");
	return 0;
}
`

// spinJava computes until the JVM as a whole has used 600 ms of CPU.
const spinJava = `import java.lang.management.ManagementFactory;
public class Main {
	public static void main(String[] args) {
		com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
		long n = 0;
		while (os.getProcessCpuTime() < 600_000_000L) for (int i = 0; i < 100000; i++) n += i ^ n;
		System.out.println(n == 42 ? "?" : "done");
	}
}
`

const sleepC = `#include <unistd.h>
int main(void) { sleep(30); return 0; }
`

// accepted wants AC. On a machine so busy that the program did not get its
// CPU time within 10× the wall limit and two re-runs (far beyond this
// test's own load) the verdict is JE, never the program's fault: that is
// logged, not failed. Any TLE fails.
func accepted(t *testing.T, what string, x *Execution, lim Limits) {
	t.Helper()
	v, why := RunVerdict(x, lim)
	switch {
	case v == AC && string(x.Stdout) == "done\n":
	case v == JE && x.Starved:
		t.Logf("%s: the machine is busier than this test's load: %s", what, why)
	default:
		t.Errorf("%s: %s %s (CPU %v, wall %v, re-runs %d), want AC", what, v, why, x.CPUTime, x.WallTime, x.Reruns)
	}
}

// Under load a program that uses 65 % of its CPU limit is accepted, and a
// sleeping one is still TLE for idling: the verdict follows the program's
// CPU time and its own waiting, not the machine's queue for a core.
func TestVerdictUnderLoad(t *testing.T) {
	e := loadEngine(t)
	spin, sleep := compileC(t, e, spinC), compileC(t, e, sleepC)
	in := t.TempDir() + "/in"
	if err := os.WriteFile(in, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	lim := Limits{CPU: time.Second, Wall: 3 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	busy(t)
	ctx := context.Background()
	x, err := e.Execute(ctx, spin, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("spin: CPU %v, wall %v, waited %+v, re-runs %d", x.CPUTime, x.WallTime, x.Waited, x.Reruns)
	accepted(t, "CPU-bound program at 65% of its limit under load", x, lim)
	if _, err := exec.LookPath("javac"); err == nil {
		// Many threads: the main one waits on the VM's, which wait for a core.
		lang, err := e.Config.LanguageFor("Main.java", "")
		if err != nil {
			t.Fatal(err)
		}
		java, err := e.Compile(ctx, "Main.java", []byte(spinJava), lang)
		if err != nil {
			t.Fatal(err)
		}
		x, err := e.Execute(ctx, java, in, lim)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("java: CPU %v, wall %v, waited %+v, re-runs %d", x.CPUTime, x.WallTime, x.Waited, x.Reruns)
		accepted(t, "Java program at 60% of its limit under load", x, lim)
	}
	x, err = e.Execute(ctx, sleep, in, lim)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("sleep: CPU %v, wall %v, waited %+v", x.CPUTime, x.WallTime, x.Waited)
	if v, why := RunVerdict(x, lim); v != TLE || !strings.Contains(why, "idle for") || x.Reruns != 0 {
		t.Errorf("sleeping program under load: %s %q, re-runs %d; want TLE for idling, not re-run", v, why, x.Reruns)
	}
}
