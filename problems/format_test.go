package problems_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/slidejudge/slidejudge/problems"
)

// Each statement's input section carries a paragraph "**Format.** ...":
// sentences from the catalogue below, each a promise that decides some of
// problemtools' junk probes (extra and trailing spaces, tabs, empty lines,
// CRLF, leading zeros...). TestStatementFormat feeds every probe to the
// problem's validator, built from its samples and first secret tests, and
// requires the verdict the statement promises; a sentence outside the
// catalogue, a probe no sentence decides, or two sentences deciding it
// apart fail the test. Where a sentence frees whitespace, some committed
// test must use that freedom, so that readers relying on less are caught.

// probe turns a valid input into one the statement allows or forbids; ""
// when it does not apply to that input.
type probe struct {
	name  string
	apply func(in string, maxLine int) string
}

// firstGap is the index of the first space between two tokens, or -1.
func firstGap(in string) int {
	for i := 1; i < len(in)-1; i++ {
		if in[i] == ' ' && in[i-1] > ' ' && in[i+1] > ' ' {
			return i
		}
	}
	return -1
}

func replaceAt(in string, i int, with string) string { return in[:i] + with + in[i+1:] }

// firstNumber is the index of the first token that is a decimal number.
var firstNumber = regexp.MustCompile(`(?m)(^|[ \t])([0-9]+)([ \t]|$)`)

var probes = []probe{
	{"double space", func(in string, _ int) string {
		if i := firstGap(in); i >= 0 {
			return replaceAt(in, i, "  ")
		}
		return ""
	}},
	{"tab between tokens", func(in string, _ int) string {
		if i := firstGap(in); i >= 0 {
			return replaceAt(in, i, "\t")
		}
		return ""
	}},
	{"leading space", func(in string, _ int) string { return " " + in }},
	{"trailing space", func(in string, _ int) string { return strings.Replace(in, "\n", " \n", 1) }},
	{"leading tab", func(in string, _ int) string { return "\t" + in }},
	{"trailing tab", func(in string, _ int) string { return strings.Replace(in, "\n", "\t\n", 1) }},
	{"missing final newline", func(in string, _ int) string { return strings.TrimSuffix(in, "\n") }},
	{"empty line at the end", func(in string, _ int) string { return in + "\n" }},
	{"empty line inside", func(in string, _ int) string {
		if strings.Count(in, "\n") < 2 {
			return ""
		}
		return strings.Replace(in, "\n", "\n\n", 1)
	}},
	{"CRLF", func(in string, _ int) string { return strings.ReplaceAll(in, "\n", "\r\n") }},
	{"leading zero", func(in string, _ int) string {
		if m := firstNumber.FindStringSubmatchIndex(in); m != nil {
			return in[:m[4]] + "0" + in[m[4]:]
		}
		return ""
	}},
	{"plus sign", func(in string, _ int) string {
		if m := firstNumber.FindStringSubmatchIndex(in); m != nil {
			return in[:m[4]] + "+" + in[m[4]:]
		}
		return ""
	}},
	{"line of the longest length", func(in string, maxLine int) string { return widenFirstLine(in, maxLine) }},
	{"line one longer than the longest", func(in string, maxLine int) string { return widenFirstLine(in, maxLine+1) }},
}

// widenFirstLine pads the first gap of the first line to make the line n
// characters long.
func widenFirstLine(in string, n int) string {
	end := strings.IndexByte(in, '\n')
	i := firstGap(in)
	if n <= 0 || i < 0 || i > end || end > n {
		return ""
	}
	return replaceAt(in, i, strings.Repeat(" ", n-end+1))
}

// promise is one catalogue sentence: the probes it decides (true: the
// validator must accept) and, for a freedom, whether a test must use it.
type promise struct {
	pattern *regexp.Regexp
	decides map[string]bool
	// used tells whether an input uses the freedom (nil: not a freedom).
	used func(in string, maxLine int) bool
}

func hasLine(in string, f func(line string) bool) bool {
	for _, l := range strings.Split(strings.TrimSuffix(in, "\n"), "\n") {
		if f(l) {
			return true
		}
	}
	return false
}

var catalogue = []promise{
	{regexp.MustCompile(`^Tokens are separated by single spaces$`),
		map[string]bool{"double space": false, "tab between tokens": false}, nil},
	{regexp.MustCompile(`^Tokens on a line are separated by one or more spaces or tabs$`),
		map[string]bool{"double space": true, "tab between tokens": true},
		func(in string, _ int) bool {
			return strings.Contains(in, "  ") && hasLine(in, func(l string) bool {
				return strings.Contains(strings.Trim(l, " \t"), "\t")
			})
		}},
	{regexp.MustCompile(`^No line starts or ends with a space$`),
		map[string]bool{"leading space": false, "trailing space": false}, nil},
	{regexp.MustCompile(`^A line may start and end with spaces or tabs$`),
		map[string]bool{"leading space": true, "trailing space": true, "leading tab": true, "trailing tab": true},
		func(in string, _ int) bool {
			lead, trail := map[byte]bool{}, map[byte]bool{}
			hasLine(in, func(l string) bool {
				lead[l[0]], trail[l[len(l)-1]] = true, true
				return false
			})
			return lead[' '] && lead['\t'] && trail[' '] && trail['\t']
		}},
	{regexp.MustCompile(`^A line holds at most ([0-9]+) characters besides its newline$`),
		map[string]bool{"line of the longest length": true, "line one longer than the longest": false},
		func(in string, maxLine int) bool {
			return hasLine(in, func(l string) bool { return len(l) == maxLine })
		}},
	{regexp.MustCompile("^Every line, the last one included, ends with a newline \\(`\\\\n`\\)$"),
		map[string]bool{"missing final newline": false}, nil},
	{regexp.MustCompile(`^There are no empty lines, no tabs and no carriage returns$`),
		map[string]bool{"empty line at the end": false, "empty line inside": false, "CRLF": false,
			"tab between tokens": false, "leading tab": false, "trailing tab": false}, nil},
	{regexp.MustCompile(`^There are no empty lines and no carriage returns$`),
		map[string]bool{"empty line at the end": false, "empty line inside": false, "CRLF": false}, nil},
	{regexp.MustCompile(`^Numbers have no leading zeros and no signs$`),
		map[string]bool{"leading zero": false, "plus sign": false}, nil},
}

