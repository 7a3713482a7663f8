// Package mdterm lays Markdown out for a terminal: headings, wrapped
// paragraphs, lists, code, emphasis, links, tables and block quotes, in
// colour or plain. It is ours rather than glamour because glamour's
// syntax highlighter and HTML sanitizer cost every judge process about
// 150 ms of package init, sandbox helpers included.
package mdterm

import (
	"strconv"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// ANSI SGR codes; reset closes every styled piece so a wrapped line never
// carries a style into the margin of the next.
const (
	reset      = "\x1b[0m"
	bold       = "\x1b[1m"
	italic     = "\x1b[3m"
	underline  = "\x1b[4m"
	h1Colour   = "\x1b[35m" // magenta
	hColour    = "\x1b[34m" // blue
	codeColour = "\x1b[33m" // yellow
	dim        = "\x1b[2m"
)

// margin is the left margin of every line, as glamour had.
const margin = "  "

var parser = goldmark.New(goldmark.WithExtensions(extension.Table)).Parser()

// Render lays md out for a terminal width columns wide (0 or less: 80,
// and never wider than 100 so lines stay readable), with ANSI styles when
// colour is set. Paragraphs, headings and list items wrap; code blocks and
// tables keep their lines as they are.
func Render(md string, width int, colour bool) string {
	if width <= 0 {
		width = 80
	}
	width = min(width, 100) - len(margin)
	src := []byte(md)
	r := renderer{src: src, colour: colour}
	lines := r.blocks(parser.Parse(text.NewReader(src)), width)
	var b strings.Builder
	b.WriteString("\n")
	for _, l := range lines {
		if l != "" {
			b.WriteString(margin)
		}
		b.WriteString(l)
		b.WriteString("\n")
	}
	b.WriteString("\n")
	return b.String()
}

type renderer struct {
	src    []byte
	colour bool
}

// blocks renders n's block children width columns wide, a blank line
// between each.
func (r *renderer) blocks(n ast.Node, width int) []string {
	var out []string
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, r.block(c, width)...)
	}
	return out
}

func (r *renderer) block(n ast.Node, width int) []string {
	switch n := n.(type) {
	case *ast.Heading:
		style := []string{bold, hColour}
		if n.Level == 1 {
			style[1] = h1Colour
		}
		w := r.inlines(n, style)
		w.prefix(strings.Repeat("#", n.Level)+" ", r.style(style))
		return w.wrap(width)
	case *ast.Paragraph, *ast.TextBlock:
		w := r.inlines(n, nil)
		return w.wrap(width)
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		code := strings.TrimSuffix(string(n.Lines().Value(r.src)), "\n")
		var out []string
		for _, l := range strings.Split(code, "\n") {
			l = strings.TrimRight(strings.ReplaceAll(l, "\t", "    "), " \r")
			if l != "" && r.colour {
				l = codeColour + l + reset
			}
			out = append(out, indent("    ", l))
		}
		return out
	case *ast.List:
		return r.list(n, width)
	case *ast.Blockquote:
		bar := "│ "
		if r.colour {
			bar = dim + "│" + reset + " "
		}
		var out []string
		for _, l := range r.blocks(n, width-2) {
			out = append(out, strings.TrimRight(bar+l, " "))
		}
		return out
	case *ast.ThematicBreak:
		return []string{strings.Repeat("─", min(width, 40))}
	case *east.Table:
		return r.table(n)
	case *ast.HTMLBlock:
		return strings.Split(strings.TrimSuffix(string(n.Lines().Value(r.src)), "\n"), "\n")
	}
	return r.blocks(n, width)
}

// list renders each item under its marker ("•" or its number), the item's
// other lines indented to the marker's width.
func (r *renderer) list(n *ast.List, width int) []string {
	var out []string
	num := n.Start
	for item := n.FirstChild(); item != nil; item = item.NextSibling() {
		marker := "• "
		if n.IsOrdered() {
			marker = strconv.Itoa(num) + ". "
			num++
		}
		pad := strings.Repeat(" ", runewidth.StringWidth(marker))
		var body []string
		for c := item.FirstChild(); c != nil; c = c.NextSibling() {
			if len(body) > 0 && !n.IsTight {
				body = append(body, "")
			}
			body = append(body, r.block(c, width-len(pad))...)
		}
		if len(out) > 0 && !n.IsTight {
			out = append(out, "")
		}
		for i, l := range body {
			if i == 0 {
				out = append(out, marker+l)
			} else {
				out = append(out, indent(pad, l))
			}
		}
		if len(body) == 0 {
			out = append(out, strings.TrimRight(marker, " "))
		}
	}
	return out
}

// table lays cells out in aligned columns, the header bold and underlined
// by a rule; cells are not wrapped.
func (r *renderer) table(t *east.Table) []string {
	var rows [][]words
	var widths []int
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		_, head := row.(*east.TableHeader)
		var cells []words
		for i, cell := 0, row.FirstChild(); cell != nil; i, cell = i+1, cell.NextSibling() {
			var style []string
			if head {
				style = []string{bold}
			}
			w := r.inlines(cell, style)
			cells = append(cells, w)
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], w.width())
		}
		rows = append(rows, cells)
	}
	var out []string
	for ri, cells := range rows {
		var b strings.Builder
		for i, w := range cells {
			if i > 0 {
				b.WriteString("  ")
			}
			gap := widths[i] - w.width()
			align := east.AlignNone
			if i < len(t.Alignments) {
				align = t.Alignments[i]
			}
			left := 0
			switch align {
			case east.AlignRight:
				left = gap
			case east.AlignCenter:
				left = gap / 2
			}
			b.WriteString(strings.Repeat(" ", left))
			b.WriteString(w.line())
			b.WriteString(strings.Repeat(" ", gap-left))
		}
		out = append(out, strings.TrimRight(b.String(), " "))
		if ri == 0 {
			var rule []string
			for _, w := range widths {
				rule = append(rule, strings.Repeat("─", w))
			}
			out = append(out, strings.Join(rule, "  "))
		}
	}
	return out
}

