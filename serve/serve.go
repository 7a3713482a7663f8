// Package serve is the practice arena: problem pages, a submission form,
// live verdicts over server-sent events, each user's history and a
// session's scoreboard, over the engine (which alone gives verdicts) and a
// store (SQLite or PostgreSQL) that keeps every submission before it is
// judged.
package serve

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/netip"
	"regexp"
	"sync"
	"time"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
)

// MaxSource is the largest source the arena takes.
const MaxSource = 256 << 10

// maxBody bounds a request body: a source and a multipart envelope.
const maxBody = MaxSource + 64<<10

// Config says how the arena runs.
type Config struct {
	// Open serves an arena without users to anyone who connects (under a
	// name they pick); without it an arena needs users, and with users it
	// is refused: a database with users is never served open.
	Open bool
	// LoginTTL is how long a login session lasts (default DefaultLoginTTL).
	LoginTTL time.Duration
	// TrustedProxies are the addresses of TLS proxies in front: their
	// X-Forwarded-Proto: https makes cookies Secure.
	TrustedProxies []netip.Prefix
	// TLS, when set, makes Listener serve TLS itself.
	TLS *tls.Config
	// MaxConns caps the open connections (default DefaultMaxConns, and
	// never over a quarter of the descriptors the process may open); past
	// it idle ones are closed for new ones, or these refused with 503.
	MaxConns int
	// MaxStreams caps the event streams open at once (default MaxConns/4),
	// UserStreams those of one user (default 8); past them, 429.
	MaxStreams  int
	UserStreams int
	QueueSize   int           // submissions waiting at most, in all (default 64); see Server.admit
	Judges      int           // submissions this server judges at once (default 1: the engine parallelises tests)
	NoJudge     bool          // judge nothing here: `judge worker`s do
	Pack        string        // the pack version submissions are judged with (in their claims)
	Lease       time.Duration // a claim's lease (default 20 s)
	Poll        time.Duration // how often an idle judge looks for work (default 1 s)
	Session     string        // the scoreboard new submissions count on (default "practice")
	Rate        time.Duration // a user's submissions refill one per Rate (default 2 s)
	Burst       int           // and a user may send Burst at once (default 10)
	Log         io.Writer     // server log (default: discarded)
}

// Server is the arena.
type Server struct {
	cfg    Config
	engine *judge.Engine
	store  *Store
	views  *views
	worker *Worker // nil with NoJudge
	hub    *hub
	limits *rateLimits
	pages  *pages
	logger *log.Logger
	csrf   http.Handler // cross-origin protection wrapping the routes
	mux    *http.ServeMux
	stop   context.CancelFunc
	done   chan struct{}
	// streams ends the event streams when the HTTP server shuts down:
	// they would otherwise hold its Shutdown until they time out.
	streams     chan struct{}
	streamsOnce sync.Once
	problems    sync.Map // id → *problems.Problem, loaded once
	auth        authCache
	openState   openState
	conns       *conns      // the connections of HTTPServer's server
	streamCaps  *streamCaps // event streams open
}

// problem loads a problem once (loadProblem).
func (s *Server) problem(id string) (*problems.Problem, error) {
	return loadProblem(&s.problems, s.engine.Pack, id)
}

