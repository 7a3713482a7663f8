package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/serve"
)

// serveFlags are judge serve's flags.
type serveFlags struct {
	addr, db, session, addUser, removeUser, rotateToken, rejudge, urlFile, tlsCert, tlsKey string
	proxies                                                                                []string
	queue, judges, maxConns                                                                int
	open, noJudge, trust                                                                   bool
}

func (a *app) serveCommand() *cobra.Command {
	var f serveFlags
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
			trusted, tlsConfig, err := f.check()
			if err != nil {
				return err
			}
			if serve.HasPassword(f.db) {
				fmt.Fprintln(a.stderr, "judge serve: warning: the --db URL holds a password, which ps shows to every user of this machine: put it in PGPASSWORD or ~/.pgpass instead")
			}
			store, err := serve.OpenStore(ctx, f.db)
			if err != nil {
				return err
			}
			defer store.Close()
			if done, err := a.serveAdmin(ctx, store, &f); done || err != nil {
				return err
			}
			return a.serveArena(ctx, store, &f, trusted, tlsConfig)
		},
	}
	cmd.Flags().StringVar(&f.addr, "addr", "127.0.0.1:8080", "address to listen on")
	cmd.Flags().StringVar(&f.db, "db", "slidejudge.db", "database: an SQLite file, or postgres://user@host/db (the password in PGPASSWORD or ~/.pgpass)")
	cmd.Flags().BoolVar(&f.open, "open", false, "serve a database without users to anyone who connects (loopback only; refused once users exist)")
	cmd.Flags().StringVar(&f.session, "session", "practice", "the session (scoreboard) submissions count on")
	cmd.Flags().IntVar(&f.queue, "queue", 64, "submissions waiting at most; more are refused with 429, but a user with none waiting is always taken")
	cmd.Flags().IntVar(&f.judges, "judges", 1, "submissions judged at once (each runs its tests on every worker)")
	cmd.Flags().BoolVar(&f.noJudge, "no-judge", false, "judge nothing here: `judge worker`s on this database do")
	cmd.Flags().BoolVar(&f.trust, "trust", false, "judge even where the sandbox runs programs as your own uid (judge not root): for submitters you trust")
	cmd.Flags().StringVar(&f.addUser, "add-user", "", "add a user NAME, print their token and exit")
	cmd.Flags().StringVar(&f.removeUser, "remove-user", "", "remove the user NAME (their token and logins stop working) and exit")
	cmd.Flags().StringVar(&f.rejudge, "rejudge", "", "judge again the submission with this number, or every one of this problem, with this pack, and exit")
	cmd.Flags().StringVar(&f.rotateToken, "rotate-token", "", "give the user NAME a new token (the old one and its logins stop working), print it and exit")
	cmd.Flags().StringVar(&f.tlsCert, "tls-cert", "", "serve HTTPS with this certificate (PEM; with --tls-key)")
	cmd.Flags().StringVar(&f.tlsKey, "tls-key", "", "the certificate's private key (PEM)")
	cmd.Flags().StringSliceVar(&f.proxies, "trusted-proxy", nil, "a TLS proxy's address or CIDR: its X-Forwarded-Proto: https makes cookies Secure (repeatable)")
	cmd.Flags().IntVar(&f.maxConns, "max-conns", 0, "open connections at most (default 1024, at most a quarter of the process's descriptors)")
	cmd.Flags().StringVar(&f.urlFile, "url-file", "", "write the arena's URL to this file once it listens")
	return cmd
}

// check refuses flags that do not go together, before anything opens, and
// reads the trusted proxies and the TLS certificate.
func (f *serveFlags) check() ([]netip.Prefix, *tls.Config, error) {
	if n := countSet(f.addUser, f.removeUser, f.rotateToken); n > 1 {
		return nil, nil, errors.New("--add-user, --remove-user and --rotate-token: one at a time")
	} else if n > 0 && f.rejudge != "" {
		return nil, nil, errors.New("--rejudge goes alone, without --add-user, --remove-user or --rotate-token")
	}
	if f.maxConns < 0 {
		return nil, nil, fmt.Errorf("--max-conns %d: want a positive number (0: the default)", f.maxConns)
	}
	if (f.tlsCert == "") != (f.tlsKey == "") {
		return nil, nil, errors.New("--tls-cert and --tls-key go together")
	}
	if f.open && !serve.IsLoopback(f.addr) {
		return nil, nil, fmt.Errorf("--open serves anyone who connects: loopback addresses only (--addr %s needs users: --add-user NAME)", f.addr)
	}
	trusted, err := serve.ParseProxies(f.proxies)
	if err != nil {
		return nil, nil, err
	}
	if f.tlsCert == "" {
		return trusted, nil, nil
	}
	cert, err := tls.LoadX509KeyPair(f.tlsCert, f.tlsKey)
	if err != nil {
		return nil, nil, fmt.Errorf("--tls-cert/--tls-key: %w", err)
	}
	return trusted, &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil
}