// mustDecide are the probes every statement must decide.
var mustDecide = []string{"double space", "tab between tokens", "leading space", "trailing space",
	"leading tab", "trailing tab", "missing final newline", "empty line at the end", "empty line inside",
	"CRLF", "leading zero", "plus sign"}

// formatSentences returns the sentences of the statement's "**Format.**"
// paragraph.
func formatSentences(statement string) ([]string, error) {
	const mark = "**Format.**"
	if strings.Count(statement, mark) != 1 {
		return nil, fmt.Errorf("%d %q paragraphs, want 1", strings.Count(statement, mark), mark)
	}
	para := statement[strings.Index(statement, mark)+len(mark):]
	if end := strings.Index(para, "\n\n"); end >= 0 {
		para = para[:end]
	}
	var out []string
	for _, s := range regexp.MustCompile(`\.(\s+|$)`).Split(strings.Join(strings.Fields(para), " "), -1) {
		if s = strings.TrimFunc(s, unicode.IsSpace); s != "" {
			out = append(out, s)
		}
	}
	return out, nil
}

func TestStatementFormat(t *testing.T) {
	t.Parallel()
	pack := problems.Embedded()
	for _, id := range problems.SpecIDs() {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			p, err := pack.Load(id)
			if err != nil {
				t.Fatal(err)
			}
			sentences, err := formatSentences(p.Statement)
			if err != nil {
				t.Fatal(err)
			}
			decided := map[string]bool{}
			by := map[string]string{}
			var freedoms []promise
			maxLine := 0
			for _, s := range sentences {
				var found *promise
				for i := range catalogue {
					if m := catalogue[i].pattern.FindStringSubmatch(s); m != nil {
						found = &catalogue[i]
						if len(m) > 1 {
							maxLine, _ = strconv.Atoi(m[1])
						}
					}
				}
				if found == nil {
					t.Fatalf("format sentence %q is not one the test knows: say it with the catalogue's words (problems/format_test.go) or add it there with its probes", s)
				}
				for name, ok := range found.decides {
					if prev, seen := decided[name]; seen && prev != ok {
						t.Fatalf("%q and %q decide %q apart", by[name], s, name)
					}
					decided[name], by[name] = ok, s
				}
				if found.used != nil {
					freedoms = append(freedoms, *found)
				}
			}
			for _, name := range mustDecide {
				if _, ok := decided[name]; !ok {
					t.Errorf("the format paragraph does not say whether %s is allowed", name)
				}
			}
			var inputs []string
			secrets := 0
			for _, tc := range p.Tests {
				if tc.Large != nil || (tc.Group == "secret" && secrets >= 3) {
					continue
				}
				in, err := p.ReadCommitted(tc, "in")
				if err != nil {
					t.Fatal(err)
				}
				if tc.Group == "secret" {
					secrets++
				}
				inputs = append(inputs, string(in))
			}
			for _, pr := range probes {
				want, ok := decided[pr.name]
				if !ok {
					continue
				}
				applied := false
				for k, in := range inputs {
					bad := pr.apply(in, maxLine)
					if bad == "" || bad == in {
						continue
					}
					applied = true
					err := p.Spec.Validate([]byte(bad))
					switch {
					case want && err != nil:
						t.Errorf("%s (%q promises it): input %d rejected: %v", pr.name, by[pr.name], k+1, err)
					case !want && err == nil:
						t.Errorf("%s (%q forbids it): input %d accepted", pr.name, by[pr.name], k+1)
					}
				}
				if !applied && pr.name != "empty line inside" { // one-line inputs have no inside
					t.Errorf("probe %q applies to none of the %d inputs tried", pr.name, len(inputs))
				}
			}
			// A freedom the statement gives is one the tests use.
			for _, f := range freedoms {
				used := false
				for _, tc := range p.Tests {
					if tc.Large != nil {
						continue
					}
					in, err := p.ReadCommitted(tc, "in")
					if err != nil {
						t.Fatal(err)
					}
					if f.used(string(in), maxLine) {
						used = true
						break
					}
				}
				if !used {
					t.Errorf("no test uses the freedom %q", f.pattern)
				}
			}
		})
	}
}
