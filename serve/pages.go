package serve

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/yuin/goldmark"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticRoot embed.FS

// staticFS holds the pages' stylesheet and scripts: no CDN, no build step.
var staticFS, _ = fs.Sub(staticRoot, "static")

// pages renders the arena's HTML; html/template escapes everything a
// program or a checker wrote.
type pages struct {
	tmpl       map[string]*template.Template
	statements sync.Map // problem id → template.HTML
}

func newPages() (*pages, error) {
	funcs := template.FuncMap{
		"verdictWord": func(v verdict.Verdict) string { return v.Word() },
		"time": func(ms int64) string {
			if ms == 0 {
				return ""
			}
			return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04:05 UTC")
		},
		"minutes": func(ms int64) int64 { return ms / 60000 },
		"add":     func(a, b int) int { return a + b },
		"join":    strings.Join,
	}
	pg := &pages{tmpl: map[string]*template.Template{}}
	for _, name := range []string{"home", "problem", "submission", "history", "scoreboard", "login", "error", "workers"} {
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("template %s: %w", name, err)
		}
		pg.tmpl[name] = t
	}
	return pg, nil
}

// render writes a page whole or not at all: a template error is a 500, not
// half a page.
func (pg *pages) render(w http.ResponseWriter, code int, name string, data any) {
	var b bytes.Buffer
	if err := pg.tmpl[name].Execute(&b, data); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = w.Write(b.Bytes())
}

// errorPage answers an error with a page that knows who asks (the header
// shows their name and the logout button, as other pages do).
func (s *Server) errorPage(w http.ResponseWriter, r *http.Request, code int, msg string) {
	pg := &page{Title: http.StatusText(code), Session: s.cfg.Session}
	if user, ok, err := s.user(r); err == nil && ok {
		pg = s.newPage(w, r, http.StatusText(code), user)
	} else {
		pg.Auth, pg.Open = !s.open(r.Context()), s.open(r.Context())
	}
	s.pages.render(w, code, "error", map[string]any{"Page": pg, "Title": http.StatusText(code), "Code": code, "Message": msg})
}

// page is what every page's layout needs.
type page struct {
	Title    string
	User     string
	LoggedIn bool // by a login session (a logout button), not a picked name
	Auth     bool // the arena needs users
	Open     bool // the arena is open: anyone who connects submits (a banner says so)
	CSRF     string
	Session  string
}

// pageFor starts a page for who asks; pages of an arena that needs users
// send strangers to the login page.
func (s *Server) pageFor(w http.ResponseWriter, r *http.Request, title string) (*page, bool) {
	user, ok, err := s.user(r)
	var he *httpError
	if errors.As(err, &he) && he.code == http.StatusUnauthorized {
		clearCookie(w, loginCookie) // a session no longer known
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return nil, false
	}
	if err != nil {
		s.fail(w, r, err)
		return nil, false
	}
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return nil, false
	}
	return s.newPage(w, r, title, user), true
}

// newPage is the layout's part of a page for a known user.
func (s *Server) newPage(w http.ResponseWriter, r *http.Request, title, user string) *page {
	_, loginErr := r.Cookie(loginCookie)
	open := s.open(r.Context())
	return &page{Title: title, User: user, LoggedIn: loginErr == nil && r.Header.Get("Authorization") == "", Auth: !open, Open: open,
		CSRF: s.csrfToken(w, r), Session: s.cfg.Session}
}

func clearCookie(w http.ResponseWriter, name string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
}

func (s *Server) homePage(w http.ResponseWriter, r *http.Request) {
	pg, ok := s.pageFor(w, r, "Problems")
	if !ok {
		return
	}
	rows, err := judge.ListProblems(s.engine.Pack)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	recent, err := s.store.History(r.Context(), pg.User, 5)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.pages.render(w, http.StatusOK, "home", map[string]any{"Page": pg, "Problems": rows, "Recent": recent})
}