// serveAdmin does what --add-user, --remove-user, --rejudge or
// --rotate-token asks and says it is done; with none of them, nothing.
func (a *app) serveAdmin(ctx context.Context, store *serve.Store, f *serveFlags) (done bool, err error) {
	switch {
	case f.addUser != "":
		token, err := serve.AddUser(ctx, store, f.addUser)
		if err != nil {
			return true, err
		}
		fmt.Fprintf(a.stdout, "user %s, token %s (shown once; the database keeps only its hash)\n", f.addUser, token)
	case f.removeUser != "":
		if err := serve.RemoveUser(ctx, store, f.removeUser); err != nil {
			return true, err
		}
		fmt.Fprintf(a.stdout, "user %s removed: their token and logins no longer work (their submissions stay)\n", f.removeUser)
	case f.rejudge != "":
		n, err := serve.Rejudge(ctx, store, a.pack, f.rejudge)
		if err != nil {
			return true, err
		}
		fmt.Fprintf(a.stdout, "%d submissions to be judged again (each keeps its verdict until the new one lands)\n", n)
	case f.rotateToken != "":
		token, err := serve.RotateToken(ctx, store, f.rotateToken)
		if err != nil {
			return true, err
		}
		fmt.Fprintf(a.stdout, "user %s, new token %s (shown once; the old token and its logins no longer work)\n", f.rotateToken, token)
	default:
		return false, nil
	}
	return true, nil
}

// serveArena starts the arena on store and serves it until ctx ends (Ctrl-C
// or SIGTERM), then stops it: exit 130.
func (a *app) serveArena(ctx context.Context, store *serve.Store, f *serveFlags, trusted []netip.Prefix, tlsConfig *tls.Config) error {
	if err := a.withEngine(); err != nil {
		return err
	}
	if !f.noJudge {
		if err := a.refuseStrangers(f.trust); err != nil {
			return err
		}
	}
	srv, err := serve.New(ctx, a.engine, store, serve.Config{
		Open: f.open, TrustedProxies: trusted, TLS: tlsConfig, MaxConns: f.maxConns,
		QueueSize: f.queue, Judges: f.judges, NoJudge: f.noJudge, Session: f.session, Log: a.stderr,
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", f.addr)
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
	fmt.Fprintf(a.stdout, "judge serve: %s (database: %s %s, session %s)\n", url, store.Dialect(), serve.Redact(f.db), f.session)
	fmt.Fprintf(a.stdout, "judge serve: %s\n", srv.Limits())
	if f.open {
		fmt.Fprintln(a.stdout, "judge serve: open practice arena: no users, no tokens; anyone who can connect submits under a name they pick")
	} else if tlsConfig == nil && len(trusted) == 0 && !serve.IsLoopback(f.addr) {
		fmt.Fprintln(a.stderr, "judge serve: warning: plain HTTP off loopback: tokens and logins cross the network in clear (use --tls-cert/--tls-key, or a TLS proxy and --trusted-proxy)")
	}
	if f.urlFile != "" {
		if err := writeWhole(f.urlFile, url); err != nil {
			ln.Close()
			return fmt.Errorf("--url-file: %w", err)
		}
	}
	hs := srv.HTTPServer(f.addr)
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
}

// writeWhole writes s to file whole then renames it there: a reader never
// sees half of it.
func writeWhole(file, s string) error {
	if err := os.WriteFile(file+".tmp", []byte(s), 0o644); err != nil {
		return err
	}
	return os.Rename(file+".tmp", file)
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
