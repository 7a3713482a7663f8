package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/verdict"
)

// A wrong and a right program, on every store: stored, judged live over
// events, read back, replayed on the board, counted on the scoreboard.
func TestSubmitJudgeAndFollow(t *testing.T) {
	for name, dsn := range dsns(t) {
		t.Run(name, func(t *testing.T) {
			a := newArena(t, openStore(t, dsn), Config{Open: true}, true)
			resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython, FileName: "../../etc/wa.py"})
			if resp.StatusCode != http.StatusAccepted {
				t.Fatalf("POST: %s %v", resp.Status, v)
			}
			wa := idOf(t, v)
			if loc := resp.Header.Get("Location"); loc != v["url"] {
				t.Errorf("Location %q, url %q", loc, v["url"])
			}
			events := followEvents(t, eventsURL(a.ts.URL, wa), "")
			last := events[len(events)-1]
			if last.Name != "done" {
				t.Fatalf("last event %q, want done: %v", last.Name, events)
			}
			var sub SubmissionView
			if err := json.Unmarshal([]byte(last.Data), &sub); err != nil {
				t.Fatal(err)
			}
			if sub.Report.Verdict != verdict.WA || sub.Status != Done || sub.FileName != "wa.py" || sub.User != "guest" {
				t.Fatalf("done: %+v", sub.Submission)
			}
			if len(sub.Tests) == 0 || sub.Tests[0].Verdict != verdict.WA || !strings.Contains(sub.Tests[0].Message, `move 2 'u'`) {
				t.Fatalf("tests: %+v", sub.Tests)
			}
			sawTest := false
			for _, e := range events {
				sawTest = sawTest || e.Name == "test"
			}
			if !sawTest {
				t.Errorf("no test event: %v", events)
			}

			// The board stops the answer at move 2, with the checker's reason.
			resp, v = a.do(t, "", "GET", "/api/submissions/"+itoa(wa)+"/board", "", nil)
			if resp.StatusCode != 200 {
				t.Fatalf("board: %s %v", resp.Status, v)
			}
			answer := v["answer"].(map[string]any)
			if answer["failed"] != 2.0 || !strings.Contains(answer["reason"].(string), "move 2") {
				t.Errorf("answer track: %v", answer)
			}
			if opt := v["optimal"].(map[string]any); len(opt["moves"].([]any)) != 19 {
				t.Errorf("optimal track: %v moves, want 19", len(opt["moves"].([]any)))
			}

			resp, v = a.post(t, "", submitRequest{Problem: "eight", Language: "go", Source: referenceSource(t)})
			if resp.StatusCode != http.StatusAccepted {
				t.Fatalf("POST: %s %v", resp.Status, v)
			}
			ac := idOf(t, v)
			followEvents(t, eventsURL(a.ts.URL, ac), "")
			resp, v = a.do(t, "", "GET", "/api/submissions/"+itoa(ac), "", nil)
			if resp.StatusCode != 200 || v["report"].(map[string]any)["verdict"] != "AC" || len(v["tests"].([]any)) != 4 {
				t.Fatalf("AC submission: %s %v", resp.Status, v)
			}
			// Read again after the end: the stream is the stored story.
			again := followEvents(t, eventsURL(a.ts.URL, ac), "")
			if n := countEvents(again, "test"); n != 4 || again[len(again)-1].Name != "done" {
				t.Errorf("replayed stream: %d tests, %v", n, again)
			}

			page := a.get(t, "/history")
			for _, want := range []string{"wa.py", ">WA<", ">AC<"} {
				if !strings.Contains(page, want) {
					t.Errorf("history lacks %q", want)
				}
			}
			board := a.get(t, "/scoreboard")
			if !regexp.MustCompile(`<td>1</td><td>guest</td><td>1</td><td>(\d+)</td>`).MatchString(board) {
				t.Errorf("scoreboard: guest should have 1 solved:\n%s", board)
			}
		})
	}
}