// New makes the arena over an engine and a store, creates its session and
// puts back in the queue what a stopped server left unjudged; Start runs
// the judges.
func New(ctx context.Context, engine *judge.Engine, store *Store, cfg Config) (*Server, error) {
	if cfg.QueueSize <= 0 {
		cfg.QueueSize = 64
	}
	if cfg.Judges <= 0 {
		cfg.Judges = 1
	}
	if cfg.Session == "" {
		cfg.Session = "practice"
	}
	if cfg.Rate <= 0 {
		cfg.Rate = 2 * time.Second
	}
	if cfg.Burst <= 0 {
		cfg.Burst = 10
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.Pack == "" {
		cfg.Pack = PackVersion(engine.Pack)
	}
	if !validName(cfg.Session) {
		return nil, fmt.Errorf("session %q: use 1 to 32 letters, digits, '.', '_' or '-'", cfg.Session)
	}
	if err := store.AddSession(ctx, cfg.Session); err != nil {
		return nil, fmt.Errorf("session %s: %w", cfg.Session, err)
	}
	if cfg.LoginTTL <= 0 {
		cfg.LoginTTL = DefaultLoginTTL
	}
	cfg.MaxConns = connCap(cfg.MaxConns)
	if cfg.MaxStreams <= 0 {
		cfg.MaxStreams = max(cfg.MaxConns/4, 1)
	}
	if cfg.UserStreams <= 0 {
		cfg.UserStreams = DefaultUserStreams
	}
	n, err := store.Users(ctx)
	if err != nil {
		return nil, err
	}
	switch {
	case n > 0 && cfg.Open:
		return nil, fmt.Errorf("the database has %d users: an arena with users is never open (drop --open; users log in with their tokens)", n)
	case n == 0 && !cfg.Open:
		return nil, errors.New("no users: add one with `judge serve --add-user NAME`, or pass --open for an open practice arena (anyone who can connect submits, under a name they pick)")
	}
	pg, err := newPages()
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, engine: engine, store: store, views: newViews(), hub: newHub(),
		limits: newRateLimits(cfg.Rate, cfg.Burst), pages: pg, logger: log.New(cfg.Log, "", log.LstdFlags),
		streams: make(chan struct{})}
	s.conns = &conns{max: cfg.MaxConns, open: map[*trackedConn]struct{}{}, refusing: make(chan struct{}, maxRefusing), logf: s.logf}
	s.streamCaps = &streamCaps{perUser: map[string]int{}, maxAll: cfg.MaxStreams, maxUser: cfg.UserStreams}
	if !cfg.NoJudge {
		s.worker = NewWorker(engine, store, JudgeConfig{Judges: cfg.Judges, Pack: cfg.Pack, Lease: cfg.Lease, Poll: cfg.Poll, Log: cfg.Log})
		s.worker.problem, s.worker.watch = s.problem, s
	}
	s.routes()
	return s, nil
}

// Start runs the judges until Close; they claim what is queued, and what
// a stopped judge held once its lease has run out.
func (s *Server) Start(ctx context.Context) error {
	ctx, s.stop = context.WithCancel(ctx)
	s.done = make(chan struct{})
	go func() {
		defer close(s.done)
		if s.worker != nil {
			s.worker.Run(ctx, ctx)
		}
	}()
	return nil
}

// Close stops the judges; a submission being judged is queued again, for
// any judge.
func (s *Server) Close() {
	s.endStreams()
	if s.stop != nil {
		s.stop()
		<-s.done
	}
}

// Handler is the arena's HTTP handler.
func (s *Server) Handler() http.Handler { return s.csrf }

// endStreams ends every event stream (clients reconnect to the next server).
func (s *Server) endStreams() { s.streamsOnce.Do(func() { close(s.streams) }) }

func (s *Server) logf(format string, args ...any) { s.logger.Printf(format, args...) }

// IsLoopback tells whether a listening address is on loopback only.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

var nameRE = regexp.MustCompile(`^[A-Za-z0-9._-]{1,32}$`)

func validName(s string) bool { return nameRE.MatchString(s) }

// NewToken makes a user's secret token and the hash the store keeps.
func NewToken() (token, hash string) {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	token = hex.EncodeToString(b)
	return token, HashToken(token)
}

// HashToken is what the store keeps of a token.
func HashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// AddUser makes a user and returns their token, shown once.
func AddUser(ctx context.Context, store *Store, name string) (string, error) {
	if !validName(name) {
		return "", fmt.Errorf("user %q: use 1 to 32 letters, digits, '.', '_' or '-'", name)
	}
	token, hash := NewToken()
	if err := store.AddUser(ctx, name, hash); err != nil {
		return "", err
	}
	return token, nil
}

// rateLimits is a token bucket per user for submissions.
type rateLimits struct {
	mu      sync.Mutex
	every   time.Duration
	burst   int
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newRateLimits(every time.Duration, burst int) *rateLimits {
	return &rateLimits{every: every, burst: burst, buckets: map[string]*bucket{}}
}

// take spends one of user's submissions, or says how long until one is back.
func (l *rateLimits) take(user string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[user]
	if b == nil {
		b = &bucket{tokens: float64(l.burst), at: now}
		l.buckets[user] = b
	}
	b.tokens = min(float64(l.burst), b.tokens+float64(now.Sub(b.at))/float64(l.every))
	b.at = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) * float64(l.every))
}

// giveBack returns a submission that was refused after all (a full queue).
func (l *rateLimits) giveBack(user string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if b := l.buckets[user]; b != nil {
		b.tokens = min(float64(l.burst), b.tokens+1)
	}
}
