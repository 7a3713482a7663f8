package serve

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// Bounded connections. Clients may hold at most MaxConns connections, and
// MaxConns is at most a quarter of the descriptors the process may open:
// the judge's own files (the source it writes, each test's input, the
// sandbox's pipes) and the database's connections always have the rest.
// At the cap a new connection takes the place of one that is doing nothing
// (idle between requests, or silent for longer than connGrace since it
// connected); when every connection is busy it is refused with a 503.
// Event streams, which hold a connection for as long as a submission is
// judged, have their own caps below it, per user and in all.

// DefaultMaxConns is the default cap on open connections.
const DefaultMaxConns = 1024

// DefaultUserStreams is how many event streams one user may hold open.
const DefaultUserStreams = 8

// connGrace is how long a new connection may stay silent before it may
// be closed for another (its request not begun: a TLS handshake over a
// slow link fits in it).
const connGrace = time.Second

// maxRefusing bounds the refused connections being answered at once;
// past it they are closed without an answer.
const maxRefusing = 16

// connCap is want (DefaultMaxConns if 0), lowered to a quarter of the
// descriptors the process may open.
func connCap(want int) int {
	if want <= 0 {
		want = DefaultMaxConns
	}
	if n, ok := maxFiles(); ok && n < 1<<40 {
		if quarter := int(n / 4); want > quarter {
			want = max(quarter, 1)
		}
	}
	return want
}

// conns tracks the connections of one HTTP server.
type conns struct {
	max      int
	tls      bool
	mu       sync.Mutex
	open     map[*trackedConn]struct{}
	refusing chan struct{}
	closed   atomic.Int64 // idle or silent connections closed for new ones
	refused  atomic.Int64 // connections refused with everything busy
	logged   atomic.Int64 // when pressure was last logged (unix ns)
	logf     func(string, ...any)
	pressed  bool // the cap was reached since the count was last below half of it
}

// trackedConn is a client's connection: what it does now, since when.
type trackedConn struct {
	net.Conn
	l        *conns
	state    http.ConnState // by the server's ConnState hook
	since    time.Time
	handlers int // requests of it in a handler (an event stream, say)
}

func (c *trackedConn) Close() error {
	c.l.remove(c)
	return c.Conn.Close()
}

func (l *conns) remove(c *trackedConn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.open, c)
	if l.pressed && len(l.open) < l.max/2 {
		// A flood is over: give its buffers back to the system now rather
		// than over the next minutes.
		l.pressed = false
		go debug.FreeOSMemory()
	}
}

// count is the connections open now.
func (l *conns) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.open)
}

// admit registers a new connection, closing an idle one if the cap is
// reached; nil when every connection is busy.
func (l *conns) admit(c net.Conn) *trackedConn {
	now := time.Now()
	tc := &trackedConn{Conn: c, l: l, state: http.StateNew, since: now}
	l.mu.Lock()
	var victim *trackedConn
	if len(l.open) >= l.max {
		l.pressed = true
		for o := range l.open {
			if o.handlers > 0 || o.state != http.StateIdle && now.Sub(o.since) < connGrace {
				continue
			}
			if victim == nil || closesFirst(o, victim) {
				victim = o
			}
		}
		if victim == nil {
			l.mu.Unlock()
			return nil
		}
		delete(l.open, victim)
	}
	l.open[tc] = struct{}{}
	l.mu.Unlock()
	if victim != nil {
		victim.Conn.Close() // its server goroutine sees the error and ends
		l.closed.Add(1)
		l.pressure()
	}
	return tc
}

// closesFirst orders the connections the cap may close: idle ones first,
// then the longest idle or silent.
func closesFirst(a, b *trackedConn) bool {
	if ai, bi := a.state == http.StateIdle, b.state == http.StateIdle; ai != bi {
		return ai
	}
	return a.since.Before(b.since)
}

// pressure logs, at most once a second, that the cap is reached.
func (l *conns) pressure() {
	now := time.Now().UnixNano()
	last := l.logged.Load()
	if now-last < int64(time.Second) || !l.logged.CompareAndSwap(last, now) {
		return
	}
	l.logf("connections at the cap (%d): %d idle or silent closed for new ones, %d refused so far", l.max, l.closed.Load(), l.refused.Load())
}

// busyResponse answers a refused connection without reading its request.
const busyResponse = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n" +
	"Retry-After: 1\r\nConnection: close\r\nContent-Length: 52\r\n\r\n" +
	`{"error": "too many connections: try again shortly"}`