func countEvents(es []sse, name string) int {
	n := 0
	for _, e := range es {
		if e.Name == name {
			n++
		}
	}
	return n
}

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

func (a *arena) get(t testing.TB, path string) string {
	t.Helper()
	resp, err := a.ts.Client().Get(a.ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %s", path, resp.Status)
	}
	return string(b)
}

// multipartBody builds a multipart body; raw parts go in as they are.
func multipartBody(fields map[string]string, file string, fileData []byte) (*bytes.Buffer, string) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	if file != "" {
		fw, _ := mw.CreateFormFile("file", file)
		_, _ = fw.Write(fileData)
	}
	mw.Close()
	return &b, mw.FormDataContentType()
}

// Bad input: a clear 4xx each, and nothing stored but what was accepted.
func TestBadInput(t *testing.T) {
	store := openStore(t, dsns(t)["sqlite"])
	// Judges not started: the queue fills and stays full.
	a := newArena(t, store, Config{Open: true, QueueSize: 2, Burst: 100}, false)
	big := strings.Repeat("x", MaxSource+1)
	bigJSON, _ := json.Marshal(submitRequest{Problem: "eight", Language: "python3", Source: strings.Repeat("#", maxBody)})
	okSource := map[string]string{"problem": "eight", "language": "python3"}
	invalid, invalidType := multipartBody(okSource, "a.py", []byte("print('\xff\xfe')\n"))
	nul, nulType := multipartBody(okSource, "a.py", []byte("print(1)\x00\n"))
	bigPart, bigPartType := multipartBody(okSource, "a.py", []byte(big))
	upload, uploadType := multipartBody(map[string]string{"problem": "eight"}, "up.py", []byte(waPython))
	cases := []struct {
		name   string
		ctype  string
		body   io.Reader
		code   int
		errMsg string
	}{
		{"oversized body", "application/json", bytes.NewReader(bigJSON), 413, "request body over"},
		{"oversized source", "application/json", jsonBody(submitRequest{Problem: "eight", Language: "python3", Source: big}), 413, "source over 256 KiB"},
		{"oversized part", bigPartType, bigPart, 413, "over 262144 bytes"},
		{"unknown language", "application/json", jsonBody(submitRequest{Problem: "eight", Language: "rust", Source: waPython}), 400, `unknown language "rust"`},
		{"no language", "application/json", jsonBody(submitRequest{Problem: "eight", Source: waPython}), 400, "name the language"},
		{"broken multipart", "multipart/form-data; boundary=xyz", strings.NewReader("--xyz\r\nContent-Disposition: form-data; name=\"problem\"\r\n\r\neig"), 400, "broken multipart body"},
		{"multipart without boundary", "multipart/form-data", strings.NewReader("x"), 400, "no boundary"},
		{"broken JSON", "application/json", strings.NewReader(`{"problem": "eight", `), 400, "bad JSON body"},
		{"invalid UTF-8", invalidType, invalid, 400, "UTF-8"},
		{"NUL byte", nulType, nul, 400, "NUL"},
		{"invalid UTF-8 in JSON", "application/json", strings.NewReader("{\"problem\":\"eight\",\"language\":\"python3\",\"source\":\"print('\xff')\"}"), 400, `field "source": not valid UTF-8`},
		{"lone surrogate in JSON", "application/json", strings.NewReader(`{"problem":"eight","language":"python3","source":"print('\ud800')"}`), 400, `field "source": not valid UTF-8`},
		{"invalid UTF-8 in a JSON file name", "application/json", strings.NewReader("{\"problem\":\"eight\",\"language\":\"python3\",\"source\":\"print(1)\",\"file_name\":\"a\xc3.py\"}"), 400, `field "file_name": not valid UTF-8`},
		{"source not a string", "application/json", strings.NewReader(`{"problem":"eight","language":"python3","source":42}`), 400, `field "source": want a string`},
		{"missing problem", "application/json", jsonBody(submitRequest{Problem: "nosuch", Language: "python3", Source: waPython}), 404, `unknown problem "nosuch"`},
		{"path as problem", "application/json", jsonBody(submitRequest{Problem: "../eight", Language: "python3", Source: waPython}), 404, "unknown problem"},
		{"no problem", "application/json", jsonBody(submitRequest{Language: "python3", Source: waPython}), 400, "no problem named"},
		{"empty source", "application/json", jsonBody(submitRequest{Problem: "eight", Language: "python3", Source: "  \n"}), 400, "empty source"},
		{"other content type", "text/plain", strings.NewReader("hello"), 415, "Content-Type"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp, v := a.do(t, "", "POST", "/api/submissions", c.ctype, c.body)
			msg, _ := v["error"].(string)
			if resp.StatusCode != c.code || !strings.Contains(msg, c.errMsg) || strings.Contains(msg, "\n") {
				t.Fatalf("got %s %v, want %d and one line with %q", resp.Status, v, c.code, c.errMsg)
			}
		})
	}
	if ids, _ := store.Unfinished(context.Background()); len(ids) != 0 {
		t.Fatalf("refused requests stored %d submissions", len(ids))
	}

	// A flood past the queue: two are taken (one an upload), then 429 with
	// Retry-After and nothing stored.
	if resp, v := a.do(t, "", "POST", "/api/submissions", uploadType, upload); resp.StatusCode != 202 {
		t.Fatalf("upload: %s %v", resp.Status, v)
	}
	if resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython}); resp.StatusCode != 202 {
		t.Fatalf("second: %s %v", resp.Status, v)
	}
	for range 5 {
		resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython})
		if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || !strings.Contains(v["error"].(string), "queue is full") {
			t.Fatalf("flood: %s %v (Retry-After %q)", resp.Status, v, resp.Header.Get("Retry-After"))
		}
	}
	ids, err := store.Unfinished(context.Background())
	if err != nil || len(ids) != 2 {
		t.Fatalf("stored %v (%v), want the 2 the queue took", ids, err)
	}
	sub, err := store.Submission(context.Background(), ids[0])
	if err != nil || sub.FileName != "up.py" || sub.Language != "python3" || sub.Source != waPython {
		t.Fatalf("upload stored as %+v (%v)", sub, err)
	}

	// Unknown submissions, sessions and pages.
	for _, p := range []string{"/scoreboard?session=nosuch", "/scoreboard?session=a%20b", "/api/submissions/999", "/api/submissions/abc", "/api/submissions/-1/events", "/problems/nosuch", "/problems/..%2f..%2fetc"} {
		resp, _ := a.do(t, "", "GET", p, "", nil)
		if resp.StatusCode != 404 {
			t.Errorf("GET %s: %s, want 404", p, resp.Status)
		}
	}
}

