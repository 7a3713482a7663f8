package main

import (
	"os"
	"sync"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/schollz/progressbar/v3"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
)

// drawBoards draws the boards a WA message of a move problem names, when
// the problem draws them (eight, eight-multi).
func (a *app) drawBoards(problem string, t judge.TestReport, colour bool) {
	if spec, err := problems.SpecOf(problem); err == nil && spec.DrawNamed != nil {
		spec.DrawNamed(a.stdout, t.Name, t.Message, colour)
	}
}

// progress is the bar shown on a terminal once judging has taken a second
// (quick runs stay quiet), on stderr; nothing when stderr is not a terminal.
type progress struct {
	f     *os.File // nil: no bar
	start time.Time
	mu    sync.Mutex
	bar   *progressbar.ProgressBar
}

func (a *app) progress() *progress {
	f, ok := a.stderr.(*os.File)
	if !ok || !isatty.IsTerminal(f.Fd()) {
		return &progress{}
	}
	return &progress{f: f, start: time.Now()}
}

// update shows done of total tests judged.
func (p *progress) update(done, total int) {
	if p.f == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar == nil {
		if time.Since(p.start) < time.Second {
			return
		}
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(p.f),
			progressbar.OptionSetDescription("judging"), progressbar.OptionShowCount(),
			progressbar.OptionClearOnFinish(), progressbar.OptionSetWidth(30))
	}
	_ = p.bar.Set(done)
}

// print writes a line with the bar out of its way; the bar comes back
// with the next update.
func (p *progress) print(write func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Clear()
	}
	write()
}

// finish clears the bar, however judging ended: the terminal is left clean.
func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Clear()
		p.bar = nil
	}
}
