// Package export writes a problem as a zip in the legacy ICPC/Kattis
// problem package format, the one DOMjudge imports.
//
// Validators are not shipped as source: the package carries a static
// linux/amd64 judge binary (the pack is embedded in it) and a `run` script
// that calls `judge check --kattis` or `judge validate --kattis`, so a
// judgehost needs nothing installed and judges exactly as slidejudge does.
package export

import (
	"archive/zip"
	"bytes"
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

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
)

// Package is what goes into one problem's zip.
type Package struct {
	Problem   *problems.Problem
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

// SubmissionFolders maps our verdict folders to the package's. The legacy
// format knows four; a program over the memory limit is a run-time error
// there (Kattis kills it like a crash). Compile errors and output limits
// have no folder and are left out.
var SubmissionFolders = map[string]string{
	"accepted":              "accepted",
	"wrong_answer":          "wrong_answer",
	"time_limit_exceeded":   "time_limit_exceeded",
	"run_time_error":        "run_time_error",
	"memory_limit_exceeded": "run_time_error",
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

// ValidatorDir is where each validator lives in the package.
const (
	OutputValidator = "output_validators/slidejudge"
	InputValidator  = "input_format_validators/slidejudge"
)

// Write writes pkg as a zip to w.
func Write(w io.Writer, pkg Package) (Summary, error) {
	p := pkg.Problem
	var sum Summary
	z := zip.NewWriter(w)
	add := func(name string, mode os.FileMode, data []byte) error {
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
	addFile := func(name, file string) error {
		data, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		return add(name, 0o644, data)
	}
	html, err := statementHTML(p)
	if err != nil {
		return sum, fmt.Errorf("statement of %s: %w", p.ID, err)
	}
	files := []struct {
		name string
		data []byte
	}{
		{"problem.yaml", problemYAML(p)},
		{"domjudge-problem.ini", domjudgeINI(p)},
		// DOMjudge shows problem.{pdf,html,txt}; Kattis reads the statement
		// from problem_statement/.
		{"problem.html", html},
		{"problem_statement/problem.en.md", []byte(p.Statement)},
		{".timelimit", []byte(formatSeconds(p.TimeLimit.Seconds()) + "\n")},
	}
	for _, f := range files {
		if err := add(f.name, 0o644, f.data); err != nil {
			return sum, err
		}
	}
	for _, t := range pkg.Tests {
		base := path.Join("data", t.Group, t.Name)
		if err := addFile(base+".in", t.In); err != nil {
			return sum, fmt.Errorf("test %s: %w", t.ID(), err)
		}
		if err := addFile(base+".ans", t.Ans); err != nil {
			return sum, fmt.Errorf("test %s: %w", t.ID(), err)
		}
		if t.Group == "sample" {
			sum.Samples++
		} else {
			sum.Secret++
		}
	}
	for _, v := range []struct{ dir, command string }{
		{OutputValidator, "check --kattis " + p.ID},
		{InputValidator, "validate --kattis " + p.ID},
	} {
		if err := add(v.dir+"/run", 0o755, runScript(v.command)); err != nil {
			return sum, err
		}
		if err := add(v.dir+"/judge", 0o755, pkg.Validator); err != nil {
			return sum, err
		}
	}
	for _, s := range pkg.Solutions {
		folder, ok := SubmissionFolders[s.Folder]
		if !ok {
			sum.Skipped = append(sum.Skipped, s.Path())
			continue
		}
		src, err := s.Source()
		if err != nil {
			return sum, fmt.Errorf("solution %s: %w", s.Path(), err)
		}
		if err := add(path.Join("submissions", folder, s.Name), 0o644, src); err != nil {
			return sum, err
		}
		sum.Submissions++
	}
	return sum, z.Close()
}

// runScript is a validator's entry point: the Kattis interface's arguments
// go on to the judge binary beside it.
func runScript(command string) []byte {
	return []byte("#!/bin/sh\n" +
		"# slidejudge validator: the judge binary beside this script holds the\n" +
		"# problem pack and its checkers (Kattis interface, exit 42 / 43).\n" +
		`exec "$(dirname "$0")/judge" ` + command + ` "$@"` + "\n")
}

func problemYAML(p *problems.Problem) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "name: %s\n", strconv.Quote(p.Name))
	if p.Source != "" {
		fmt.Fprintf(&b, "source: %s\n", strconv.Quote(p.Source))
	}
	if p.SourceURL != "" {
		fmt.Fprintf(&b, "source_url: %s\n", strconv.Quote(p.SourceURL))
	}
	b.WriteString("validation: custom\n")
	fmt.Fprintf(&b, "limits:\n  memory: %d\n  output: %d\n", p.Memory>>20, p.Output>>20)
	return b.Bytes()
}

func domjudgeINI(p *problems.Problem) []byte {
	return fmt.Appendf(nil, "name = %s\ntimelimit = %s\n", strconv.Quote(p.Name), formatSeconds(p.TimeLimit.Seconds()))
}

func formatSeconds(s float64) string { return strconv.FormatFloat(s, 'f', -1, 64) }

func statementHTML(p *problems.Problem) ([]byte, error) {
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
