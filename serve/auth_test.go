package serve

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// browser is a cookie-keeping client that does not follow redirects.
type browser struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowser(t *testing.T, base string) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t, base, &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// get reads a page: its status, Location and body.
func (b *browser) get(path string, header map[string]string) (int, string, string) {
	b.t.Helper()
	req, _ := http.NewRequest("GET", b.base+path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Location"), string(body)
}

// form sends a page's form (with the CSRF token of the page at from).
func (b *browser) form(from, action string, values url.Values, header map[string]string) *http.Response {
	b.t.Helper()
	_, _, page := b.get(from, nil)
	m := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(page)
	if m == nil {
		b.t.Fatalf("no CSRF token on %s", from)
	}
	values.Set("csrf", m[1])
	req, _ := http.NewRequest("POST", b.base+action, strings.NewReader(values.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

// login logs in with a token and returns the session cookie set.
func (b *browser) login(token string, header map[string]string) *http.Cookie {
	b.t.Helper()
	resp := b.form("/login", "/login", url.Values{"token": {token}}, header)
	if resp.StatusCode != 303 {
		b.t.Fatalf("login: %s", resp.Status)
	}
	for _, c := range resp.Cookies() {
		if c.Name == loginCookie {
			return c
		}
	}
	b.t.Fatalf("login set no %s cookie: %v", loginCookie, resp.Cookies())
	return nil
}

// eventually polls cond for up to a minute: what another process changed
// in the store reaches a server within authCacheTTL.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 600 {
		if cond() {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("%s: not after a minute", what)
}

// Who may do what, on every database: a database with users serves only
// requests with a token or a login session, on 127.0.0.1 too; a login is
// a session of its own (not the token), ended by logout, by its expiry, by
// rotating the token or removing the user; one user never sees another's
// submissions; a name picked as in an open arena counts for nothing.
func TestAuth(t *testing.T) {
	ctx := context.Background()
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			store := openStore(t, dsn)
			if _, err := New(ctx, engine(t), store, Config{}); err == nil || !strings.Contains(err.Error(), "--add-user") || !strings.Contains(err.Error(), "--open") {
				t.Fatalf("no users and not open: %v", err)
			}
			ann, err := AddUser(ctx, store, "ann")
			if err != nil {
				t.Fatal(err)
			}
			bob, err := AddUser(ctx, store, "bob")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := AddUser(ctx, store, "bad name"); err == nil {
				t.Error("a name with a space was taken")
			}
			var stored string
			if err := store.db.QueryRow("SELECT token_hash FROM users WHERE name = 'ann'").Scan(&stored); err != nil || stored == ann || stored != HashToken(ann) {
				t.Fatalf("stored %q for token %q (%v)", stored, ann, err)
			}
			if _, err := New(ctx, engine(t), store, Config{Open: true}); err == nil || !strings.Contains(err.Error(), "never open") {
				t.Fatalf("open with users: %v", err)
			}
			a := newArena(t, store, Config{LoginTTL: 3 * time.Second}, false)
			if !strings.HasPrefix(a.ts.URL, "http://127.0.0.1:") {
				t.Fatalf("not on loopback: %s", a.ts.URL)
			}

			// Strangers: 401 on the API, the login page for people, on loopback.
			for _, path := range []string{"/api/problems", "/api/submissions/1", "/api/submissions/1/events", "/api/problems/eight/play?board=1", "/api/nosuch"} {
				if resp, v := a.do(t, "", "GET", path, "", nil); resp.StatusCode != 401 {
					t.Errorf("GET %s without a token: %s %v", path, resp.Status, v)
				}
			}
			if resp, _ := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython}); resp.StatusCode != 401 {
				t.Errorf("a submission without a token: %s", resp.Status)
			}
			if resp, _ := a.post(t, "nosuchtoken", submitRequest{Problem: "eight", Language: "python3", Source: waPython}); resp.StatusCode != 401 {
				t.Errorf("a submission with a bad token: %s", resp.Status)
			}
			stranger := newBrowser(t, a.ts.URL)
			for _, path := range []string{"/", "/history", "/scoreboard", "/problems/eight", "/submissions/1", "/nosuch"} {
				if code, loc, _ := stranger.get(path, nil); code != 303 || loc != "/login" {
					t.Errorf("GET %s without a login: %d %s", path, code, loc)
				}
			}
			// Picking a name is an open arena's, and the name is no key.
			if code, loc, _ := stranger.get("/history", map[string]string{"Cookie": nameCookie + "=ann"}); code != 303 || loc != "/login" {
				t.Errorf("the name ann picked: %d %s", code, loc)
			}
			if resp := stranger.form("/login", "/login", url.Values{"name": {"ann"}}, nil); resp.StatusCode != 401 {
				t.Errorf("picking a name: %s", resp.Status)
			}
			if code, _, body := stranger.get("/login", nil); code != 200 || !strings.Contains(body, `name="token"`) || strings.Contains(body, "open-banner") {
				t.Errorf("login page: %d", code)
			}
			if code, _, _ := stranger.get("/static/style.css", nil); code != 200 {
				t.Errorf("the stylesheet: %d", code)
			}
			// The verdicts' colours and words, built from the verdict table.
			if code, _, body := stranger.get("/static/verdicts.css", nil); code != 200 || !strings.Contains(body, ".v-OLE { color: #9a6700; }") || !strings.Contains(body, ".v-JE { color: #fff; background: #cf222e; }") {
				t.Errorf("the verdicts' stylesheet: %d %q", code, body)
			}
			if code, _, body := stranger.get("/static/verdicts.js", nil); code != 200 || !strings.Contains(body, `"OLE":"output limit exceeded"`) {
				t.Errorf("the verdicts' script: %d %q", code, body)
			}

			// Tokens: each user sees only their own.
			resp, v := a.post(t, ann, submitRequest{Problem: "eight", Language: "python3", Source: waPython})
			if resp.StatusCode != 202 {
				t.Fatalf("ann: %s %v", resp.Status, v)
			}
			id := itoa(idOf(t, v))
			if resp, _ := a.do(t, ann, "GET", "/api/submissions/"+id, "", nil); resp.StatusCode != 200 {
				t.Errorf("ann reads her submission: %s", resp.Status)
			}
			if resp, _ := a.do(t, bob, "GET", "/api/submissions/"+id, "", nil); resp.StatusCode != 404 {
				t.Errorf("bob reads ann's submission: %s", resp.Status)
			}

			// A login is its own random id, not the token; logout ends it.
			b := newBrowser(t, a.ts.URL)
			c := b.login(ann, nil)
			if c.Value == ann || strings.Contains(c.Value, ann) || !c.HttpOnly || c.Secure || c.SameSite != http.SameSiteStrictMode {
				t.Fatalf("login cookie %+v", c)
			}
			if code, _, body := b.get("/history", nil); code != 200 || !strings.Contains(body, "History of ann") || !strings.Contains(body, "Log out") {
				t.Fatalf("history after login: %d", code)
			}
			if resp := b.form("/", "/logout", url.Values{}, nil); resp.StatusCode != 303 {
				t.Fatalf("logout: %s", resp.Status)
			}
			kept := map[string]string{"Cookie": loginCookie + "=" + c.Value}
			if code, loc, _ := stranger.get("/history", kept); code != 303 || loc != "/login" {
				t.Errorf("the session kept after logout: %d %s", code, loc)
			}
			if resp, _ := a.do(t, "", "GET", "/api/problems", "", nil); resp.StatusCode != 401 {
				t.Errorf("API after logout: %s", resp.Status)
			}
			req, _ := http.NewRequest("GET", a.ts.URL+"/api/problems", nil)
			req.Header.Set("Cookie", kept["Cookie"])
			if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 401 {
				t.Errorf("API with the session kept after logout: %v %v", resp, err)
			} else {
				resp.Body.Close()
			}
			var left int
			if err := store.db.QueryRow("SELECT COUNT(*) FROM logins").Scan(&left); err != nil || left != 0 {
				t.Errorf("%d logins left after logout (%v)", left, err)
			}

			// A login expires.
			c = b.login(bob, nil)
			if code, _, _ := b.get("/history", nil); code != 200 {
				t.Fatalf("bob's history: %d", code)
			}
			time.Sleep(3 * time.Second)
			eventually(t, "an expired login", func() bool {
				code, loc, _ := stranger.get("/history", map[string]string{"Cookie": loginCookie + "=" + c.Value})
				return code == 303 && loc == "/login"
			})

			// Rotating a token ends the old one and the logins made with it
			// (here by a second store, as `judge serve --rotate-token` does).
			c = b.login(ann, nil)
			other, err := OpenStore(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer other.Close()
			ann2, err := RotateToken(ctx, other, "ann")
			if err != nil || ann2 == ann {
				t.Fatalf("rotate: %q %v", ann2, err)
			}
			eventually(t, "the old token after rotation", func() bool {
				resp, _ := a.do(t, ann, "GET", "/api/problems", "", nil)
				return resp.StatusCode == 401
			})
			eventually(t, "a login of the old token after rotation", func() bool {
				code, loc, _ := stranger.get("/history", map[string]string{"Cookie": loginCookie + "=" + c.Value})
				return code == 303 && loc == "/login"
			})
			if resp, v := a.do(t, ann2, "GET", "/api/submissions/"+id, "", nil); resp.StatusCode != 200 {
				t.Errorf("the new token: %s %v", resp.Status, v)
			}
			if _, err := RotateToken(ctx, other, "nobody"); err == nil || err.Error() != "no user nobody" {
				t.Errorf("rotating nobody's token: %v", err)
			}

			// Removing a user ends their token and logins; their submissions stay.
			c = b.login(bob, nil)
			if err := RemoveUser(ctx, other, "bob"); err != nil {
				t.Fatal(err)
			}
			if err := RemoveUser(ctx, other, "bob"); err == nil || err.Error() != "no user bob" {
				t.Errorf("removing bob twice: %v", err)
			}
			eventually(t, "a removed user's token", func() bool {
				resp, _ := a.do(t, bob, "GET", "/api/problems", "", nil)
				return resp.StatusCode == 401
			})
			eventually(t, "a removed user's login", func() bool {
				code, _, _ := stranger.get("/history", map[string]string{"Cookie": loginCookie + "=" + c.Value})
				return code == 303
			})
			if hist, err := store.History(ctx, "ann", 10); err != nil || len(hist) != 1 {
				t.Errorf("ann's history %v (%v)", hist, err)
			}
		})
	}
}