// jsonText refuses what encoding/json would repair and keeps what it
// would not change.
func TestJSONText(t *testing.T) {
	for raw, want := range map[string]string{`"a\uFFFDb"`: "a\uFFFDb", "\"a\uFFFDb\"": "a\uFFFDb", `"\ud83d\ude00"`: "\U0001F600", `null`: "", `"x\u0000"`: "x\x00"} {
		var got string
		if err := jsonText("source", []byte(raw), &got); err != nil || got != want {
			t.Errorf("jsonText(%s) = %q, %v; want %q", raw, got, err, want)
		}
	}
	for _, raw := range []string{"\"\xff\"", `"\udc00"`, `"\ud800x"`, "\"\xef\xbf\"", `1`, `["a"]`} {
		var got string
		if err := jsonText("source", []byte(raw), &got); err == nil {
			t.Errorf("jsonText(%q) = %q, want an error", raw, got)
		}
	}
}

func jsonBody(v any) io.Reader {
	b, _ := json.Marshal(v)
	return bytes.NewReader(b)
}

// A user's submissions are rate limited: past the burst, 429 and
// Retry-After, nothing stored.
func TestRateLimit(t *testing.T) {
	store := openStore(t, dsns(t)["sqlite"])
	a := newArena(t, store, Config{Open: true, Burst: 2}, false)
	for i := range 3 {
		resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython})
		want := 202
		if i == 2 {
			want = 429
		}
		if resp.StatusCode != want {
			t.Fatalf("submission %d: %s %v", i+1, resp.Status, v)
		}
		if i == 2 && (resp.Header.Get("Retry-After") == "" || !strings.Contains(v["error"].(string), "too many submissions from guest")) {
			t.Fatalf("limit: %v %v", resp.Header, v)
		}
	}
	if ids, _ := store.Unfinished(context.Background()); len(ids) != 2 {
		t.Fatalf("stored %d, want 2", len(ids))
	}
}

