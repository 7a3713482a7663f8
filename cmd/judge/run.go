package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

func (a *app) runCommand() *cobra.Command {
	var asJSON, asCSV, samples, quiet bool
	var globs, inputs []string
	var opt judge.Options
	var lang string
	cmd := &cobra.Command{
		Use:   "run PROBLEM FILE...",
		Short: "Judge source files or executables on a problem's tests",
		Long: "Judge FILE on the tests of PROBLEM, one line a test as each finishes; judging stops\n" +
			"at the first failure (--all: runs every test), then shows the failed test's input, the\n" +
			"expected answer and the program's output (a diff for exact problems; --quiet hides\n" +
			"them except for samples and your own inputs).\n" +
			"--samples, --test GLOB (e.g. 'secret/random-*', repeatable) pick tests; --input IN\n" +
			"judges your own input, the checker comparing with the reference's answer.\n" +
			"Several FILEs: each is judged on every test, then a matrix test × program.",
		Args: argsBetween(2, -1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON && asCSV {
				return errors.New("--json and --csv exclude each other")
			}
			if len(inputs) > 0 && (samples || len(globs) > 0) {
				return errors.New("--input judges your own inputs: it excludes --samples and --test")
			}
			files := args[1:]
			p, err := a.problem(args[0], true)
			if err != nil {
				return err
			}
			for _, f := range files {
				if _, err := os.Stat(f); err != nil {
					return fileError(f, err)
				}
			}
			// The pack's tests are read while the sandbox's probe goes
			// on (refuseUntrusted waits for it); the user's own inputs
			// are answered by the reference, a run: only once the
			// program may be judged.
			if len(inputs) == 0 {
				if opt.Tests, err = a.selectTests(cmd, p, samples, globs, nil); err != nil {
					return err
				}
			}
			if err := a.refuseUntrusted(opt.Trusted, "not judged", "the program", "the program"); err != nil {
				return err
			}
			if len(inputs) > 0 {
				if opt.Tests, err = a.selectTests(cmd, p, false, nil, inputs); err != nil {
					return err
				}
			}
			if len(files) > 1 {
				opt.All = true // a matrix has every cell
				return a.batch(cmd, p, files, lang, opt, asJSON, asCSV)
			}
			text := !asJSON && !asCSV
			bar := a.progress()
			line := func(judge.TestReport) {}
			if text {
				width, colour := testNameWidth(opt.Tests), a.colour()
				line = func(t judge.TestReport) {
					bar.print(func() { judge.WriteTestLine(a.stdout, t, width, colour) })
				}
			}
			inOrder := judge.InOrder(opt.All, line)
			opt.OnTest = func(t judge.Tested) {
				inOrder(t)
				bar.update(t.Done, t.Total)
			}
			src, err := a.cfg.ReadSource(files[0], lang)
			if err != nil {
				return err
			}
			rep, err := a.engine.Judge(cmd.Context(), p, src, opt)
			bar.finish()
			if err != nil {
				return err
			}
			switch {
			case asJSON:
				err = rep.WriteJSON(a.stdout)
			case asCSV:
				err = writeCSV(a.stdout, []*judge.Report{rep})
			default:
				rep.WriteSummary(a.stdout, a.colour())
				a.writeDetails(p, rep, opt.All, quiet)
			}
			if err != nil {
				return err
			}
			return verdictExit(rep.Verdict)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON (several files: an array)")
	cmd.Flags().BoolVar(&asCSV, "csv", false, "print one CSV row a program and test")
	cmd.Flags().StringVar(&lang, "lang", "", "language id (default: by extension)")
	cmd.Flags().BoolVar(&opt.All, "all", false, "run every test even after a failure")
	cmd.Flags().BoolVar(&samples, "samples", false, "judge on the samples only")
	cmd.Flags().StringArrayVar(&globs, "test", nil, "judge on the tests whose name matches GLOB (repeatable)")
	cmd.Flags().StringArrayVar(&inputs, "input", nil, "judge on your own input file, against the reference's answer (repeatable)")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "do not show a failed secret test's input, answer and output")
	cmd.Flags().BoolVar(&opt.Trusted, "trust", false, "judge even where the sandbox runs programs as your own uid (judge not root): for programs you trust")
	return cmd
}

// refuseUntrusted says why untrusted code is not judged here:
// where the sandbox runs programs as the judge's own uid (the judge is not
// root), unless the user trusts them (--trust). The engine must be set up.
func (a *app) refuseUntrusted(trust bool, what, who, whom string) error {
	if why := a.engine.Sandbox.Untrusted(); why != "" && !trust {
		return fmt.Errorf("%s: %s, so %s would act as you (your files, your processes); run the judge as root (programs then run as uid 65534), or pass --trust if you trust %s", what, why, who, whom)
	}
	return nil
}

// refuseStrangers says why a server does not judge strangers' code here:
// off Linux there is no sandbox at all, which no --trust makes up for;
// on Linux, as refuseUntrusted.
func (a *app) refuseStrangers(trust bool) error {
	if runtime.GOOS != "linux" {
		return fmt.Errorf("not judging: there is no sandbox on %s and a server judges strangers' code: serve from Linux (or run `judge serve --no-judge` here with workers on Linux)", runtime.GOOS)
	}
	return a.refuseUntrusted(trust, "not judging", "a submission", "every submitter")
}

// selectTests lists the tests to judge: the user's inputs, or the
// problem's tests that --samples and --test pick (all of them without).
func (a *app) selectTests(cmd *cobra.Command, p *problems.Problem, samples bool, globs, inputs []string) ([]judge.TestData, error) {
	if len(inputs) > 0 {
		var tests []judge.TestData
		for _, name := range inputs {
			data, err := readFile(name)
			if err != nil {
				return nil, err
			}
			if data, err = validInput(p, name, data); err != nil {
				return nil, err
			}
			t, _, err := a.engine.OwnTest(cmd.Context(), p, filepath.Base(name), data)
			if err != nil {
				return nil, err
			}
			tests = append(tests, t)
		}
		return tests, nil
	}
	all, err := a.engine.Tests(cmd.Context(), p)
	if err != nil {
		return nil, err
	}
	for _, g := range globs {
		if _, err := path.Match(g, ""); err != nil {
			return nil, fmt.Errorf("--test %q: bad pattern (use *, ? and [...])", g)
		}
	}
	var tests []judge.TestData
	matched := make([]bool, len(globs))
	for _, t := range all {
		// --samples and --test add up; neither picks every test.
		pick := (samples && t.Group == "sample") || (!samples && len(globs) == 0)
		for i, g := range globs {
			// Either the whole name (secret/random-*) or the part after the group.
			if ok, _ := path.Match(g, t.ID()); ok || matchName(g, t.Name) {
				pick, matched[i] = true, true
			}
		}
		if pick {
			tests = append(tests, t)
		}
	}
	for i, g := range globs {
		if !matched[i] {
			return nil, fmt.Errorf("--test %q: no test of %s matches (names look like %s)", g, p.ID, exampleNames(all))
		}
	}
	if len(tests) == 0 {
		return nil, fmt.Errorf("problem %s has no samples", p.ID)
	}
	return tests, nil
}

func matchName(glob, name string) bool {
	ok, _ := path.Match(glob, name)
	return ok
}

// exampleNames shows the first and the last test's name.
func exampleNames(tests []judge.TestData) string {
	if len(tests) == 0 {
		return "nothing: there are no tests"
	}
	return tests[0].ID() + " … " + tests[len(tests)-1].ID()
}

func testNameWidth(tests []judge.TestData) int {
	width := 4
	for _, t := range tests {
		width = max(width, len(t.ID()))
	}
	return width
}

// batch judges several files on every test and ends with the matrix.
func (a *app) batch(cmd *cobra.Command, p *problems.Problem, files []string, lang string, opt judge.Options, asJSON, asCSV bool) error {
	text := !asJSON && !asCSV
	colour := a.colour()
	var reports []*judge.Report
	worst := verdict.AC // the verdict whose exit status the command ends with
	for _, f := range files {
		src, err := a.cfg.ReadSource(f, lang)
		if err != nil {
			return err
		}
		bar := a.progress()
		opt.OnTest = func(t judge.Tested) { bar.update(t.Done, t.Total) }
		rep, err := a.engine.Judge(cmd.Context(), p, src, opt)
		bar.finish()
		if err != nil {
			return err
		}
		if text {
			rep.WriteSummary(a.stdout, colour) // one line a program, as each ends
		}
		reports = append(reports, rep)
		if verdict.Of(rep.Verdict).RunExit > verdict.Of(worst).RunExit {
			worst = rep.Verdict
		}
	}
	var err error
	switch {
	case asJSON:
		err = writeJSON(a.stdout, reports)
	case asCSV:
		err = writeCSV(a.stdout, reports)
	default:
		fmt.Fprintln(a.stdout)
		writeMatrix(a.stdout, opt.Tests, reports, colour)
	}
	if err != nil {
		return err
	}
	return verdictExit(worst)
}

// verdictExit ends `judge run` and `judge submit` with the exit status
// the verdict table gives v: nil for 0.
func verdictExit(v verdict.Verdict) error {
	if code := verdict.Of(v).RunExit; code != 0 {
		return exitCode(code)
	}
	return nil
}

// writeMatrix writes test × program → verdict and CPU time, and a last
// row with each program's verdict.
func writeMatrix(w io.Writer, tests []judge.TestData, reports []*judge.Report, colour bool) {
	width := max(testNameWidth(tests), len("VERDICT"))
	cols := make([]int, len(reports))
	var head strings.Builder
	fmt.Fprintf(&head, "%-*s", width, "TEST")
	for i, r := range reports {
		cols[i] = max(len(r.Submission), 11)
		fmt.Fprintf(&head, "  %-*s", cols[i], r.Submission)
	}
	fmt.Fprintln(w, strings.TrimRight(head.String(), " "))
	cells := make([]map[string]judge.TestReport, len(reports))
	for i, r := range reports {
		cells[i] = map[string]judge.TestReport{}
		for _, t := range r.Tests {
			cells[i][t.Name] = t
		}
	}
	for _, t := range tests {
		var line strings.Builder
		fmt.Fprintf(&line, "%-*s", width, t.ID())
		for i := range reports {
			c, ok := cells[i][t.ID()]
			cell := fmt.Sprintf("%-*s", cols[i], "-")
			if ok {
				// Padding goes outside the colour codes, so columns align.
				pad := cols[i] - len(fmt.Sprintf("%-3s %4d ms", c.Verdict, c.TimeMS))
				cell = fmt.Sprintf("%s %4d ms%s", judge.Paint(c.Verdict, 3, colour), c.TimeMS, strings.Repeat(" ", max(pad, 0)))
			}
			line.WriteString("  " + cell)
		}
		fmt.Fprintln(w, strings.TrimRight(line.String(), " "))
	}
	var last strings.Builder
	fmt.Fprintf(&last, "%-*s", width, "VERDICT")
	for i, r := range reports {
		v := string(r.Verdict)
		last.WriteString("  " + judge.Paint(r.Verdict, 0, colour) + strings.Repeat(" ", max(cols[i]-len(v), 0)))
	}
	fmt.Fprintln(w, strings.TrimRight(last.String(), " "))
}

// writeCSV writes one row a program and test (a program that does not
// compile: one row with no test).
func writeCSV(w io.Writer, reports []*judge.Report) error {
	c := csv.NewWriter(w)
	_ = c.Write([]string{"problem", "program", "language", "test", "verdict", "time_ms", "wall_ms", "memory_kb", "message"})
	for _, r := range reports {
		if r.Verdict == verdict.CE {
			_ = c.Write([]string{r.Problem, r.Submission, r.Language, "", string(verdict.CE), "", "", "", firstLine(r.Compile)})
			continue
		}
		for _, t := range r.Tests {
			_ = c.Write([]string{r.Problem, r.Submission, r.Language, t.Name, string(t.Verdict),
				strconv.FormatInt(t.TimeMS, 10), strconv.FormatInt(t.WallMS, 10), strconv.FormatInt(t.MemoryKB, 10), t.Message})
		}
	}
	c.Flush()
	return c.Error()
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return l
}

// writeReport prints a whole report at once (the arena's: its tests'
// files are on the server, so only the board is drawn).
func (a *app) writeReport(rep *judge.Report, all bool) {
	rep.WriteText(a.stdout, a.colour())
	a.writeDetails(nil, rep, all, true)
}

// writeDetails shows what helps with a rejection: the failed test's input,
// expected answer and output (a diff for exact problems), cut to a screen;
// for eight and eight-multi the board the checker names; with --all the
// slowest test and the peak memory.
func (a *app) writeDetails(p *problems.Problem, rep *judge.Report, all, quiet bool) {
	colour := a.colour()
	for _, t := range rep.Tests {
		if t.Verdict == verdict.AC {
			continue
		}
		// Samples and the user's own inputs are public: always shown.
		public := strings.HasPrefix(t.Name, "sample/") || strings.HasPrefix(t.Name, "input/")
		if p != nil && (!quiet || public) {
			a.showTest(p, t)
		}
		if t.Verdict == verdict.WA {
			a.drawBoards(rep.Problem, t, colour)
		}
		break // the first failure is the one to look at
	}
	if all && len(rep.Tests) > 0 {
		slow, big := rep.Tests[0], rep.Tests[0]
		for _, t := range rep.Tests {
			if t.TimeMS > slow.TimeMS {
				slow = t
			}
			if t.MemoryKB > big.MemoryKB {
				big = t
			}
		}
		fmt.Fprintf(a.stdout, "slowest: %s (%d ms CPU, %d ms wall); peak memory: %s (%d KiB)\n",
			slow.Name, slow.TimeMS, slow.WallMS, big.Name, big.MemoryKB)
	}
}

// Lines of each block shown for a failed test: input, answer and output
// together fill about a screen.
const blockLines = 8

// showTest prints a failed test's input, expected answer and output.
func (a *app) showTest(p *problems.Problem, t judge.TestReport) {
	input, _ := os.ReadFile(t.Input)
	answer, _ := os.ReadFile(t.Answer)
	width := a.termWidth()
	if width == 0 {
		width = 100
	}
	block := func(title string, data []byte, lines int) {
		fmt.Fprintf(a.stdout, "--- %s ---\n", title)
		a.stdout.Write([]byte(cutToScreen(data, lines, width)))
	}
	block("input ("+t.Name+")", input, blockLines)
	if p.Checker == "exact" && t.Verdict == verdict.WA {
		d := diff.Diff("expected", answer, "output", t.Output)
		block("diff (- expected, + output)", trimDiffHeader(d), 2*blockLines)
		return
	}
	block("expected (the reference's answer; any correct answer is accepted)", answer, blockLines)
	block("output", t.Output, blockLines)
}

// trimDiffHeader drops the diff's file header lines: the block's title
// says what is compared.
func trimDiffHeader(d []byte) []byte {
	lines := strings.SplitAfter(string(d), "\n")
	for len(lines) > 0 && (strings.HasPrefix(lines[0], "diff ") || strings.HasPrefix(lines[0], "--- ") || strings.HasPrefix(lines[0], "+++ ")) {
		lines = lines[1:]
	}
	return []byte(strings.Join(lines, ""))
}

// cutToScreen keeps the first lines of data, each cut to width columns,
// escaped for the terminal, and says what was left out.
func cutToScreen(data []byte, lines, width int) string {
	if len(data) == 0 {
		return "(empty)\n"
	}
	all := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	var b strings.Builder
	for i, l := range all {
		if i == lines {
			fmt.Fprintf(&b, "… %d more %s\n", len(all)-lines, plural(len(all)-lines, "line", "lines"))
			break
		}
		l = judge.Printable(l)
		if r := []rune(l); len(r) > width {
			l = string(r[:width-1]) + "…"
		}
		b.WriteString(l + "\n")
	}
	return b.String()
}
