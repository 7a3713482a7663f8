package serve

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// screenshotsEnv names a directory to keep the browser test's screenshots
// in (README shows those of docs/screenshots); by default they go to a
// temporary one.
const screenshotsEnv = "SLIDEJUDGE_SCREENSHOTS"

// chrome starts Debian's headless chromium for a test (skipped without
// it), for at most 3 minutes.
func chrome(t *testing.T) context.Context {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (.ci/run installs it with apt)")
	}
	// The profile is removed after the browser is stopped (cleanups run
	// last first), and again while its helper processes, killed with it,
	// may still be writing there (t.TempDir's single try failed at load).
	profile, err := os.MkdirTemp("", "chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for range 50 {
			if err := os.RemoveAll(profile); err == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Errorf("chromium's profile %s: not removed in 5 s", profile)
	})
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile), chromedp.WindowSize(1280, 900),
		// chromedp waits 20 s for the browser to name its DevTools socket:
		// at load 50 a start took longer (TestPhone, "websocket url
		// timeout reached"); the test's own 3 minutes bound it instead.
		chromedp.WSURLReadTimeout(3 * time.Minute),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() {
		cancelTime()
		cancel()
		cancelAlloc()
	})
	return ctx
}

// screenshot saves the whole page as dir/name.
func screenshot(dir, name string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var png []byte
		if err := chromedp.FullScreenshot(&png, 100).Do(ctx); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, name), png, 0o644)
	})
}

// submitForm sends source through a problem page's form and waits for the
// submission page.
func submitForm(base, problem, lang, source string) chromedp.Tasks {
	return chromedp.Tasks{
		chromedp.Navigate(base + "/problems/" + problem),
		chromedp.WaitVisible("#source", chromedp.ByID),
		chromedp.SetValue("#language", lang, chromedp.ByID),
		chromedp.SetValue("#source", source, chromedp.ByID),
		chromedp.Click("#send", chromedp.ByID),
		chromedp.WaitVisible("#tests", chromedp.ByID),
	}
}

// replayShown waits for a wrong answer's verdict and its replay stopped at
// the failing move, and the optimal track played to its end beside it;
// it reads the verdict, the stop and the answer's reason.
func replayShown(verdict, stop, reason *string) chromedp.Tasks {
	return chromedp.Tasks{
		chromedp.WaitVisible("#verdict.v-WA", chromedp.ByQuery),
		chromedp.WaitVisible("#answer-stop", chromedp.ByID),
		chromedp.Text("#verdict", verdict, chromedp.ByID),
		chromedp.Text("#answer-stop", stop, chromedp.ByID),
		chromedp.Text(`.track[data-track="answer"] .reason`, reason, chromedp.ByQuery),
		chromedp.WaitVisible(`.track[data-track="optimal"] .reason`, chromedp.ByQuery),
	}
}

