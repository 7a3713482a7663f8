package serve

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Who may do what. An arena whose database has users serves only requests
// that name one: by their API token (Authorization: Bearer) or by a login
// session (a cookie made at /login from the token), on any address. An
// arena without users is open (anyone who can connect submits under a name
// they pick) only when Config.Open says so, and stops being open as soon
// as a user is added.

// DefaultLoginTTL is how long a login session lasts.
const DefaultLoginTTL = 7 * 24 * time.Hour

// authCacheTTL is how long a server trusts what it read of a token or a
// session before reading the store again: a token rotated, a user removed
// or a session ended by another server (or `judge serve --rotate-token`)
// stops working here within it. A logout on this server ends its session
// at once.
const authCacheTTL = 2 * time.Second

// usersCheckEvery is how often an open arena looks whether users appeared.
const usersCheckEvery = time.Second

// RemoveUser deletes a user and their login sessions; their submissions
// stay (history and scoreboards keep the name).
func (s *Store) RemoveUser(ctx context.Context, name string) error {
	res, err := s.db.ExecContext(ctx, s.q("DELETE FROM users WHERE name = ?"), name)
	if err != nil {
		return fmt.Errorf("user %s: %w", name, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return fmt.Errorf("user %s: %w", name, ErrNotFound)
	}
	// The foreign key cascades; said again for a database that has it off.
	_, err = s.db.ExecContext(ctx, s.q("DELETE FROM logins WHERE user_name = ?"), name)
	return err
}

// SetToken replaces a user's token hash and ends their login sessions
// (made from the old token).
func (s *Store) SetToken(ctx context.Context, name, tokenHash string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q("UPDATE users SET token_hash = ? WHERE name = ?"), tokenHash, name)
	if err != nil {
		return fmt.Errorf("user %s: %w", name, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return fmt.Errorf("user %s: %w", name, ErrNotFound)
	}
	if _, err := tx.ExecContext(ctx, s.q("DELETE FROM logins WHERE user_name = ?"), name); err != nil {
		return err
	}
	return tx.Commit()
}

// AddLogin stores a login session of user until expires (and forgets the
// expired ones).
func (s *Store) AddLogin(ctx context.Context, idHash, user string, expires time.Time) error {
	now := time.Now().UnixMilli()
	if _, err := s.db.ExecContext(ctx, s.q("DELETE FROM logins WHERE expires_ms < ?"), now); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, s.q("INSERT INTO logins (id_hash, user_name, created_ms, expires_ms) VALUES (?, ?, ?, ?)"),
		idHash, user, now, expires.UnixMilli())
	return err
}

// LoginUser names the user of a login session that has not expired, and
// when it expires.
func (s *Store) LoginUser(ctx context.Context, idHash string) (string, time.Time, error) {
	var name string
	var expires int64
	err := s.db.QueryRowContext(ctx, s.q("SELECT user_name, expires_ms FROM logins WHERE id_hash = ? AND expires_ms > ?"),
		idHash, time.Now().UnixMilli()).Scan(&name, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return "", time.Time{}, ErrNotFound
	}
	if err != nil {
		return "", time.Time{}, err
	}
	return name, time.UnixMilli(expires), nil
}

// EndLogin deletes a login session.
func (s *Store) EndLogin(ctx context.Context, idHash string) error {
	_, err := s.db.ExecContext(ctx, s.q("DELETE FROM logins WHERE id_hash = ?"), idHash)
	return err
}

// RemoveUser removes a user: their token and sessions stop working.
func RemoveUser(ctx context.Context, store *Store, name string) error {
	if !validName(name) {
		return fmt.Errorf("user %q: use 1 to 32 letters, digits, '.', '_' or '-'", name)
	}
	err := store.RemoveUser(ctx, name)
	if errors.Is(err, ErrNotFound) {
		return fmt.Errorf("no user %s", name)
	}
	return err
}

// RotateToken gives a user a new token, shown once; the old one and the
// sessions made from it stop working.
func RotateToken(ctx context.Context, store *Store, name string) (string, error) {
	if !validName(name) {
		return "", fmt.Errorf("user %q: use 1 to 32 letters, digits, '.', '_' or '-'", name)
	}
	token, hash := NewToken()
	err := store.SetToken(ctx, name, hash)
	if errors.Is(err, ErrNotFound) {
		return "", fmt.Errorf("no user %s", name)
	}
	return token, err
}

// HasPassword tells whether a DSN holds a password (which a command line
// shows to every user of the machine).
func HasPassword(dsn string) bool {
	u, err := url.Parse(dsn)
	if err != nil {
		return false
	}
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			return true
		}
	}
	return u.Query().Has("password")
}

// ParseProxies reads --trusted-proxy values: addresses or CIDR prefixes.
func ParseProxies(list []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, v := range list {
		for _, f := range strings.Split(v, ",") {
			f = strings.TrimSpace(f)
			if p, err := netip.ParsePrefix(f); err == nil {
				out = append(out, p.Masked())
				continue
			}
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, fmt.Errorf("--trusted-proxy %q: want an IP address or a CIDR prefix (127.0.0.1, 10.0.0.0/8)", f)
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
		}
	}
	return out, nil
}

