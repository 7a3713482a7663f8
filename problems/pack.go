// Package problems is the pack: one folder per problem (problem.yaml,
// statement.md, data/), embedded in the binary, and the registry of each
// problem's Go side (Spec), which lives in the same folder as its own
// package, problems/<id>/, linked in by problems/all.
package problems

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/slidejudge/slidejudge/checker"
	"github.com/slidejudge/slidejudge/solutions"
)

//go:embed */*.yaml */statement.md */data/*/*.in */data/*/*.ans
var embedded embed.FS

// Pack is a set of problem folders: the embedded one or a directory.
type Pack struct {
	fsys      fs.FS
	solutions fs.FS  // solutions/PROBLEM/VERDICT/FILE
	Dir       string // "" for the embedded pack
}

// Embedded returns the pack built into the binary.
func Embedded() *Pack { return &Pack{fsys: embedded, solutions: solutions.FS} }

// FromDir returns the pack in dir (one folder per problem), with the
// programs of ../solutions when that folder exists.
func FromDir(dir string) (*Pack, error) {
	st, err := os.Stat(dir)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // "stat" is Go's word, not the user's
		}
		return nil, fmt.Errorf("problems dir %s: %w", dir, err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("problems dir %s: not a directory", dir)
	}
	p := &Pack{fsys: os.DirFS(dir), Dir: dir}
	// Programs live in solutions/ beside problems/, as in the repository.
	if st, err := os.Stat(filepath.Join(dir, "..", "solutions")); err == nil && st.IsDir() {
		p.solutions = os.DirFS(filepath.Join(dir, "..", "solutions"))
	}
	return p, nil
}

// FS is the pack's file tree.
func (p *Pack) FS() fs.FS { return p.fsys }

// IDs lists the problems of the pack: the folders holding a problem.yaml.
func (p *Pack) IDs() ([]string, error) {
	entries, err := fs.ReadDir(p.fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("problems: %w", err)
	}
	var ids []string
	for _, e := range entries {
		if _, err := fs.Stat(p.fsys, path.Join(e.Name(), "problem.yaml")); e.IsDir() && err == nil {
			ids = append(ids, e.Name())
		}
	}
	return ids, nil
}

// Problem is one problem of the pack.
type Problem struct {
	ID        string
	Name      string
	Source    string
	SourceURL string
	TimeLimit time.Duration
	Memory    int64  // bytes
	Output    int64  // bytes
	Disk      int64  // bytes a run's work dir holds (the output limit unless set)
	Checker   string // the checker's kind, as problem.yaml names it
	Seed      int64
	Statement string
	Spec      Spec
	Tests     []TestCase // samples first, then secret tests, each by name
	fsys      fs.FS
	check     checker.Checker // built from Checker once, by Load
}

// Check judges a program's output on one test with p's checker, the one
// built when p was loaded (a *Problem is a checker.Checker). A checker that
// panics is a judge error: never the contestant's fault, never a crash of
// the judge.
func (p *Problem) Check(input, answer []byte, output io.Reader) (res checker.Result) {
	if p.check == nil {
		return checker.Fail("problem %s was not loaded from a pack: no checker", p.ID)
	}
	defer func() {
		if r := recover(); r != nil {
			res = checker.Fail("checker crashed: %v", r)
		}
	}()
	return p.check.Check(input, answer, output)
}

// TestCase is one test: committed in data/, or Large and regenerated.
type TestCase struct {
	Group string // sample or secret
	Name  string
	Large *LargeTest // nil when the files are committed
}

// ID is the test's name within its problem, e.g. "secret/031-far-1".
func (t TestCase) ID() string { return t.Group + "/" + t.Name }

// LargeTest records a test too big to commit: regenerated from the seed,
// checked against the hashes.
type LargeTest struct {
	Name         string `yaml:"name"` // group/name
	Seed         int64  `yaml:"seed"`
	InputSHA256  string `yaml:"input_sha256"`
	AnswerSHA256 string `yaml:"answer_sha256"`
}

// LargeTestsFile names the list of large tests in a problem folder.
const LargeTestsFile = "large-tests.yaml"

// LargeThreshold is the input size over which a test is not committed.
const LargeThreshold = 1 << 20

type problemYAML struct {
	Name      string `yaml:"name"`
	Source    string `yaml:"source"`
	SourceURL string `yaml:"source_url"`
	Limits    struct {
		TimeLimit float64 `yaml:"time_limit"`
		Memory    int64   `yaml:"memory"`
		Output    int64   `yaml:"output"`
		Disk      int64   `yaml:"disk"`
	} `yaml:"limits"`
	Checker   string `yaml:"checker"`
	Generator struct {
		Seed int64 `yaml:"seed"`
	} `yaml:"generator"`
}