// statement renders a problem's statement once; goldmark drops raw HTML.
func (s *Server) statement(id, markdown string) (template.HTML, error) {
	if v, ok := s.pages.statements.Load(id); ok {
		return v.(template.HTML), nil
	}
	var b bytes.Buffer
	if err := goldmark.Convert([]byte(markdown), &b); err != nil {
		return "", fmt.Errorf("statement of %s: %w", id, err)
	}
	h := template.HTML(b.String()) // goldmark escapes text and leaves out raw HTML
	s.pages.statements.Store(id, h)
	return h, nil
}

func (s *Server) problemPage(w http.ResponseWriter, r *http.Request) {
	pg, ok := s.pageFor(w, r, "")
	if !ok {
		return
	}
	id := r.PathValue("id")
	if !validName(id) {
		s.fail(w, r, clientError(http.StatusNotFound, "unknown problem"))
		return
	}
	p, err := s.problem(id)
	if err != nil {
		s.fail(w, r, clientError(http.StatusNotFound, "%v", err))
		return
	}
	st, err := s.statement(p.ID, p.Statement)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	pg.Title = p.Name
	hasPlayer := p.Spec.Play != nil
	s.pages.render(w, http.StatusOK, "problem", map[string]any{
		"Page": pg, "Problem": p, "Statement": st, "Languages": s.engine.Config.Languages,
		"Player": hasPlayer, "Board": p.Spec.Example, "MaxKiB": MaxSource >> 10,
	})
}

