package export

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// statementSample is one Input:/Output: pair a statement shows.
type statementSample struct{ In, Out string }

// kattisMarkdown turns our statement into what the format asks for: no
// title (the tools print problem.yaml's name) and no samples (the tools
// show data/sample after the text). Each Input:/Output: pair of a
// "## Sample…" section goes; the section's notes stay under its heading,
// and a section left empty goes whole. problemtools' {{nextsample}} would
// keep samples in place, but its PDF renderer does not know it.
func kattisMarkdown(src string) (string, []statementSample) {
	lines := strings.SplitAfter(src, "\n")
	var out []string
	var samples []statementSample
	fenced := fencedLines(lines)
	skipBlank := func(i int) int {
		for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
			i++
		}
		return i
	}
	i := skipBlank(0)
	if i < len(lines) && !fenced[i] && headingLevel(lines[i]) == 1 {
		i = skipBlank(i + 1)
	}
	for i < len(lines) {
		level := headingLevel(lines[i])
		if fenced[i] || level != 2 || !strings.HasPrefix(strings.TrimSpace(strings.TrimLeft(lines[i], " ")[level:]), "Sample") {
			out = append(out, lines[i])
			i++
			continue
		}
		end := i + 1
		for end < len(lines) && (fenced[end] || headingLevel(lines[end]) == 0 || headingLevel(lines[end]) > 2) {
			end++
		}
		section, found := rewriteSamples(lines[i+1:end], fenced[i+1:end])
		samples = append(samples, found...)
		switch {
		case len(found) == 0:
			out = append(out, lines[i:end]...)
		case strings.TrimSpace(strings.Join(section, "")) != "":
			out = append(out, lines[i], "\n")
			out = append(out, section...)
			if strings.TrimSpace(out[len(out)-1]) != "" && end < len(lines) {
				out = append(out, "\n")
			}
		}
		i = end
	}
	return strings.Join(out, ""), samples
}

// rewriteSamples takes each "Input:" code "Output:" code run out of a
// sample section's lines, and the blank lines around it.
func rewriteSamples(lines []string, fenced []bool) ([]string, []statementSample) {
	var out []string
	var found []statementSample
	// block returns the fenced block after label at i: its text and the line after it.
	block := func(i int, label string) (string, int, bool) {
		if i >= len(lines) || fenced[i] || !strings.EqualFold(strings.TrimSpace(lines[i]), label) {
			return "", i, false
		}
		i++
		for i < len(lines) && !fenced[i] && strings.TrimSpace(lines[i]) == "" {
			i++
		}
		if i >= len(lines) || !fenced[i] || fenceOf(lines[i]) == "" {
			return "", i, false
		}
		start := i
		for i++; i < len(lines) && fenced[i] && !closes(lines[i], lines[start]); i++ {
		}
		if i >= len(lines) {
			return "", i, false
		}
		return strings.Join(lines[start+1:i], ""), i + 1, true
	}
	for i := 0; i < len(lines); {
		if !fenced[i] && strings.TrimSpace(lines[i]) == "" && (len(out) == 0 || strings.TrimSpace(out[len(out)-1]) == "") {
			i++ // no blank line to start with or twice
			continue
		}
		in, next, ok := block(i, "Input:")
		if ok {
			j := next
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			var ans string
			if ans, j, ok = block(j, "Output:"); ok {
				found = append(found, statementSample{In: in, Out: ans})
				for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
					j++
				}
				i = j
				continue
			}
		}
		out = append(out, lines[i])
		i++
	}
	if len(found) == 0 {
		return lines, nil
	}
	return out, found
}

// fencedLines marks the lines of fenced code blocks, fences included.
func fencedLines(lines []string) []bool {
	marks := make([]bool, len(lines))
	open := ""
	for i, l := range lines {
		if open != "" {
			marks[i] = true
			if closes(l, open) {
				open = ""
			}
			continue
		}
		if fenceOf(l) != "" {
			marks[i] = true
			open = l
		}
	}
	return marks
}