// An open arena says so on every page, and closes itself once a user is
// added (by another process): from then on, tokens only.
func TestOpenArena(t *testing.T) {
	ctx := context.Background()
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			store := openStore(t, dsn)
			a := newArena(t, store, Config{Open: true}, false)
			b := newBrowser(t, a.ts.URL)
			if code, _, body := b.get("/", nil); code != 200 || !strings.Contains(body, `id="open-banner"`) || !strings.Contains(body, "Pick a name") {
				t.Fatalf("open arena's home: %d", code)
			}
			if resp := b.form("/login", "/login", url.Values{"name": {"carol"}}, nil); resp.StatusCode != 303 {
				t.Fatalf("picking a name: %s", resp.Status)
			}
			if code, _, body := b.get("/history", nil); code != 200 || !strings.Contains(body, "History of carol") {
				t.Fatalf("carol's history: %d", code)
			}
			other, err := OpenStore(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer other.Close()
			tok, err := AddUser(ctx, other, "dan")
			if err != nil {
				t.Fatal(err)
			}
			eventually(t, "an open arena after a user was added", func() bool {
				resp, _ := a.do(t, "", "GET", "/api/problems", "", nil)
				return resp.StatusCode == 401
			})
			if code, loc, _ := b.get("/history", nil); code != 303 || loc != "/login" {
				t.Errorf("carol's picked name after users appeared: %d %s", code, loc)
			}
			if resp, _ := a.do(t, tok, "GET", "/api/problems", "", nil); resp.StatusCode != 200 {
				t.Errorf("dan's token: %s", resp.Status)
			}
		})
	}
}

