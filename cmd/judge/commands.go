package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/show"
	"github.com/slidejudge/slidejudge/verdict"
	"github.com/slidejudge/slidejudge/zoo"
)

func (a *app) problemsCommand() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "problems",
		Short: "List the problems of the pack",
		Args:  argsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.setup(); err != nil {
				return err
			}
			rows, err := judge.ListProblems(a.pack)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(a.stdout, rows)
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "PROBLEM\tNAME\tTIME\tMEMORY\tCHECKER\tTESTS\tSOURCE")
			for _, r := range rows {
				fmt.Fprintf(tw, "%s\t%s\t%g s\t%d MiB\t%s\t%d\t%s\n", r.ID, r.Name, float64(r.TimeLimitMS)/1000, r.MemoryMB, r.Checker, r.Tests, r.Source)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func (a *app) checkCommand() *cobra.Command {
	var testlib, kattis bool
	cmd := &cobra.Command{
		Use:   "check PROBLEM INPUT OUTPUT [ANSWER]",
		Short: "Run the problem's checker alone (no ANSWER: the reference's)",
		Long: "Run the problem's checker on files. Exit 0 accepted, 1 wrong answer, 2 judge error\n" +
			"(an input the validator rejects, a failing reference, a bad jury answer).\n" +
			"With --testlib, testlib's convention: 0 OK, 1 WA, 3 FAIL (our checkers never\n" +
			"report a presentation error, 2: any layout they cannot read is WA).\n" +
			"With --kattis, the Kattis output validator interface:\n" +
			"  judge check --kattis PROBLEM INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT\n" +
			"exit 42 accepted, 43 rejected, the reason in FEEDBACK_DIR/judgemessage.txt.",
		Args: argsBetween(3, -1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if kattis && testlib {
				return errors.New("--kattis and --testlib exclude each other")
			}
			if !kattis && len(args) > 4 {
				return argsBetween(3, 4)(cmd, args)
			}
			if kattis && len(args) < 4 {
				return fmt.Errorf("--kattis takes PROBLEM INPUT ANSWER FEEDBACK_DIR, got %d %s", len(args), plural(len(args), "argument", "arguments"))
			}
			// A judge failure (bad input, a failing reference, a bad jury
			// answer) is testlib's FAIL, 3; else 2 like any error.
			fail := func(err error) error {
				if testlib {
					fmt.Fprintf(a.stderr, "judge: %s\n", err)
					return exitCode(3)
				}
				return err
			}
			p, err := a.problem(args[0], false)
			if err != nil {
				return fail(err)
			}
			chk := p // its checker, guarded against a panic
			input, err := readFile(args[1])
			if err != nil {
				return fail(err)
			}
			// The checkers and the reference trust their input: an input of
			// another problem must stop here, not reach them.
			if input, err = validInput(p, args[1], input); err != nil {
				return fail(err)
			}
			if kattis {
				return kattisCheck(chk, input, args[2], args[3], io.LimitReader(cmd.InOrStdin(), maxInput))
			}
			out, err := os.Open(args[2])
			if err != nil {
				return fail(fileError(args[2], err))
			}
			defer out.Close()
			if st, err := out.Stat(); err == nil && st.IsDir() {
				return fail(fmt.Errorf("%s: is a directory", args[2]))
			}
			var answer []byte
			if len(args) == 4 {
				if answer, err = readFile(args[3]); err != nil {
					return fail(err)
				}
			} else {
				if err := a.withEngine(); err != nil {
					return fail(err)
				}
				if _, answer, err = a.engine.OwnTest(cmd.Context(), p, filepath.Base(args[1]), input); err != nil {
					return fail(err)
				}
			}
			res := chk.Check(input, answer, io.LimitReader(out, maxInput))
			// The verdict is printed once, here; the exit code says the rest.
			fmt.Fprintf(a.stdout, "%s %s\n", res.Verdict, judge.Printable(res.Message))
			code := verdict.Of(res.Verdict).Exit
			if testlib {
				code = verdict.Of(res.Verdict).TestlibExit
			}
			if code == exitOK {
				return nil
			}
			return exitCode(code)
		},
	}
	cmd.Flags().BoolVar(&testlib, "testlib", false, "exit codes of testlib: 0 OK, 1 WA, 3 FAIL")
	cmd.Flags().BoolVar(&kattis, "kattis", false, "Kattis output validator: INPUT ANSWER FEEDBACK_DIR, output on stdin, exit 42/43")
	return cmd
}

func (a *app) solveCommand() *cobra.Command {
	var draw bool
	var pdb string
	cmd := &cobra.Command{
		Use:   "solve PROBLEM [FILE|-]",
		Short: "Print the reference solution's answer for an input (default: stdin)",
		Long: "Print the reference solution's answer for an input (default: stdin). Any whitespace\n" +
			"between tokens is accepted, as the statements allow. Where several answers are right\n" +
			"(eight's shortest paths), the reference prints one of them: yours may differ and be accepted.",
		Args: argsBetween(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := a.problem(args[0], true)
			if err != nil {
				return err
			}
			input, err := readInput(cmd, args[1:], "the board (an input of "+p.ID+")")
			if err != nil {
				return err
			}
			name := "standard input"
			if len(args) > 1 && args[1] != "-" {
				name = args[1]
			}
			if input, err = validInput(p, name, input); err != nil {
				return err
			}
			var answer []byte
			if pdb != "" {
				answer, err = a.pdbAnswer(p, pdb, input)
			} else {
				_, answer, err = a.engine.OwnTest(cmd.Context(), p, "input", input)
			}
			if err != nil {
				return err
			}
			if draw {
				return show.Answer(a.stdout, p.ID, p.Spec.Draw, input, answer, a.colour(), a.termWidth())
			}
			_, err = a.stdout.Write(answer)
			return err
		},
	}
	cmd.Flags().BoolVar(&draw, "show", false, "draw the answer: the board move by move, or the parity argument")
	cmd.Flags().StringVar(&pdb, "pdb", "", "15-puzzle problems: answer by the judge's own IDA* over this pattern database\n(663 or 78: 78 is built into the cache on first use, about 2.3 GB of memory for minutes)")
	return cmd
}

func (a *app) genCommand() *cobra.Command {
	var seed int64
	var out string
	var check, sel bool
	cmd := &cobra.Command{
		Use:   "gen PROBLEM",
		Short: "Regenerate a problem's tests; --check compares them with the pack byte for byte",
		Args:  argsBetween(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := a.problem(args[0], true)
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("seed") {
				seed = p.Seed
			}
			if check && sel {
				return errors.New("--check and --select exclude each other: --check compares, --select writes")
			}
			rec, err := judge.ZooRecord(p)
			if err != nil {
				return err
			}
			if sel {
				if out == "" {
					if out, err = a.defaultGenDir(p.ID); err != nil {
						return err
					}
				}
				var st zoo.Stats
				if rec, st, err = a.engine.SelectZoo(cmd.Context(), p, seed); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "%s: zoo of %d wrong programs (%d dropped, the record says why): %d inputs run by all (%s), %d more by %d of them (%s); chose %d tests for the cover, %d for rare kills, %d hard\n",
					p.ID, st.Mutants, st.Dropped, st.Sample, st.Evaluate.Round(time.Millisecond), st.Scanned, len(st.SurvivorsOfTheSample),
					st.Extend.Round(time.Millisecond), st.Cover, st.Rare, st.Hard)
				if err := judge.WriteZooRecord(out, rec); err != nil {
					return err
				}
			}
			tests, err := a.engine.GenerateWith(cmd.Context(), p, seed, rec)
			if err != nil {
				return err
			}
			large := 0
			for _, t := range tests {
				if t.Large() {
					large++
				}
			}
			if check {
				diffs := judge.CompareTests(p, tests)
				for _, d := range diffs {
					fmt.Fprintf(a.stdout, "%s: %s\n", p.ID, d)
				}
				if len(diffs) > 0 {
					fmt.Fprintf(a.stdout, "%s: %d differences between the pack and a fresh generation (seed %d)\n", p.ID, len(diffs), seed)
					return errRejected
				}
				fmt.Fprintf(a.stdout, "%s: %d tests (%d large) equal a fresh generation (seed %d)\n", p.ID, len(tests), large, seed)
				return nil
			}
			if out == "" {
				if out, err = a.defaultGenDir(p.ID); err != nil {
					return err
				}
			}
			if err := judge.WriteTests(out, seed, tests); err != nil {
				return err
			}
			if large == 0 {
				fmt.Fprintf(a.stdout, "%s: wrote %d tests to %s (seed %d)\n", p.ID, len(tests), out, seed)
			} else {
				fmt.Fprintf(a.stdout, "%s: wrote %d tests to %s (seed %d); %d large, recorded in %s, not written\n",
					p.ID, len(tests), out, seed, large, filepath.Join(out, problems.LargeTestsFile))
			}
			return nil
		},
	}
	cmd.Flags().Int64Var(&seed, "seed", 0, "generator seed (default: problem.yaml's)")
	cmd.Flags().StringVar(&out, "out", "", "problem folder to write (default: the pack's folder of the problem)")
	cmd.Flags().BoolVar(&check, "check", false, "compare with the pack instead of writing")
	cmd.Flags().BoolVar(&sel, "select", false, "run the problem's zoo of wrong programs on its candidate pool and choose tests that kill each (writes "+zoo.RecordFile+")")
	return cmd
}

