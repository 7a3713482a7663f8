package serve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// At a phone's width (390×844 CSS pixels, as an iPhone 12-15) every page
// fits the screen: nothing scrolls sideways, the statement takes the
// width with the Submit and Player cards below it, the attribution of a
// Chinese source reads without a CJK font, a test count is spelt right,
// and every page has its icon (no request for a missing /favicon.ico).
// The screenshots go to docs/screenshots with
// SLIDEJUDGE_SCREENSHOTS=$PWD/docs/screenshots go test ./serve -run TestPhone.
func TestPhone(t *testing.T) {
	ctx := chrome(t)
	shots := os.Getenv(screenshotsEnv)
	if shots == "" {
		shots = t.TempDir()
	}
	a := newArena(t, openStore(t, dsns(t)["sqlite"]), Config{Open: true}, true)
	var jsErrors []string
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			jsErrors = append(jsErrors, ev.ExceptionDetails.Error())
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.APITypeError {
				jsErrors = append(jsErrors, fmt.Sprint(ev.Args))
			}
		}
	})
	shot := func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var png []byte
			if err := chromedp.CaptureScreenshot(&png).Do(ctx); err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(shots, name), png, 0o644)
		})
	}
	// fits reads how wide the page is against the screen, and its icon.
	type fit struct {
		Scroll, Screen int
		Icon           string
		IconStatus     int
	}
	fits := func(page string, f *fit) chromedp.Action {
		return chromedp.Evaluate(`(async () => {
			const icon = document.querySelector('link[rel="icon"]');
			const r = icon ? await fetch(icon.href) : null;
			return {Scroll: document.documentElement.scrollWidth, Screen: window.innerWidth,
				Icon: r ? r.headers.get("Content-Type") : "", IconStatus: r ? r.status : 0};
		})()`, f, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) })
	}
	check := func(page string, f fit) {
		t.Helper()
		if f.Screen != 390 {
			t.Errorf("%s: the screen is %d px wide, not 390", page, f.Screen)
		}
		if f.Scroll > f.Screen {
			t.Errorf("%s: %d px wide on a %d px screen: it scrolls sideways", page, f.Scroll, f.Screen)
		}
		if f.IconStatus != 200 || !strings.HasPrefix(f.Icon, "image/svg+xml") {
			t.Errorf("%s: its icon answers %d %q", page, f.IconStatus, f.Icon)
		}
	}

	// The statement page: one column, the statement first and full width.
	var f fit
	var statementWidth, statementTop, submitTop float64
	var attribution string
	if err := chromedp.Run(ctx,
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)),
		chromedp.Navigate(a.ts.URL+"/problems/eight"),
		chromedp.WaitVisible("#statement", chromedp.ByID),
		fits("/problems/eight", &f),
		chromedp.Evaluate(`document.getElementById("statement").getBoundingClientRect().width`, &statementWidth),
		chromedp.Evaluate(`document.getElementById("statement").getBoundingClientRect().top`, &statementTop),
		chromedp.Evaluate(`document.getElementById("submit").getBoundingClientRect().top`, &submitTop),
		chromedp.Text("#statement p", &attribution, chromedp.ByQuery),
		shot("phone-statement.png"),
	); err != nil {
		t.Fatal(err)
	}
	check("/problems/eight", f)
	if statementWidth < 300 || submitTop < statementTop {
		t.Errorf("statement %.0f px wide at top %.0f, the Submit card at %.0f: want the statement full width, the card below", statementWidth, statementTop, submitTop)
	}
	if !strings.Contains(attribution, `"eight digits"`) {
		t.Errorf("the attribution %q has no words for a reader without a CJK font", attribution)
	}

	// A judged submission, through the form at this width.
	var stats string
	if err := chromedp.Run(ctx,
		chromedp.SetValue("#language", "python3", chromedp.ByID),
		chromedp.SetValue("#source", waPython, chromedp.ByID),
		chromedp.Click("#send", chromedp.ByID),
		chromedp.WaitVisible("#verdict.v-WA", chromedp.ByQuery),
		chromedp.WaitVisible("#answer-stop", chromedp.ByID),
		chromedp.Text("#stats", &stats, chromedp.ByID),
		fits("submission", &f),
		shot("phone-submission.png"),
	); err != nil {
		t.Fatal(err)
	}
	check("submission", f)
	if !strings.HasPrefix(stats, "1 test ·") {
		t.Errorf("stats %q: want \"1 test · …\" (judging stops at the first failure)", stats)
	}
	// The same page loaded afresh is the server's rendering of it.
	if err := chromedp.Run(ctx, chromedp.Reload(), chromedp.WaitVisible("#verdict.v-WA", chromedp.ByQuery),
		chromedp.Text("#stats", &stats, chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(stats, "1 test ·") {
		t.Errorf("stats as served %q: want \"1 test · …\"", stats)
	}

	for _, page := range []string{"/", "/history", "/scoreboard", "/login", "/problems/mn-puzzle", "/problems/nosuch"} {
		if err := chromedp.Run(ctx, chromedp.Navigate(a.ts.URL+page), chromedp.WaitReady("footer", chromedp.ByQuery), fits(page, &f)); err != nil {
			t.Fatal(page, err)
		}
		check(page, f)
	}
	if err := chromedp.Run(ctx, chromedp.Navigate(a.ts.URL+"/favicon.ico"), chromedp.Evaluate(`document.contentType`, &stats)); err != nil {
		t.Fatal(err)
	}
	if stats != "image/svg+xml" {
		t.Errorf("/favicon.ico is %q, not the icon", stats)
	}
	if len(jsErrors) > 0 {
		t.Errorf("errors in the console: %q", jsErrors)
	}
}
