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
	work       string             // this process's scratch space, removed by Close
	goCache    goCache            // the shared Go build cache, opened and warmed at the first Go compile
	references sync.Map           // problem id → *Program, each reference built once
	settle     sync.Once          // placement and running, once the sandbox's probe is done (settled)
	running    *sandbox.Turns     // one per worker: programs running at once
	placement  *sandbox.Placement // taken by New, kept where runs keep their cores
	inFlight   int                // tests a judging keeps in flight
	slots      chan *slot         // one per test in flight: runs being set up, run or cleaned up
	tests      sync.Map           // *problems.Problem → *testsOnce
	rerun      sync.Mutex         // one starved run at a time collects the running slots
	// Admission: until starving (Unix ns) every run starts alone, since the
	// machine kept a run waiting past its wall limit (starvedBy says how).
	starving  atomic.Int64
	starvedBy atomic.Pointer[string]
	inputs    atomic.Uint64 // names the inputs Run writes
	closeOnce sync.Once
	closeErr  error
}

// New makes an engine; Close removes its scratch space.
func New(cfg *Config, pack *problems.Pack) (*Engine, error) {
	// Below one worker per core, each running program gets a core of its
	// own and the judge keeps to the rest, before any server starts (they
	// inherit it).
	var place *sandbox.Placement
	if cfg.OwnCores {
		place = sandbox.Place(cfg.Workers)
	}
	// The pack on disk and the cache are out of every program's sight,
	// wherever they are installed.
	ifl := inFlight(cfg.Workers, sandbox.UsableCores().N)
	// A server for each test in flight, started beside the sandbox's
	// probe: none starts while programs run.
	opts := []sandbox.Option{sandbox.Servers(ifl), sandbox.Hidden(cfg.CacheDir), sandbox.Toolchains(cfg.Path, cfg.Commands()...)}
	if pack != nil && pack.Dir != "" {
		opts = append(opts, sandbox.Hidden(pack.Dir))
	}
	if cfg.Sandbox != "auto" {
		opts = append(opts, sandbox.WithLevel(cfg.Sandbox))
	}
	sb, err := sandbox.New(opts...)
	if err != nil {
		place.Close()
		return nil, err
	}
	sandbox.SweepWorkDirs() // what judges killed before their clean-up left
	// Nothing here waits for the probe: the caller reads its problem's
	// tests meanwhile (settled).
	e := &Engine{Config: cfg, Sandbox: sb, Pack: pack, placement: place, inFlight: ifl}
	e.slots = newSlots(e.inFlight)
	if e.work, err = sandbox.WorkDir("work"); err != nil {
		e.Close()
		return nil, fmt.Errorf("scratch space: %w", err)
	}
	// Programs run as another user: they must reach their own dirs inside.
	if err := os.Chmod(e.work, 0o711); err != nil {
		e.Close()
		return nil, err
	}
	if err := os.MkdirAll(cfg.CacheDir, 0o755); err != nil {
		e.Close()
		return nil, fmt.Errorf("cache dir (set cache_dir in judge.yaml or JUDGE_CACHE_DIR): %w", err)
	}
	return e, nil
}

// Close stops the sandbox's servers, gives back the programs' cores and
// removes the engine's scratch space; once, however often it is called.
func (e *Engine) Close() error {
	e.closeOnce.Do(func() {
		e.settled()
		e.Sandbox.Close()
		e.placement.Close()
		if e.work != "" {
			e.closeErr = sandbox.RemoveWorkDir(e.work)
		}
	})
	return e.closeErr
}

// Placed are the cores this engine keeps its running programs on, one
// each (none: the kernel places them, as when there are no more cores
// than workers).
func (e *Engine) Placed() []int {
	e.settled()
	return e.placement.Cores()
}

// settled finishes, once the sandbox's probe is done, what New began: the
// cores New took for programs are kept only where runs keep their
// programs on them (servers); elsewhere those programs would share the
// judge's cores, which are given back.
func (e *Engine) settled() {
	e.settle.Do(func() {
		if !e.Sandbox.KeepsCores() {
			e.placement.Close()
			e.placement = nil
		}
		e.running = sandbox.NewTurns(e.Config.Workers, e.placement.Cores())
	})
}

// turns are the engine's running slots (Turns), once settled.
func (e *Engine) turns() *sandbox.Turns {
	e.settled()
	return e.running
}

