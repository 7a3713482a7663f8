package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/export"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Exit codes of the Kattis validator interface.
const (
	kattisAccept = 42
	kattisReject = 43
)

// kattisCheck judges the output on stdin as a Kattis output validator:
// 42 or 43, the reason in feedbackDir/judgemessage.txt. A checker failure
// exits with neither, which Kattis and DOMjudge take as a judge error.
func kattisCheck(chk checker.Checker, input []byte, answerFile, feedbackDir string, output io.Reader) error {
	answer, err := readFile(answerFile)
	if err != nil {
		return err
	}
	res := chk.Check(input, answer, output)
	msg := filepath.Join(feedbackDir, "judgemessage.txt")
	if err := os.WriteFile(msg, []byte(res.Message+"\n"), 0o644); err != nil {
		return fmt.Errorf("feedback: %w", err)
	}
	if code := verdict.Of(res.Verdict).KattisExit; code != 0 {
		return exitCode(code)
	}
	return fmt.Errorf("judge error: %s", res.Message)
}

func (a *app) validateCommand() *cobra.Command {
	var kattis bool
	cmd := &cobra.Command{
		Use:   "validate PROBLEM [FILE|-]",
		Short: "Run the problem's input validator on a file (default: stdin)",
		Long: "Check that an input is valid for the problem. Exit 0 valid, 1 invalid.\n" +
			"With --kattis, the Kattis input validator interface: exit 42 valid, 43 invalid.",
		Args: argsBetween(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := a.problem(args[0], false)
			if err != nil {
				return err
			}
			// An input larger than any of the pack (/dev/zero) is
			// invalid, not an error of the judge.
			input, err := readInput(cmd, args[1:], "an input of "+p.ID)
			switch {
			case errors.Is(err, errTooLarge):
			case err != nil:
				return err
			default:
				err = p.Spec.Validate(input)
			}
			if err != nil {
				fmt.Fprintf(a.stdout, "invalid: %v\n", err)
				if kattis {
					return exitCode(kattisReject)
				}
				return errRejected
			}
			fmt.Fprintln(a.stdout, "valid")
			if kattis {
				return exitCode(kattisAccept)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&kattis, "kattis", false, "Kattis input validator exit codes: 42 valid, 43 invalid")
	return cmd
}

func (a *app) exportCommand() *cobra.Command {
	var out, validator, formatName string
	cmd := &cobra.Command{
		Use:   "export PROBLEM... --out DIR [--format 2023-07|legacy]",
		Short: "Write Kattis problem package zips (the packages DOMjudge and Kattis import)",
		Long: "Write one zip a problem in the Kattis problem package format, 2023-07 (default) or\n" +
			"legacy: problem.yaml, the statement (Markdown, or LaTeX for legacy), problem.html and\n" +
			"domjudge-problem.ini for DOMjudge, every test (large ones generated), submissions, and\n" +
			"validators that run a static linux/amd64 judge binary (this one unless --validator\n" +
			"names another; build one with CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build ./cmd/judge).",
		Args: argsBetween(1, -1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// Every argument is checked before anything is written or printed.
			if out == "" {
				return errors.New("export: --out DIR is required")
			}
			format, err := export.ParseFormat(formatName)
			if err != nil {
				return fmt.Errorf("export: --format: %w", err)
			}
			if err := a.withEngine(); err != nil {
				return err
			}
			probs := make([]*problems.Problem, len(args))
			for i, id := range args {
				if probs[i], err = a.pack.Load(id); err != nil {
					return err
				}
			}
			if validator == "" {
				self, err := os.Executable()
				if err != nil {
					return fmt.Errorf("export: cannot find the judge binary: %w; name one with --validator", err)
				}
				validator = self
			}
			bin, err := os.ReadFile(validator)
			if err != nil {
				return fmt.Errorf("export: validator %w", fileError(validator, err))
			}
			static, err := export.CheckValidator(bin)
			if err != nil {
				return fmt.Errorf("export: validator %s: %w; build one with CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build ./cmd/judge and pass --validator", validator, err)
			}
			if !static {
				fmt.Fprintf(a.stderr, "judge: warning: validator %s is dynamically linked; judgehosts need a C library (build with CGO_ENABLED=0 for a static one)\n", filepath.Base(validator))
			}
			if err := os.MkdirAll(out, 0o755); err != nil {
				return fmt.Errorf("export: %w", err)
			}
			for _, p := range probs {
				if err := a.exportOne(cmd, p, format, out, bin); err != nil {
					return err
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory for the zips")
	cmd.Flags().StringVar(&formatName, "format", string(export.Format2023), "package format: 2023-07 or legacy")
	cmd.Flags().StringVar(&validator, "validator", "", "linux/amd64 judge binary to ship as the validators (default: this one)")
	return cmd
}

func (a *app) exportOne(cmd *cobra.Command, p *problems.Problem, format export.Format, out string, validator []byte) error {
	tests, err := a.engine.Tests(cmd.Context(), p)
	if err != nil {
		return err
	}
	sols, err := a.pack.Solutions(p.ID)
	if err != nil {
		return fmt.Errorf("problem %s: %w", p.ID, err)
	}
	var buf bytes.Buffer
	sum, err := export.Write(&buf, export.Package{Problem: p, Format: format, Tests: tests, Solutions: sols, Validator: validator})
	if err != nil {
		return fmt.Errorf("export %s: %w", p.ID, err)
	}
	file := filepath.Join(out, export.Name(p.ID)+".zip")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("export %s: %w", p.ID, err)
	}
	fmt.Fprintf(a.stdout, "%s: %s (%s; %d sample + %d secret tests, %d submissions, %.1f MiB)\n",
		p.ID, file, format, sum.Samples, sum.Secret, sum.Submissions, float64(buf.Len())/(1<<20))
	for _, s := range sum.Skipped {
		fmt.Fprintf(a.stdout, "%s: left out %s (no such verdict folder in the format)\n", p.ID, s)
	}
	return nil
}