// Program output and checker messages are text on the page, never HTML.
func TestOutputEscaped(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	resp, v := a.post(t, "", submitRequest{Problem: "chino", Language: "python3", Source: "print('<script>alert(1)</script>')\n"})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	id := idOf(t, v)
	followEvents(t, eventsURL(a.ts.URL, id), "")
	page := a.get(t, "/submissions/"+itoa(id))
	if strings.Contains(page, "<script>alert") {
		t.Fatal("the program's output reached the page as HTML")
	}
	if !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Fatalf("the checker's message is missing, escaped:\n%s", page)
	}
	// The source is on the page (read from the store apart from the view), escaped.
	if !strings.Contains(page, `id="source-text">print(&#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39;)`) {
		t.Fatalf("the source is missing, escaped:\n%s", page)
	}
	// A compile error shows the compiler's log, escaped too.
	resp, v = a.post(t, "", submitRequest{Problem: "chino", Language: "c", Source: "int main() { </script><b>bold</b> }\n"})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	id = idOf(t, v)
	followEvents(t, eventsURL(a.ts.URL, id), "")
	page = a.get(t, "/submissions/"+itoa(id))
	if !strings.Contains(page, ">CE<") || strings.Contains(page, "<b>bold</b>") || !strings.Contains(page, "&lt;b&gt;bold") {
		t.Fatalf("compile log not shown escaped:\n%s", page)
	}
}

// Forms need their token; browsers' cross-site writes are refused.
func TestCSRF(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, false)
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(a.ts.URL + "/problems/eight")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	m := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindSubmatch(body)
	if m == nil {
		t.Fatal("no CSRF token in the form")
	}
	form := func(token string, header map[string]string) *http.Response {
		b, ct := multipartBody(map[string]string{"csrf": token, "language": "python3", "source": waPython}, "", nil)
		req, _ := http.NewRequest("POST", a.ts.URL+"/problems/eight/submit", b)
		req.Header.Set("Content-Type", ct)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	if resp := form("", nil); resp.StatusCode != 403 {
		t.Errorf("no token: %s", resp.Status)
	}
	if resp := form("0123456789abcdef0123456789abcdef", nil); resp.StatusCode != 403 {
		t.Errorf("wrong token: %s", resp.Status)
	}
	if resp := form(string(m[1]), map[string]string{"Sec-Fetch-Site": "cross-site"}); resp.StatusCode != 403 {
		t.Errorf("cross-site: %s", resp.Status)
	}
	if resp := form(string(m[1]), map[string]string{"Origin": "http://evil.example"}); resp.StatusCode != 403 {
		t.Errorf("other origin: %s", resp.Status)
	}
	resp = form(string(m[1]), map[string]string{"Sec-Fetch-Site": "same-origin"})
	if resp.StatusCode != 303 || !strings.HasPrefix(resp.Header.Get("Location"), "/submissions/") {
		t.Errorf("good form: %s %s", resp.Status, resp.Header.Get("Location"))
	}
}

func TestIsLoopback(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:8080": true, "[::1]:80": true, "localhost:1": true,
		"0.0.0.0:8080": false, ":8080": false, "192.168.1.2:80": false, "example.com:80": false,
	} {
		if got := IsLoopback(addr); got != want {
			t.Errorf("IsLoopback(%q) = %v", addr, got)
		}
	}
}