var testName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// Load reads problem id: its problem.yaml, statement and test list.
func (p *Pack) Load(id string) (*Problem, error) {
	raw, err := fs.ReadFile(p.fsys, path.Join(id, "problem.yaml"))
	if errors.Is(err, fs.ErrNotExist) {
		ids, _ := p.IDs()
		return nil, fmt.Errorf("unknown problem %q (known: %s)", id, strings.Join(ids, ", "))
	}
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", id, err)
	}
	var y problemYAML
	if err := DecodeYAML(raw, &y); err != nil {
		return nil, fmt.Errorf("problem %s: problem.yaml %w", id, err)
	}
	switch {
	case y.Name == "":
		return nil, fmt.Errorf("problem %s: problem.yaml: no name", id)
	case y.Limits.TimeLimit <= 0 || y.Limits.TimeLimit > 60:
		return nil, fmt.Errorf("problem %s: problem.yaml: limits.time_limit must be in (0, 60] seconds, not %v", id, y.Limits.TimeLimit)
	case y.Limits.Memory <= 0 || y.Limits.Memory > 16384:
		return nil, fmt.Errorf("problem %s: problem.yaml: limits.memory must be in (0, 16384] MiB, not %d", id, y.Limits.Memory)
	case y.Checker == "":
		return nil, fmt.Errorf("problem %s: problem.yaml: no checker", id)
	}
	check, err := checker.New(y.Checker)
	if err != nil {
		return nil, fmt.Errorf("problem %s: problem.yaml: %w", id, err)
	}
	if y.Limits.Output <= 0 {
		y.Limits.Output = 8
	}
	switch {
	case y.Limits.Disk < 0 || y.Limits.Disk > 16384:
		return nil, fmt.Errorf("problem %s: problem.yaml: limits.disk must be in (0, 16384] MiB, not %d", id, y.Limits.Disk)
	case y.Limits.Disk == 0:
		y.Limits.Disk = y.Limits.Output
	}
	spec, err := SpecOf(id)
	if err != nil {
		return nil, err
	}
	statement, err := fs.ReadFile(p.fsys, path.Join(id, "statement.md"))
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", id, err)
	}
	prob := &Problem{
		ID: id, Name: y.Name, Source: y.Source, SourceURL: y.SourceURL,
		TimeLimit: time.Duration(y.Limits.TimeLimit * float64(time.Second)),
		Memory:    y.Limits.Memory << 20,
		Output:    y.Limits.Output << 20,
		Disk:      y.Limits.Disk << 20,
		Checker:   y.Checker,
		Seed:      y.Generator.Seed,
		Statement: string(statement),
		Spec:      spec,
		fsys:      p.fsys,
		check:     check,
	}
	if prob.Tests, err = p.tests(id); err != nil {
		return nil, fmt.Errorf("problem %s: %w", id, err)
	}
	return prob, nil
}

// tests lists the committed tests and the recorded large ones.
func (p *Pack) tests(id string) ([]TestCase, error) {
	var tests []TestCase
	for _, group := range []string{"sample", "secret"} {
		entries, err := fs.ReadDir(p.fsys, path.Join(id, "data", group))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		for _, e := range entries {
			name, ok := strings.CutSuffix(e.Name(), ".in")
			if !ok {
				continue
			}
			if _, err := fs.Stat(p.fsys, path.Join(id, "data", group, name+".ans")); err != nil {
				return nil, fmt.Errorf("test %s/%s has no .ans", group, name)
			}
			tests = append(tests, TestCase{Group: group, Name: name})
		}
	}
	large, err := p.largeTests(id)
	if err != nil {
		return nil, err
	}
	for i := range large {
		group, name, ok := strings.Cut(large[i].Name, "/")
		if !ok || (group != "sample" && group != "secret") || !testName.MatchString(name) {
			return nil, fmt.Errorf("%s: bad test name %q", LargeTestsFile, large[i].Name)
		}
		tests = append(tests, TestCase{Group: group, Name: name, Large: &large[i]})
	}
	sort.SliceStable(tests, func(i, j int) bool {
		if tests[i].Group != tests[j].Group {
			return tests[i].Group == "sample"
		}
		return tests[i].Name < tests[j].Name
	})
	return tests, nil
}

func (p *Pack) largeTests(id string) ([]LargeTest, error) {
	raw, err := fs.ReadFile(p.fsys, path.Join(id, LargeTestsFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var large []LargeTest
	if err := DecodeYAML(raw, &large); err != nil {
		return nil, fmt.Errorf("%s %w", LargeTestsFile, err)
	}
	return large, nil
}

// ReadCommitted returns a committed test's .in or .ans (ext "in" or "ans").
func (p *Problem) ReadCommitted(t TestCase, ext string) ([]byte, error) {
	if t.Large != nil {
		return nil, fmt.Errorf("test %s is not committed", t.ID())
	}
	return fs.ReadFile(p.fsys, path.Join(p.ID, "data", t.Group, t.Name+"."+ext))
}

// ReadFile returns a file of the problem's folder, e.g. its zoo.yaml.
func (p *Problem) ReadFile(name string) ([]byte, error) {
	return fs.ReadFile(p.fsys, path.Join(p.ID, name))
}
