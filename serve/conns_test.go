package serve

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// serveCapped serves a's arena as judge serve does (HTTPServer on
// Listener) on a loopback port and returns its address.
func serveCapped(t *testing.T, a *arena) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := a.HTTPServer("")
	go hs.Serve(a.Listener(ln))
	t.Cleanup(func() { hs.Close() })
	return ln.Addr().String()
}

// rawRequest sends a GET on a new connection and reads the answer's
// head (an event stream's body is left to read).
func rawRequest(addr, path, header string) (net.Conn, *http.Response, error) {
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, nil, err
	}
	fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: x\r\n%s\r\n", path, header)
	_ = c.SetReadDeadline(time.Now().Add(time.Minute))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		c.Close()
		return nil, nil, err
	}
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		io.Copy(io.Discard, resp.Body)
	}
	return c, resp, nil
}

// rawGet is rawRequest leaving the connection open (kept alive) for the
// caller, and its status.
func rawGet(t *testing.T, addr, path, header string) (net.Conn, int) {
	t.Helper()
	c, resp, err := rawRequest(addr, path, header)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	t.Cleanup(func() { c.Close() })
	return c, resp.StatusCode
}

// served tells whether a GET on a new connection is answered 200.
func served(addr, path, header string) bool {
	c, resp, err := rawRequest(addr, path, header)
	if err != nil {
		return false
	}
	c.Close()
	return resp.StatusCode == 200
}

// inState counts the connections in a state.
func (l *conns) inState(st http.ConnState) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for c := range l.open {
		if c.state == st && c.handlers == 0 {
			n++
		}
	}
	return n
}

// closedByServer counts the connections the server closed (EOF or reset
// within a tenth of a second).
func closedByServer(cs ...net.Conn) int {
	n := 0
	for _, c := range cs {
		_ = c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
		if _, err := c.Read(make([]byte, 1)); err != nil && !os.IsTimeout(err) {
			n++
		}
	}
	return n
}

// The cap on connections: past it an idle keep-alive connection is closed
// for a new one, a silent one once its grace is over; with every
// connection busy (event streams) a new one gets a 503 with Retry-After.
func TestConnCap(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true, MaxConns: 4, MaxStreams: 4, UserStreams: 4}, false)
	addr := serveCapped(t, a)
	if a.cfg.MaxConns != 4 {
		t.Fatalf("MaxConns %d", a.cfg.MaxConns)
	}
	// Four idle keep-alive connections; a fifth request is served and the
	// oldest idle connection closed for it.
	var idle []net.Conn
	for range 4 {
		c, code := rawGet(t, addr, "/api/problems", "")
		if code != 200 {
			t.Fatalf("GET: %d", code)
		}
		idle = append(idle, c)
	}
	// (The server marks a connection idle just after its answer is sent.)
	eventually(t, "four idle connections", func() bool { return a.conns.inState(http.StateIdle) == 4 })
	if _, code := rawGet(t, addr, "/api/problems", ""); code != 200 {
		t.Fatalf("past the cap with idle connections: %d, want 200", code)
	}
	// (Which one: the longest idle, by the server's clock.)
	eventually(t, "an idle connection closed for the new one", func() bool { return closedByServer(idle...) == 1 })
	if n := a.conns.count(); n > 4 {
		t.Errorf("%d connections open, cap 4", n)
	}
	for _, c := range idle {
		c.Close()
	}
	eventually(t, "closed connections forgotten", func() bool { return a.conns.count() <= 1 })

	// Four event streams hold every connection: a fifth is refused, and
	// served once a stream ends.
	resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	events := fmt.Sprintf("/api/submissions/%d/events", idOf(t, v))
	var streams []net.Conn
	for range 4 {
		c, code := rawGet(t, addr, events, "")
		if code != 200 {
			t.Fatalf("stream: %d", code)
		}
		streams = append(streams, c)
	}
	req, err := http.NewRequest("GET", "http://"+addr+"/api/problems", nil)
	if err != nil {
		t.Fatal(err)
	}
	busy, err := (&http.Client{Transport: &http.Transport{DisableKeepAlives: true}}).Do(req)
	if err != nil {
		t.Fatalf("refused connection: %v", err)
	}
	var e struct{ Error string }
	_ = json.NewDecoder(busy.Body).Decode(&e)
	busy.Body.Close()
	if busy.StatusCode != 503 || busy.Header.Get("Retry-After") == "" || !strings.Contains(e.Error, "too many connections") {
		t.Fatalf("every connection busy: %s %q (Retry-After %q)", busy.Status, e.Error, busy.Header.Get("Retry-After"))
	}
	streams[0].Close()
	eventually(t, "a connection after a stream ended", func() bool { return served(addr, "/api/problems", "") })

	// A connection that says nothing is closed for a new one once its
	// grace is over.
	for _, s := range streams[1:] {
		s.Close()
	}
	eventually(t, "streams closed", func() bool { return a.conns.count() == 0 })
	var silent []net.Conn
	for range 4 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		silent = append(silent, c)
	}
	eventually(t, "four silent connections", func() bool { return a.conns.count() == 4 })
	time.Sleep(connGrace + 100*time.Millisecond)
	if _, code := rawGet(t, addr, "/api/problems", ""); code != 200 {
		t.Fatalf("past the cap with silent connections: %d", code)
	}
	eventually(t, "a silent connection closed for the new one", func() bool { return closedByServer(silent...) >= 1 })
}

