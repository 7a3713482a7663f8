package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/serve"
)

func (a *app) serveCommand() *cobra.Command {
	var addr, db, session, addUser, urlFile string
	var queue, judges int
	var noJudge bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "The practice arena: problems, submissions and live verdicts in the browser",
		Long: "Serve the practice arena over HTTP: problem statements, a submission form, live\n" +
			"per-test verdicts, each user's history and the session's scoreboard; a JSON API\n" +
			"(`judge submit` is its client). Loopback only unless users exist: any other\n" +
			"address needs tokens, made with --add-user NAME (the token is printed once).",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
			defer stop()
			if err := a.setup(); err != nil {
				return err
			}
			store, err := serve.OpenStore(ctx, db)
			if err != nil {
				return err
			}
			defer store.Close()
			if addUser != "" {
				token, err := serve.AddUser(ctx, store, addUser)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "user %s, token %s (shown once; the database keeps only its hash)\n", addUser, token)
				return nil
			}
			if err := a.withEngine(); err != nil {
				return err
			}
			srv, err := serve.New(ctx, a.engine, store, serve.Config{
				RequireAuth: !serve.IsLoopback(addr), QueueSize: queue, Judges: judges, NoJudge: noJudge,
				Session: session, Log: a.stderr,
			})
			if err != nil {
				return err
			}
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return fmt.Errorf("listen: %w", err)
			}
			if err := srv.Start(ctx); err != nil {
				ln.Close()
				return err
			}
			defer srv.Close()
			url := "http://" + ln.Addr().String() + "/"
			fmt.Fprintf(a.stdout, "judge serve: %s (database: %s %s, session %s)\n", url, store.Dialect(), serve.Redact(db), session)
			if urlFile != "" {
				// Written whole then renamed: a reader never sees half a URL.
				if err := os.WriteFile(urlFile+".tmp", []byte(url), 0o644); err != nil {
					ln.Close()
					return fmt.Errorf("--url-file: %w", err)
				}
				if err := os.Rename(urlFile+".tmp", urlFile); err != nil {
					ln.Close()
					return fmt.Errorf("--url-file: %w", err)
				}
			}
			hs := srv.HTTPServer(addr)
			errc := make(chan error, 1)
			go func() { errc <- hs.Serve(ln) }()
			select {
			case err := <-errc:
				return fmt.Errorf("serve: %w", err)
			case <-ctx.Done():
			}
			shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := hs.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
				hs.Close()
			}
			fmt.Fprintln(a.stderr, "judge serve: stopped; what it was judging is queued again")
			return exitCode(130)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (not loopback: users with tokens only)")
	cmd.Flags().StringVar(&db, "db", "slidejudge.db", "database: an SQLite file, or postgres://user:pass@host/db")
	cmd.Flags().StringVar(&session, "session", "practice", "the session (scoreboard) submissions count on")
	cmd.Flags().IntVar(&queue, "queue", 64, "submissions waiting at most; more are refused with 429, but a user with none waiting is always taken")
	cmd.Flags().IntVar(&judges, "judges", 1, "submissions judged at once (each runs its tests on every worker)")
	cmd.Flags().BoolVar(&noJudge, "no-judge", false, "judge nothing here: `judge worker`s on this database do")
	cmd.Flags().StringVar(&addUser, "add-user", "", "add a user NAME, print their token and exit")
	cmd.Flags().StringVar(&urlFile, "url-file", "", "write the arena's URL to this file once it listens")
	return cmd
}