// Cookies are Secure behind a trusted TLS proxy (X-Forwarded-Proto), and
// not when a stranger sends the same header.
func TestSecureCookies(t *testing.T) {
	ctx := context.Background()
	store := openStore(t, dsns(t)["sqlite"])
	ann, err := AddUser(ctx, store, "ann")
	if err != nil {
		t.Fatal(err)
	}
	proxies, err := ParseProxies([]string{"127.0.0.1"})
	if err != nil {
		t.Fatal(err)
	}
	behind := newArena(t, store, Config{TrustedProxies: proxies}, false)
	direct := newArena(t, store, Config{}, false)
	https := map[string]string{"X-Forwarded-Proto": "https"}
	if c := newBrowser(t, behind.ts.URL).login(ann, https); !c.Secure {
		t.Errorf("behind a trusted proxy: %+v", c)
	}
	if c := newBrowser(t, behind.ts.URL).login(ann, nil); c.Secure {
		t.Errorf("behind a trusted proxy, plain http: %+v", c)
	}
	if c := newBrowser(t, direct.ts.URL).login(ann, https); c.Secure {
		t.Errorf("X-Forwarded-Proto from a stranger: %+v", c)
	}
	hsts := func(a *arena, header map[string]string) string {
		req, _ := http.NewRequest("GET", a.ts.URL+"/login", nil)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.Header.Get("Strict-Transport-Security")
	}
	if hsts(behind, https) == "" || hsts(behind, nil) != "" || hsts(direct, https) != "" {
		t.Errorf("Strict-Transport-Security: behind the proxy %q, plain %q, from a stranger %q", hsts(behind, https), hsts(behind, nil), hsts(direct, https))
	}
	for _, bad := range []string{"nosuch", "10.0.0.0/33", "1.2.3"} {
		if _, err := ParseProxies([]string{bad}); err == nil || !strings.Contains(err.Error(), "--trusted-proxy") {
			t.Errorf("ParseProxies(%q): %v", bad, err)
		}
	}
	if p, err := ParseProxies([]string{"10.1.2.3/8, ::1"}); err != nil || len(p) != 2 || p[0].String() != "10.0.0.0/8" || p[1].String() != "::1/128" {
		t.Errorf("ParseProxies: %v %v", p, err)
	}
}

