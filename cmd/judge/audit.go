package main

import (
	"crypto/sha256"
	"encoding/hex"
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
	"github.com/slidejudge/slidejudge/problems"
)

// auditJSON is `judge audit --json`.
type auditJSON struct {
	*audit.Result
	Submission string         `json:"submission"`
	Language   string         `json:"language"`
	Verdict    judge.Verdict  `json:"verdict"` // AC: nothing wrong found; CE; else the smallest failure's
	Compile    string         `json:"compile,omitempty"`
	Summary    string         `json:"summary"`
	Rate       float64        `json:"failure_rate"`   // wrong of done
	Bound      *float64       `json:"upper_bound_95"` // drawn items only
	Stored     bool           `json:"stored"`         // read from the state file, nothing run
	Seconds    float64        `json:"seconds"`
	Cost       auditCostJSON  `json:"cost"`
	Estimate   *auditEstimate `json:"estimate,omitempty"`
}

type auditCostJSON struct {
	MSPerRun   float64 `json:"ms_per_run"`
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

func (a *app) auditCommand() *cobra.Command {
	var (
		sample, batch    int
		seed             int64
		lang, within     string
		restart, onlyEst bool
		asJSON           bool
	)
	cmd := &cobra.Command{
		Use:   "audit PROBLEM FILE",
		Short: "Run a program on every input of a problem (or a large sample) and count its wrong answers",
		Long: "Judge FILE on every input of PROBLEM: all 9! boards of eight and eight-multi, the\n" +
			"181,440 starts of eight-count, every board of side 1 to 3 of chino. The exact count\n" +
			"of wrong answers and the smallest failing inputs are printed; exit 1 when one is\n" +
			"wrong. The cost (runs × time per run, measured on the first runs) is printed first.\n" +
			"An interrupted audit (Ctrl-C) keeps its progress in the cache: the same command\n" +
			"goes on where it stopped, and once finished prints the stored result.\n\n" +
			"--sample N judges N inputs instead: drawn uniformly from a finite space, or, for\n" +
			"cube and mn-puzzle, the pack's tests and N inputs drawn by the generator; the 95 %\n" +
			"upper bound on the failure rate is printed (Clopper-Pearson, the rule of three).",
		Args: argsBetween(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if sample < 0 {
				return fmt.Errorf("--sample must be 1 or more, not %d", sample)
			}
			if batch < 0 {
				return fmt.Errorf("--batch must be 1 or more, not %d", batch)
			}
			p, err := a.problemAndSubmission(args[0], args[1])
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			space, err := a.auditSpace(cmd, p, within, sample, batch, seed)
			if err != nil {
				return err
			}
			src, err := readFile(args[1])
			if err != nil {
				return err
			}
			name := filepath.Base(args[1])
			out := auditJSON{Submission: name}
			if l, err := a.cfg.LanguageFor(args[1], lang); err == nil {
				out.Language = l.Name
			}
			prog, err := a.engine.Build(ctx, args[1], lang)
			var ce *judge.CompileError
			if errors.As(err, &ce) {
				if asJSON {
					out.Result, out.Verdict, out.Compile = &audit.Result{Problem: p.ID}, judge.CE, ce.Log
					writeJSON(a.stdout, out)
					return errRejected
				}
				fmt.Fprintf(a.stdout, "%s  compile error\n", judge.Paint(judge.CE, 3, a.colour()))
				for _, l := range strings.Split(strings.TrimRight(judge.PrintableBlock(ce.Log), "\n"), "\n") {
					fmt.Fprintf(a.stdout, "  %s\n", l)
				}
				return errRejected
			}
			if err != nil {
				return err
			}
			out.Language = prog.Language
			state := a.auditState(p, space, prog.Language, src)
			head := fmt.Sprintf("%s %s (%s)", p.ID, name, prog.Language)

			if stored, ok := audit.Stored(state, space); ok && stored.Complete && !restart {
				out.Stored = true
				return a.auditReport(head, out, stored, asJSON)
			}
			runner, err := audit.NewSandboxed(a.engine, p, prog)
			if err != nil {
				return err
			}
			defer runner.Close()
			if !asJSON {
				fmt.Fprintf(a.stdout, "%s: auditing %s, %d %s at once\n", head, auditWhat(space), a.cfg.Workers, plural(a.cfg.Workers, "run", "runs"))
			}
			opt := audit.Options{Workers: a.cfg.Workers, State: state, Restart: restart,
				Estimate: func(e audit.Estimate) bool {
					out.Estimate = &auditEstimate{Runs: e.Runs, Measured: e.Measured, MSPerRun: ms(e.PerRun), Seconds: e.Total.Seconds()}
					if !asJSON {
						fmt.Fprintf(a.stdout, "cost: %s %s × %s a run ≈ %s (measured on the first %d runs)\n",
							audit.Count(e.Runs), plural(e.Runs, "run", "runs"), audit.Duration(e.PerRun), audit.Duration(e.Total), e.Measured)
					}
					return !onlyEst
				}}
			if f, ok := a.stderr.(*os.File); ok && isatty.IsTerminal(f.Fd()) && !asJSON {
				last := time.Now()
				opt.Progress = func(done, total int) {
					if time.Since(last) > time.Second {
						last = time.Now()
						fmt.Fprintf(a.stderr, "\r%s of %s %s judged ", audit.Count(done), audit.Count(total), space.Noun)
					}
				}
			}
			if st, ok := audit.Stored(state, space); ok && !restart && !asJSON {
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
			if !res.Complete && onlyEst {
				if asJSON {
					out.Result = res
					return writeJSON(a.stdout, out)
				}
				return nil
			}
			return a.auditReport(head, out, res, asJSON)
		},
	}
	cmd.Flags().IntVar(&sample, "sample", 0, "judge N inputs drawn at random instead of every input")
	cmd.Flags().Int64Var(&seed, "seed", 1, "seed of the drawn inputs")
	cmd.Flags().StringVar(&within, "moves", "", "only the inputs D or LO-HI moves from the goal (finite problems)")
	cmd.Flags().IntVar(&batch, "batch", 0, "boards a run for problems that read many (eight-multi; default 1000)")
	cmd.Flags().StringVar(&lang, "lang", "", "language id (default: by extension)")
	cmd.Flags().BoolVar(&restart, "restart", false, "start over, forgetting a stored or interrupted audit")
	cmd.Flags().BoolVar(&onlyEst, "estimate", false, "measure the cost on the first runs, print it and stop")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
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

// auditState is the state file of an audit: in the cache, named by the
// problem and a hash of the program, the inputs and the limits.
func (a *app) auditState(p *problems.Problem, s *audit.Space, language string, src []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n%s\n%d %d %d\n", p.ID, s.Key, language, p.TimeLimit, p.Memory, p.Output)
	h.Write(src)
	return filepath.Join(a.cfg.CacheDir, "audits", p.ID+"-"+hex.EncodeToString(h.Sum(nil))[:24]+".json")
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
	out.Result, out.Summary, out.Verdict = res, res.Summary(), judge.AC
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
	out.Cost = auditCostJSON{MSPerRun: ms(c.PerRun), ProgramCPU: ms(c.ProgramCPU), Program: ms(c.Program), Judge: ms(c.Judge)}
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
			for _, v := range []judge.Verdict{judge.WA, judge.TLE, judge.MLE, judge.RE, judge.OLE, judge.JE} {
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
			fmt.Fprintf(a.stdout, "  %s: %s (%s)  %s  %s\n", what, auditInput(f), auditMoves(f), judge.Paint(f.Verdict, 0, a.colour()), judge.Printable(f.Message))
		}
		if res.Runs > 0 {
			fmt.Fprintf(a.stdout, "  cost: %s runs in %s, %s a run (program %s CPU, %s wall; judge %s a run on each of %d workers)\n",
				audit.Count(res.Runs), audit.Duration(res.Elapsed), audit.Duration(c.PerRun),
				audit.Duration(c.ProgramCPU), audit.Duration(c.Program), audit.Duration(c.Judge), res.Workers)
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

func auditMoves(f audit.Failure) string {
	switch f.Moves {
	case audit.Unsolvable:
		return "unsolvable"
	case audit.Unknown:
		return fmt.Sprintf("%s bytes", audit.Count(len(f.Input)))
	case 1:
		return "1 move"
	}
	return fmt.Sprintf("%d moves", f.Moves)
}
