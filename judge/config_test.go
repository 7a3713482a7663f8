package judge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/verdict"
)

func TestLoadConfigDefaultsAndEnv(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("JUDGE_WORKERS", "3")
	t.Setenv("JUDGE_COMPILE_TIME_LIMIT", "7")
	c, err := LoadConfig("")
	if err != nil {
		t.Fatal(err)
	}
	if c.Workers != 3 || c.CompileTime() != 7*time.Second {
		t.Fatalf("workers %d, compile %v: environment not applied", c.Workers, c.CompileTime())
	}
	for _, want := range []struct{ file, lang string }{
		{"a.c", "c"}, {"a.cpp", "cpp"}, {"a.cc", "cpp"}, {"A.go", "go"}, {"x.py", "python3"}, {"Main.java", "java"},
	} {
		l, err := c.LanguageFor(want.file, "")
		if err != nil || l.ID != want.lang {
			t.Errorf("LanguageFor(%s) = %v, %v; want %s", want.file, l.ID, err, want.lang)
		}
	}
	if _, err := c.LanguageFor("a.rs", ""); err == nil || !strings.Contains(err.Error(), `unknown extension ".rs"`) {
		t.Errorf("a.rs: %v", err)
	}
	if _, err := c.LanguageFor("a.c", "cobol"); err == nil || !strings.Contains(err.Error(), `unknown language "cobol"`) {
		t.Errorf("cobol: %v", err)
	}
}

func TestLoadConfigErrors(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"broken.yaml":  "workers: [1, 2\n",
		"colour.yaml":  "color: sometimes\n",
		"workers.yaml": "workers: -1\n",
	} {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadConfig(file)
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line", name, err)
		}
	}
	if _, err := LoadConfig(filepath.Join(dir, "missing.yaml")); err == nil {
		t.Error("a missing config file is an error")
	}
}

func TestRunVerdict(t *testing.T) {
	t.Parallel()
	lim := Limits{CPU: time.Second, Wall: 3 * time.Second, Memory: 64 << 20, Output: 1 << 20}
	cases := []struct {
		res  sandbox.Result
		want verdict.Verdict
		msg  string
	}{
		{sandbox.Result{Status: sandbox.Exited}, verdict.AC, ""},
		{sandbox.Result{Status: sandbox.Exited, ExitCode: 3}, verdict.RE, "exit code 3"},
		{sandbox.Result{Status: sandbox.Exited, Signal: "SIGSEGV"}, verdict.RE, "SIGSEGV"},
		{sandbox.Result{Status: sandbox.TimeLimit, CPUTime: 2 * time.Second}, verdict.TLE, "CPU time"},
		{sandbox.Result{Status: sandbox.TimeLimit, CPUTime: time.Millisecond}, verdict.TLE, "wall clock over 3s, CPU 0.0 s"},
		{sandbox.Result{Status: sandbox.TimeLimit, CPUTime: 200 * time.Millisecond,
			Waited: &sandbox.Waiting{Source: "schedstat", Wall: 3 * time.Second, CPU: 200 * time.Millisecond, Running: 200 * time.Millisecond}}, verdict.TLE, "idle for 2.8 s: wall clock over 3s (wall 3.0 s: running 0.2 s, waiting for a core 0.0 s, idle 2.8 s; CPU 0.2 s (schedstat))"},
		{sandbox.Result{Status: sandbox.TimeLimit, CPUTime: 500 * time.Millisecond, Starved: true,
			Waited: &sandbox.Waiting{Source: "schedstat", Wall: 9 * time.Second, CPU: 500 * time.Millisecond, RunDelay: 8 * time.Second}}, verdict.JE, "waiting for a core 8.0 s"},
		{sandbox.Result{Status: sandbox.MemoryLimit}, verdict.MLE, "64 MiB"},
		{sandbox.Result{Status: sandbox.OutputLimit}, verdict.OLE, "1 MiB"},
		{sandbox.Result{Status: sandbox.OutputLimit, DiskFull: true}, verdict.OLE, "disk limit"},
		{sandbox.Result{Status: sandbox.Failed, Error: "no such program"}, verdict.JE, "no such program"},
	}
	for _, c := range cases {
		c.res.Stderr = []byte("Traceback\nValueError: x\n")
		v, msg := runVerdict(c.res, MemoryRule{}, 0, lim)
		if v != c.want || !strings.Contains(msg, c.msg) {
			t.Errorf("%+v: %s %q, want %s with %q", c.res, v, msg, c.want, c.msg)
		}
	}
	v, msg := runVerdict(sandbox.Result{Status: sandbox.Exited, ExitCode: 1, Stderr: []byte("Traceback\nValueError: x\n")}, MemoryRule{}, 0, lim)
	if v != verdict.RE || !strings.HasSuffix(msg, "ValueError: x") {
		t.Errorf("RE message %q should end with stderr's last line", msg)
	}
}

func TestSlackVerdict(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in       TestReport
		want     verdict.Verdict
		near     bool
		contains string
	}{
		{TestReport{Verdict: verdict.AC, TimeMS: 900}, verdict.AC, false, ""},
		{TestReport{Verdict: verdict.AC, TimeMS: 1200}, verdict.TLE, true, "AC within 1.5×"},
		{TestReport{Verdict: verdict.WA, TimeMS: 1400}, verdict.TLE, true, "WA within 1.5×"},
		{TestReport{Verdict: verdict.TLE, TimeMS: 1500, Message: "CPU time over 1.5s"}, verdict.TLE, false, "the run had 1.5×"},
		{TestReport{Verdict: verdict.OLE, TimeMS: 10}, verdict.OLE, false, ""},
	}
	for _, c := range cases {
		r := c.in
		slackVerdict(&r, time.Second, 1.5)
		if r.Verdict != c.want || r.NearLimit != c.near || !strings.Contains(r.Message, c.contains) {
			t.Errorf("%+v → %+v", c.in, r)
		}
	}
}

func TestLoadConfigStrict(t *testing.T) {
	t.Chdir(t.TempDir())
	for body, want := range map[string]string{
		"workrs: 2\n":                  `judge.yaml line 1: unknown key "workrs" (known: `,
		"workers: two\n":               `judge.yaml line 1: workers must be a whole number, not "two"`,
		"sandbox: none\n":              `judge.yaml: sandbox must be auto`,
		"compile:\n  memory: lots\n":   `judge.yaml line 2: compile.memory must be a whole number, not "lots"`,
		"languages:\n  - idd: c\n":     `judge.yaml line 2: unknown key "idd" in languages[1]`,
		"compile:\n  time_limit: -1\n": `judge.yaml: compile.time_limit must be positive, not -1`,
		"languages:\n  - id: java\n    extensions: [.java]\n    run: [java]\n    memory_overhead: -5\n": `judge.yaml: language java: memory_overhead must be 0 or more MiB, not -5`,
	} {
		if err := os.WriteFile("judge.yaml", []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadConfig("")
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: error %v, want %s…", body, err, want)
		}
	}
	os.Remove("judge.yaml")
	t.Setenv("JUDGE_SANDBOX", "bogus")
	if _, err := LoadConfig(""); err == nil || !strings.HasPrefix(err.Error(), `JUDGE_SANDBOX must be auto`) {
		t.Errorf("JUDGE_SANDBOX=bogus: %v", err)
	}
}
