package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge"
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
			var all []*judge.ProblemVerification
			ok := true
			for _, id := range ids {
				p, err := a.pack.Load(id)
				if err != nil {
					return err
				}
				v, err := a.engine.Verify(cmd.Context(), p)
				if err != nil {
					return fmt.Errorf("verify %s: %w", id, err)
				}
				all = append(all, v)
				ok = ok && v.OK
			}
			if asJSON {
				if err := writeJSON(a.stdout, map[string]any{"ok": ok, "sandbox": a.engine.Sandbox.Level(), "problems": all}); err != nil {
					return err
				}
			} else {
				judge.WriteVerifyText(a.stdout, all, a.colour())
				state := "verified"
				if !ok {
					state = "FAILED"
				}
				fmt.Fprintf(a.stdout, "\n%d problems %s [sandbox: %s]\n", len(all), state, a.engine.Sandbox.Level())
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
