package main

import (
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/mdterm"
	"github.com/slidejudge/slidejudge/problems"
)

// The terminal rendering (testscripts have no terminal): headings without
// their #, lines within the width, the sample kept.
func TestStatementRendered(t *testing.T) {
	p, err := problems.Embedded().Load("eight")
	if err != nil {
		t.Fatal(err)
	}
	for _, width := range []int{40, 80} {
		out := mdterm.Render(p.Statement, width, false)
		if strings.Contains(out, "\x1b[") {
			t.Errorf("width %d: colour codes without colour", width)
		}
		if !strings.Contains(out, "Eight") || !strings.Contains(out, "2 3 4 1 5 x 7 6 8") {
			t.Errorf("width %d: not rendered:\n%s", width, out)
		}
		for _, l := range strings.Split(out, "\n") {
			if n := len([]rune(strings.TrimRight(l, " "))); n > width {
				t.Errorf("width %d: line of %d: %q", width, n, l)
			}
		}
	}
	if out := mdterm.Render(p.Statement, 80, true); !strings.Contains(out, "\x1b[") {
		t.Errorf("colour asked, none given:\n%s", out)
	}
}
