package main

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/audit"
	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/serve"
	"github.com/slidejudge/slidejudge/verdict"
)

// auditJSON is `judge audit --json`.
type auditJSON struct {
	*audit.Result
	Submission string          `json:"submission"`
	Language   string          `json:"language"`
	Verdict    verdict.Verdict `json:"verdict"` // AC: nothing wrong found; CE; else the smallest failure's
	Compile    string          `json:"compile,omitempty"`
	Summary    string          `json:"summary"`
	Rate       float64         `json:"failure_rate"`   // wrong of done
	Bound      *float64        `json:"upper_bound_95"` // drawn items only
	Stored     bool            `json:"stored"`         // read from the state file, nothing run
	Seconds    float64         `json:"seconds"`
	Cost       auditCostJSON   `json:"cost"`
	Estimate   *auditEstimate  `json:"estimate,omitempty"`
}

type auditCostJSON struct {
	MSPerRun   float64 `json:"ms_per_run"`
	Worker     float64 `json:"worker_ms"`
	ProgramCPU float64 `json:"program_cpu_ms"`
	Program    float64 `json:"program_wall_ms"`
	Judge      float64 `json:"judge_ms"`
}

type auditEstimate struct {
	Runs     int     `json:"runs"`
	Measured int     `json:"measured"`
	MSPerRun float64 `json:"ms_per_run"`
	Seconds  float64 `json:"seconds"`
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// auditFlags are the flags of `judge audit`.
type auditFlags struct {
	sample, batch    int
	seed             int64
	lang, within     string
	restart, onlyEst bool
	asJSON           bool
	session, db      string
	mutant           string
	trust            bool
}

func (a *app) auditCommand() *cobra.Command {
	var f auditFlags
	cmd := &cobra.Command{
		Use:   "audit PROBLEM FILE",
		Short: "Run a program on every input of a problem (or a large sample) and count its wrong answers",
		Long: "Judge FILE on every input of PROBLEM: all 9! boards of eight and eight-multi, the\n" +
			"181,440 starts of eight-count, every board of side 1 to 3 of chino. The exact count\n" +
			"of wrong answers and the smallest failing inputs are printed; exit 1 when one is\n" +
			"wrong. The cost (runs × time per run, measured on the first runs) is printed first.\n" +
			"An interrupted audit (Ctrl-C) keeps its progress in the cache: the same command\n" +
			"goes on where it stopped, and once finished prints the stored result.\n\n" +
			"eight-multi reads many boards a run (--batch, 1000 by default): the same 9! boards\n" +
			"in 363 runs instead of 362,880. An eight program is audited as eight, a run a board.\n\n" +
			"--sample N judges N inputs instead: drawn uniformly from a finite space, or, for\n" +
			"cube and mn-puzzle, the pack's tests and N inputs drawn by the generator; the 95 %\n" +
			"upper bound on the failure rate is printed (Clopper-Pearson, the rule of three).\n\n" +
			"--mutant NAME (no FILE) audits a wrong program of the problem's zoo in-process:\n" +
			"the exact count the zoo's pool could not give (\"not shown wrong\").\n\n" +
			"--session NAME (no PROBLEM FILE) audits every accepted submission of an arena\n" +
			"session (database --db) on a finite problem; the arena shows the stored results on\n" +
			"the submissions' pages when it shares this judge's cache.",
		Args: func(cmd *cobra.Command, args []string) error {
			if f.session != "" {
				return argsBetween(0, 0)(cmd, args)
			}
			if f.mutant != "" {
				return argsBetween(1, 1)(cmd, args)
			}
			return argsBetween(2, 2)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.sample < 0 {
				return fmt.Errorf("--sample must be 1 or more, not %d", f.sample)
			}
			if f.batch < 0 {
				return fmt.Errorf("--batch must be 1 or more, not %d", f.batch)
			}
			if f.session != "" {
				return a.auditSession(cmd, f)
			}
			if f.mutant != "" {
				p, err := a.problem(args[0], true)
				if err != nil {
					return err
				}
				space, err := a.auditSpace(cmd, p, f.within, f.sample, f.batch, f.seed)
				if err != nil {
					return err
				}
				return a.auditMutant(cmd, p, space, f)
			}
			p, err := a.problemAndSubmission(args[0], args[1])
			if err != nil {
				return err
			}
			space, err := a.auditSpace(cmd, p, f.within, f.sample, f.batch, f.seed)
			if err != nil {
				return err
			}
			return a.auditFile(cmd, p, space, args[1], f)
		},
	}
	cmd.Flags().IntVar(&f.sample, "sample", 0, "judge N inputs drawn at random instead of every input")
	cmd.Flags().Int64Var(&f.seed, "seed", 1, "seed of the drawn inputs")
	cmd.Flags().StringVar(&f.within, "moves", "", "only the inputs D or LO-HI moves (chino: steps) from the goal (finite problems)")
	cmd.Flags().IntVar(&f.batch, "batch", 0, "boards a run for problems that read many (eight-multi; default 1000)")
	cmd.Flags().StringVar(&f.lang, "lang", "", "language id (default: by extension)")
	cmd.Flags().BoolVar(&f.restart, "restart", false, "start over, forgetting a stored or interrupted audit")
	cmd.Flags().BoolVar(&f.onlyEst, "estimate", false, "measure the cost on the first runs, print it and stop")
	cmd.Flags().BoolVar(&f.asJSON, "json", false, "print the result as JSON")
	cmd.Flags().StringVar(&f.session, "session", "", "audit every accepted submission of this arena session")
	cmd.Flags().StringVar(&f.db, "db", "", "the arena's database with --session (default: judge serve's)")
	cmd.Flags().BoolVar(&f.trust, "trust", false, "audit even where the sandbox runs programs as your own uid (judge not root)")
	cmd.Flags().StringVar(&f.mutant, "mutant", "", "audit this mutant of the problem's zoo, in-process, instead of a FILE")
	return cmd
}

// auditFile audits the program at file on space; errRejected when it
// answered an input wrong.
func (a *app) auditFile(cmd *cobra.Command, p *problems.Problem, space *audit.Space, file string, f auditFlags) error {
	ctx := cmd.Context()
	if why := a.engine.Sandbox.Untrusted(); why != "" && !f.trust {
		return fmt.Errorf("not audited: %s, so the program would act as you; run the judge as root, or pass --trust if you trust the program", why)
	}
	src, err := a.cfg.ReadSource(file, f.lang)
	if err != nil {
		return err
	}
	name := src.Name
	out := auditJSON{Submission: name, Language: src.Lang.Name}
	langID := src.Lang.ID
	if src.Executable {
		langID = "executable"
	}
	prog, err := a.engine.Build(ctx, src)
	var ce *judge.CompileError
	if errors.As(err, &ce) {
		if f.asJSON {
			out.Result, out.Verdict, out.Compile = &audit.Result{Problem: p.ID}, verdict.CE, ce.Log
			writeJSON(a.stdout, out)
			return errRejected
		}
		fmt.Fprintf(a.stdout, "%s  compile error\n", judge.Paint(verdict.CE, 3, a.colour()))
		for _, l := range strings.Split(strings.TrimRight(judge.PrintableBlock(ce.Log), "\n"), "\n") {
			fmt.Fprintf(a.stdout, "  %s\n", l)
		}
		return errRejected
	}
	if err != nil {
		return err
	}
	out.Language = prog.Language
	state := audit.StateFile(a.cfg.CacheDir, p, space, langID, src.Text)
	head := fmt.Sprintf("%s %s (%s)", p.ID, name, prog.Language)
	if stored, ok := audit.Stored(state, space); ok && stored.Complete && !f.restart {
		out.Stored = true
		return a.auditReport(head, out, stored, f.asJSON)
	}
	defer a.engine.KeepAwake()()
	return a.auditRun(cmd, space, audit.NewSandboxed(a.engine, p, prog), state, head, out, f)
}

// auditMutant audits a mutant of p's zoo, in-process.
func (a *app) auditMutant(cmd *cobra.Command, p *problems.Problem, space *audit.Space, f auditFlags) error {
	runner, err := audit.NewMutant(p, f.mutant)
	if err != nil {
		return err
	}
	out := auditJSON{Submission: "zoo:" + f.mutant, Language: "in-process"}
	state := audit.StateFile(a.cfg.CacheDir, p, space, "zoo", []byte(f.mutant))
	head := fmt.Sprintf("%s mutant %s (%s)", p.ID, f.mutant, runner.About())
	if stored, ok := audit.Stored(state, space); ok && stored.Complete && !f.restart {
		out.Stored = true
		return a.auditReport(head, out, stored, f.asJSON)
	}
	return a.auditRun(cmd, space, runner, state, head, out, f)
}

// auditRun runs an audit and prints what it found.
func (a *app) auditRun(cmd *cobra.Command, space *audit.Space, runner audit.Runner, state, head string, out auditJSON, f auditFlags) error {
	ctx := cmd.Context()
	if !f.asJSON {
		fmt.Fprintf(a.stdout, "%s: auditing %s, %d %s at once\n", head, auditWhat(space), a.cfg.Workers, plural(a.cfg.Workers, "run", "runs"))
	}
	opt := audit.Options{Workers: a.cfg.Workers, State: state, Restart: f.restart,
		Estimate: func(e audit.Estimate) bool {
			out.Estimate = &auditEstimate{Runs: e.Runs, Measured: e.Measured, MSPerRun: ms(e.PerRun), Seconds: e.Total.Seconds()}
			if !f.asJSON {
				fmt.Fprintf(a.stdout, "cost: %s %s × %s a run ≈ %s (measured on the first %d runs)\n",
					audit.Count(e.Runs), plural(e.Runs, "run", "runs"), audit.Duration(e.PerRun), audit.Duration(e.Total), e.Measured)
			}
			return !f.onlyEst
		}}
	if fd, ok := a.stderr.(*os.File); ok && isatty.IsTerminal(fd.Fd()) && !f.asJSON {
		last := time.Now()
		opt.Progress = func(done, total int) {
			if time.Since(last) > time.Second {
				last = time.Now()
				fmt.Fprintf(a.stderr, "\r%s of %s %s judged ", audit.Count(done), audit.Count(total), space.Noun)
			}
		}
	}
	if st, ok := audit.Stored(state, space); ok && !f.restart && !f.asJSON {
		fmt.Fprintf(a.stdout, "resuming: %s of %s %s judged before, %s wrong (--restart starts over)\n",
			audit.Count(st.Done), audit.Count(st.Size), space.Noun, audit.Count(st.Wrong))
	}
	res, err := audit.Run(ctx, space, runner, opt)
	if opt.Progress != nil {
		fmt.Fprint(a.stderr, "\r\033[K")
	}
	if err != nil {
		if res != nil && ctx.Err() != nil {
			fmt.Fprintf(a.stderr, "judge: audit stopped at %s of %s %s, %s wrong; the same command goes on from there\n",
				audit.Count(res.Done), audit.Count(res.Size), space.Noun, audit.Count(res.Wrong))
		}
		return err
	}
	if !res.Complete && f.onlyEst {
		if f.asJSON {
			out.Result = res
			return writeJSON(a.stdout, out)
		}
		return nil
	}
	if err := a.auditReport(head, out, res, f.asJSON); err != nil {
		return err
	}
	if res.JudgeErrors > 0 {
		return fmt.Errorf("%s %s could not be judged (%s); the same command tries them again",
			audit.Count(res.JudgeErrors), plural(res.JudgeErrors, "input", "inputs"), res.JudgeError)
	}
	return nil
}

// auditSpace is the inputs an audit of p runs on.
func (a *app) auditSpace(cmd *cobra.Command, p *problems.Problem, within string, sample, batch int, seed int64) (*audit.Space, error) {
	var space *audit.Space
	switch {
	case within != "":
		lo, hi, err := auditMovesFlag(within)
		if err != nil {
			return nil, err
		}
		whole, err := audit.Whole(p.ID)
		if err != nil {
			return nil, err
		}
		if space, err = audit.Within(whole, lo, hi); err != nil {
			return nil, err
		}
		if sample > 0 {
			space = audit.Sample(space, sample, seed)
		}
	case sample > 0 && audit.IsFinite(p.ID):
		whole, err := audit.Whole(p.ID)
		if err != nil {
			return nil, err
		}
		space = audit.Sample(whole, sample, seed)
	case sample > 0:
		tests, err := a.engine.Tests(cmd.Context(), p)
		if err != nil {
			return nil, err
		}
		if space, err = audit.Drawn(p, tests, sample, seed); err != nil {
			return nil, err
		}
	default:
		var err error
		if space, err = audit.Whole(p.ID); err != nil {
			return nil, err
		}
	}
	if batch > 0 {
		if space.Batch <= 1 {
			return nil, fmt.Errorf("--batch is for problems whose input holds many boards (eight-multi), not %s", p.ID)
		}
		space.Batch = batch
		space.Key += fmt.Sprintf(" batch %d", batch)
	}
	return space, nil
}

// auditMovesFlag reads --moves: D or LO-HI.
func auditMovesFlag(s string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || lo < 0 || hi < lo {
		return 0, 0, fmt.Errorf("--moves must be a distance or a range such as 28-31, not %q", s)
	}
	return lo, hi, nil
}

// auditWhat says what an audit runs on: "all 362,880 starts".
func auditWhat(s *audit.Space) string {
	switch s.Kind {
	case audit.KindAll:
		w := fmt.Sprintf("all %s %s", audit.Count(s.Size), s.Noun)
		if s.Within != "" {
			w += " " + s.Within
		}
		if s.Batch > 1 {
			w += fmt.Sprintf(", %s a run", audit.Count(s.Batch))
		}
		return w
	case audit.KindUniform:
		return fmt.Sprintf("%s %s drawn at random", audit.Count(s.Size), s.Noun)
	}
	return fmt.Sprintf("the pack's %d tests and %s inputs drawn by the generator", s.Size-s.Drawn, audit.Count(s.Drawn))
}

// auditReport prints the result; exit 1 when an input was answered wrong.
func (a *app) auditReport(head string, out auditJSON, res *audit.Result, asJSON bool) error {
	out.Result, out.Summary, out.Verdict = res, res.Summary(), verdict.AC
	if len(res.Smallest) > 0 {
		out.Verdict = res.Smallest[0].Verdict
	}
	if res.Done > 0 {
		out.Rate = float64(res.Wrong) / float64(res.Done)
	}
	if res.Kind != audit.KindAll && res.DrawnDone > 0 {
		b := res.UpperBound()
		out.Bound = &b
	}
	c := res.Cost()
	out.Seconds = res.Elapsed.Seconds()
	out.Cost = auditCostJSON{MSPerRun: ms(c.PerRun), Worker: ms(c.Worker), ProgramCPU: ms(c.ProgramCPU), Program: ms(c.Program), Judge: ms(c.Judge)}
	if asJSON {
		if err := writeJSON(a.stdout, out); err != nil {
			return err
		}
	} else {
		stored := ""
		if out.Stored {
			stored = " (stored: audited before; --restart runs it again)"
		}
		fmt.Fprintf(a.stdout, "%s: %s%s\n", head, res.Summary(), stored)
		if res.Wrong > 0 {
			var vs []string
			for _, v := range verdict.Rejections() {
				if n := res.Verdicts[v]; n > 0 {
					vs = append(vs, fmt.Sprintf("%s %s", v, audit.Count(n)))
				}
			}
			fmt.Fprintf(a.stdout, "  verdicts: %s\n", strings.Join(vs, ", "))
		}
		for k, f := range res.Smallest[:min(len(res.Smallest), 5)] {
			what := "smallest"
			if k > 0 {
				what = "then"
			}
			fmt.Fprintf(a.stdout, "  %s: %s (%s)  %s  %s\n", what, auditInput(f), auditMoves(f, res.Step), judge.Paint(f.Verdict, 0, a.colour()), judge.Printable(f.Message))
		}
		if res.Runs > 0 && res.Wall == 0 {
			fmt.Fprintf(a.stdout, "  cost: %s runs in %s, in-process\n", audit.Count(res.Runs), audit.Duration(res.Elapsed))
		} else if res.Runs > 0 {
			retried := ""
			if res.Retried > 0 {
				retried = fmt.Sprintf(" (%s tried again after a judge error)", audit.Count(res.Retried))
			}
			fmt.Fprintf(a.stdout, "  cost: %s runs%s in %s, %s a run with %d at once: a run holds a worker %s, the program %s of it (CPU %s), the judge %s\n",
				audit.Count(res.Runs), retried, audit.Duration(res.Elapsed), audit.Duration(c.PerRun), res.Workers,
				audit.Duration(c.Worker), audit.Duration(c.Program), audit.Duration(c.ProgramCPU), audit.Duration(c.Judge))
		}
	}
	if res.Wrong > 0 {
		return errRejected
	}
	return nil
}

// auditInput shows a failing input on one line: a board as it is, a pack
// test by its name, a long input by its start.
func auditInput(f audit.Failure) string {
	if f.Name != "" {
		return f.Name
	}
	s := strings.Join(strings.Fields(f.Input), " ")
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return judge.Printable(s)
}

func auditMoves(f audit.Failure, step string) string {
	switch f.Moves {
	case audit.Unsolvable:
		return "unsolvable"
	case audit.Unknown:
		return fmt.Sprintf("%s bytes", audit.Count(len(f.Input)))
	case 1:
		return "1 " + step
	}
	return fmt.Sprintf("%d %ss", f.Moves, step)
}

// auditSession audits every accepted submission of an arena session on a
// finite problem, one after the other (on every input, or on what --moves
// and --sample choose: the arena shows only audits of every input);
// errRejected when one was wrong.
func (a *app) auditSession(cmd *cobra.Command, f auditFlags) error {
	if err := a.withEngine(); err != nil {
		return err
	}
	if f.batch > 0 || f.asJSON || f.onlyEst {
		return errors.New("--session audits one submission after another: no --batch, --json or --estimate")
	}
	ctx := cmd.Context()
	db := cmp.Or(f.db, "slidejudge.db")
	if !strings.Contains(db, "://") {
		if _, err := os.Stat(db); err != nil {
			return fileError(db, err) // an SQLite file is made on open: a wrong name must not make one
		}
	}
	store, err := serve.OpenStore(ctx, db)
	if err != nil {
		return err
	}
	defer store.Close()
	subs, err := store.Accepted(ctx, f.session)
	if err != nil {
		return err
	}
	dir, err := sandbox.WorkDir("audit-session") // in the judge's locked root: swept if the judge is killed
	if err != nil {
		return err
	}
	defer sandbox.RemoveWorkDir(dir)
	audited, wrong := 0, 0
	for _, sub := range subs {
		if !audit.IsFinite(sub.Problem) {
			continue
		}
		p, err := a.pack.Load(sub.Problem)
		if err != nil {
			return err
		}
		space, err := a.auditSpace(cmd, p, f.within, f.sample, 0, f.seed)
		if err != nil {
			return err
		}
		file := filepath.Join(dir, strconv.FormatInt(sub.ID, 10), filepath.Base(sub.FileName))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file, []byte(sub.Source), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(a.stdout, "submission %d by %s:\n", sub.ID, sub.User)
		audited++
		switch err := a.auditFile(cmd, p, space, file, auditFlags{lang: sub.Language, restart: f.restart, trust: f.trust}); {
		case errors.Is(err, errRejected):
			wrong++
		case err != nil:
			return err
		}
	}
	fmt.Fprintf(a.stdout, "session %s: %d accepted %s on problems with finite inputs audited, %d wrong on some input\n",
		f.session, audited, plural(audited, "submission", "submissions"), wrong)
	if wrong > 0 {
		return errRejected
	}
	return nil
}
