package mdterm

import (
	"strings"
	"testing"
)

func TestRender(t *testing.T) {
	for _, c := range []struct {
		name, md string
		width    int
		want     string // the lines without the margin and the blank first and last
	}{
		{"heading", "# Eight\n\n## Input\n", 80, "# Eight\n\n## Input"},
		{"wrap", "aaa bbb ccc ddd", 10, "aaa bbb\nccc ddd"},
		{"long word alone", "a bbbbbbbbbbbbbbb c", 10, "a\nbbbbbbbbbbbbbbb\nc"},
		{"wide runes", "八数码 八数码 八数码", 16, "八数码 八数码\n八数码"},
		{"emphasis and code", "*a* **b** `c d`.", 80, "*a* **b** `c d`."},
		{"link", "see [the site](https://x.org) now", 80, "see the site (https://x.org) now"},
		{"autolink", "<https://x.org>", 80, "https://x.org"},
		{"hard break", "a  \nb", 80, "a\nb"},
		{"bullets", "- one\n- two words here\n", 12, "• one\n• two words\n  here"},
		{"numbered", "3. x\n4. y\n", 80, "3. x\n4. y"},
		{"loose list", "- a\n\n- b\n", 80, "• a\n\n• b"},
		{"nested list", "- a\n  - b\n", 80, "• a\n  • b"},
		{"code block", "```\n1 2\n  3\n```\n\nafter", 80, "    1 2\n      3\n\nafter"},
		{"quote", "> a b\n> c\n", 80, "│ a b c"},
		{"table", "| a | bbb | c |\n|:--|:---:|--:|\n| 11 | 2 | 333 |\n", 80,
			"a   bbb    c\n──  ───  ───\n11   2   333"},
		{"rule", "a\n\n---\n\nb", 80, "a\n\n" + strings.Repeat("─", 40) + "\n\nb"},
	} {
		got := Render(c.md, c.width+len(margin), false)
		var lines []string
		for _, l := range strings.Split(strings.Trim(got, "\n"), "\n") {
			lines = append(lines, strings.TrimPrefix(l, margin))
		}
		if g := strings.Join(lines, "\n"); g != c.want {
			t.Errorf("%s: got\n%s\nwant\n%s", c.name, g, c.want)
		}
	}
}

// In colour, headings are bold and coloured, code and emphasis styled
// without their Markdown marks, and every piece closes its style.
func TestRenderColour(t *testing.T) {
	got := Render("# T\n\n*a* `b`", 80, true)
	for _, want := range []string{bold + h1Colour + "T" + reset, italic + "a" + reset, codeColour + "b" + reset} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	if strings.ContainsAny(got, "*`") {
		t.Errorf("Markdown marks left in colour: %q", got)
	}
}

// Width 0 (unknown) is 80; wide terminals still get at most 100 columns.
func TestRenderWidth(t *testing.T) {
	long := strings.Repeat("word ", 60)
	for _, c := range []struct{ width, max int }{{0, 80}, {200, 100}, {30, 30}} {
		for _, l := range strings.Split(Render(long, c.width, false), "\n") {
			if len(l) > c.max {
				t.Errorf("width %d: line of %d", c.width, len(l))
			}
		}
	}
}
