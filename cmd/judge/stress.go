package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/stress"
	"github.com/slidejudge/slidejudge/verdict"
)

func (a *app) stressCommand() *cobra.Command {
	var opt stress.Options
	var lang string
	cmd := &cobra.Command{
		Use:   "stress PROBLEM FILE",
		Short: "Try a program on random inputs until it fails; print the smallest failing input",
		Long: "Judge FILE on random valid inputs of the problem against the reference solution,\n" +
			"both in the sandbox. At the first failure, shrink the input (fewer cases, smaller\n" +
			"boards) while it still fails, print it and exit 1; exit 0 if all tries pass.",
		Args: argsBetween(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if opt.Count < 1 {
				return fmt.Errorf("--count must be 1 or more, not %d", opt.Count)
			}
			p, err := a.problemAndSubmission(args[0], args[1])
			if err != nil {
				return err
			}
			src, err := a.cfg.ReadSource(args[1], lang)
			if err != nil {
				return err
			}
			res, err := stress.Run(cmd.Context(), a.engine, p, src, opt)
			if err != nil {
				return err
			}
			if res.Compile != "" {
				fmt.Fprintf(a.stdout, "%s  compile error\n", judge.Paint(verdict.CE, 3, a.colour()))
				for _, l := range strings.Split(strings.TrimRight(judge.PrintableBlock(res.Compile), "\n"), "\n") {
					fmt.Fprintf(a.stdout, "  %s\n", l)
				}
				return errRejected
			}
			name := filepath.Base(args[1])
			f := res.Failure
			if f == nil {
				fmt.Fprintf(a.stdout, "%s %s (%s): %s  %d random inputs, no disagreement (seed %d)\n",
					p.ID, name, res.Language, judge.Paint(verdict.AC, 0, a.colour()), res.Tries, opt.Seed)
				return nil
			}
			fmt.Fprintf(a.stdout, "%s %s (%s): %s on random input %d of %d (seed %d), shrunk %d %s\n",
				p.ID, name, res.Language, judge.Paint(f.Verdict, 0, a.colour()), f.Try, opt.Count, opt.Seed, f.Shrinks, plural(f.Shrinks, "time", "times"))
			if f.Message != "" {
				fmt.Fprintf(a.stdout, "  %s\n", judge.Printable(f.Message))
			}
			block := func(title string, data []byte) {
				fmt.Fprintf(a.stdout, "--- %s ---\n", title)
				s := judge.PrintableBlock(string(data))
				a.stdout.Write([]byte(s))
				if s != "" && !strings.HasSuffix(s, "\n") {
					fmt.Fprintln(a.stdout)
				}
			}
			block("input", f.Input)
			block("expected (reference)", f.Expected)
			block("output", f.Got)
			return errRejected
		},
	}
	cmd.Flags().IntVar(&opt.Count, "count", 100, "random inputs to try")
	cmd.Flags().Int64Var(&opt.Seed, "seed", 1, "seed of the random inputs")
	cmd.Flags().StringVar(&lang, "lang", "", "language id (default: by extension)")
	return cmd
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