// secure tells whether a request came over TLS: its own, or a trusted
// proxy's that says so in X-Forwarded-Proto. Cookies set in answer to it
// are Secure.
func (s *Server) secure(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if len(s.cfg.TrustedProxies) == 0 || !strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https") {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// authCache remembers for authCacheTTL who a token or a session is, so
// that status reads do not each wait on the store.
type authCache struct {
	mu sync.Mutex
	m  map[string]authEntry // "t:"+token hash or "s:"+session hash
}

type authEntry struct {
	user  string
	until time.Time // trusted until
}

func (c *authCache) get(key string, now time.Time) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[key]
	if !ok || now.After(e.until) {
		return "", false
	}
	return e.user, true
}

// put remembers a key; past 4096 keys the stale ones are swept.
func (c *authCache) put(key, user string, until time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]authEntry{}
	}
	if len(c.m) >= 4096 {
		now := time.Now()
		for k, e := range c.m {
			if now.After(e.until) {
				delete(c.m, k)
			}
		}
	}
	c.m[key] = authEntry{user, until}
}

func (c *authCache) drop(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, key)
}

// openState is whether an arena without users still is one.
type openState struct {
	closed  atomic.Bool  // users appeared: never open again
	checked atomic.Int64 // when the store was last asked (unix ns)
}

// open tells whether the arena serves anyone: Config.Open, and the store
// has had no user when last asked (at most usersCheckEvery ago).
func (s *Server) open(ctx context.Context) bool {
	if !s.cfg.Open || s.openState.closed.Load() {
		return false
	}
	now := time.Now().UnixNano()
	last := s.openState.checked.Load()
	if now-last < int64(usersCheckEvery) || !s.openState.checked.CompareAndSwap(last, now) {
		return true
	}
	n, err := s.store.Users(ctx)
	if err != nil {
		// The store cannot gain users while it cannot be read.
		s.logf("counting users: %v", err)
		return true
	}
	if n > 0 {
		if !s.openState.closed.Swap(true) {
			s.logf("users exist now: the open arena needs a token or a login from here on")
		}
		return false
	}
	return true
}

// tokenUser names a token's user.
func (s *Server) tokenUser(ctx context.Context, token string) (string, error) {
	hash := HashToken(token)
	now := time.Now()
	if name, ok := s.auth.get("t:"+hash, now); ok {
		return name, nil
	}
	name, err := s.store.UserByTokenHash(ctx, hash)
	if err == nil {
		s.auth.put("t:"+hash, name, now.Add(authCacheTTL))
	}
	return name, err
}

// loginUser names a login session's user.
func (s *Server) loginUser(ctx context.Context, id string) (string, error) {
	hash := HashToken(id)
	now := time.Now()
	if name, ok := s.auth.get("s:"+hash, now); ok {
		return name, nil
	}
	name, expires, err := s.store.LoginUser(ctx, hash)
	if err == nil {
		until := now.Add(authCacheTTL)
		if expires.Before(until) {
			until = expires
		}
		s.auth.put("s:"+hash, name, until)
	}
	return name, err
}

// newLogin makes a login session for user and sets its cookie.
func (s *Server) newLogin(w http.ResponseWriter, r *http.Request, user string) error {
	id, hash := NewToken()
	expires := time.Now().Add(s.cfg.LoginTTL)
	if err := s.store.AddLogin(r.Context(), hash, user, expires); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: loginCookie, Value: id, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: s.secure(r), MaxAge: int(s.cfg.LoginTTL / time.Second)})
	return nil
}

// endLogin ends the login session a request carries, if any.
func (s *Server) endLogin(r *http.Request) error {
	c, err := r.Cookie(loginCookie)
	if err != nil || c.Value == "" {
		return nil
	}
	hash := HashToken(c.Value)
	s.auth.drop("s:" + hash)
	return s.store.EndLogin(r.Context(), hash)
}

// public are the paths a stranger may ask for on an arena with users: the
// login form and what it is drawn with.
func public(path string) bool {
	return path == "/login" || path == "/logout" || path == "/favicon.ico" || strings.HasPrefix(path, "/static/")
}

// gate holds every request of an arena that needs users to a token or a
// session: 401 on the API, the login page for people.
func (s *Server) gate(w http.ResponseWriter, r *http.Request) bool {
	if public(r.URL.Path) {
		return true
	}
	_, ok, err := s.user(r)
	if err == nil && ok {
		return true
	}
	var he *httpError
	if !strings.HasPrefix(r.URL.Path, "/api/") && (err == nil || errors.As(err, &he) && he.code == http.StatusUnauthorized) {
		clearCookie(w, loginCookie) // a session no longer known
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return false
	}
	if err == nil {
		err = clientError(http.StatusUnauthorized, "log in first: this server needs a user token")
	}
	s.fail(w, r, err)
	return false
}
