package sandbox

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// runDirect runs c's program as a plain child of the judge, with none of
// the isolation: no other user, no namespaces, cgroups, seccomp or
// Landlock. It is how programs run where Linux's mechanisms do not exist
// (level "none"). What holds: the wall-clock limit (the program is killed
// at it), the CPU limit (checked once it has ended) and the output limit
// (the judge copies the output and kills the program past it). Memory is
// neither limited nor measured, ReadOnly, ReadWrite and Disk are not
// enforced, and only the program itself is killed: a process it started
// lives on.
func runDirect(ctx context.Context, c Config) (Result, error) {
	if len(c.Args) == 0 {
		return Result{Status: Failed, Error: "no program"}, nil
	}
	if c.Dir == "" {
		return Result{}, errors.New("sandbox: no work dir")
	}
	dir, err := filepath.Abs(c.Dir)
	if err != nil {
		return Result{}, err
	}
	env := directEnv(c.Env, dir)
	prog, ok := lookPath(c.Args[0], env)
	if !ok {
		return Result{Status: Failed, Error: fmt.Sprintf("%s: command not found", c.Args[0])}, nil
	}
	run, cancel := context.WithCancel(ctx)
	defer cancel()
	cmd := exec.CommandContext(run, prog, c.Args[1:]...)
	cmd.Dir, cmd.Env, cmd.WaitDelay = dir, env, captureGrace
	var over, wallOut atomic.Bool
	out, errs, closeFiles, err := directFiles(cmd, c, func() { over.Store(true); cancel() })
	defer closeFiles()
	if err != nil {
		return Result{}, err
	}
	_, release, err := c.Running.Take(ctx) // a plain child: kept on no core
	if err != nil {
		return Result{}, err
	}
	defer release()
	wall := c.WallTime
	if wall == 0 && c.CPUTime > 0 {
		wall = WallFor(c.CPUTime)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		if errors.Is(err, fs.ErrPermission) || errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOEXEC) {
			return Result{Status: NotExecutable, Error: err.Error()}, nil
		}
		return Result{Status: Failed, Error: err.Error()}, nil
	}
	if wall > 0 {
		t := time.AfterFunc(wall, func() { wallOut.Store(true); cancel() })
		defer t.Stop()
	}
	_ = cmd.Wait() // what it did is in ProcessState
	release()
	r := directResult(c, cmd.ProcessState, time.Since(start), over.Load(), wallOut.Load())
	if c.Capture {
		r.Stdout, r.Stderr = out.buf, errs.buf
	}
	return r, ctx.Err()
}

// directFiles gives cmd its stdin and its output, captured or written to
// files, each bounded by the output limit (over is called past it). The
// captured output is in out and errs; done closes the files.
func directFiles(cmd *exec.Cmd, c Config, over func()) (out, errs *bounded, done func(), err error) {
	var files []*os.File
	done = func() {
		for _, f := range files {
			f.Close()
		}
	}
	if c.Stdin != "" {
		f, err := os.Open(c.Stdin)
		if err != nil {
			return nil, nil, done, fmt.Errorf("sandbox: %w", err)
		}
		files = append(files, f)
		cmd.Stdin = f
	}
	if c.Capture {
		total := new(atomic.Int64)
		out = &bounded{keep: -1, total: total, limit: c.Output, over: over}
		errs = &bounded{keep: stderrHead, total: total, limit: c.Output, over: over}
		cmd.Stdout, cmd.Stderr = out, errs
		return out, errs, done, nil
	}
	for _, o := range []struct {
		name string
		to   *io.Writer
	}{{c.Stdout, &cmd.Stdout}, {c.Stderr, &cmd.Stderr}} {
		if o.name == "" {
			continue // the null device
		}
		f, err := os.Create(o.name)
		if err != nil {
			return nil, nil, done, fmt.Errorf("sandbox: %w", err)
		}
		files = append(files, f)
		*o.to = &bounded{w: f, total: new(atomic.Int64), limit: c.Output, over: over}
	}
	return nil, nil, done, nil
}

// directResult says how a direct run ended: past the output limit (over),
// the wall limit (wallOut) or its CPU limit, or by itself.
func directResult(c Config, ps *os.ProcessState, wall time.Duration, over, wallOut bool) Result {
	r := Result{WallTime: wall, CPUTime: ps.UserTime() + ps.SystemTime()}
	switch {
	case over:
		r.Status = OutputLimit
	case wallOut || c.CPUTime > 0 && r.CPUTime > c.CPUTime:
		r.Status = TimeLimit
	default:
		r.Status, r.ExitCode = Exited, ps.ExitCode()
		if r.ExitCode < 0 { // killed by a signal: "signal: killed"
			r.Signal = strings.TrimPrefix(ps.String(), "signal: ")
		}
	}
	return r
}

// bounded passes a program's output on (to w, or into buf up to keep
// bytes, -1: all) until total passes limit, then calls over and fails.
type bounded struct {
	w     io.Writer
	buf   []byte
	keep  int
	total *atomic.Int64
	limit int64
	over  func()
}

func (b *bounded) Write(p []byte) (int, error) {
	if t := b.total.Add(int64(len(p))); b.limit > 0 && t > b.limit {
		b.over()
		return 0, errors.New("output limit")
	}
	if b.w != nil {
		return b.w.Write(p)
	}
	if b.keep < 0 || len(b.buf) < b.keep {
		n := len(p)
		if b.keep >= 0 {
			n = min(n, b.keep-len(b.buf))
		}
		b.buf = append(b.buf, p[:n]...)
	}
	return len(p), nil
}

// directEnv is env with PATH (the judge's), HOME and TMPDIR (the work dir)
// added where it has none.
func directEnv(env []string, dir string) []string {
	out := append([]string(nil), env...)
	for _, kv := range [][2]string{{"PATH", os.Getenv("PATH")}, {"HOME", dir}, {"TMPDIR", dir}} {
		if !hasVar(env, kv[0]) {
			out = append(out, kv[0]+"="+kv[1])
		}
	}
	return out
}

func hasVar(env []string, name string) bool {
	for _, e := range env {
		if strings.HasPrefix(e, name+"=") {
			return true
		}
	}
	return false
}

// lookPath finds name in env's PATH (a name with a separator as it is).
func lookPath(name string, env []string) (string, bool) {
	if strings.ContainsRune(name, '/') || strings.ContainsRune(name, filepath.Separator) {
		return name, true // a missing or odd file is NotExecutable at the start
	}
	path := ""
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "PATH="); ok {
			path = v
		}
	}
	for _, d := range filepath.SplitList(path) {
		if p, err := exec.LookPath(filepath.Join(d, name)); err == nil {
			return p, true
		}
	}
	return "", false
}