// Event streams are capped per user and in all: 429 with Retry-After,
// served again once one ends.
func TestStreamCaps(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true, MaxStreams: 3, UserStreams: 2}, false) // judges off: streams stay open
	addr := strings.TrimPrefix(a.ts.URL, "http://")
	resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	events := fmt.Sprintf("/api/submissions/%d/events", idOf(t, v))
	as := func(name string) string { return "Cookie: " + nameCookie + "=" + name + "\r\n" }
	var mallory []net.Conn
	for range 2 {
		c, code := rawGet(t, addr, events, as("mallory"))
		if code != 200 {
			t.Fatalf("mallory's stream: %d", code)
		}
		mallory = append(mallory, c)
	}
	refused := func(name, want string) {
		t.Helper()
		req, _ := http.NewRequest("GET", a.ts.URL+events, nil)
		req.Header.Set("Cookie", nameCookie+"="+name)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var e struct{ Error string }
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || !strings.Contains(e.Error, want) {
			t.Fatalf("%s's stream: %s %q, want 429 with %q", name, resp.Status, e.Error, want)
		}
	}
	refused("mallory", "mallory has 2 open")
	if _, code := rawGet(t, addr, events, as("bob")); code != 200 {
		t.Fatalf("bob's stream: %d", code)
	}
	refused("carol", "the server has 3 open")
	mallory[0].Close()
	eventually(t, "carol's stream once mallory's ended", func() bool { return served(addr, events, as("carol")) })
}

// fdCount counts a process's open descriptors.
func fdCount(pid int) int {
	ents, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	return len(ents)
}

// rssKiB reads a process's resident memory.
func rssKiB(pid int) int {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			var n int
			fmt.Sscan(v, &n)
			return n
		}
	}
	return 0
}

