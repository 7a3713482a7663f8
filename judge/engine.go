package judge

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Engine compiles and runs programs against the pack's problems.
type Engine struct {
	Config     *Config
	Sandbox    *sandbox.Sandbox
	Pack       *problems.Pack
	work       string        // this process's scratch space, removed by Close
	goCache    goCache       // the shared Go build cache, opened and warmed at the first Go compile
	references sync.Map      // problem id → *Program, each reference built once
	running    chan struct{} // one per worker: programs running at once
	slots      chan *slot    // two per worker: runs being set up, run or cleaned up
	tests      sync.Map      // *problems.Problem → *testsOnce
	rerun      sync.Mutex    // one starved run at a time collects the running slots
	// Admission: until starving (Unix ns) every run starts alone, since the
	// machine kept a run waiting past its wall limit (starvedBy says how).
	starving  atomic.Int64
	starvedBy atomic.Pointer[string]
	inputs    atomic.Uint64 // names the inputs Run writes
}

// New makes an engine; Close removes its scratch space.
func New(cfg *Config, pack *problems.Pack) (*Engine, error) {
	// The pack on disk and the cache are out of every program's sight,
	// wherever they are installed.
	opts := []sandbox.Option{sandbox.Servers(cfg.Workers), sandbox.Hidden(cfg.CacheDir), sandbox.Toolchains(cfg.Path, cfg.Commands()...)}
	if pack != nil && pack.Dir != "" {
		opts = append(opts, sandbox.Hidden(pack.Dir))
	}
	if cfg.Sandbox != "auto" {
		opts = append(opts, sandbox.WithLevel(cfg.Sandbox))
	}
	sb, err := sandbox.New(opts...)
	if err != nil {
		return nil, err
	}
	sandbox.SweepWorkDirs() // what judges killed before their clean-up left
	work, err := sandbox.WorkDir("work")
	if err != nil {
		return nil, fmt.Errorf("scratch space: %w", err)
	}
	// Programs run as another user: they must reach their own dirs inside.
	if err := os.Chmod(work, 0o711); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.CacheDir, 0o755); err != nil {
		return nil, fmt.Errorf("cache dir (set cache_dir in judge.yaml or JUDGE_CACHE_DIR): %w", err)
	}
	return &Engine{Config: cfg, Sandbox: sb, Pack: pack, work: work,
		running: make(chan struct{}, cfg.Workers), slots: newSlots(2 * cfg.Workers)}, nil
}

// Close stops the sandbox's servers and removes the engine's scratch space.
func (e *Engine) Close() error {
	e.Sandbox.Close()
	return sandbox.RemoveWorkDir(e.work)
}

// tempDir makes a fresh directory in the scratch space.
func (e *Engine) tempDir(prefix string) (string, error) {
	dir, err := os.MkdirTemp(e.work, prefix+"-")
	if err != nil {
		return "", err
	}
	return dir, os.Chmod(dir, 0o755)
}

// slot is one worker's place to run programs: its work dir is made once
// and emptied for every run, which on ext4 costs a fraction of making and
// removing a fresh one (inode allocation skips recently deleted inodes).
type slot struct {
	n   int
	dir string // "" until first used
}

func newSlots(n int) chan *slot {
	c := make(chan *slot, n)
	for i := range n {
		c <- &slot{n: i}
	}
	return c
}

// enter gives a slot's work dir, empty and with the mode a fresh one has.
func (e *Engine) enter(sl *slot) (string, error) {
	if sl.dir == "" {
		sl.dir = filepath.Join(e.work, "run-"+strconv.Itoa(sl.n))
		return sl.dir, os.Mkdir(sl.dir, 0o755)
	}
	ents, err := os.ReadDir(sl.dir)
	if err != nil {
		return "", err
	}
	// What the last program left: nothing of it reaches the next one.
	for _, d := range ents {
		if err := os.RemoveAll(filepath.Join(sl.dir, d.Name())); err != nil {
			return "", err
		}
	}
	return sl.dir, os.Chmod(sl.dir, 0o755)
}

// Limits bound one run of a program.
type Limits struct {
	CPU    time.Duration
	Wall   time.Duration
	Memory int64 // bytes
	Output int64 // bytes
	Disk   int64 // bytes the work dir holds (0: Output)
}

// TestLimits are the limits of p's tests with scale × its CPU time limit
// (1: as the problem says; more for verify's slack and the reference). The
// wall clock gets sandbox.WallFor the CPU limit, so only a program that
// waits is TLE by it.
func TestLimits(p *problems.Problem, scale float64) Limits {
	cpu := p.TimeLimit
	if scale != 1 {
		cpu = time.Duration(float64(cpu) * scale)
	}
	return Limits{CPU: cpu, Wall: sandbox.WallFor(cpu), Memory: p.Memory, Output: p.Output, Disk: p.Disk}
}

