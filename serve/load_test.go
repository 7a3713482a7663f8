package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv makes the test binary an arena server (for kill -9): the
// database and the file to write its URL to come in the environment.
const childEnv = "SLIDEJUDGE_SERVE_CHILD"

func childServer() int {
	ctx := context.Background()
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "child server:", err)
		return 2
	}
	// SERVE_NOFILE lowers the descriptors it may open (a flood's target;
	// the hard limit stays, for the sandbox's own settings).
	if n, err := strconv.ParseUint(os.Getenv("SERVE_NOFILE"), 10, 64); err == nil {
		if err := lowerMaxFiles(n); err != nil {
			return fail(err)
		}
	}
	e, err := newEngine()
	if err != nil {
		return fail(err)
	}
	defer e.Close()
	store, err := OpenStore(ctx, os.Getenv("SERVE_DB"))
	if err != nil {
		return fail(err)
	}
	s, err := New(ctx, e, store, Config{Open: true, QueueSize: 256, Burst: 1000, Log: os.Stderr, Lease: 2 * time.Second, Poll: 100 * time.Millisecond})
	if err != nil {
		return fail(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fail(err)
	}
	if err := s.Start(ctx); err != nil {
		return fail(err)
	}
	defer s.Close()
	file := os.Getenv("SERVE_URLFILE")
	if err := os.WriteFile(file+".tmp", []byte("http://"+ln.Addr().String()), 0o644); err != nil {
		return fail(err)
	}
	if err := os.Rename(file+".tmp", file); err != nil {
		return fail(err)
	}
	// SIGTERM ends it cleanly (its scratch space removed); SIGKILL is the test.
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM)
	hs := s.HTTPServer("")
	go func() {
		<-term
		hs.Close()
	}()
	if err := hs.Serve(s.Listener(ln)); err != http.ErrServerClosed {
		return fail(err)
	}
	return 0
}

// startChild starts a server process on db (with env added to its
// environment) and returns it and its URL.
func startChild(t *testing.T, db string, env ...string) (*exec.Cmd, string) {
	t.Helper()
	urlFile := filepath.Join(t.TempDir(), "url")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), childEnv+"=1", "SERVE_DB="+db, "SERVE_URLFILE="+urlFile), env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for range 600 {
		if b, err := os.ReadFile(urlFile); err == nil {
			return cmd, string(b)
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Kill()
	t.Fatal("the server did not start")
	return nil, ""
}

func referenceSource(t testing.TB) string {
	b, err := os.ReadFile("../solutions/eight/accepted/reference.go")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// percentiles says p50, p99 and max of some durations.
func percentiles(d []time.Duration) string {
	d = slices.Clone(d)
	slices.Sort(d)
	return fmt.Sprintf("p50 %v, p99 %v, max %v", d[len(d)/2], d[len(d)*99/100], d[len(d)-1])
}

// serverTiming reads the time a response's Server-Timing header gives.
func serverTiming(resp *http.Response) (time.Duration, error) {
	h := resp.Header.Get("Server-Timing")
	_, ms, ok := strings.Cut(h, "app;dur=")
	f, err := strconv.ParseFloat(ms, 64)
	if !ok || err != nil {
		return 0, fmt.Errorf("Server-Timing %q: want app;dur=MS", h)
	}
	return time.Duration(f * float64(time.Millisecond)), nil
}

func jsonDecode(resp *http.Response, v any) error {
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("%s: %s", resp.Status, ct)
	}
	return decodeJSON(resp.Body, v)
}

func decodeJSON(r io.Reader, v any) error { return json.NewDecoder(r).Decode(v) }
