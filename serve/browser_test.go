package serve

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// screenshotsEnv names a directory to keep the browser test's screenshots
// in (README shows those of docs/screenshots); by default they go to a
// temporary one.
const screenshotsEnv = "SLIDEJUDGE_SCREENSHOTS"

// A real browser (Debian's headless chromium) uses the arena as a learner
// does: submits a wrong program and a right one through the form, waits for
// the live verdicts, watches the replay stop at the failing move, and plays
// the statement's player and parity drawing.
func TestBrowser(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (.ci/run installs it with apt)")
	}
	shots := os.Getenv(screenshotsEnv)
	if shots == "" {
		shots = t.TempDir()
	}
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	defer cancelTime()

	shot := func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var png []byte
			if err := chromedp.FullScreenshot(&png, 100).Do(ctx); err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(shots, name), png, 0o644)
		})
	}
	submit := func(lang, source string) chromedp.Tasks {
		return chromedp.Tasks{
			chromedp.Navigate(a.ts.URL + "/problems/eight"),
			chromedp.WaitVisible("#source", chromedp.ByID),
			chromedp.SetValue("#language", lang, chromedp.ByID),
			chromedp.SetValue("#source", source, chromedp.ByID),
			chromedp.Click("#send", chromedp.ByID),
			chromedp.WaitVisible("#tests", chromedp.ByID),
		}
	}

	// The wrong program: WA live, then the replay stops at move 2.
	var verdict, stop, reason, firstLoad string
	if err := chromedp.Run(ctx,
		submit("python3", waPython),
		chromedp.WaitVisible("#verdict.v-WA", chromedp.ByQuery),
		chromedp.WaitVisible("#answer-stop", chromedp.ByID),
		chromedp.Text("#verdict", &verdict, chromedp.ByID),
		chromedp.Text("#answer-stop", &stop, chromedp.ByID),
		chromedp.Text(`.track[data-track="answer"] .reason`, &reason, chromedp.ByQuery),
		// The optimal track plays on to its end (19 moves) beside it.
		chromedp.WaitVisible(`.track[data-track="optimal"] .reason`, chromedp.ByQuery),
		shot("submission-wa.png"),
	); err != nil {
		t.Fatal(err)
	}
	if verdict != "WA" || stop != "stopped at move 2" || !strings.Contains(reason, "move 2 'u'") {
		t.Fatalf("wrong program: verdict %q, %q, reason %q", verdict, stop, reason)
	}

	// The right program: AC, every test's row filled in live.
	var rows int
	if err := chromedp.Run(ctx,
		submit("go", referenceSource(t)),
		chromedp.WaitVisible("#verdict.v-AC", chromedp.ByQuery),
		chromedp.Text("#verdict", &verdict, chromedp.ByID),
		chromedp.Evaluate(`document.querySelectorAll("#tests tbody tr").length`, &rows),
		shot("submission-ac.png"),
	); err != nil {
		t.Fatal(err)
	}
	if verdict != "AC" || rows != 4 {
		t.Fatalf("right program: verdict %q, %d test rows", verdict, rows)
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