// KeepAwake is to be held while the engine runs programs one after
// another (a judging, a stress test, an audit): the judge then mostly
// waits for them, and its Go runtime's monitor is kept from starting over
// at its shortest pace after every wait (sandbox/awake.go), which would
// take the CPU from the programs it shares the cores with. Programs kept
// on cores of their own (Placed) share nothing with the judge's threads:
// nothing is kept then (on two cores at --workers 1 it cost 5 % of the
// wall time, BENCHMARKS.md, eleventh round). Release once.
func (e *Engine) KeepAwake() (release func()) {
	if len(e.Placed()) > 0 {
		return func() {}
	}
	return sandbox.KeepAwake()
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

// inFlight is how many tests a judging keeps in flight for workers
// programs running at once on a machine where the judge may use cores.
// Where cores are left over, each running program's next run is set up
// ahead on a server of its own (on the judge's cores), and one more, so
// that a server still ending its last run (its reply, its mounts) is
// not the next one's turn: at --workers 1 on
// eight's 339 tests of a program that prints one word, the one more cut
// the median wall time by 3-4 % (30 alternating rounds: 469.9 -> 454.4
// ms); two more did no better. Where the programs take every core (the
// default workers), a run set up ahead only competes with the running
// ones for the CPU, and each server's Go runtime wakes every 10 ms: one
// more than the workers then (BENCHMARKS.md, eleventh round: with the
// judge kept awake, 0.90 of the time with five in flight, two cores, in
// the emulated guest).
func inFlight(workers, cores int) int {
	return workers + min(workers, max(0, cores-workers)) + 1
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
	if e.Sandbox.LeavesDirAlone() {
		return sl.dir, nil // each run wrote to a tmpfs of its own, gone with it
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

// maxReruns bounds how often a starved run is run again.
const maxReruns = 2

// HoldFor is how long after a run the machine kept waiting past its wall
// limit every run starts alone: fewer runs at once while the machine is
// starved, bounded.
const HoldFor = 30 * time.Second

// run runs prog with stdin from the file in, in an empty work dir, and
// judges how it ran, not what it printed: a report whose AC means "ran
// cleanly, ask the checker", and what the sandbox saw (the program's
// output in its Stdout). A run the machine starved of CPU is run again,
// alone among this engine's programs, up to maxReruns times; while the
// machine starves runs (see HoldFor) every run starts alone.
func (e *Engine) run(ctx context.Context, prog *Program, in string, lim Limits) (TestReport, sandbox.Result, error) {
	var r TestReport
	var res sandbox.Result
	var err error
	once := func() error {
		res, err = e.runOnce(ctx, prog, in, lim)
		return err
	}
	if r.Held = e.held(); r.Held != "" {
		err = e.alone(ctx, once)
	} else {
		err = once()
	}
	e.admit(res, err, lim)
	for err == nil && res.Starved && r.Reruns < maxReruns {
		if r.RerunWhy == "" {
			r.RerunWhy = "the first run was starved, " + waitedText(res.Waited)
		}
		err = e.alone(ctx, once)
		r.Reruns++
		r.Held = "" // a re-run is alone by its own rule
		e.admit(res, err, lim)
	}
	if err != nil {
		return TestReport{}, sandbox.Result{}, err
	}
	r.TimeMS, r.WallMS, r.MemoryKB = res.CPUTime.Milliseconds(), res.WallTime.Milliseconds(), res.Memory>>10
	r.cpu, r.wall = res.CPUTime, res.WallTime
	r.Extended = extendedWhy(res, lim)
	r.Verdict, r.Message = runVerdict(res, prog.Memory, r.Reruns, lim)
	return r, res, nil
}

// admit holds runs back for HoldFor when the machine and the judge took
// more than the wall limit from run res (its limit at least doubled).
func (e *Engine) admit(res sandbox.Result, err error, lim Limits) {
	if err != nil || res.Waited == nil || lim.Wall <= 0 {
		return
	}
	w := res.Waited
	if took := w.Took(); res.Starved || took >= lim.Wall {
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
	var held []func()
	defer func() {
		for _, release := range held {
			release()
		}
	}()
	for len(held) < e.turns().Len()-1 {
		_, release, err := e.turns().Take(ctx)
		if err != nil {
			return err
		}
		held = append(held, release)
	}
	return f()
}

// runOnce runs prog once; standard error comes back cut to its first KiB.
func (e *Engine) runOnce(ctx context.Context, prog *Program, in string, lim Limits) (sandbox.Result, error) {
	args := expand(prog.Args, map[string]string{"{memory}": strconv.FormatInt(lim.Memory>>20, 10)})
	// Never more programs at once than workers, however many callers: a
	// program must not wait for a core, or its wall-clock time lies. The
	// sandbox holds a running slot only while the program runs; twice as
	// many work slots let the judge's work around runs overlap programs.
	var sl *slot
	select {
	case sl = <-e.slots:
	case <-ctx.Done():
		return sandbox.Result{}, ctx.Err()
	}
	defer func() { e.slots <- sl }()
	dir, err := e.enter(sl)
	if err != nil {
		return sandbox.Result{}, err
	}
	// Standard output and error come back through pipes: no file is made
	// for them, and the program cannot reach them by path.
	res, err := e.Sandbox.Run(ctx, sandbox.Config{
		Args: args, Env: []string{"PATH=" + e.Config.Path}, Dir: dir,
		ReadOnly: []string{prog.Dir},
		Stdin:    in, Capture: true,
		CPUTime: lim.CPU, WallTime: lim.Wall, Memory: lim.Memory + prog.Memory.Overhead, Output: lim.Output, Disk: lim.Disk,
		Processes: 64, Running: e.turns(),
	})
	if len(res.Stderr) > 1<<10 {
		res.Stderr = res.Stderr[:1<<10]
	}
	return res, err
}

// Run runs prog on input and judges how it ran, not what it printed: a
// report whose AC means "ran cleanly, ask the checker", and the program's
// output. stress, audit and the reference answers run programs through it.
func (e *Engine) Run(ctx context.Context, prog *Program, input []byte, lim Limits) (r TestReport, out []byte, err error) {
	err = e.withInput(input, func(in string) error {
		var res sandbox.Result
		r, res, err = e.run(ctx, prog, in, lim)
		out = res.Stdout
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

// runVerdict maps what the sandbox saw of a run of a program in a
// language with memory rule mem, re-run reruns times, to a verdict (AC
// meaning "ran cleanly, ask the checker") and a reason.
func runVerdict(res sandbox.Result, mem MemoryRule, reruns int, lim Limits) (verdict.Verdict, string) {
	switch res.Status {
	case sandbox.TimeLimit:
		if res.CPUTime >= lim.CPU {
			return verdict.TLE, fmt.Sprintf("CPU time over %v", lim.CPU)
		}
		if res.Starved {
			// Never the program's fault: the machine or the judge kept it
			// waiting (for a core, on I/O) past its own time.
			return verdict.JE, fmt.Sprintf("the machine kept the program waiting in %d runs: %s", reruns+1, waitedText(res.Waited))
		}
		if w := res.Waited; w != nil {
			// Its own idleness: the parts of the account add up to the wall.
			return verdict.TLE, fmt.Sprintf("idle for %.1f s: wall clock over %v (%s)", w.Idle().Seconds(), lim.Wall, w)
		}
		return verdict.TLE, fmt.Sprintf("wall clock over %v, CPU %.1f s", lim.Wall, res.CPUTime.Seconds())
	case sandbox.MemoryLimit:
		if mem.Overhead > 0 {
			return verdict.MLE, fmt.Sprintf("memory over %d MiB (%d MiB heap + %d MiB for the runtime)", (lim.Memory+mem.Overhead)>>20, lim.Memory>>20, mem.Overhead>>20)
		}
		return verdict.MLE, fmt.Sprintf("memory over %d MiB", lim.Memory>>20)
	case sandbox.OutputLimit:
		if res.DiskFull {
			disk := lim.Disk
			if disk <= 0 {
				disk = lim.Output
			}
			return verdict.OLE, fmt.Sprintf("files over %d MiB in the work dir (the disk limit)", disk>>20)
		}
		return verdict.OLE, fmt.Sprintf("output over %d MiB", lim.Output>>20)
	case sandbox.NotExecutable:
		return verdict.RE, "cannot run: " + firstLine(res.Error)
	case sandbox.Failed:
		return verdict.JE, "sandbox: " + firstLine(res.Error)
	}
	stderr := string(res.Stderr)
	if m := mem.Exhausted; m != "" && (res.Signal != "" || res.ExitCode != 0) && strings.Contains(stderr, m) {
		return verdict.MLE, fmt.Sprintf("heap over %d MiB (%s)", lim.Memory>>20, m)
	}
	if res.Signal != "" {
		return verdict.RE, "killed by signal " + res.Signal + stderrHint(stderr)
	}
	if res.ExitCode != 0 {
		return verdict.RE, fmt.Sprintf("exit code %d", res.ExitCode) + stderrHint(stderr)
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
func extendedWhy(res sandbox.Result, lim Limits) string {
	if res.Waited == nil || res.Status == sandbox.TimeLimit {
		return ""
	}
	return fmt.Sprintf("wall limit %v stretched to %.1f s: %s; %s", lim.Wall, res.WallTime.Seconds(), res.Waited.Machine(), res.Waited.OwnPart())
}
