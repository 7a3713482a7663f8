package serve

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/verdict"
)

// httpError is an error with the status a client gets for it.
type httpError struct {
	code int
	msg  string
}

func (e *httpError) Error() string { return e.msg }

func clientError(code int, format string, args ...any) error {
	return &httpError{code, fmt.Sprintf(format, args...)}
}

func (s *Server) routes() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.homePage)
	mux.HandleFunc("GET /problems/{id}", s.problemPage)
	mux.HandleFunc("POST /problems/{id}/submit", s.submitForm)
	mux.HandleFunc("GET /submissions/{id}", s.submissionPage)
	mux.HandleFunc("GET /history", s.historyPage)
	mux.HandleFunc("GET /scoreboard", s.scoreboardPage)
	mux.HandleFunc("GET /workers", s.workersPage)
	mux.HandleFunc("GET /api/workers", s.apiWorkers)
	mux.HandleFunc("POST /api/submissions/{id}/rejudge", s.apiRejudge)
	mux.HandleFunc("POST /submissions/{id}/rejudge", s.rejudgeForm)
	mux.HandleFunc("GET /login", s.loginPage)
	mux.HandleFunc("POST /login", s.login)
	mux.HandleFunc("POST /logout", s.logout)
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(staticFS)))
	mux.HandleFunc("GET /static/verdicts.css", serveBytes("text/css; charset=utf-8", verdictsCSS))
	mux.HandleFunc("GET /static/verdicts.js", serveBytes("text/javascript; charset=utf-8", verdictsJS))
	// Pages name /static/favicon.svg; what asks /favicon.ico gets it too.
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { http.ServeFileFS(w, r, staticFS, "favicon.svg") })
	mux.HandleFunc("GET /api/problems", s.apiProblems)
	mux.HandleFunc("GET /api/problems/{id}/play", s.apiPlay)
	mux.HandleFunc("POST /api/submissions", s.apiSubmit)
	mux.HandleFunc("GET /api/submissions/{id}", s.apiSubmission)
	mux.HandleFunc("GET /api/submissions/{id}/events", s.apiEvents)
	mux.HandleFunc("GET /api/submissions/{id}/board", s.apiBoard)
	s.mux = mux
	// Browsers' cross-site writes are refused (Sec-Fetch-Site, Origin);
	// forms also carry a token.
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, clientError(http.StatusForbidden, "cross-origin request refused"))
	}))
	s.csrf = securityHeaders(cop.Handler(http.HandlerFunc(s.route)))
}

// route serves a request by its route; the mux's own answers (no such
// route, another method) come as the arena's other errors do: JSON for the
// API, a page for people, one line.
func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	if s.secure(r) {
		// Over TLS (its own or a trusted proxy's), browsers keep to it.
		w.Header().Set("Strict-Transport-Security", "max-age=31536000")
	}
	if !s.gate(w, r) {
		return
	}
	h, pattern := s.mux.Handler(r)
	if pattern != "" {
		s.mux.ServeHTTP(w, r) // which sets the path's values
		return
	}
	probe := &statusProbe{header: http.Header{}}
	h.ServeHTTP(probe, r)
	if probe.code < 400 {
		s.mux.ServeHTTP(w, r) // a redirect to the clean path
		return
	}
	if allow := probe.header.Get("Allow"); allow != "" {
		w.Header().Set("Allow", allow)
		s.fail(w, r, clientError(probe.code, "%s not allowed here (allowed: %s)", r.Method, allow))
		return
	}
	s.fail(w, r, clientError(probe.code, "%s", strings.ToLower(http.StatusText(probe.code))))
}

// statusProbe takes the status and headers a handler answers with and
// drops the body.
type statusProbe struct {
	header http.Header
	code   int
}

func (p *statusProbe) Header() http.Header { return p.header }
func (p *statusProbe) WriteHeader(code int) {
	if p.code == 0 {
		p.code = code
	}
}
func (p *statusProbe) Write(b []byte) (int, error) {
	p.WriteHeader(http.StatusOK)
	return len(b), nil
}

// securityHeaders keeps pages from being framed or sniffed and scripts to
// the arena's own files.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "same-origin")
		h.ServeHTTP(w, r)
	})
}

