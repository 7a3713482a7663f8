// Package export writes a problem as a zip in a Kattis problem package
// format (2023-07 or legacy), the packages DOMjudge and Kattis import.
//
// Validators are not shipped as source: the package carries a static
// linux/amd64 judge binary (the pack is embedded in it) and a `run` script
// that calls `judge check --kattis` or `judge validate --kattis`, so a
// judgehost needs nothing installed and judges exactly as slidejudge does.
package export

import (
	"archive/zip"
	"bytes"
	"crypto/sha1"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/yuin/goldmark"
	"gopkg.in/yaml.v3"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// Format is a version of the problem package format.
type Format string

// The formats Write knows. 2023-07 is the Kattis draft of that name
// (written as its problem_format_version, "2023-07-draft"); legacy is the
// older one DOMjudge and Kattis have read for years.
const (
	Format2023 Format = "2023-07"
	Legacy     Format = "legacy"
)

// ParseFormat reads a --format value.
func ParseFormat(s string) (Format, error) {
	switch s {
	case "2023-07", "2023-07-draft":
		return Format2023, nil
	case "legacy":
		return Legacy, nil
	}
	return "", fmt.Errorf("unknown format %q (2023-07 or legacy)", s)
}

// Layout says where the parts of a package go in a format.
type Layout struct {
	Statement       string // the statement the Kattis tools read
	InputValidator  string // a build/run program folder
	OutputValidator string // a build/run program folder
}

// Layout returns f's paths.
func (f Format) Layout() Layout {
	if f == Legacy {
		return Layout{"problem_statement/problem.en.tex", "input_validators/slidejudge", "output_validators/slidejudge"}
	}
	// The draft names the folder output_validator/ and lets it be the program
	// itself; problemtools (the reference tool) runs the programs inside it,
	// like legacy's output_validators/, and DOMjudge takes either.
	return Layout{"statement/problem.en.md", "input_validators/slidejudge", "output_validator/slidejudge"}
}

// License and RightsOwner go into every problem.yaml. The statements, tests,
// checkers and programs are slidejudge's own writing; the puzzles come from
// the sources each problem.yaml credits. Of the format's licence values,
// "educational" (free for teaching and practice) is the one the pack grants:
// the repository declares no open licence for cc0/cc by/cc by-sa to claim, and
// "permission" would have every organiser ask first ("unknown": unusable).
const (
	License     = "educational"
	RightsOwner = "slidejudge authors"
)

// Package is what goes into one problem's zip.
type Package struct {
	Problem   *problems.Problem
	Format    Format           // "" is Format2023
	Tests     []judge.TestData // every test, on disk (large ones materialised)
	Solutions []problems.Solution
	Validator []byte // the judge executable for linux/amd64
}

// Summary says what Write put in the zip.
type Summary struct {
	Samples, Secret int
	Submissions     int
	Skipped         []string // solutions whose verdict has no folder in the format
}

// Name is the zip's base name: the format allows only a-z and 0-9, and
// DOMjudge takes it as the problem's short name.
func Name(id string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(id) {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// UUID is the problem's uuid: a version 5 UUID of its id, so every export
// of a problem carries the same one and no two problems share one.
func UUID(id string) string {
	// RFC 9562's URL namespace, 6ba7b811-9dad-11d1-80b4-00c04fd430c8.
	ns := []byte{0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}
	h := sha1.Sum(append(ns, "https://github.com/slidejudge/slidejudge/problems/"+id...))
	u := h[:16]
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// SubmissionPath is where solution s goes in the package, "" when its
// verdict has no folder there (the verdict table's Kattis column). A Java program declares public class Main, which
// javac accepts only from Main.java: it gets a folder of its own.
func SubmissionPath(s problems.Solution) string {
	folder := verdict.Of(s.Expect).Kattis
	if folder == "" {
		return ""
	}
	if base, ok := strings.CutSuffix(s.Name, ".java"); ok {
		return path.Join("submissions", folder, base, "Main.java")
	}
	return path.Join("submissions", folder, s.Name)
}

// Write writes pkg as a zip to w.
func Write(w io.Writer, pkg Package) (Summary, error) {
	if pkg.Format == "" {
		pkg.Format = Format2023
	}
	var sum Summary
	z := zipOut{zip.NewWriter(w)}
	if err := z.statements(pkg.Problem, pkg.Format, pkg.Tests); err != nil {
		return sum, err
	}
	if err := z.tests(pkg.Tests, &sum); err != nil {
		return sum, err
	}
	if err := z.validators(pkg.Problem, pkg.Format.Layout(), pkg.Validator); err != nil {
		return sum, err
	}
	if err := z.submissions(pkg.Solutions, &sum); err != nil {
		return sum, err
	}
	return sum, z.Close()
}

// zipOut is the package's zip being written.
type zipOut struct{ *zip.Writer }

// add writes one file of the package.
func (z zipOut) add(name string, mode os.FileMode, data []byte) error {
	// A fixed date: the same pack exports to the same bytes.
	h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)}
	h.SetMode(mode)
	f, err := z.CreateHeader(h)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	return err
}

// addFile writes the file at file into the package as name.
func (z zipOut) addFile(name, file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	return z.add(name, 0o644, data)
}

// statements writes problem.yaml and the statements.
func (z zipOut) statements(p *problems.Problem, format Format, tests []judge.TestData) error {
	html, err := StatementHTML(p)
	if err != nil {
		return fmt.Errorf("statement of %s: %w", p.ID, err)
	}
	statement, err := kattisStatement(p, format, tests)
	if err != nil {
		return fmt.Errorf("statement of %s: %w", p.ID, err)
	}
	yml, err := problemYAML(p, format)
	if err != nil {
		return fmt.Errorf("problem.yaml of %s: %w", p.ID, err)
	}
	files := []struct {
		name string
		data []byte
	}{
		{"problem.yaml", yml},
		// DOMjudge reads its name and time limit first, and shows
		// problem.{pdf,html,txt}; the Kattis tools render their own.
		{"domjudge-problem.ini", domjudgeINI(p)},
		{"problem.html", html},
		{format.Layout().Statement, statement},
	}
	if format == Legacy {
		// Legacy problem.yaml has no time limit; DOMjudge reads this one.
		files = append(files, struct {
			name string
			data []byte
		}{".timelimit", []byte(formatSeconds(p.TimeLimit.Seconds()) + "\n")})
	}
	for _, f := range files {
		if err := z.add(f.name, 0o644, f.data); err != nil {
			return err
		}
	}
	return nil
}

// tests writes the tests' inputs and answers, counting them in sum.
func (z zipOut) tests(tests []judge.TestData, sum *Summary) error {
	for _, t := range tests {
		base := path.Join("data", t.Group, t.Name)
		if err := z.addFile(base+".in", t.In); err != nil {
			return fmt.Errorf("test %s: %w", t.ID(), err)
		}
		if err := z.addFile(base+".ans", t.Ans); err != nil {
			return fmt.Errorf("test %s: %w", t.ID(), err)
		}
		if t.Group == "sample" {
			sum.Samples++
		} else {
			sum.Secret++
		}
	}
	return nil
}

// validators writes the output and input validator folders: build, run
// and the judge executable.
func (z zipOut) validators(p *problems.Problem, layout Layout, validator []byte) error {
	for _, v := range []struct{ dir, command string }{
		{layout.OutputValidator, "check --kattis " + p.ID},
		{layout.InputValidator, "validate --kattis " + p.ID},
	} {
		if err := z.add(v.dir+"/build", 0o755, []byte(buildScript)); err != nil {
			return err
		}
		if err := z.add(v.dir+"/run", 0o755, runScript(v.command)); err != nil {
			return err
		}
		if err := z.add(v.dir+"/judge", 0o755, validator); err != nil {
			return err
		}
	}
	return nil
}

// submissions writes the pack's programs in their verdicts' folders,
// counting them in sum (and listing those left out).
func (z zipOut) submissions(solutions []problems.Solution, sum *Summary) error {
	taken := map[string]string{}
	for _, s := range solutions {
		name := SubmissionPath(s)
		if name == "" {
			sum.Skipped = append(sum.Skipped, s.Path())
			continue
		}
		if other, ok := taken[name]; ok {
			return fmt.Errorf("solutions %s and %s both go to %s; rename one", other, s.Path(), name)
		}
		taken[name] = s.Path()
		src, err := s.Source()
		if err != nil {
			return fmt.Errorf("solution %s: %w", s.Path(), err)
		}
		if err := z.add(name, 0o644, src); err != nil {
			return err
		}
		sum.Submissions++
	}
	return nil
}

// buildScript makes a validator folder runnable. DOMjudge unpacks a
// validator's files without their modes, bar build and run, so the judge
// binary gets its execute bit back here; problemtools runs it too.
const buildScript = "#!/bin/sh\n" +
	"# slidejudge validator: nothing to compile, the judge binary is static.\n" +
	"chmod 755 run judge\n"

// runScript is a validator's entry point: the Kattis interface's arguments
// go on to the judge binary beside it.
func runScript(command string) []byte {
	return []byte("#!/bin/sh\n" +
		"# slidejudge validator: the judge binary beside this script holds the\n" +
		"# problem pack and its checkers (Kattis interface, exit 42 / 43).\n" +
		`exec "$(dirname "$0")/judge" ` + command + ` "$@"` + "\n")
}

// kattisStatement is the statement the Kattis tools read in format: ours
// without title and samples (the tools add both), as Markdown or LaTeX.
// A sample the statement shows must be the matching data/sample input, as
// the tools show that file in its place.
func kattisStatement(p *problems.Problem, format Format, tests []judge.TestData) ([]byte, error) {
	md, shown := kattisMarkdown(p.Statement)
	var samples []judge.TestData
	for _, t := range tests {
		if t.Group == "sample" {
			samples = append(samples, t)
		}
	}
	if len(shown) > len(samples) {
		return nil, fmt.Errorf("it shows %d samples, data/sample has %d", len(shown), len(samples))
	}
	for i, s := range shown {
		in, err := os.ReadFile(samples[i].In)
		if err != nil {
			return nil, err
		}
		if strings.TrimRight(string(in), "\n") != strings.TrimRight(s.In, "\n") {
			return nil, fmt.Errorf("sample %d's input is not data/sample/%s.in", i+1, samples[i].Name)
		}
	}
	if format == Legacy {
		return latexStatement(p.Name, md)
	}
	return []byte(md), nil
}

// problemYAML is problem.yaml in format. yaml.v3 writes a struct's keys in
// field order, so the file reads like the format's documentation.
func problemYAML(p *problems.Problem, format Format) ([]byte, error) {
	if format == Legacy {
		type limits struct {
			Memory int64 `yaml:"memory"`
			Output int64 `yaml:"output"`
		}
		return yaml.Marshal(struct {
			Name        string `yaml:"name"`
			UUID        string `yaml:"uuid"`
			Source      string `yaml:"source,omitempty"`
			SourceURL   string `yaml:"source_url,omitempty"`
			License     string `yaml:"license"`
			RightsOwner string `yaml:"rights_owner"`
			Validation  string `yaml:"validation"`
			Limits      limits `yaml:"limits"`
		}{p.Name, UUID(p.ID), p.Source, p.SourceURL, License, RightsOwner, "custom", limits{p.Memory >> 20, p.Output >> 20}})
	}
	type source struct {
		Name string `yaml:"name"`
		URL  string `yaml:"url,omitempty"`
	}
	type credits struct {
		Packagers        string `yaml:"packagers"`
		Acknowledgements string `yaml:"acknowledgements,omitempty"`
	}
	type limits struct {
		TimeLimit float64 `yaml:"time_limit"`
		Memory    int64   `yaml:"memory"`
		Output    int64   `yaml:"output"`
	}
	var src *source
	if p.Source != "" {
		src = &source{p.Source, p.SourceURL}
	}
	return yaml.Marshal(struct {
		Version     string  `yaml:"problem_format_version"`
		Name        string  `yaml:"name"`
		UUID        string  `yaml:"uuid"`
		Credits     credits `yaml:"credits"`
		Source      *source `yaml:"source,omitempty"`
		License     string  `yaml:"license"`
		RightsOwner string  `yaml:"rights_owner"`
		Limits      limits  `yaml:"limits"`
	}{"2023-07-draft", p.Name, UUID(p.ID), credits{RightsOwner, p.Source}, src, License, RightsOwner,
		limits{p.TimeLimit.Seconds(), p.Memory >> 20, p.Output >> 20}})
}

func domjudgeINI(p *problems.Problem) []byte {
	return fmt.Appendf(nil, "name = %s\ntimelimit = %s\n", strconv.Quote(p.Name), formatSeconds(p.TimeLimit.Seconds()))
}

func formatSeconds(s float64) string { return strconv.FormatFloat(s, 'f', -1, 64) }

// StatementHTML is the statement as a whole HTML page (DOMjudge shows
// problem.html; `judge statement --html` prints it).
func StatementHTML(p *problems.Problem) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head><body>\n", htmlEscape(p.Name))
	if err := goldmark.Convert([]byte(p.Statement), &b); err != nil {
		return nil, err
	}
	b.WriteString("</body></html>\n")
	return b.Bytes(), nil
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// ErrNotLinuxAMD64 is returned by CheckValidator for a binary that cannot
// run on a judgehost.
var ErrNotLinuxAMD64 = errors.New("not a linux/amd64 executable")

// CheckValidator tells whether data is a linux/amd64 ELF executable, and
// whether it is static (needs no C library on the judgehost).
func CheckValidator(data []byte) (static bool, err error) {
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return false, ErrNotLinuxAMD64
	}
	defer f.Close()
	if f.Machine != elf.EM_X86_64 || f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
		return false, ErrNotLinuxAMD64
	}
	for _, prog := range f.Progs {
		if prog.Type == elf.PT_INTERP {
			return false, nil
		}
	}
	return true, nil
}