// The scoreboard counts as ICPC: solved, then minutes plus 20 a rejected
// try before the first AC; compile errors cost nothing.
func TestScoreboard(t *testing.T) {
	min := int64(60000)
	rows := scoreboard([]Attempt{
		{User: "ann", Problem: "eight", Verdict: verdict.WA, Status: Done, AtMS: 5 * min},
		{User: "ann", Problem: "eight", Verdict: verdict.CE, Status: Done, AtMS: 6 * min},
		{User: "ann", Problem: "eight", Verdict: verdict.AC, Status: Done, AtMS: 10 * min},
		{User: "ann", Problem: "eight", Verdict: verdict.WA, Status: Done, AtMS: 11 * min},
		{User: "bob", Problem: "eight", Verdict: verdict.AC, Status: Done, AtMS: 20 * min},
		{User: "bob", Problem: "chino", Verdict: verdict.AC, Status: Done, AtMS: 40 * min},
		{User: "cy", Problem: "chino", Status: Queued, AtMS: 1 * min},
	})
	got := ""
	for _, r := range rows {
		got += r.User + ":" + itoa(int64(r.Rank)) + "/" + itoa(int64(r.Solved)) + "/" + itoa(r.Penalty) + " "
	}
	if want := "bob:1/2/60 ann:2/1/30 cy:3/0/0 "; got != want {
		t.Fatalf("scoreboard %q, want %q", got, want)
	}
	if c := rows[2].Problems["chino"]; !c.Pending {
		t.Error("a queued try is not pending")
	}
}

// Shutting the HTTP server down ends the event streams still open (their
// clients reconnect to the next server) instead of waiting for them.
func TestShutdownEndsStreams(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, false) // judges off: the submission stays queued
	resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := a.HTTPServer("")
	go hs.Serve(ln)
	stream, err := http.Get(eventsURL("http://"+ln.Addr().String(), idOf(t, v)))
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	first := make([]byte, 64)
	if n, err := stream.Body.Read(first); err != nil || !strings.Contains(string(first[:n]), `"queued"`) {
		t.Fatalf("first event %q (%v)", first[:n], err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := hs.Shutdown(ctx); err != nil {
		t.Fatalf("Shutdown: %v", err)
	}
	if _, err := io.ReadAll(stream.Body); err != nil {
		t.Fatalf("the stream did not end cleanly: %v", err)
	}
}

// boardOf submits a Python program to problem, waits for its verdict and
// returns its board (the replay of its first failed test).
func boardOf(t *testing.T, a *arena, problem, src string) map[string]any {
	t.Helper()
	resp, v := a.post(t, "", submitRequest{Problem: problem, Language: "python3", Source: src})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	id := idOf(t, v)
	followEvents(t, eventsURL(a.ts.URL, id), "")
	resp, v = a.do(t, "", "GET", "/api/submissions/"+itoa(id)+"/board", "", nil)
	if resp.StatusCode != 200 {
		t.Fatalf("board: %s %v", resp.Status, v)
	}
	return v
}

// eight-multi's board replays the puzzle (line) the checker names, from
// the answer's line kept when the test failed.
func TestBoardEightMulti(t *testing.T) {
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	src := `import sys
for line in sys.stdin:
    b = ' '.join(line.split())
    print('ullddrurdllurdruldr' if b == '2 3 4 1 5 x 7 6 8' else 'uuuu')
`
	v := boardOf(t, a, "eight-multi", src)
	answer, optimal := v["answer"].(map[string]any), v["optimal"].(map[string]any)
	if v["test"] != "sample/02-mixed" || v["puzzle"] != 2.0 || answer["failed"] != 3.0 ||
		len(answer["frames"].([]any)) != 3 || !strings.HasPrefix(answer["reason"].(string), "line 2, move 3 'u'") ||
		len(optimal["moves"].([]any)) != 1 {
		t.Fatalf("board: %v", v)
	}
}