// fail answers an error: JSON for the API, a page for people.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	code, msg := http.StatusInternalServerError, "internal error"
	var he *httpError
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &he):
		code, msg = he.code, he.msg
	case errors.As(err, &mbe):
		code, msg = http.StatusRequestEntityTooLarge, fmt.Sprintf("request body over %d bytes", mbe.Limit)
	case errors.Is(err, ErrNotFound):
		code, msg = http.StatusNotFound, "not found"
	case errors.Is(err, context.Canceled):
		return
	default:
		s.logf("%s %s: %v", r.Method, r.URL.Path, err)
	}
	if strings.HasPrefix(r.URL.Path, "/api/") {
		writeJSON(w, code, map[string]string{"error": msg})
		return
	}
	s.errorPage(w, r, code, msg)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

// Cookies of the arena.
const (
	loginCookie = "sj_login" // a login session's id (never the API token)
	nameCookie  = "sj_name"  // a name picked in an open arena
	csrfCookie  = "sj_csrf"  // the token forms repeat
)

// user names who asks: by token (Authorization: Bearer), by login session,
// or in an open arena by the name they picked ("guest" if none). ok is
// false when nobody is known and the arena needs users.
func (s *Server) user(r *http.Request) (name string, ok bool, err error) {
	ctx := r.Context()
	if h := r.Header.Get("Authorization"); h != "" {
		t, found := strings.CutPrefix(h, "Bearer ")
		if !found || t == "" {
			return "", false, clientError(http.StatusUnauthorized, "Authorization must be \"Bearer TOKEN\"")
		}
		name, err := s.tokenUser(ctx, t)
		if errors.Is(err, ErrNotFound) {
			return "", false, clientError(http.StatusUnauthorized, "unknown token")
		}
		return name, err == nil, err
	}
	if c, err := r.Cookie(loginCookie); err == nil && c.Value != "" {
		name, err := s.loginUser(ctx, c.Value)
		if errors.Is(err, ErrNotFound) {
			return "", false, clientError(http.StatusUnauthorized, "your login has ended: log in again")
		}
		return name, err == nil, err
	}
	if !s.open(ctx) {
		return "", false, nil
	}
	if c, err := r.Cookie(nameCookie); err == nil && validName(c.Value) {
		return c.Value, true, nil
	}
	return "guest", true, nil
}

// mustUser is user for handlers that need one.
func (s *Server) mustUser(r *http.Request) (string, error) {
	name, ok, err := s.user(r)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", clientError(http.StatusUnauthorized, "log in first: this server needs a user token")
	}
	return name, nil
}

// submitRequest is a submission as a client sends it.
type submitRequest struct {
	Problem  string `json:"problem"`
	Language string `json:"language"` // a language id; "" means by the file name's extension
	Source   string `json:"source"`
	FileName string `json:"file_name"` // shown only
	CSRF     string `json:"-"`
	Key      string `json:"-"` // the Idempotency-Key header: the same key, the same submission
}

// readSubmit reads a submission from JSON, multipart (a file upload) or a
// plain form, within the body limit and without touching the disk.
func readSubmit(w http.ResponseWriter, r *http.Request) (*submitRequest, error) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	ct, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil {
		return nil, clientError(http.StatusUnsupportedMediaType, "Content-Type: want application/json, multipart/form-data or a form")
	}
	var req submitRequest
	switch ct {
	case "application/json":
		// Fields are read raw: encoding/json would replace invalid UTF-8
		// with U+FFFD, changing a source without a word.
		var raw struct {
			Problem, Language, Source json.RawMessage
			FileName                  json.RawMessage `json:"file_name"`
		}
		dec := json.NewDecoder(r.Body)
		if err := dec.Decode(&raw); err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				return nil, err
			}
			return nil, clientError(http.StatusBadRequest, "bad JSON body: %v", err)
		}
		for _, f := range []struct {
			name string
			raw  json.RawMessage
			dst  *string
		}{{"problem", raw.Problem, &req.Problem}, {"language", raw.Language, &req.Language}, {"source", raw.Source, &req.Source}, {"file_name", raw.FileName, &req.FileName}} {
			if err := jsonText(f.name, f.raw, f.dst); err != nil {
				return nil, err
			}
		}
	case "multipart/form-data":
		if err := readMultipart(r.Body, params["boundary"], &req); err != nil {
			return nil, err
		}
	case "application/x-www-form-urlencoded":
		if err := r.ParseForm(); err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				return nil, err
			}
			return nil, clientError(http.StatusBadRequest, "bad form: %v", err)
		}
		req.Problem, req.Language, req.Source, req.CSRF = r.PostForm.Get("problem"), r.PostForm.Get("language"), r.PostForm.Get("source"), r.PostForm.Get("csrf")
	default:
		return nil, clientError(http.StatusUnsupportedMediaType, "Content-Type %s: want application/json, multipart/form-data or a form", ct)
	}
	return &req, nil
}

