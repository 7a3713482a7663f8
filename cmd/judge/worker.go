package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/serve"
)

func (a *app) workerCommand() *cobra.Command {
	var db, name string
	var trust bool
	var judges int
	var lease, poll time.Duration
	cmd := &cobra.Command{
		Use:   "worker",
		Short: "Judge an arena's submissions from its database, on this machine",
		Long: "Claim the submissions an arena (`judge serve`) stores and judge them here; it serves\n" +
			"no pages. Start any number, on any machines that reach the arena's database:\n" +
			"each submission is claimed by one (a lease renewed while it judges; a worker\n" +
			"killed mid-judging leaves it to another once the lease runs out). A worker\n" +
			"judges only submissions of the pack it holds (`judge version`).\n" +
			"SIGTERM or Ctrl-C drains: nothing more is claimed, what is held is finished;\n" +
			"a second one hands it back to the queue and stops at once.\n" +
			"The database's password comes from PGPASSWORD or ~/.pgpass, not the command line.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if db == "" {
				return errors.New("--db is required: the arena's database (postgres://user@host/db, or its SQLite file)")
			}
			if judges < 1 || lease <= 0 || poll <= 0 {
				return errors.New("--judges, --lease and --poll must be positive")
			}
			if err := a.withEngine(); err != nil {
				return err
			}
			if err := a.engine.Sandbox.Err(); err != nil {
				return err
			}
			if err := a.refuseStrangers(trust); err != nil {
				return err
			}
			base := cmd.Context()
			if serve.HasPassword(db) {
				fmt.Fprintln(a.stderr, "judge worker: warning: the --db URL holds a password, which ps shows to every user of this machine: put it in PGPASSWORD or ~/.pgpass instead")
			}
			store, err := serve.OpenWorkerStore(base, db)
			if err != nil {
				return err
			}
			defer store.Close()
			w := serve.NewWorker(a.engine, store, serve.JudgeConfig{Name: name, Judges: judges, Lease: lease, Poll: poll, Log: a.stderr})
			drain, stopClaiming := context.WithCancel(base)
			hard, stop := context.WithCancel(base)
			defer stopClaiming()
			defer stop()
			sig := make(chan os.Signal, 2)
			signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
			defer signal.Stop(sig)
			go func() {
				<-sig
				fmt.Fprintf(a.stderr, "judge worker %s: draining (finishing what it holds; again to hand it back)\n", w.Name())
				stopClaiming()
				<-sig
				stop()
			}()
			fmt.Fprintf(a.stderr, "judge worker %s: judging from %s %s (pack %s, sandbox %s)\n",
				w.Name(), store.Dialect(), serve.Redact(db), w.Pack(), a.engine.Sandbox.Level())
			w.Run(drain, hard)
			fmt.Fprintf(a.stderr, "judge worker %s: stopped after judging %d submissions\n", w.Name(), w.Judged())
			return nil
		},
	}
	cmd.Flags().StringVar(&db, "db", "", "the arena's database: postgres://user@host/db, or its SQLite file")
	cmd.Flags().StringVar(&name, "name", "", "the name its claims carry and the arena shows (default host/pid)")
	cmd.Flags().BoolVar(&trust, "trust", false, "judge even where the sandbox runs programs as your own uid (judge not root): for submitters you trust")
	cmd.Flags().IntVar(&judges, "judges", 1, "submissions judged at once (each runs its tests on every worker)")
	cmd.Flags().DurationVar(&lease, "lease", 20*time.Second, "a claim's lease: how long a killed worker's submission waits for another")
	cmd.Flags().DurationVar(&poll, "poll", time.Second, "how often an idle worker looks for work")
	return cmd
}