// fenceOf returns the fence a line opens (``` or ~~~ and longer), or "".
func fenceOf(line string) string {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return ""
	}
	for _, c := range []string{"```", "~~~"} {
		if strings.HasPrefix(t, c) {
			n := len(t) - len(strings.TrimLeft(t, c[:1]))
			return t[:n]
		}
	}
	return ""
}

// closes tells whether line closes the fence opened by opening.
func closes(line, opening string) bool {
	f, open := fenceOf(line), fenceOf(opening)
	return f != "" && f[0] == open[0] && len(f) >= len(open) && strings.TrimSpace(strings.TrimLeft(line, " ")[len(f):]) == ""
}

// headingLevel is the level of an ATX heading line, 0 for other lines.
func headingLevel(line string) int {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return 0
	}
	n := len(t) - len(strings.TrimLeft(t, "#"))
	if n == 0 || n > 6 || (len(t) > n && t[n] != ' ' && t[n] != '\t' && t[n] != '\n') {
		return 0
	}
	return n
}

var markdown = goldmark.New(goldmark.WithExtensions(extension.Table))

// latexStatement renders a statement (as kattisMarkdown leaves it) as the
// legacy format's problem.en.tex.
func latexStatement(name, md string) ([]byte, error) {
	src := []byte(md)
	doc := markdown.Parser().Parse(text.NewReader(src))
	r := latexRenderer{src: src}
	if escaped := latexEscape(name); escaped != name {
		// The tools take the name from \problemname and warn when it holds
		// LaTeX; this comment gives them the plain one.
		r.printf("%%%% plainproblemname: %s\n", strings.ReplaceAll(name, "\n", " "))
	}
	r.printf("\\problemname{%s}\n", latexEscape(name))
	if err := r.blocks(doc); err != nil {
		return nil, err
	}
	return r.b.Bytes(), nil
}

type latexRenderer struct {
	src []byte
	b   bytes.Buffer
}

func (r *latexRenderer) printf(format string, args ...any) { fmt.Fprintf(&r.b, format, args...) }

func (r *latexRenderer) blocks(n ast.Node) error {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if err := r.block(c); err != nil {
			return err
		}
	}
	return nil
}

func (r *latexRenderer) block(n ast.Node) error {
	switch n := n.(type) {
	case *ast.Heading:
		inline, err := r.inlineString(n)
		if err != nil {
			return err
		}
		cmd := map[int]string{1: "section*", 2: "section*", 3: "subsection*"}[n.Level]
		if cmd == "" {
			cmd = "paragraph"
		}
		r.printf("\n\\%s{%s}\n", cmd, inline)
	case *ast.Paragraph:
		inline, err := r.inlineString(n)
		if err != nil {
			return err
		}
		r.printf("\n%s\n", inline)
	case *ast.TextBlock:
		inline, err := r.inlineString(n)
		if err != nil {
			return err
		}
		r.printf("%s\n", inline)
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		code := string(n.Lines().Value(r.src))
		if strings.Contains(code, `\end{verbatim}`) {
			return fmt.Errorf(`code block holds \end{verbatim}, which LaTeX cannot show verbatim`)
		}
		r.printf("\n\\begin{verbatim}\n%s\\end{verbatim}\n", code)
	case *ast.List:
		env := "itemize"
		if n.IsOrdered() {
			env = "enumerate"
		}
		r.printf("\n\\begin{%s}\n", env)
		for item := n.FirstChild(); item != nil; item = item.NextSibling() {
			r.printf("\\item ")
			if err := r.blocks(item); err != nil {
				return err
			}
		}
		r.printf("\\end{%s}\n", env)
	case *ast.Blockquote:
		r.printf("\n\\begin{quote}\n")
		if err := r.blocks(n); err != nil {
			return err
		}
		r.printf("\\end{quote}\n")
	case *ast.ThematicBreak:
		r.printf("\n\\medskip\\hrule\\medskip\n")
	case *east.Table:
		return r.table(n)
	default:
		return fmt.Errorf("statement: %s has no LaTeX form here", n.Kind())
	}
	return nil
}