// Execution is one run of a program: what the sandbox saw, its output
// included.
type Execution struct {
	sandbox.Result        // Stdout holds standard output
	Stderr         string // the start of standard error
	// Reruns counts the runs before this one that the machine starved
	// (see Result.Starved); RerunWhy says what was measured on the first.
	Reruns   int
	RerunWhy string
	// Held says why the run was started alone, held back until no other
	// program of the engine ran (admission: the machine starved a run
	// shortly before); "" when it was not.
	Held   string
	memory MemoryRule // the program's language's rule, for RunVerdict
}

// maxReruns bounds how often a starved run is run again.
const maxReruns = 2

// HoldFor is how long after a run the machine kept waiting past its wall
// limit every run starts alone: fewer runs at once while the machine is
// starved, bounded.
const HoldFor = 30 * time.Second

// Execute runs prog with stdin from the file in, in an empty work dir. A
// run the machine starved of CPU is run again, alone among this engine's
// programs, up to maxReruns times; while the machine starves runs (see
// HoldFor) every run starts alone.
func (e *Engine) Execute(ctx context.Context, prog *Program, in string, lim Limits) (*Execution, error) {
	var x *Execution
	var err error
	if held := e.held(); held != "" {
		err = e.alone(ctx, func() error {
			x, err = e.execute(ctx, prog, in, lim)
			return err
		})
		if err == nil {
			x.Held = held
		}
	} else {
		x, err = e.execute(ctx, prog, in, lim)
	}
	e.admit(x, err, lim)
	for err == nil && x.Starved && x.Reruns < maxReruns {
		n, why := x.Reruns+1, x.RerunWhy
		if why == "" {
			why = "the first run was starved, " + waitedText(x.Waited)
		}
		err = e.alone(ctx, func() error {
			x, err = e.execute(ctx, prog, in, lim)
			return err
		})
		if err == nil {
			x.Reruns, x.RerunWhy = n, why
		}
		e.admit(x, err, lim)
	}
	return x, err
}

// admit holds runs back for HoldFor when the machine and the judge took
// more than the wall limit from run x (its limit at least doubled).
func (e *Engine) admit(x *Execution, err error, lim Limits) {
	if err != nil || x.Waited == nil || lim.Wall <= 0 {
		return
	}
	w := x.Waited
	if took := w.Start + w.RunDelay + w.Blocked; x.Starved || took >= lim.Wall {
		why := fmt.Sprintf("a run before it was kept waiting %.1f s past its %v wall limit (%s)", took.Seconds(), lim.Wall, w.Machine())
		e.starvedBy.Store(&why)
		e.starving.Store(time.Now().Add(HoldFor).UnixNano())
	}
}

// held says why a run now starts alone ("" when it need not).
func (e *Engine) held() string {
	if time.Now().UnixNano() >= e.starving.Load() {
		return ""
	}
	if why := e.starvedBy.Load(); why != nil {
		return *why
	}
	return ""
}

