package main

import (
	"fmt"
	"os"
	"regexp"
	"sync"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/schollz/progressbar/v3"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/show"
)

// writeReport prints a report for people: the engine's lines, then what
// helps a learner (online-judge-tools style): the board a move answer left
// behind, and with --all the slowest test and the peak memory.
func (a *app) writeReport(rep *judge.Report, all bool) {
	colour := a.colour()
	rep.WriteText(a.stdout, colour)
	if rep.Problem == "eight" || rep.Problem == "eight-multi" {
		for _, t := range rep.Tests {
			if t.Verdict == judge.WA {
				a.drawBoards(t, colour)
				break // the first failure is the one to look at
			}
		}
	}
	if all && len(rep.Tests) > 0 {
		slow, big := rep.Tests[0], rep.Tests[0]
		for _, t := range rep.Tests {
			if t.TimeMS > slow.TimeMS {
				slow = t
			}
			if t.MemoryKB > big.MemoryKB {
				big = t
			}
		}
		fmt.Fprintf(a.stdout, "slowest: %s (%d ms CPU, %d ms wall); peak memory: %s (%d KiB)\n",
			slow.Name, slow.TimeMS, slow.WallMS, big.Name, big.MemoryKB)
	}
}

// eightBoard finds a board quoted in a checker message ("... the board is
// 1 2 3 4 5 6 7 x 8, not the goal", "move 2 'u': ... (board 2 3 x ...)").
var eightBoard = regexp.MustCompile(`(?:[1-8x] ){8}[1-8x]`)

// drawBoards draws the boards a WA message of a move problem names.
func (a *app) drawBoards(t judge.TestReport, colour bool) {
	boards := eightBoard.FindAllString(t.Message, -1)
	if len(boards) == 0 {
		return
	}
	fmt.Fprintf(a.stdout, "%s: the board the checker names\n", t.Name)
	_ = show.EightBoard(a.stdout, boards[0], colour)
}

// progress returns a judge.Options.Progress callback that shows a bar on
// a terminal once judging has taken a second (quick runs stay quiet), or
// nil when stderr is not a terminal.
func (a *app) progress() (func(done, total int), func()) {
	f, ok := a.stderr.(*os.File)
	if !ok || !isatty.IsTerminal(f.Fd()) {
		return nil, func() {}
	}
	start := time.Now()
	var mu sync.Mutex
	var bar *progressbar.ProgressBar
	update := func(done, total int) {
		mu.Lock()
		defer mu.Unlock()
		if bar == nil {
			if time.Since(start) < time.Second {
				return
			}
			bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(f),
				progressbar.OptionSetDescription("judging"), progressbar.OptionShowCount(),
				progressbar.OptionClearOnFinish(), progressbar.OptionSetWidth(30))
		}
		_ = bar.Set(done)
	}
	finish := func() {
		mu.Lock()
		defer mu.Unlock()
		if bar != nil {
			_ = bar.Clear()
		}
	}
	return update, finish
}