// refuse answers a connection the cap leaves no room for: a 503 over
// plain HTTP (TLS ones are just closed), by a bounded number at once.
func (l *conns) refuse(c net.Conn) {
	l.refused.Add(1)
	l.pressure()
	if l.tls {
		c.Close()
		return
	}
	select {
	case l.refusing <- struct{}{}:
	default:
		c.Close()
		return
	}
	go func() {
		defer func() { <-l.refusing }()
		_ = c.SetDeadline(time.Now().Add(time.Second))
		_, _ = io.WriteString(c, busyResponse)
		if tcp, ok := c.(*net.TCPConn); ok {
			// Read what the client sent, so closing does not reset the
			// connection before it reads the answer.
			_ = tcp.CloseWrite()
			_, _ = io.Copy(io.Discard, io.LimitReader(c, 16<<10))
		}
		c.Close()
	}()
}

// setState is the server's ConnState hook.
func (l *conns) setState(c net.Conn, st http.ConnState) {
	tc := unwrapConn(c)
	if tc == nil {
		return
	}
	if st == http.StateClosed || st == http.StateHijacked {
		l.remove(tc)
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	tc.state, tc.since = st, time.Now()
}

// enter and leave bracket a request's handler.
func (l *conns) enter(tc *trackedConn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	tc.handlers++
}

func (l *conns) leave(tc *trackedConn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	tc.handlers--
	tc.since = time.Now()
}

func unwrapConn(c net.Conn) *trackedConn {
	if t, ok := c.(*tls.Conn); ok {
		c = t.NetConn()
	}
	tc, _ := c.(*trackedConn)
	return tc
}

// capListener admits connections up to the cap.
type capListener struct {
	net.Listener
	l *conns
}

func (ln *capListener) Accept() (net.Conn, error) {
	for {
		c, err := ln.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if tc := ln.l.admit(c); tc != nil {
			return tc, nil
		}
		ln.l.refuse(c)
	}
}

type connKey struct{}

// Listener is how the arena listens on ln: at most Config.MaxConns
// connections, with TLS when Config.TLS is set. Serve it with the
// http.Server of HTTPServer, which tells it what each connection does.
func (s *Server) Listener(ln net.Listener) net.Listener {
	var out net.Listener = &capListener{Listener: ln, l: s.conns}
	if s.cfg.TLS != nil {
		s.conns.tls = true
		out = tls.NewListener(out, s.cfg.TLS)
	}
	return out
}

// HTTPServer wraps the handler with the timeouts every read and write gets
// (event streams extend their write deadline event by event) and the
// hooks by which Listener knows the busy connections from the idle.
func (s *Server) HTTPServer(addr string) *http.Server {
	hs := &http.Server{
		Addr: addr, Handler: s.trackHandlers(s.Handler()),
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 60 * time.Second,
		MaxHeaderBytes: 16 << 10,
		ErrorLog:       s.logger,
		ConnState:      s.conns.setState,
		ConnContext: func(ctx context.Context, c net.Conn) context.Context {
			if tc := unwrapConn(c); tc != nil {
				return context.WithValue(ctx, connKey{}, tc)
			}
			return ctx
		},
	}
	hs.RegisterOnShutdown(s.endStreams)
	return hs
}

// trackHandlers marks a connection busy while a request of it is handled.
func (s *Server) trackHandlers(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tc, ok := r.Context().Value(connKey{}).(*trackedConn); ok {
			s.conns.enter(tc)
			defer s.conns.leave(tc)
		}
		h.ServeHTTP(w, r)
	})
}

// streamCaps counts the event streams open, per user and in all.
type streamCaps struct {
	mu      sync.Mutex
	refused int // streams refused so far
	all     int
	perUser map[string]int
	maxAll  int
	maxUser int
}

var errStreams = errors.New("too many event streams")

// acquire takes a stream for user, or says which cap is reached.
func (c *streamCaps) acquire(user string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.perUser[user] >= c.maxUser || c.all >= c.maxAll {
		c.refused++
	}
	if c.perUser[user] >= c.maxUser {
		return clientError(http.StatusTooManyRequests, "%v: %s has %d open (close a page or two)", errStreams, user, c.maxUser)
	}
	if c.all >= c.maxAll {
		return clientError(http.StatusTooManyRequests, "%v: the server has %d open, try again shortly", errStreams, c.maxAll)
	}
	c.all++
	c.perUser[user]++
	return nil
}

// refusals counts the streams refused so far.
func (c *streamCaps) refusals() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.refused
}

func (c *streamCaps) release(user string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.all--
	if c.perUser[user]--; c.perUser[user] <= 0 {
		delete(c.perUser, user)
	}
}

// streamRetry is the Retry-After of a refused stream, in seconds.
var streamRetry = strconv.Itoa(int(sseHeartbeat / time.Second))

// Limits says the caps on connections and streams.
func (s *Server) Limits() string {
	return fmt.Sprintf("at most %d connections, %d event streams (%d a user)", s.cfg.MaxConns, s.cfg.MaxStreams, s.cfg.UserStreams)
}
