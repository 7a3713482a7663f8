package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
)

const statementMD = "# Title\n\nIntro with `x` and *both*.\n\n## Input\n\n" +
	"Lines:\n\n```\nnot a sample\n```\n\n" +
	"## Sample 1\n\nInput:\n\n```\n1 2\n```\n\nOutput:\n\n```\n3\n```\n\nThe sum.\n\n" +
	"## Sample 2\n\nInput:\n\n~~~~\n4 5\n```\n~~~~\n\nOutput:\n\n```\n9\n```\n\n\nAs a table:\n```\na\n\n\nb\n```\n" +
	"## Samples explained\n\nNo pairs here:\n\n```\nkept\n```\n\n## Notes\n\nEnd.\n"

func TestKattisMarkdown(t *testing.T) {
	t.Parallel()
	md, samples := kattisMarkdown(statementMD)
	want := "Intro with `x` and *both*.\n\n## Input\n\nLines:\n\n```\nnot a sample\n```\n\n" +
		"## Sample 1\n\nThe sum.\n\n## Sample 2\n\nAs a table:\n```\na\n\n\nb\n```\n\n" +
		"## Samples explained\n\nNo pairs here:\n\n```\nkept\n```\n\n## Notes\n\nEnd.\n"
	if md != want {
		t.Errorf("got\n%s\nwant\n%s", md, want)
	}
	if len(samples) != 2 || samples[0] != (statementSample{"1 2\n", "3\n"}) || samples[1] != (statementSample{"4 5\n```\n", "9\n"}) {
		t.Errorf("samples %q", samples)
	}
	// An Input: with no Output: after it is left alone, heading and all.
	half := "## Sample\n\nInput:\n\n```\n1\n\n\n2\n```\n\nNo output.\n"
	if md, samples := kattisMarkdown(half); md != half || samples != nil {
		t.Errorf("half a sample: %q %q", md, samples)
	}
}

func TestLatexStatement(t *testing.T) {
	t.Parallel()
	md := "Intro: 3×3, n ≤ 5, 50% of $1 & #2_a^b {c} ~d \\e a < b > c \"g\".\n" +
		"Second line with `a_b` and **bold** and *it* and [a link](https://x.example/a#b%20c).\n\n" +
		"## Input\n\n### Detail\n\n- one\n- two\n\n1. first\n2. second\n\n" +
		"```\nverbatim $_^ stays\n```\n\n" +
		"| a | b |\n|:--|--:|\n| 1 | 2 |\n\n> quoted\n\n---\n"
	tex, err := latexStatement("A & B", md)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"%% plainproblemname: A & B\n\\problemname{A \\& B}\n",
		`3$\times$3, n $\le$ 5, 50\% of \$1 \& \#2\_a\^{}b \{c\} \textasciitilde{}d \textbackslash{}e a \textless{} b \textgreater{} c \textquotedbl{}g\textquotedbl{}.`,
		`\texttt{a\_b} and \textbf{bold} and \emph{it} and \href{https://x.example/a\#b\%20c}{a link}.`,
		"\\section*{Input}\n", "\\subsection*{Detail}\n",
		"\\begin{itemize}\n\\item one\n\\item two\n\\end{itemize}",
		"\\begin{enumerate}\n\\item first\n\\item second\n\\end{enumerate}",
		"\\begin{verbatim}\nverbatim $_^ stays\n\\end{verbatim}",
		"\\begin{tabular}{|l|r|}\n\\hline\n\\textbf{a} & \\textbf{b} \\\\ \\hline\n1 & 2 \\\\ \\hline\n\\end{tabular}",
		"\\begin{quote}\n\nquoted\n\\end{quote}", `\hrule`,
	} {
		if !strings.Contains(string(tex), want) {
			t.Errorf("no %q in\n%s", want, tex)
		}
	}
	// A name with nothing to escape is its own plain name.
	if tex, err := latexStatement("Eight", "x\n"); err != nil || !strings.HasPrefix(string(tex), "\\problemname{Eight}\n") {
		t.Errorf("latexStatement(Eight) = %q, %v", tex, err)
	}
	for md, want := range map[string]string{
		"<div>html</div>\n":           "HTMLBlock has no LaTeX form",
		"An ![image](a.png).\n":       "Image has no LaTeX form",
		"```\n\\end{verbatim}\n```\n": `holds \end{verbatim}`,
	} {
		if _, err := latexStatement("x", md); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err = %v, want %q", md, err, want)
		}
	}
}

func TestKattisStatementSamples(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sample := func(name, in string) judge.TestData {
		td := judge.TestData{TestCase: problems.TestCase{Group: "sample", Name: name}, In: filepath.Join(dir, name+".in")}
		if err := os.WriteFile(td.In, []byte(in), 0o644); err != nil {
			t.Fatal(err)
		}
		return td
	}
	p := &problems.Problem{ID: "x", Name: "X", Statement: statementMD}
	one, two := sample("01", "1 2\n"), sample("02", "4 5\n```\n")
	if _, err := kattisStatement(p, Format2023, []judge.TestData{one, two}); err != nil {
		t.Errorf("matching samples: %v", err)
	}
	for _, c := range []struct {
		tests []judge.TestData
		want  string
	}{
		{[]judge.TestData{one}, "it shows 2 samples, data/sample has 1"},
		{[]judge.TestData{one, sample("03", "4 6\n")}, "sample 2's input is not data/sample/03.in"},
	} {
		if _, err := kattisStatement(p, Legacy, c.tests); err == nil || err.Error() != c.want {
			t.Errorf("err = %v, want %q", err, c.want)
		}
	}
}