// jsonText reads a JSON string field (null or absent is ""), refusing one
// that is not valid UTF-8: raw bytes that are not, or an escaped lone
// surrogate, both of which encoding/json turns into U+FFFD.
func jsonText(field string, raw json.RawMessage, dst *string) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	if raw[0] != '"' {
		return clientError(http.StatusBadRequest, "field %q: want a string", field)
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return clientError(http.StatusBadRequest, "field %q: %v", field, err)
	}
	lower := strings.ToLower(string(raw))
	if !utf8.Valid(raw) || strings.Count(*dst, "\uFFFD") > strings.Count(lower, "\uFFFD")+strings.Count(lower, `\ufffd`) {
		return clientError(http.StatusBadRequest, "field %q: not valid UTF-8", field)
	}
	return nil
}

// readMultipart reads the parts of a submission into memory: the fields,
// and the source from a "file" part (an upload) or a "source" field.
func readMultipart(body io.Reader, boundary string, req *submitRequest) error {
	if boundary == "" {
		return clientError(http.StatusBadRequest, "broken multipart body: no boundary")
	}
	mr := multipart.NewReader(body, boundary)
	var upload string
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				return err
			}
			return clientError(http.StatusBadRequest, "broken multipart body: %v", err)
		}
		var b bytes.Buffer
		if _, err := io.Copy(&b, io.LimitReader(part, MaxSource+1)); err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				return err
			}
			return clientError(http.StatusBadRequest, "broken multipart body: %v", err)
		}
		if b.Len() > MaxSource {
			return clientError(http.StatusRequestEntityTooLarge, "part %q over %d bytes", part.FormName(), MaxSource)
		}
		switch part.FormName() {
		case "problem":
			req.Problem = b.String()
		case "language":
			req.Language = b.String()
		case "source":
			req.Source = b.String()
		case "csrf":
			req.CSRF = b.String()
		case "file":
			upload = b.String()
			if req.FileName == "" {
				req.FileName = part.FileName()
			}
		case "file_name":
			req.FileName = b.String()
		}
	}
	if upload != "" {
		req.Source = upload
	}
	return nil
}

// safeFileName keeps a display name harmless; it never names a file here.
func safeFileName(name string) string {
	name = path.Base(strings.ReplaceAll(name, "\\", "/"))
	var b strings.Builder
	for _, r := range name {
		if r < 128 && (r == '.' || r == '_' || r == '-' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			b.WriteRune(r)
		}
	}
	out := strings.TrimLeft(b.String(), ".")
	if len(out) > 64 {
		out = out[:64]
	}
	return out
}

