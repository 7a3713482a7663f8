package main

import (
	"context"
	"crypto/tls"
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
	var addr, db, session, addUser, removeUser, rotateToken, rejudge, urlFile, tlsCert, tlsKey string
	var proxies []string
	var queue, judges, maxConns int
	var open, noJudge, trust bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "The practice arena: problems, submissions and live verdicts in the browser",
		Long: "Serve the practice arena over HTTP: problem statements, a submission form, live\n" +
			"per-test verdicts, each user's history and the session's scoreboard; a JSON API\n" +
			"(`judge submit` is its client). Once the database has users (--add-user NAME\n" +
			"prints a token once), every request needs a token or a login, on any address;\n" +
			"without users the arena runs only with --open, on loopback, open to anyone who\n" +
			"connects. TLS by --tls-cert/--tls-key or a proxy named with --trusted-proxy.\n" +
			"A PostgreSQL password comes from PGPASSWORD or ~/.pgpass, not the --db URL.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
			defer stop()
			if err := a.setup(); err != nil {
				return err
			}
			if n := countSet(addUser, removeUser, rotateToken); n > 1 {
				return errors.New("--add-user, --remove-user and --rotate-token: one at a time")
			} else if n > 0 && rejudge != "" {
				return errors.New("--rejudge goes alone, without --add-user, --remove-user or --rotate-token")
			}
			if maxConns < 0 {
				return fmt.Errorf("--max-conns %d: want a positive number (0: the default)", maxConns)
			}
			if (tlsCert == "") != (tlsKey == "") {
				return errors.New("--tls-cert and --tls-key go together")
			}
			if open && !serve.IsLoopback(addr) {
				return fmt.Errorf("--open serves anyone who connects: loopback addresses only (--addr %s needs users: --add-user NAME)", addr)
			}
			trusted, err := serve.ParseProxies(proxies)
			if err != nil {
				return err
			}
			var tlsConfig *tls.Config
			if tlsCert != "" {
				cert, err := tls.LoadX509KeyPair(tlsCert, tlsKey)
				if err != nil {
					return fmt.Errorf("--tls-cert/--tls-key: %w", err)
				}
				tlsConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
			}
			if serve.HasPassword(db) {
				fmt.Fprintln(a.stderr, "judge serve: warning: the --db URL holds a password, which ps shows to every user of this machine: put it in PGPASSWORD or ~/.pgpass instead")
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
			if removeUser != "" {
				if err := serve.RemoveUser(ctx, store, removeUser); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "user %s removed: their token and logins no longer work (their submissions stay)\n", removeUser)
				return nil
			}
			if rejudge != "" {
				n, err := serve.Rejudge(ctx, store, a.pack, rejudge)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "%d submissions to be judged again (each keeps its verdict until the new one lands)\n", n)
				return nil
			}
			if rotateToken != "" {
				token, err := serve.RotateToken(ctx, store, rotateToken)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "user %s, new token %s (shown once; the old token and its logins no longer work)\n", rotateToken, token)
				return nil
			}
			if err := a.withEngine(); err != nil {
				return err
			}
			if !noJudge {
				if err := a.refuseStrangers(trust); err != nil {
					return err
				}
			}
			srv, err := serve.New(ctx, a.engine, store, serve.Config{
				Open: open, TrustedProxies: trusted, TLS: tlsConfig, MaxConns: maxConns,
				QueueSize: queue, Judges: judges, NoJudge: noJudge, Session: session, Log: a.stderr,
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
			scheme := "http"
			if tlsConfig != nil {
				scheme = "https"
			}
			url := scheme + "://" + ln.Addr().String() + "/"
			fmt.Fprintf(a.stdout, "judge serve: %s (database: %s %s, session %s)\n", url, store.Dialect(), serve.Redact(db), session)
			fmt.Fprintf(a.stdout, "judge serve: %s\n", srv.Limits())
			if open {
				fmt.Fprintln(a.stdout, "judge serve: open practice arena: no users, no tokens; anyone who can connect submits under a name they pick")
			} else if tlsConfig == nil && len(trusted) == 0 && !serve.IsLoopback(addr) {
				fmt.Fprintln(a.stderr, "judge serve: warning: plain HTTP off loopback: tokens and logins cross the network in clear (use --tls-cert/--tls-key, or a TLS proxy and --trusted-proxy)")
			}
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
			go func() { errc <- hs.Serve(srv.Listener(ln)) }()
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
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on")
	cmd.Flags().StringVar(&db, "db", "slidejudge.db", "database: an SQLite file, or postgres://user@host/db (the password in PGPASSWORD or ~/.pgpass)")
	cmd.Flags().BoolVar(&open, "open", false, "serve a database without users to anyone who connects (loopback only; refused once users exist)")
	cmd.Flags().StringVar(&session, "session", "practice", "the session (scoreboard) submissions count on")
	cmd.Flags().IntVar(&queue, "queue", 64, "submissions waiting at most; more are refused with 429, but a user with none waiting is always taken")
	cmd.Flags().IntVar(&judges, "judges", 1, "submissions judged at once (each runs its tests on every worker)")
	cmd.Flags().BoolVar(&noJudge, "no-judge", false, "judge nothing here: `judge worker`s on this database do")
	cmd.Flags().BoolVar(&trust, "trust", false, "judge even where the sandbox runs programs as your own uid (judge not root): for submitters you trust")
	cmd.Flags().StringVar(&addUser, "add-user", "", "add a user NAME, print their token and exit")
	cmd.Flags().StringVar(&removeUser, "remove-user", "", "remove the user NAME (their token and logins stop working) and exit")
	cmd.Flags().StringVar(&rejudge, "rejudge", "", "judge again the submission with this number, or every one of this problem, with this pack, and exit")
	cmd.Flags().StringVar(&rotateToken, "rotate-token", "", "give the user NAME a new token (the old one and its logins stop working), print it and exit")
	cmd.Flags().StringVar(&tlsCert, "tls-cert", "", "serve HTTPS with this certificate (PEM; with --tls-key)")
	cmd.Flags().StringVar(&tlsKey, "tls-key", "", "the certificate's private key (PEM)")
	cmd.Flags().StringSliceVar(&proxies, "trusted-proxy", nil, "a TLS proxy's address or CIDR: its X-Forwarded-Proto: https makes cookies Secure (repeatable)")
	cmd.Flags().IntVar(&maxConns, "max-conns", 0, "open connections at most (default 1024, at most a quarter of the process's descriptors)")
	cmd.Flags().StringVar(&urlFile, "url-file", "", "write the arena's URL to this file once it listens")
	return cmd
}

// countSet counts the flags given a value.
func countSet(values ...string) int {
	n := 0
	for _, v := range values {
		if v != "" {
			n++
		}
	}
	return n
}
