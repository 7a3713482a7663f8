package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/serve"
)

func (a *app) submitCommand() *cobra.Command {
	var server, lang, token string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "submit --server URL PROBLEM FILE",
		Short: "Send a file to an arena (judge serve) and print its report as `judge run` does",
		Long: "Send a source file to a running arena, follow its verdicts live, and print the\n" +
			"report `judge run` prints (exit 0 accepted, 1 rejected). A server on another\n" +
			"address than loopback needs --token (or JUDGE_TOKEN).",
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if server == "" {
				return errors.New("--server URL is required (the address `judge serve` printed)")
			}
			base, err := url.Parse(strings.TrimRight(server, "/"))
			if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
				return fmt.Errorf("--server %q: want http://HOST:PORT", server)
			}
			if token == "" {
				token = os.Getenv("JUDGE_TOKEN")
			}
			src, err := os.ReadFile(args[1])
			if err != nil {
				return fileError(args[1], err)
			}
			if len(src) > serve.MaxSource {
				return fmt.Errorf("submission: %s is %d KiB, over the arena's %d KiB", args[1], len(src)>>10, serve.MaxSource>>10)
			}
			c := &client{base: base, token: token, http: &http.Client{Transport: &http.Transport{
				ResponseHeaderTimeout: 30 * time.Second, IdleConnTimeout: 30 * time.Second}}}
			id, err := c.submit(cmd.Context(), args[0], lang, filepath.Base(args[1]), src)
			if err != nil {
				return a.interrupted(cmd.Context(), err)
			}
			sub, err := c.wait(cmd.Context(), id)
			if err != nil {
				return a.interrupted(cmd.Context(), err)
			}
			if sub.Status == serve.Failed {
				return fmt.Errorf("server: submission %d: the judge failed: %s", id, sub.Error)
			}
			rep := &sub.Report
			if asJSON {
				if err := rep.WriteJSON(a.stdout); err != nil {
					return err
				}
			} else if err := a.writeRemoteReport(sub); err != nil {
				return err
			}
			return verdictExit(rep.Verdict)
		},
	}
	cmd.Flags().StringVar(&server, "server", "", "the arena's URL, e.g. http://127.0.0.1:8080")
	cmd.Flags().StringVar(&lang, "lang", "", "language id (default: by extension)")
	cmd.Flags().StringVar(&token, "token", "", "user token (default: $JUDGE_TOKEN)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	return cmd
}

// interrupted makes an error after Ctrl-C the interrupt's exit code.
func (a *app) interrupted(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return exitCode(130)
	}
	return err
}

// client speaks the arena's JSON API.
type client struct {
	base  *url.URL
	token string
	http  *http.Client
}

func (c *client) request(ctx context.Context, method, path string, body io.Reader, ctype string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base.String()+path, body)
	if err != nil {
		return nil, err
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, err
		}
		return nil, unreachable(c.base, err)
	}
	return resp, nil
}

// unreachable says in one line that the arena at base could not be
// reached, and why in the user's words: "connection refused", "no such
// host", "timed out" (not Go's `Post "…": dial tcp …:`).
func unreachable(base *url.URL, err error) error {
	var dns *net.DNSError
	var op *net.OpError
	var ue *url.Error
	why := err.Error()
	switch {
	case errors.As(err, &dns) && dns.IsNotFound:
		why = "no such host"
	case errors.As(err, &dns):
		why = "cannot look up the host: " + dns.Err
	case errors.Is(err, syscall.ECONNREFUSED):
		why = "connection refused (is judge serve running there?)"
	case errors.As(err, &op) && op.Timeout(), errors.As(err, &ue) && ue.Timeout():
		why = "no answer (timed out)"
	case errors.As(err, &op):
		why = op.Err.Error()
	case errors.As(err, &ue):
		why = ue.Err.Error()
	}
	return fmt.Errorf("no arena at %s: %s", base, why)
}