// submit checks a submission, takes its place in the queue and stores it:
// a refused one leaves nothing behind.
func (s *Server) submit(ctx context.Context, user string, req *submitRequest) (*Submission, time.Duration, error) {
	if req.Problem == "" {
		return nil, 0, clientError(http.StatusBadRequest, "no problem named")
	}
	if !validName(req.Problem) {
		return nil, 0, clientError(http.StatusNotFound, "unknown problem")
	}
	p, err := s.problem(req.Problem)
	if err != nil {
		return nil, 0, clientError(http.StatusNotFound, "%v", err)
	}
	for _, f := range []struct{ name, text string }{{"source", req.Source}, {"language", req.Language}, {"file name", req.FileName}} {
		if !utf8.ValidString(f.text) {
			return nil, 0, clientError(http.StatusBadRequest, "%s: not valid UTF-8", f.name)
		}
		if strings.ContainsRune(f.text, 0) {
			return nil, 0, clientError(http.StatusBadRequest, "%s: a NUL byte (text only)", f.name)
		}
	}
	if strings.TrimSpace(req.Source) == "" {
		return nil, 0, clientError(http.StatusBadRequest, "empty source")
	}
	if len(req.Source) > MaxSource {
		return nil, 0, clientError(http.StatusRequestEntityTooLarge, "source over %d KiB", MaxSource>>10)
	}
	name := safeFileName(req.FileName)
	lang, err := s.engine.Config.LanguageFor(name, req.Language)
	if err != nil {
		if req.Language == "" {
			return nil, 0, clientError(http.StatusBadRequest, "name the language (%s)", strings.Join(s.languageIDs(), ", "))
		}
		return nil, 0, clientError(http.StatusBadRequest, "unknown language %q (known: %s)", req.Language, strings.Join(s.languageIDs(), ", "))
	}
	if name == "" {
		name = "submission" + lang.Extensions[0]
	}
	if req.Key != "" {
		// Sent again (the answer lost): the one stored, nothing spent.
		if old, err := s.store.SubmissionByKey(ctx, user, req.Key); err == nil {
			return old, 0, nil
		} else if !errors.Is(err, ErrNotFound) {
			return nil, 0, err
		}
	}
	if ok, wait := s.limits.take(user, time.Now()); !ok {
		return nil, wait, clientError(http.StatusTooManyRequests, "too many submissions from %s: try again in %d s", user, retrySeconds(wait))
	}
	if err := s.admit(ctx, user); err != nil {
		s.limits.giveBack(user)
		return nil, 5 * time.Second, err
	}
	sub := &Submission{User: user, Session: s.cfg.Session, Problem: p.ID, Language: lang.ID, FileName: name, Source: req.Source, Pack: s.cfg.Pack, ClientKey: req.Key}
	if err := s.store.AddSubmission(ctx, sub); errors.Is(err, ErrExists) {
		s.limits.giveBack(user) // sent twice at once: the other one was stored
		return sub, 0, nil
	} else if err != nil {
		return nil, 0, err
	}
	if s.worker != nil {
		s.worker.Wake()
	}
	return sub, 0, nil
}

func retrySeconds(d time.Duration) int { return int((d + time.Second - 1) / time.Second) }

func (s *Server) languageIDs() []string {
	var ids []string
	for _, l := range s.engine.Config.Languages {
		ids = append(ids, l.ID)
	}
	return ids
}

// SubmissionView is a submission as the API shows it.
type SubmissionView struct {
	*Submission
	Tests []testEvent `json:"tests"` // with their indexes (gaps while judging)
	Page  string      `json:"page"`
	// Sample is the first failed test when it is a sample (public): what
	// `judge run` shows of it, for `judge submit` to show too.
	Sample *SampleView `json:"sample,omitempty"`
}

// SampleView is a failed sample: its input, the reference's answer and the
// start of the program's output.
type SampleView struct {
	Name    string `json:"name"`
	Checker string `json:"checker"`
	Input   string `json:"input"`
	Answer  string `json:"answer"`
	Output  string `json:"output"`
}

func (s *Server) submissionJSON(sub *Submission) SubmissionView {
	v := SubmissionView{Submission: sub, Tests: []testEvent{}, Page: fmt.Sprintf("/submissions/%d", sub.ID)}
	for k, t := range sub.Report.Tests {
		v.Tests = append(v.Tests, testJSON(sub.TestIdx[k], t, sub.JudgedUS[sub.TestIdx[k]]))
	}
	if sub.Status == Done {
		v.Sample = s.failedSample(sub)
	}
	return v
}

// failedSample shows the first failed test of a judged submission if it is
// a sample; nil otherwise (secret tests stay secret).
func (s *Server) failedSample(sub *Submission) *SampleView {
	for k, t := range sub.Report.Tests {
		if t.Verdict == verdict.AC {
			continue
		}
		if !strings.HasPrefix(t.Name, "sample/") {
			return nil
		}
		p, err := s.problem(sub.Problem)
		if err != nil {
			return nil
		}
		tests, err := s.engine.Tests(context.Background(), p)
		idx := sub.TestIdx[k]
		if err != nil || idx >= len(tests) || tests[idx].ID() != t.Name {
			return nil
		}
		input, err1 := os.ReadFile(tests[idx].In)
		answer, err2 := os.ReadFile(tests[idx].Ans)
		if err1 != nil || err2 != nil {
			return nil
		}
		cut := func(b []byte) string { return text(string(b[:min(len(b), outputHead)])) }
		return &SampleView{Name: t.Name, Checker: p.Checker, Input: cut(input), Answer: cut(answer), Output: sub.Outputs[idx]}
	}
	return nil
}