// defaultGenDir is the problem's folder in the pack on disk, or
// ./problems/ID when the built-in pack runs from a checkout.
func (a *app) defaultGenDir(id string) (string, error) {
	if a.pack.Dir != "" {
		return filepath.Join(a.pack.Dir, id), nil
	}
	dir := filepath.Join("problems", id)
	if _, err := os.Stat(filepath.Join(dir, "problem.yaml")); err != nil {
		return "", fmt.Errorf("no --out and no %s here: run from the repository or name the folder", dir)
	}
	return dir, nil
}

func (a *app) doctorCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "doctor",
		Short: "Show the sandbox level in force, its mechanisms and the languages found",
		Args:  argsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.withEngine(); err != nil {
				return err
			}
			sb := a.engine.Sandbox
			fmt.Fprintf(a.stdout, "sandbox level: %s\n", sb.Level())
			for _, m := range sb.Mechanisms() {
				state := "yes"
				if !m.OK {
					state = "NO "
				}
				fmt.Fprintf(a.stdout, "  %-12s %s  %s\n", m.Name, state, m.Detail)
			}
			fmt.Fprintf(a.stdout, "runs: %s\n", sb.Runner())
			fmt.Fprintf(a.stdout, "cores: %s; workers: %d\n", sandbox.UsableCores(), a.cfg.Workers)
			wait := "waiting for a core by schedstat"
			if sb.WaitSource() == "" {
				wait = "waiting for a core not measurable (no /proc/PID/schedstat): a run over the wall limit is TLE"
			}
			fmt.Fprintf(a.stdout, "time: TLE by CPU time; past the wall limit, the time the machine took is given back: %s; %s\n", wait, sandbox.DelayAccounting())
			fmt.Fprintf(a.stdout, "cpu share: %s; after a run kept waiting past its wall limit, runs start one at a time for %v\n", sandbox.CPUShare(), judge.HoldFor)
			if root := sb.RootPaths(); len(root) > 0 {
				fmt.Fprintln(a.stdout, "root (all a program or compiler sees besides its work dir; read-only):")
				for _, p := range root {
					fmt.Fprintf(a.stdout, "  %s\n", p)
				}
				fmt.Fprintf(a.stdout, "work dir: a fresh tmpfs per run, unmounted after it; disk limit: the problem's limits.disk, default its output limit (runs), %s (compiles)\n", compileDisks(a.cfg))
			} else {
				fmt.Fprintln(a.stdout, "root: NO private root: programs see the host's files that Landlock and permissions allow; no disk limit but the per-file output limit")
			}
			if denied := sandbox.DeniedCalls(); len(denied) > 0 {
				fmt.Fprintf(a.stdout, "seccomp (EPERM): %s\n", strings.Join(denied, ", "))
			} else {
				fmt.Fprintln(a.stdout, "seccomp: NONE: no system call is denied")
			}
			fmt.Fprintln(a.stdout, "languages:")
			for _, l := range a.cfg.Languages {
				tool := l.Run[0]
				if len(l.Compile) > 0 {
					tool = l.Compile[0]
				}
				where := "not found in " + a.cfg.Path
				if path, err := judge.LookPath(tool, a.cfg.Path); err == nil {
					where = path
				}
				fmt.Fprintf(a.stdout, "  %-8s %-9s %s  %s\n", l.ID, l.Name, strings.Join(l.Extensions, " "), where)
			}
			fmt.Fprintf(a.stdout, "cache: %s\n", a.cfg.CacheDir)
			builds, err := judge.TrimBuilds(a.cfg.BuildsDir(), math.MaxInt64) // measures, evicts nothing
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "  builds: %d compiled %s, %s of %d MiB (builds_limit; the least recently used go first)\n",
				builds.Builds, plural(builds.Builds, "program", "programs"), mib(builds.Bytes), a.cfg.BuildsLimit)
			fmt.Fprintf(a.stdout, "  go: %s\n", judge.GoCacheState(a.cfg))
			return nil
		},
	}
}

// mib shows a size in MiB, one decimal below 10.
func mib(n int64) string {
	if n < 10<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d MiB", n>>20)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// exitCode is an error that asks for a specific exit status.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit %d", int(e)) }

// compileDisks says what a compile's work dir holds: compile.output MiB,
// and each language's own compile_disk.
func compileDisks(cfg *judge.Config) string {
	s := fmt.Sprintf("%d MiB", cfg.Compile.Output)
	for _, l := range cfg.Languages {
		if l.CompileDisk > 0 {
			s += fmt.Sprintf(", %s %d MiB", l.Name, l.CompileDisk)
		}
	}
	return s
}