// alone runs f once no other program of this engine runs: it takes every
// running slot but the one f's run takes. One at a time, so that two
// re-runs never hold half the slots each.
func (e *Engine) alone(ctx context.Context, f func() error) error {
	e.rerun.Lock()
	defer e.rerun.Unlock()
	held := 0
	defer func() {
		for ; held > 0; held-- {
			<-e.running
		}
	}()
	for held < cap(e.running)-1 {
		select {
		case e.running <- struct{}{}:
			held++
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return f()
}

// execute runs prog once.
func (e *Engine) execute(ctx context.Context, prog *Program, in string, lim Limits) (*Execution, error) {
	args := expand(prog.Args, map[string]string{"{memory}": strconv.FormatInt(lim.Memory>>20, 10)})
	// Never more programs at once than workers, however many callers: a
	// program must not wait for a core, or its wall-clock time lies. The
	// sandbox holds a running slot only while the program runs; twice as
	// many work slots let the judge's work around runs overlap programs.
	var sl *slot
	select {
	case sl = <-e.slots:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { e.slots <- sl }()
	dir, err := e.enter(sl)
	if err != nil {
		return nil, err
	}
	// Standard output and error come back through pipes: no file is made
	// for them, and the program cannot reach them by path.
	res, err := e.Sandbox.Run(ctx, sandbox.Config{
		Args: args, Env: []string{"PATH=" + e.Config.Path}, Dir: dir,
		ReadOnly: []string{prog.Dir},
		Stdin:    in, Capture: true,
		CPUTime: lim.CPU, WallTime: lim.Wall, Memory: lim.Memory + prog.Memory.Overhead, Output: lim.Output, Disk: lim.Disk,
		Processes: 64, Running: e.running,
	})
	if err != nil {
		return nil, err
	}
	stderr := res.Stderr
	if len(stderr) > 1<<10 {
		stderr = stderr[:1<<10]
	}
	return &Execution{Result: res, Stderr: string(stderr), memory: prog.Memory}, nil
}

// Run runs prog on input and judges how it ran, not what it printed: a
// report whose AC means "ran cleanly, ask the checker", and the program's
// output. stress, audit and the reference answers run programs through it.
func (e *Engine) Run(ctx context.Context, prog *Program, input []byte, lim Limits) (r TestReport, out []byte, err error) {
	err = e.withInput(input, func(in string) error {
		r, out, err = e.runFile(ctx, prog, in, lim)
		return err
	})
	return r, out, err
}

// withInput calls f with a file in the engine's scratch space that holds
// input, removed after.
func (e *Engine) withInput(input []byte, f func(in string) error) error {
	in := filepath.Join(e.work, "input-"+strconv.FormatUint(e.inputs.Add(1), 10))
	if err := os.WriteFile(in, input, 0o644); err != nil {
		return err
	}
	defer os.Remove(in)
	return f(in)
}

// runFile runs prog with stdin from the file in and judges how it ran.
func (e *Engine) runFile(ctx context.Context, prog *Program, in string, lim Limits) (TestReport, []byte, error) {
	x, err := e.Execute(ctx, prog, in, lim)
	if err != nil {
		return TestReport{}, nil, err
	}
	r := TestReport{
		TimeMS: x.CPUTime.Milliseconds(), WallMS: x.WallTime.Milliseconds(), MemoryKB: x.Memory >> 10,
		Reruns: x.Reruns, RerunWhy: x.RerunWhy, Held: x.Held, Extended: extendedWhy(x, lim),
		cpu: x.CPUTime, wall: x.WallTime,
	}
	r.Verdict, r.Message = RunVerdict(x, lim)
	return r, x.Stdout, nil
}

// RunVerdict maps what the sandbox saw to a verdict (AC meaning "ran
// cleanly, ask the checker") and a reason.
func RunVerdict(x *Execution, lim Limits) (verdict.Verdict, string) {
	switch x.Status {
	case sandbox.TimeLimit:
		if x.CPUTime >= lim.CPU {
			return verdict.TLE, fmt.Sprintf("CPU time over %v", lim.CPU)
		}
		if x.Starved {
			// Never the program's fault: the machine or the judge kept it
			// waiting (for a core, on I/O) past its own time.
			return verdict.JE, fmt.Sprintf("the machine kept the program waiting in %d runs: %s", x.Reruns+1, waitedText(x.Waited))
		}
		if w := x.Waited; w != nil {
			// Its own idleness: the parts of the account add up to the wall.
			return verdict.TLE, fmt.Sprintf("idle for %.1f s: wall clock over %v (%s)", w.Idle().Seconds(), lim.Wall, w)
		}
		return verdict.TLE, fmt.Sprintf("wall clock over %v, CPU %.1f s", lim.Wall, x.CPUTime.Seconds())
	case sandbox.MemoryLimit:
		if x.memory.Overhead > 0 {
			return verdict.MLE, fmt.Sprintf("memory over %d MiB (%d MiB heap + %d MiB for the runtime)", (lim.Memory+x.memory.Overhead)>>20, lim.Memory>>20, x.memory.Overhead>>20)
		}
		return verdict.MLE, fmt.Sprintf("memory over %d MiB", lim.Memory>>20)
	case sandbox.OutputLimit:
		if x.DiskFull {
			disk := lim.Disk
			if disk <= 0 {
				disk = lim.Output
			}
			return verdict.OLE, fmt.Sprintf("files over %d MiB in the work dir (the disk limit)", disk>>20)
		}
		return verdict.OLE, fmt.Sprintf("output over %d MiB", lim.Output>>20)
	case sandbox.NotExecutable:
		return verdict.RE, "cannot run: " + firstLine(x.Error)
	case sandbox.Failed:
		return verdict.JE, "sandbox: " + firstLine(x.Error)
	}
	if m := x.memory.Exhausted; m != "" && (x.Signal != "" || x.ExitCode != 0) && strings.Contains(x.Stderr, m) {
		return verdict.MLE, fmt.Sprintf("heap over %d MiB (%s)", lim.Memory>>20, m)
	}
	if x.Signal != "" {
		return verdict.RE, "killed by signal " + x.Signal + stderrHint(x.Stderr)
	}
	if x.ExitCode != 0 {
		return verdict.RE, fmt.Sprintf("exit code %d", x.ExitCode) + stderrHint(x.Stderr)
	}
	return verdict.AC, ""
}

func stderrHint(s string) string {
	if l := firstLine(lastLines(s)); l != "" {
		return ": " + l
	}
	return ""
}

// lastLines keeps the end of a stderr excerpt, where errors usually are.
func lastLines(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == ' ') {
		s = s[:len(s)-1]
	}
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '\n' {
			return s[i+1:]
		}
	}
	return s
}

// waitedText says what the kernel measured of a run at its wall limit.
func waitedText(w *sandbox.Waiting) string {
	if w == nil {
		return "nothing measured"
	}
	return w.String()
}

// extendedWhy says why a run went past its wall limit and was not stopped
// there: the machine or the judge took that time ("" when it did not).
func extendedWhy(x *Execution, lim Limits) string {
	if x.Waited == nil || x.Status == sandbox.TimeLimit {
		return ""
	}
	return fmt.Sprintf("wall limit %v stretched to %.1f s: %s", lim.Wall, x.WallTime.Seconds(), x.Waited.Machine())
}