// submitForm is the browser's submission: a form with its CSRF token.
func (s *Server) submitForm(w http.ResponseWriter, r *http.Request) {
	sub, ok := s.accept(w, r, func(req *submitRequest) error {
		req.Problem = r.PathValue("id")
		return checkCSRF(r, req.CSRF)
	})
	if !ok {
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/submissions/%d", sub.ID), http.StatusSeeOther)
}

func (s *Server) submissionPage(w http.ResponseWriter, r *http.Request) {
	pg, ok := s.pageFor(w, r, "")
	if !ok {
		return
	}
	sub, err := s.visibleSubmission(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	src, err := s.store.Source(r.Context(), sub.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	withSource := *sub // views are shared: the page's copy gets the source
	withSource.Source = src
	sub = &withSource
	pg.Title = fmt.Sprintf("Submission %d", sub.ID)
	s.pages.render(w, http.StatusOK, "submission", map[string]any{
		"Page": pg, "Sub": sub, "Tests": shownTests(s.submissionJSON(sub).Tests), "Board": hasBoard(sub.Problem),
		"Finished": sub.Status == Done || sub.Status == Failed, "Audit": s.auditSummary(sub),
	})
}

func (s *Server) historyPage(w http.ResponseWriter, r *http.Request) {
	pg, ok := s.pageFor(w, r, "History")
	if !ok {
		return
	}
	subs, err := s.store.History(r.Context(), pg.User, 100)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.pages.render(w, http.StatusOK, "history", map[string]any{"Page": pg, "Subs": subs})
}

// standing is one row of a scoreboard.
type standing struct {
	Rank     int
	User     string
	Solved   int
	Penalty  int64 // minutes
	Problems map[string]*cell
}

// cell is one user's attempts at one problem.
type cell struct {
	Solved   bool
	Tries    int   // judged tries up to and including the first AC
	AtMin    int64 // minutes from the start to the first AC
	Pending  bool
	Rejected int
}

// scoreboard counts as ICPC does: problems solved, then penalty: for each
// solved problem the minutes to its first AC plus 20 for each rejected try
// before it; compile errors and judge errors cost nothing.
func scoreboard(attempts []Attempt) []*standing {
	rows := map[string]*standing{}
	for _, a := range attempts {
		st := rows[a.User]
		if st == nil {
			st = &standing{User: a.User, Problems: map[string]*cell{}}
			rows[a.User] = st
		}
		c := st.Problems[a.Problem]
		if c == nil {
			c = &cell{}
			st.Problems[a.Problem] = c
		}
		switch {
		case c.Solved:
		case a.Status == Queued || a.Status == Running:
			c.Pending = true
		case a.Verdict == verdict.AC:
			c.Solved, c.AtMin = true, a.AtMS/60000
			c.Tries = c.Rejected + 1
			st.Solved++
			st.Penalty += c.AtMin + 20*int64(c.Rejected)
		case verdict.Of(a.Verdict).Penalty:
			c.Rejected++
		}
	}
	out := make([]*standing, 0, len(rows))
	for _, st := range rows {
		out = append(out, st)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Solved != b.Solved {
			return a.Solved > b.Solved
		}
		if a.Penalty != b.Penalty {
			return a.Penalty < b.Penalty
		}
		return a.User < b.User
	})
	for i, st := range out {
		st.Rank = i + 1
		if i > 0 && st.Solved == out[i-1].Solved && st.Penalty == out[i-1].Penalty {
			st.Rank = out[i-1].Rank
		}
	}
	return out
}

func (s *Server) scoreboardPage(w http.ResponseWriter, r *http.Request) {
	pg, ok := s.pageFor(w, r, "Scoreboard")
	if !ok {
		return
	}
	// ?session=NAME shows an earlier session's board (a mock contest's).
	session := s.cfg.Session
	if q := r.URL.Query().Get("session"); q != "" {
		session = q
	}
	if !validName(session) {
		s.fail(w, r, clientError(http.StatusNotFound, "no session %q", session))
		return
	}
	attempts, started, err := s.store.Attempts(r.Context(), session)
	if errors.Is(err, ErrNotFound) {
		s.fail(w, r, clientError(http.StatusNotFound, "no session %q", session))
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	ids, err := s.engine.Pack.IDs()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.pages.render(w, http.StatusOK, "scoreboard", map[string]any{
		"Page": pg, "Rows": scoreboard(attempts), "Problems": ids, "Started": started, "Session": session,
	})
}

func (s *Server) loginPage(w http.ResponseWriter, r *http.Request) {
	open := s.open(r.Context())
	pg := &page{Title: "Log in", Auth: !open, Open: open, CSRF: s.csrfToken(w, r), Session: s.cfg.Session}
	if user, ok, err := s.user(r); err == nil && ok {
		pg.User = user
	}
	s.pages.render(w, http.StatusOK, "login", map[string]any{"Page": pg})
}

// login takes a token, for which it makes a login session (its own random
// id in an HttpOnly cookie: the token itself is never a cookie), or, in an
// open arena, just a name to file submissions under.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if err := readForm(w, r); err != nil {
		s.fail(w, r, err)
		return
	}
	token, name := r.PostForm.Get("token"), r.PostForm.Get("name")
	switch {
	case token != "":
		user, err := s.tokenUser(r.Context(), token)
		if errors.Is(err, ErrNotFound) {
			err = clientError(http.StatusUnauthorized, "unknown token")
		}
		if err == nil {
			err = s.newLogin(w, r, user)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		clearCookie(w, nameCookie)
	case !s.open(r.Context()):
		s.fail(w, r, clientError(http.StatusUnauthorized, "this server needs a token"))
		return
	case validName(name):
		http.SetCookie(w, &http.Cookie{Name: nameCookie, Value: name, Path: "/", HttpOnly: true,
			SameSite: http.SameSiteStrictMode, Secure: s.secure(r), MaxAge: 30 * 24 * 3600})
	default:
		s.fail(w, r, clientError(http.StatusBadRequest, "a name is 1 to 32 letters, digits, '.', '_' or '-'"))
		return
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// logout ends the login session (in the store: the cookie's id no longer
// works anywhere, even if kept) and forgets a picked name.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if err := readForm(w, r); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.endLogin(r); err != nil {
		s.fail(w, r, err)
		return
	}
	clearCookie(w, loginCookie)
	clearCookie(w, nameCookie)
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}