// style is the SGR prefix of a style stack, "" without colour.
func (r *renderer) style(stack []string) string {
	if !r.colour {
		return ""
	}
	return strings.Join(stack, "")
}

// inlines collects n's inline children as words, each piece carrying the
// styles of the stack it sits in.
func (r *renderer) inlines(n ast.Node, stack []string) words {
	var w words
	r.inlineChildren(&w, n, stack)
	return w
}

func (r *renderer) inlineChildren(w *words, n ast.Node, stack []string) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		r.inline(w, c, stack)
	}
}

func (r *renderer) inline(w *words, n ast.Node, stack []string) {
	with := func(code string) []string { return append(stack[:len(stack):len(stack)], code) }
	switch n := n.(type) {
	case *ast.Text:
		w.text(string(n.Value(r.src)), r.style(stack))
		switch {
		case n.HardLineBreak():
			w.newline()
		case n.SoftLineBreak():
			w.space = true
		}
	case *ast.String:
		w.text(string(n.Value), r.style(stack))
	case *ast.CodeSpan:
		var code strings.Builder
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				code.Write(t.Value(r.src))
			}
		}
		if r.colour {
			w.text(code.String(), r.style(with(codeColour)))
		} else {
			w.glue("`")
			w.text(code.String(), "")
			w.glue("`")
		}
	case *ast.Emphasis:
		mark, code := "*", italic
		if n.Level >= 2 {
			mark, code = "**", bold
		}
		if r.colour {
			r.inlineChildren(w, n, with(code))
		} else {
			w.glue(mark)
			r.inlineChildren(w, n, stack)
			w.glue(mark)
		}
	case *ast.Link:
		r.inlineChildren(w, n, stack)
		url := string(n.Destination)
		w.space = true
		w.text("("+url+")", r.style(with(underline)))
	case *ast.AutoLink:
		w.text(string(n.URL(r.src)), r.style(with(underline)))
	case *ast.Image:
		r.inlineChildren(w, n, stack)
		w.space = true
		w.text("(image: "+string(n.Destination)+")", r.style(with(underline)))
	case *ast.RawHTML:
		for i := 0; i < n.Segments.Len(); i++ {
			s := n.Segments.At(i)
			w.text(string(s.Value(r.src)), r.style(stack))
		}
	default:
		r.inlineChildren(w, n, stack)
	}
}

// words is inline text cut at its spaces: each word is one or more styled
// pieces written without a space between them.
type words struct {
	list  []word
	space bool // a space comes before the next piece
}

type word struct {
	s    string // the word as written, styles included
	w    int    // its width in columns
	hard bool   // a hard line break, not a word
}

// text adds s, cut at its whitespace, each piece in style (an SGR prefix,
// "" for none).
func (w *words) text(s, style string) {
	for s != "" {
		i := strings.IndexAny(s, " \t\n")
		if i == 0 {
			w.space = true
			s = s[1:]
			continue
		}
		if i < 0 {
			i = len(s)
		}
		piece := s[:i]
		styled := piece
		if style != "" {
			styled = style + piece + reset
		}
		w.add(styled, runewidth.StringWidth(piece))
		s = s[i:]
	}
}

// glue adds a plain mark (a backtick, an asterisk) that follows the space
// state like any piece.
func (w *words) glue(mark string) { w.add(mark, len(mark)) }

func (w *words) add(s string, width int) {
	if w.space || len(w.list) == 0 || w.list[len(w.list)-1].hard {
		w.list = append(w.list, word{s: s, w: width})
	} else {
		last := &w.list[len(w.list)-1]
		last.s += s
		last.w += width
	}
	w.space = false
}

func (w *words) newline() {
	w.list = append(w.list, word{hard: true})
	w.space = false
}

// prefix puts s (a heading's #s) before the first word.
func (w *words) prefix(s, style string) {
	mark := strings.TrimRight(s, " ")
	if style != "" {
		mark = style + mark + reset
	}
	w.list = append([]word{{s: mark, w: runewidth.StringWidth(strings.TrimRight(s, " "))}}, w.list...)
}

// width is the width of the words on one line.
func (w *words) width() int {
	n := 0
	for i, x := range w.list {
		if i > 0 {
			n++
		}
		n += x.w
	}
	return n
}

// line is the words on one line, hard breaks as spaces.
func (w *words) line() string {
	var parts []string
	for _, x := range w.list {
		if !x.hard {
			parts = append(parts, x.s)
		}
	}
	return strings.Join(parts, " ")
}

// wrap fills lines of at most width columns; a word wider than that gets a
// line of its own.
func (w *words) wrap(width int) []string {
	var out []string
	var cur strings.Builder
	n := 0
	flush := func() {
		out = append(out, cur.String())
		cur.Reset()
		n = 0
	}
	for _, x := range w.list {
		if x.hard {
			flush()
			continue
		}
		if n > 0 && n+1+x.w > width {
			flush()
		}
		if n > 0 {
			cur.WriteString(" ")
			n++
		}
		cur.WriteString(x.s)
		n += x.w
	}
	if n > 0 || len(out) == 0 {
		flush()
	}
	return out
}

func indent(pad, l string) string {
	if l == "" {
		return ""
	}
	return pad + l
}