// A flood of connections far past what a server process may open (256
// descriptors here, so at most 64 connections): idle keep-alives and
// connections that never speak, renewed all along. Another user is still
// served, and their submission judged AC (not JE: the judge's own files
// never run out of descriptors).
func TestConnectionFlood(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the flood test starts a server process")
	}
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			openStore(t, dsn)
			child, base := startChild(t, dsn, "SERVE_NOFILE=256")
			defer func() {
				child.Process.Signal(syscall.SIGTERM)
				child.Wait()
			}()
			addr := strings.TrimPrefix(base, "http://")
			pid := child.Process.Pid
			rssBefore := rssKiB(pid)

			// The flood: up to 400 connections open at a time, the oldest
			// closed for new ones, one a millisecond; every other one asks
			// for the problems and stays idle, the rest say nothing.
			ctx, stop := context.WithCancel(context.Background())
			var wg sync.WaitGroup
			var dialed, maxFDs int
			var mu sync.Mutex
			wg.Add(1)
			go func() {
				defer wg.Done()
				var open []net.Conn
				defer func() {
					for _, c := range open {
						c.Close()
					}
				}()
				for i := 0; ctx.Err() == nil && i < 20000; i++ {
					c, err := net.DialTimeout("tcp", addr, time.Second)
					if err == nil {
						if i%2 == 0 {
							fmt.Fprint(c, "GET /api/problems HTTP/1.1\r\nHost: x\r\n\r\n")
						}
						open = append(open, c)
					}
					if len(open) > 400 {
						open[0].Close()
						open = open[1:]
					}
					mu.Lock()
					dialed++
					maxFDs = max(maxFDs, fdCount(pid))
					mu.Unlock()
					time.Sleep(time.Millisecond)
				}
			}()
			eventually(t, "the flood under way", func() bool {
				mu.Lock()
				defer mu.Unlock()
				return dialed >= 500
			})

			// Bob submits and follows his submission through the flood,
			// trying again when refused (503, or a connection closed).
			client := &http.Client{Timeout: time.Minute}
			try := func(method, path, body string) (int, map[string]any) {
				for range 600 {
					req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
					req.Header.Set("Cookie", nameCookie+"=bob")
					if body != "" {
						req.Header.Set("Content-Type", "application/json")
					}
					resp, err := client.Do(req)
					if err == nil {
						var v map[string]any
						_ = json.NewDecoder(resp.Body).Decode(&v)
						resp.Body.Close()
						if resp.StatusCode != 503 {
							return resp.StatusCode, v
						}
					}
					time.Sleep(100 * time.Millisecond)
				}
				t.Fatalf("%s %s: refused for a minute", method, path)
				return 0, nil
			}
			b, _ := json.Marshal(submitRequest{Problem: "eight", Language: "go", Source: referenceSource(t)})
			code, v := try("POST", "/api/submissions", string(b))
			if code != 202 {
				t.Fatalf("bob's submission: %d %v", code, v)
			}
			id := idOf(t, v)
			var sub map[string]any
			for range 600 {
				code, sub = try("GET", fmt.Sprintf("/api/submissions/%d", id), "")
				if code != 200 {
					t.Fatalf("bob's status: %d %v", code, sub)
				}
				if sub["status"] == Done || sub["status"] == Failed {
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			rssFlood := rssKiB(pid)
			stop()
			wg.Wait()
			report, _ := sub["report"].(map[string]any)
			if sub["status"] != Done || report["verdict"] != "AC" {
				t.Fatalf("bob's submission through the flood: %v %v: %v", sub["status"], report["verdict"], sub)
			}
			// The flood over, the server serves as before.
			if code, _ := try("GET", "/api/problems", ""); code != 200 {
				t.Fatalf("after the flood: %d", code)
			}
			time.Sleep(2 * time.Second)
			t.Logf("%d connections dialed; server: at most %d descriptors open of 256, RSS %d KiB before, %d KiB in the flood, %d KiB 2 s after",
				dialed, maxFDs, rssBefore, rssFlood, rssKiB(pid))
		})
	}
}

// selfSigned makes a certificate for 127.0.0.1 and the pool that trusts it.
func selfSigned(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "arena"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, pool
}

// With a certificate the arena speaks HTTPS itself, within the same cap,
// and its login cookies are Secure.
func TestTLS(t *testing.T) {
	store := openStore(t, dsns(t)["sqlite"])
	ann, err := AddUser(context.Background(), store, "ann")
	if err != nil {
		t.Fatal(err)
	}
	cert, pool := selfSigned(t)
	a := newArena(t, store, Config{TLS: &tls.Config{Certificates: []tls.Certificate{cert}}, MaxConns: 8}, false)
	addr := serveCapped(t, a)
	b := newBrowser(t, "https://"+addr)
	b.c.Transport = &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}
	if c := b.login(ann, nil); !c.Secure || !c.HttpOnly {
		t.Errorf("login cookie over TLS: %+v", c)
	}
	if code, _, body := b.get("/history", nil); code != 200 || !strings.Contains(body, "History of ann") {
		t.Errorf("history over TLS: %d", code)
	}
	resp, err := b.c.Get("https://" + addr + "/login")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Strict-Transport-Security") == "" {
		t.Error("no Strict-Transport-Security over TLS")
	}
	if n := a.conns.count(); n < 1 || n > 8 {
		t.Errorf("%d connections counted", n)
	}
	// Plain HTTP on the TLS port is no request.
	if resp, err := http.Get("http://" + addr + "/login"); err == nil {
		if resp.StatusCode == 200 {
			t.Errorf("plain HTTP on the TLS port: %s", resp.Status)
		}
		resp.Body.Close()
	}
}