// apiError reads the error a refused request carries.
func apiError(resp *http.Response) error {
	var e struct {
		Error string `json:"error"`
	}
	_ = json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&e)
	if e.Error == "" {
		e.Error = resp.Status
	}
	if ra := resp.Header.Get("Retry-After"); ra != "" {
		e.Error += " (retry after " + ra + " s)"
	}
	return fmt.Errorf("server: %s (HTTP %d)", e.Error, resp.StatusCode)
}

// submit sends the file as a multipart upload and returns its id.
func (c *client) submit(ctx context.Context, problem, lang, name string, src []byte) (int64, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("problem", problem)
	_ = mw.WriteField("language", lang)
	fw, err := mw.CreateFormFile("file", name)
	if err != nil {
		return 0, err
	}
	_, _ = fw.Write(src)
	if err := mw.Close(); err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	resp, err := c.request(ctx, http.MethodPost, "/api/submissions", &body, mw.FormDataContentType())
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return 0, apiError(resp)
	}
	var r struct {
		ID int64 `json:"id"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return 0, fmt.Errorf("server: bad answer: %w", err)
	}
	return r.ID, nil
}

// writeRemoteReport prints an arena's report as `judge run` prints it: a
// failed sample's input, answer and output come with it (in files for the
// moment they are shown, as the engine's are).
func (a *app) writeRemoteReport(sub *serve.SubmissionView) error {
	rep := &sub.Report
	if sub.Sample == nil {
		a.writeReport(rep, false)
		return nil
	}
	dir, err := sandbox.WorkDir("submit")
	if err != nil {
		return err
	}
	defer sandbox.RemoveWorkDir(dir)
	for i := range rep.Tests {
		t := &rep.Tests[i]
		if t.Name != sub.Sample.Name {
			continue
		}
		t.Input, t.Answer, t.Output = filepath.Join(dir, "input"), filepath.Join(dir, "answer"), []byte(sub.Sample.Output)
		if err := os.WriteFile(t.Input, []byte(sub.Sample.Input), 0o600); err != nil {
			return err
		}
		if err := os.WriteFile(t.Answer, []byte(sub.Sample.Answer), 0o600); err != nil {
			return err
		}
	}
	rep.WriteText(a.stdout, a.colour())
	a.writeDetails(&problems.Problem{ID: rep.Problem, Checker: sub.Sample.Checker}, rep, false, true)
	return nil
}

// wait follows a submission's events until it is judged; a dropped stream
// (a restarted server) is followed again for a while.
func (c *client) wait(ctx context.Context, id int64) (*serve.SubmissionView, error) {
	var last error
	for try := 0; try < 60; try++ {
		if try > 0 {
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(time.Second):
			}
		}
		sub, err := c.events(ctx, id)
		if sub != nil || ctx.Err() != nil {
			return sub, err
		}
		var refused *refusedError
		if errors.As(err, &refused) {
			return nil, err
		}
		last = err
	}
	return nil, fmt.Errorf("server: submission %d: no verdict: %w", id, last)
}

type refusedError struct{ error }

// events reads the event stream until "done"; nil, nil if it ended first.
func (c *client) events(ctx context.Context, id int64) (*serve.SubmissionView, error) {
	// A stream silent for longer than three of the server's heartbeats is
	// dead (a server gone without closing it): give up on it and reconnect.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	idle := time.AfterFunc(30*time.Second, cancel)
	defer idle.Stop()
	resp, err := c.request(ctx, http.MethodGet, fmt.Sprintf("/api/submissions/%d/events", id), nil, "")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		err := apiError(resp)
		// 429 (the user's or the server's event streams at their cap) and
		// 5xx are tried again; other refusals are final.
		if resp.StatusCode >= 400 && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests {
			return nil, &refusedError{err}
		}
		return nil, err
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	name := ""
	for sc.Scan() {
		idle.Reset(30 * time.Second)
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: ") && name == "done":
			var sub serve.SubmissionView
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &sub); err != nil {
				return nil, fmt.Errorf("server: bad event: %w", err)
			}
			return &sub, nil
		}
	}
	return nil, fmt.Errorf("server: the event stream of submission %d ended early", id)
}
