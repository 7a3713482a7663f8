// Package checker holds the special checkers of the pack: one interface,
// one file per kind. A checker reads any byte sequence as the contestant's
// output, never panics, and explains every rejection in one line.
package checker

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/slidejudge/slidejudge/verdict"
)

// Result is a checker's decision about one output and its one-line
// reason, built by Accept (AC: the output is right), Reject (WA: the
// contestant's output is wrong) or Fail (JE: the jury's data is wrong or
// the checker failed).
type Result struct {
	Verdict verdict.Verdict
	Message string
}

// Accept, Reject and Fail build results with a formatted one-line message.
func Accept(format string, args ...any) Result {
	return Result{verdict.AC, fmt.Sprintf(format, args...)}
}

func Reject(format string, args ...any) Result {
	return Result{verdict.WA, fmt.Sprintf(format, args...)}
}

func Fail(format string, args ...any) Result {
	return Result{verdict.JE, fmt.Sprintf(format, args...)}
}

// Checker judges one test: the test's input, the jury's answer and the
// contestant's output, which is streamed because it may be huge.
type Checker interface {
	Check(input, answer []byte, output io.Reader) Result
}

// kinds maps a problem.yaml `checker` value to its constructor.
var kinds = map[string]func() Checker{}

// register is called from each kind's file.
func register(kind string, New func() Checker) { kinds[kind] = New }

// New returns the checker of a kind, or an error naming the known kinds.
func New(kind string) (Checker, error) {
	f, ok := kinds[kind]
	if !ok {
		return nil, fmt.Errorf("unknown checker %q (known: %s)", kind, strings.Join(Kinds(), ", "))
	}
	return f(), nil
}

// Kinds lists the known checker kinds, sorted.
func Kinds() []string {
	return slices.Sorted(maps.Keys(kinds))
}