// A real browser (Debian's headless chromium) uses the arena as a learner
// does: submits a wrong program and a right one through the form, waits for
// the live verdicts, watches the replay stop at the failing move, and plays
// the statement's player and parity drawing.
func TestBrowser(t *testing.T) {
	shots := os.Getenv(screenshotsEnv)
	if shots == "" {
		shots = t.TempDir()
	}
	ctx := chrome(t)
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)

	shot := func(name string) chromedp.Action { return screenshot(shots, name) }
	submit := func(lang, source string) chromedp.Tasks { return submitForm(a.ts.URL, "eight", lang, source) }

	// The wrong program: WA live, then the replay stops at move 2.
	var verdict, stop, reason, firstLoad string
	if err := chromedp.Run(ctx,
		submit("python3", waPython),
		// The optimal track plays on to its end (19 moves) beside it.
		replayShown(&verdict, &stop, &reason),
		shot("submission-wa.png"),
	); err != nil {
		t.Fatal(err)
	}
	if verdict != "WA" || stop != "stopped at move 2" || !strings.Contains(reason, "move 2 'u'") {
		t.Fatalf("wrong program: verdict %q, %q, reason %q", verdict, stop, reason)
	}

	// The right program: AC, every test's row filled in live.
	var rows int
	var meaning, colour string
	if err := chromedp.Run(ctx,
		submit("go", referenceSource(t)),
		chromedp.WaitVisible("#verdict.v-AC", chromedp.ByQuery),
		chromedp.Text("#verdict", &verdict, chromedp.ByID),
		chromedp.Evaluate(`document.querySelectorAll("#tests tbody tr").length`, &rows),
		// The word and the colour come from the verdict table, served.
		chromedp.Text("#meaning", &meaning, chromedp.ByID),
		chromedp.Evaluate(`getComputedStyle(document.getElementById("verdict")).color`, &colour),
		shot("submission-ac.png"),
	); err != nil {
		t.Fatal(err)
	}
	if verdict != "AC" || rows != 4 || meaning != "accepted" || colour != "rgb(26, 127, 55)" {
		t.Fatalf("right program: verdict %q (%q, colour %s), %d test rows", verdict, meaning, colour, rows)
	}

	// The statement's player: an optimal solution played on the board, and
	// the parity drawing of mn-puzzle.
	var moves int
	var parityVerdict string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(a.ts.URL+"/problems/eight"),
		chromedp.Evaluate(`(() => { const n = performance.getEntriesByType("navigation")[0]; return String(Math.round(n.loadEventEnd - n.startTime)); })()`, &firstLoad),
		chromedp.Click("#play", chromedp.ByID),
		chromedp.WaitVisible(`.track[data-track="optimal"] .grid`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('.track[data-track="optimal"] .moves span').length`, &moves),
		chromedp.Sleep(2*time.Second),
		shot("player-eight.png"),
		chromedp.Navigate(a.ts.URL+"/problems/mn-puzzle"),
		chromedp.Click("#play", chromedp.ByID),
		chromedp.WaitVisible("#parity-verdict", chromedp.ByID),
		chromedp.Text("#parity-verdict", &parityVerdict, chromedp.ByID),
		shot("player-parity.png"),
		chromedp.Navigate(a.ts.URL+"/scoreboard"),
		chromedp.WaitVisible("#scoreboard", chromedp.ByID),
		shot("scoreboard.png"),
	); err != nil {
		t.Fatal(err)
	}
	if moves != 19 || parityVerdict != "unsolvable" {
		t.Fatalf("player: %d moves (want 19), parity %q (want unsolvable)", moves, parityVerdict)
	}
	t.Logf("problem page first load (navigation start to load end): %s ms; screenshots in %s", firstLoad, shots)
}

// The 15-puzzle problems on 4×4 boards: a wrong fifteen-walk program's
// replay (UVa's capitals) stops at its failing move beside a shortest walk,
// and the players of fifteen and fifteen-walk play a shortest way on the
// 4×4 board.
func TestBrowserFifteen(t *testing.T) {
	shots := os.Getenv(screenshotsEnv)
	if shots == "" {
		shots = t.TempDir()
	}
	ctx := chrome(t)
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)

	// UVa's first sample board has the blank top right: L moves it, U is
	// then off the board.
	const walkPython = "for _ in range(int(input())):\n    print('LU')\n"
	cells := func(track string, n *int) chromedp.Action {
		return chromedp.Evaluate(`document.querySelectorAll('.track[data-track="`+track+`"] .grid .cell').length`, n)
	}
	labels := func(track string, s *string) chromedp.Action {
		return chromedp.Evaluate(`[...document.querySelectorAll('.track[data-track="`+track+`"] .moves span')].map(e => e.textContent).join("")`, s)
	}
	var verdict, stop, reason, optimal string
	var answerCells, optimalCells int
	if err := chromedp.Run(ctx,
		submitForm(a.ts.URL, "fifteen-walk", "python3", walkPython),
		replayShown(&verdict, &stop, &reason),
		cells("answer", &answerCells), cells("optimal", &optimalCells), labels("optimal", &optimal),
		screenshot(shots, "submission-fifteen-walk.png"),
	); err != nil {
		t.Fatal(err)
	}
	if verdict != "WA" || stop != "stopped at move 2" || !strings.Contains(reason, "move 2 'U'") {
		t.Errorf("fifteen-walk replay: verdict %q, %q, reason %q", verdict, stop, reason)
	}
	if answerCells != 16 || optimalCells != 16 || optimal != "LLLDRDRDR" {
		t.Errorf("fifteen-walk replay: %d and %d cells (want 16), optimal %q (want LLLDRDRDR)", answerCells, optimalCells, optimal)
	}

	for _, c := range []struct{ problem, want string }{{"fifteen", "[udlr]{8}"}, {"fifteen-walk", "[UDLR]{8}"}} {
		var moves string
		var n, blanks int
		if err := chromedp.Run(ctx,
			chromedp.Navigate(a.ts.URL+"/problems/"+c.problem),
			chromedp.Click("#play", chromedp.ByID),
			chromedp.WaitVisible(`.track[data-track="optimal"] .grid`, chromedp.ByQuery),
			cells("optimal", &n), labels("optimal", &moves),
			chromedp.Evaluate(`document.querySelectorAll('.track[data-track="optimal"] .grid .cell.blank').length`, &blanks),
			chromedp.Sleep(time.Second),
			screenshot(shots, "player-"+c.problem+".png"),
		); err != nil {
			t.Fatal(err)
		}
		if ok, _ := regexp.MatchString("^"+c.want+"$", moves); !ok || n != 16 || blanks != 1 {
			t.Errorf("%s player: moves %q (want %s), %d cells (want 16), %d blanks", c.problem, moves, c.want, n, blanks)
		}
	}
}

// In an arena with users, a user logged in through the form sees their
// name and the logout button on an error page too (not "Pick a name"), and
// the pages log no error to the console (a missing favicon neither);
// logging out ends the session.
func TestBrowserErrorPage(t *testing.T) {
	ctx := chrome(t)
	store := openStore(t, dsns(t)["sqlite"])
	ann, err := AddUser(context.Background(), store, "ann")
	if err != nil {
		t.Fatal(err)
	}
	a := newArena(t, store, Config{}, false)
	missing := a.ts.URL + "/problems/nosuch" // its 404 is the page's own, logged as such
	var mu sync.Mutex
	var console []string
	chromedp.ListenTarget(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.LevelError && ev.Entry.URL != missing {
				console = append(console, ev.Entry.Text+" "+ev.Entry.URL)
			}
		case *cdpruntime.EventExceptionThrown:
			console = append(console, ev.ExceptionDetails.Error())
		}
	})
	var code, user, header, logout, after string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(a.ts.URL+"/"),
		chromedp.WaitVisible(`input[name="token"]`, chromedp.ByQuery),
		chromedp.SendKeys(`input[name="token"]`, ann, chromedp.ByQuery),
		chromedp.Submit(`#login`, chromedp.ByQuery),
		chromedp.WaitVisible("#problems", chromedp.ByID),
		chromedp.Navigate(missing),
		chromedp.WaitVisible("#error", chromedp.ByID),
		chromedp.Text("h1", &code, chromedp.ByQuery),
		chromedp.Text("#user", &user, chromedp.ByID),
		chromedp.Text("header", &header, chromedp.ByQuery),
		chromedp.Text(`header form button`, &logout, chromedp.ByQuery),
		chromedp.Click(`header form button`, chromedp.ByQuery),
		chromedp.WaitVisible(`input[name="token"]`, chromedp.ByQuery),
		chromedp.Navigate(a.ts.URL+"/history"),
		chromedp.WaitVisible(`input[name="token"]`, chromedp.ByQuery),
		chromedp.Location(&after),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(code, "404") || user != "ann" || logout != "Log out" || strings.Contains(header, "Pick a name") || strings.Contains(header, "Log in") {
		t.Errorf("error page: %q, user %q, header %q", code, user, header)
	}
	if !strings.HasSuffix(after, "/login") {
		t.Errorf("history after logout: at %s", after)
	}
	var logins int
	if err := store.db.QueryRow("SELECT COUNT(*) FROM logins").Scan(&logins); err != nil || logins != 0 {
		t.Errorf("%d logins after logout (%v)", logins, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(console) > 0 {
		t.Errorf("console errors: %q", console)
	}
}

// A page whose event stream is refused (its user has as many open as the
// arena allows) follows its submission once a stream is free.
func TestBrowserStreamRefused(t *testing.T) {
	ctx := chrome(t)
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true, UserStreams: 1}, false) // judges off: the submission waits
	resp, v := a.post(t, "", submitRequest{Problem: "eight", Language: "python3", Source: waPython})
	if resp.StatusCode != 202 {
		t.Fatalf("%s %v", resp.Status, v)
	}
	page := fmt.Sprintf("%s/submissions/%d", a.ts.URL, idOf(t, v))
	if err := chromedp.Run(ctx); err != nil { // the browser, for the tabs to open in
		t.Fatal(err)
	}
	// The first tab holds guest's one stream; the second is refused.
	first, cancelFirst := chromedp.NewContext(ctx)
	if err := chromedp.Run(first, chromedp.Navigate(page), chromedp.WaitVisible("#tests", chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	second, cancelSecond := chromedp.NewContext(ctx)
	defer cancelSecond()
	if err := chromedp.Run(second, chromedp.Navigate(page), chromedp.WaitVisible("#tests", chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the second tab's stream refused", func() bool { return a.streamCaps.refusals() > 0 })
	cancelFirst() // the tab closes, its stream ends
	if err := a.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	var verdict string
	if err := chromedp.Run(second, chromedp.WaitVisible("#verdict.v-WA", chromedp.ByQuery), chromedp.Text("#verdict", &verdict, chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	if verdict != "WA" {
		t.Fatalf("verdict %q", verdict)
	}
}
