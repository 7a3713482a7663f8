package serve

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// Hostile and malformed requests get the status the API promises and one
// line saying why: JSON on /api/, a page elsewhere, including the answers
// the router and the cross-origin guard give; nothing is stored.
func TestHostileRequests(t *testing.T) {
	store := openStore(t, dsns(t)["sqlite"])
	a := newArena(t, store, Config{Open: true}, false)
	// The server's own limits: a client that never finishes its header is
	// cut off (checked at the end), a header past 16 KiB refused.
	hs := a.HTTPServer("")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.Serve(ln)
	defer hs.Close()
	slow, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	if _, err := io.WriteString(slow, "GET /api/problems HTTP/1.1\r\nHost: x\r\n"); err != nil {
		t.Fatal(err)
	}
	sub := `{"problem":"eight","language":"python3","source":"print(1)\n"}`
	cases := []struct {
		name, method, path string
		header             map[string]string
		body               string
		code               int
		want               string
	}{
		{"no such route", "GET", "/api/nosuch", nil, "", 404, "not found"},
		{"delete submissions", "DELETE", "/api/submissions", nil, "", 405, "DELETE not allowed here"},
		{"put a submission", "PUT", "/api/submissions/1", nil, sub, 405, "PUT not allowed here"},
		{"cross-site", "POST", "/api/submissions", map[string]string{"Sec-Fetch-Site": "cross-site", "Content-Type": "application/json"}, sub, 403, "cross-origin"},
		{"other origin", "POST", "/api/submissions", map[string]string{"Origin": "http://evil.example", "Content-Type": "application/json"}, sub, 403, "cross-origin"},
		{"huge id", "GET", "/api/submissions/99999999999999999999999", nil, "", 404, "no submission"},
		{"missing submission's board", "GET", "/api/submissions/7/board", nil, "", 404, "no submission 7"},
		{"basic auth", "GET", "/api/submissions/1", map[string]string{"Authorization": "Basic YTpi"}, "", 401, "Bearer"},
		{"unknown token", "GET", "/api/problems", map[string]string{"Authorization": "Bearer nosuch"}, "", 401, "unknown token"},
		{"player of no problem", "GET", "/api/problems/nosuch/play?board=1", nil, "", 404, "no player"},
		{"huge board", "GET", "/api/problems/eight/play?board=" + strings.Repeat("1", 5000), nil, "", 413, "board over 4 KiB"},
		{"no body", "POST", "/api/submissions", map[string]string{"Content-Type": "application/json"}, "", 400, "bad JSON body"},
		{"JSON array", "POST", "/api/submissions", map[string]string{"Content-Type": "application/json"}, "[1,2]", 400, "bad JSON body"},
		{"bad content type", "POST", "/api/submissions", map[string]string{"Content-Type": "multipart/form-data; boundary"}, "x", 415, "Content-Type"},
	}
	// Every player, given boards it cannot read.
	for _, p := range []string{"eight", "eight-multi", "eight-count", "chino", "cube", "mn-puzzle", "fifteen", "fifteen-path", "fifteen-walk"} {
		for _, board := range []string{"", "x", "1 2\n3 4\nz", "9 9 9 9 9 9 9 9 9", "-1 0 0 0"} {
			cases = append(cases, struct {
				name, method, path string
				header             map[string]string
				body               string
				code               int
				want               string
			}{p + " board " + board, "GET", "/api/problems/" + p + "/play?board=" + url.QueryEscape(board), nil, "", 400, "board"})
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req, _ := http.NewRequest(c.method, a.ts.URL+c.path, strings.NewReader(c.body))
			for k, v := range c.header {
				req.Header.Set(k, v)
			}
			resp, err := a.ts.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var v struct{ Error string }
			err = json.NewDecoder(resp.Body).Decode(&v)
			if resp.StatusCode != c.code || err != nil || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
				t.Fatalf("%s %s: %s %s %q (%v), want %d", c.method, c.path, resp.Status, resp.Header.Get("Content-Type"), v.Error, err, c.code)
			}
			if !strings.Contains(v.Error, c.want) || strings.ContainsAny(v.Error, "\r\n") || v.Error == "" {
				t.Fatalf("%s %s: error %q, want one line with %q", c.method, c.path, v.Error, c.want)
			}
			if c.code == 405 && resp.Header.Get("Allow") == "" {
				t.Errorf("405 without Allow")
			}
		})
	}
	// Pages answer with a page.
	for _, c := range []struct {
		method, path string
		code         int
	}{{"GET", "/nosuch", 404}, {"POST", "/", 405}, {"GET", "/submissions/x", 404}, {"POST", "/logout", 403}} {
		req, _ := http.NewRequest(c.method, a.ts.URL+c.path, nil)
		resp, err := a.ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.code || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") || !strings.Contains(string(body), "</html>") {
			t.Errorf("%s %s: %s %s", c.method, c.path, resp.Status, resp.Header.Get("Content-Type"))
		}
	}
	// A header past 16 KiB is refused before any handler.
	req, _ := http.NewRequest("GET", "http://"+ln.Addr().String()+"/api/problems", nil)
	req.Header.Set("X-Big", strings.Repeat("a", 32<<10))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("a 32 KiB header: %s", resp.Status)
	}
	// The server closes it (a timeout far shorter than this read's).
	_ = slow.SetReadDeadline(time.Now().Add(time.Minute))
	if _, err := io.Copy(io.Discard, slow); err != nil {
		t.Errorf("a header never finished: %v, want the server to close the connection", err)
	}
	if n, err := store.Users(context.Background()); err != nil || n != 0 {
		t.Errorf("users %d (%v)", n, err)
	}
	if ids, err := store.History(context.Background(), "guest", 10); err != nil || len(ids) != 0 {
		t.Errorf("stored %d submissions (%v)", len(ids), err)
	}
}
