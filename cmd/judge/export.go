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
	answer, err := os.ReadFile(answerFile)
	if err != nil {
		return fmt.Errorf("answer: %w", errors.Unwrap(err))
	}
	res := chk.Check(input, answer, output)
	msg := filepath.Join(feedbackDir, "judgemessage.txt")
	if err := os.WriteFile(msg, []byte(res.Message+"\n"), 0o644); err != nil {
		return fmt.Errorf("feedback: %w", err)
	}
	switch res.Verdict {
	case checker.Accepted:
		return exitCode(kattisAccept)
	case checker.WrongAnswer:
		return exitCode(kattisReject)
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
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := a.problem(args[0], false)
			if err != nil {
				return err
			}
			input, err := readInput(cmd, args[1:])
			if err != nil {
				return err
			}
			if err := p.Spec.Validate(input); err != nil {
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
	var out, validator string
	cmd := &cobra.Command{
		Use:   "export PROBLEM... --out DIR",
		Short: "Write ICPC/Kattis problem package zips (the format DOMjudge imports)",
		Long: "Write one zip a problem: problem.yaml, domjudge-problem.ini, the statement, every\n" +
			"test (large ones generated), submissions, and validators that run a static\n" +
			"linux/amd64 judge binary (this one unless --validator names another; build one\n" +
			"with CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build ./cmd/judge).",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return errors.New("export: --out DIR is required")
			}
			if err := a.withEngine(); err != nil {
				return err
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
				return fmt.Errorf("export: validator: %w", err)
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
			for _, id := range args {
				if err := a.exportOne(cmd, id, out, bin); err != nil {
					return err
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory for the zips")
	cmd.Flags().StringVar(&validator, "validator", "", "linux/amd64 judge binary to ship as the validators (default: this one)")
	return cmd
}

func (a *app) exportOne(cmd *cobra.Command, id, out string, validator []byte) error {
	p, err := a.pack.Load(id)
	if err != nil {
		return err
	}
	tests, err := a.engine.Tests(cmd.Context(), p)
	if err != nil {
		return err
	}
	sols, err := a.pack.Solutions(id)
	if err != nil {
		return fmt.Errorf("problem %s: %w", id, err)
	}
	var buf bytes.Buffer
	sum, err := export.Write(&buf, export.Package{Problem: p, Tests: tests, Solutions: sols, Validator: validator})
	if err != nil {
		return fmt.Errorf("export %s: %w", id, err)
	}
	file := filepath.Join(out, export.Name(id)+".zip")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("export %s: %w", id, err)
	}
	fmt.Fprintf(a.stdout, "%s: %s (%d sample + %d secret tests, %d submissions, %.1f MiB)\n",
		id, file, sum.Samples, sum.Secret, sum.Submissions, float64(buf.Len())/(1<<20))
	for _, s := range sum.Skipped {
		fmt.Fprintf(a.stdout, "%s: left out %s (no such verdict folder in the format)\n", id, s)
	}
	return nil
}
