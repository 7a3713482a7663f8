package main

import (
	"fmt"
	"sync"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
)

func (a *app) verifyCommand() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "verify [PROBLEM...]",
		Short: "Verify the pack: valid inputs, accepted answers, reproducible data, every program's verdict",
		RunE: func(cmd *cobra.Command, ids []string) error {
			if err := a.withEngine(); err != nil {
				return err
			}
			if len(ids) == 0 {
				var err error
				if ids, err = a.pack.IDs(); err != nil {
					return err
				}
			}
			var probs []*problems.Problem
			for _, id := range ids {
				p, err := a.pack.Load(id)
				if err != nil {
					return err
				}
				probs = append(probs, p)
			}
			// Problems are verified side by side; the engine keeps the
			// number of programs running at once to its workers.
			all := make([]*judge.ProblemVerification, len(probs))
			errs := make([]error, len(probs))
			// Text is written as each check and program finishes (a minute
			// of silence into a pipe tells nothing); JSON once at the end.
			var mu sync.Mutex
			header := false
			colour := a.colour()
			var wg sync.WaitGroup
			for i, p := range probs {
				var vo judge.VerifyOptions
				if !asJSON {
					vo.OnCheck = func(c judge.Check) {
						mu.Lock()
						defer mu.Unlock()
						judge.WriteCheckLine(a.stdout, p.ID, c, colour)
					}
					vo.OnProgram = func(pc judge.ProgramCheck) {
						mu.Lock()
						defer mu.Unlock()
						if !header {
							judge.WriteProgramHeader(a.stdout)
							header = true
						}
						judge.WriteProgramLine(a.stdout, p.ID, pc, colour)
					}
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					all[i], errs[i] = a.engine.VerifyWith(cmd.Context(), p, vo)
				}()
			}
			wg.Wait()
			if err := cmd.Context().Err(); err != nil {
				return err
			}
			ok := true
			for i, v := range all {
				if errs[i] != nil {
					return fmt.Errorf("verify %s: %w", probs[i].ID, errs[i])
				}
				ok = ok && v.OK
			}
			if asJSON {
				if err := writeJSON(a.stdout, map[string]any{"ok": ok, "sandbox": a.engine.Sandbox.Level(), "problems": all}); err != nil {
					return err
				}
			} else {
				failed := 0
				for _, v := range all {
					if !v.OK {
						failed++
					}
				}
				noun := "problems"
				if len(all) == 1 {
					noun = "problem"
				}
				if failed == 0 {
					fmt.Fprintf(a.stdout, "\n%d %s verified [sandbox: %s]\n", len(all), noun, a.engine.Sandbox.Level())
				} else {
					fmt.Fprintf(a.stdout, "\nFAILED: %d of %d %s [sandbox: %s]\n", failed, len(all), noun, a.engine.Sandbox.Level())
					// The failing lines once more, last: a long run's
					// output is often read from its tail (a CI log).
					for _, v := range all {
						for _, c := range v.Checks {
							if !c.OK {
								judge.WriteCheckLine(a.stdout, v.Problem, c, colour)
							}
						}
						for _, pc := range v.Programs {
							if !pc.OK {
								judge.WriteProgramLine(a.stdout, v.Problem, pc, colour)
							}
						}
					}
				}
			}
			if !ok {
				return errRejected
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