func (r *latexRenderer) table(t *east.Table) error {
	cols := "|"
	for _, a := range t.Alignments {
		cols += map[east.Alignment]string{east.AlignLeft: "l", east.AlignRight: "r", east.AlignCenter: "c"}[a]
		if a == east.AlignNone {
			cols += "l"
		}
		cols += "|"
	}
	r.printf("\n\\begin{tabular}{%s}\n\\hline\n", cols)
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		var cells []string
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			s, err := r.inlineString(cell)
			if err != nil {
				return err
			}
			if _, head := row.(*east.TableHeader); head {
				s = `\textbf{` + s + `}`
			}
			cells = append(cells, s)
		}
		r.printf("%s \\\\ \\hline\n", strings.Join(cells, " & "))
	}
	r.printf("\\end{tabular}\n")
	return nil
}

// inlineString renders n's inline children as LaTeX.
func (r *latexRenderer) inlineString(n ast.Node) (string, error) {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if err := r.inline(&b, c); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

func (r *latexRenderer) inline(b *strings.Builder, n ast.Node) error {
	switch n := n.(type) {
	case *ast.Text:
		b.WriteString(latexEscape(string(n.Value(r.src))))
		switch {
		case n.HardLineBreak():
			b.WriteString("\\\\\n")
		case n.SoftLineBreak():
			b.WriteString("\n")
		}
	case *ast.String:
		b.WriteString(latexEscape(string(n.Value)))
	case *ast.CodeSpan:
		var code strings.Builder
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				code.Write(t.Value(r.src))
			}
		}
		b.WriteString(`\texttt{` + latexEscape(code.String()) + `}`)
	case *ast.Emphasis:
		s, err := r.inlineString(n)
		if err != nil {
			return err
		}
		cmd := `\emph`
		if n.Level == 2 {
			cmd = `\textbf`
		}
		b.WriteString(cmd + "{" + s + "}")
	case *ast.Link:
		s, err := r.inlineString(n)
		if err != nil {
			return err
		}
		b.WriteString(`\href{` + urlEscape(string(n.Destination)) + `}{` + s + `}`)
	case *ast.AutoLink:
		u := string(n.URL(r.src))
		b.WriteString(`\url{` + urlEscape(u) + `}`)
	default:
		return fmt.Errorf("statement: %s has no LaTeX form here", n.Kind())
	}
	return nil
}

// latexReplacer escapes LaTeX's special characters and writes the symbols
// our statements use in the commands every LaTeX engine knows.
var latexReplacer = strings.NewReplacer(
	`\`, `\textbackslash{}`, `{`, `\{`, `}`, `\}`, `$`, `\$`, `&`, `\&`, `#`, `\#`,
	`^`, `\^{}`, `_`, `\_`, `%`, `\%`, `~`, `\textasciitilde{}`, `<`, `\textless{}`,
	`>`, `\textgreater{}`, `|`, `\textbar{}`, `"`, `\textquotedbl{}`,
	"×", `$\times$`, "≤", `$\le$`, "≥", `$\ge$`, "≠", `$\ne$`, "·", `$\cdot$`,
	"²", `$^2$`, "³", `$^3$`, "−", `$-$`, "…", `\ldots{}`, "–", `--`, "—", `---`,
	"→", `$\rightarrow$`, "\u00a0", `~`,
)

func latexEscape(s string) string { return latexReplacer.Replace(s) }

func urlEscape(u string) string {
	return strings.NewReplacer(`\`, `\\`, `#`, `\#`, `%`, `\%`, `{`, `\{`, `}`, `\}`).Replace(u)
}