// accept reads a request's submission, lets check see it (a form's CSRF
// token, say) and queues it; when it cannot, it has answered the request,
// with Retry-After when waiting helps.
func (s *Server) accept(w http.ResponseWriter, r *http.Request, check func(*submitRequest) error) (*Submission, bool) {
	user, err := s.mustUser(r)
	if err != nil {
		s.fail(w, r, err)
		return nil, false
	}
	req, err := readSubmit(w, r)
	if err == nil {
		req.Key, err = idempotencyKey(r)
	}
	if err == nil && check != nil {
		err = check(req)
	}
	if err != nil {
		s.fail(w, r, err)
		return nil, false
	}
	sub, wait, err := s.submit(r.Context(), user, req)
	if err != nil {
		if wait > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(retrySeconds(wait)))
		}
		s.fail(w, r, err)
		return nil, false
	}
	return sub, true
}

// apiSubmit takes a submission: 202 with where to follow it.
func (s *Server) apiSubmit(w http.ResponseWriter, r *http.Request) {
	sub, ok := s.accept(w, r, nil)
	if !ok {
		return
	}
	w.Header().Set("Location", fmt.Sprintf("/api/submissions/%d", sub.ID))
	writeJSON(w, http.StatusAccepted, map[string]any{
		"id": sub.ID, "status": sub.Status,
		"url":    fmt.Sprintf("/api/submissions/%d", sub.ID),
		"events": fmt.Sprintf("/api/submissions/%d/events", sub.ID),
		"page":   fmt.Sprintf("/submissions/%d", sub.ID),
	})
}

// visibleSubmission reads the submission a path names, without its source,
// if who asks may see it: its owner, or anyone in an open arena.
func (s *Server) visibleSubmission(r *http.Request) (*Submission, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return nil, clientError(http.StatusNotFound, "no submission %q", r.PathValue("id"))
	}
	user, err := s.mustUser(r)
	if err != nil {
		return nil, err
	}
	sub, err := s.submission(r.Context(), id)
	if errors.Is(err, ErrNotFound) || err == nil && sub.User != user && !s.open(r.Context()) {
		return nil, clientError(http.StatusNotFound, "no submission %d", id)
	}
	return sub, err
}

func (s *Server) apiSubmission(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	sub, err := s.visibleSubmission(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := s.submissionJSON(sub)
	// The server's share of a read, for a client to tell it from the
	// network's and its own (Server-Timing, as browsers' tools show it).
	w.Header().Set("Server-Timing", fmt.Sprintf("app;dur=%.3f", float64(time.Since(start).Microseconds())/1000))
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) apiEvents(w http.ResponseWriter, r *http.Request) {
	sub, err := s.visibleSubmission(r)
	if err == nil {
		var user string
		if user, err = s.mustUser(r); err == nil {
			if err = s.streamCaps.acquire(user); err == nil {
				defer s.streamCaps.release(user)
			} else {
				w.Header().Set("Retry-After", streamRetry)
			}
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.events(w, r, sub)
}

func (s *Server) apiProblems(w http.ResponseWriter, r *http.Request) {
	if _, err := s.mustUser(r); err != nil {
		s.fail(w, r, err)
		return
	}
	rows, err := judge.ListProblems(s.engine.Pack)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rows)
}

// csrfToken is the form token of a browser, set as a cookie on first sight.
func (s *Server) csrfToken(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(csrfCookie); err == nil && len(c.Value) == 32 {
		return c.Value
	}
	tok, _ := NewToken()
	tok = tok[:32]
	http.SetCookie(w, &http.Cookie{Name: csrfCookie, Value: tok, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.secure(r)})
	return tok
}

// readForm reads a small form (no upload) and holds it to its CSRF token.
func readForm(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	if err := r.ParseForm(); err != nil {
		return clientError(http.StatusBadRequest, "bad form: %v", err)
	}
	return checkCSRF(r, r.PostForm.Get("csrf"))
}

// checkCSRF holds a form to the token its browser's cookie carries.
func checkCSRF(r *http.Request, got string) error {
	c, err := r.Cookie(csrfCookie)
	if err != nil || got == "" || subtle.ConstantTimeCompare([]byte(c.Value), []byte(got)) != 1 {
		return clientError(http.StatusForbidden, "the form's token does not match: reload the page and send it again")
	}
	return nil
}