// The PostgreSQL password need not be on the command line: pgx reads
// PGPASSWORD and the password file (~/.pgpass, or PGPASSFILE).
func TestPostgresPassword(t *testing.T) {
	dsn := os.Getenv(postgresEnv)
	if dsn == "" {
		t.Skip(postgresEnv + " is not set")
	}
	u, err := url.Parse(dsn)
	if err != nil || u.User == nil {
		t.Fatalf("%s: %v", Redact(dsn), err)
	}
	password, ok := u.User.Password()
	if !ok {
		t.Skip("the test database's URL has no password")
	}
	u.User = url.User(u.User.Username())
	bare := u.String()
	if HasPassword(bare) || !HasPassword(dsn) || !HasPassword("postgres://ann@db/x?password=p") {
		t.Fatalf("HasPassword: %s", Redact(dsn))
	}
	ctx := context.Background()
	t.Setenv("PGPASSFILE", filepath.Join(t.TempDir(), "none"))
	t.Setenv("PGPASSWORD", "wrong")
	if s, err := OpenStore(ctx, bare); err == nil {
		s.Close()
		t.Fatal("a wrong PGPASSWORD was taken: the database does not check passwords, the test shows nothing")
	}
	t.Setenv("PGPASSWORD", password)
	s, err := OpenStore(ctx, bare)
	if err != nil {
		t.Fatalf("PGPASSWORD: %v", err)
	}
	s.Close()
	os.Unsetenv("PGPASSWORD")
	pass := filepath.Join(t.TempDir(), "pgpass")
	line := fmt.Sprintf("%s:%s:%s:%s:%s\n", u.Hostname(), cmp.Or(u.Port(), "5432"), strings.TrimPrefix(u.Path, "/"), u.User.Username(), password)
	if err := os.WriteFile(pass, []byte(line), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PGPASSFILE", pass)
	s, err = OpenStore(ctx, bare)
	if err != nil {
		t.Fatalf("PGPASSFILE: %v", err)
	}
	s.Close()
}
