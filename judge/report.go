package judge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/fatih/color"

	"github.com/slidejudge/slidejudge/verdict"
)

// Report is the outcome of judging one submission.
type Report struct {
	Problem    string          `json:"problem"`
	Submission string          `json:"submission"`
	Language   string          `json:"language"`
	Verdict    verdict.Verdict `json:"verdict"`
	TimeMS     int64           `json:"time_ms"`         // slowest test, CPU
	WallMS     int64           `json:"wall_ms"`         // slowest test, wall clock
	MemoryKB   int64           `json:"memory_kb"`       // peak over the tests
	Sandbox    string          `json:"sandbox"`         // the isolation level that ran
	Cores      []int           `json:"cores,omitempty"` // the cores its programs were kept on, one per worker (none: where the kernel put them)
	Compile    string          `json:"compile,omitempty"`
	Reruns     int             `json:"reruns,omitempty"`     // starved runs run again, over all tests
	Extensions int             `json:"extensions,omitempty"` // tests whose wall limit the machine's waiting stretched
	Held       int             `json:"held,omitempty"`       // tests run alone, held back while the machine starved runs
	Tests      []TestReport    `json:"tests"`
}

// TestReport is one test's outcome.
type TestReport struct {
	Name     string          `json:"name"`
	Verdict  verdict.Verdict `json:"verdict"`
	TimeMS   int64           `json:"time_ms"`
	WallMS   int64           `json:"wall_ms"`
	MemoryKB int64           `json:"memory_kb"`
	Message  string          `json:"message"`
	// NearLimit marks a TLE (MLE) that finished within the time (memory)
	// slack: past the limit, not past the slack (verify only).
	NearLimit bool `json:"near_limit,omitempty"`
	// Reruns counts the earlier runs of this test that the machine starved
	// of CPU; RerunWhy is what was measured on the first of them.
	Reruns   int    `json:"reruns,omitempty"`
	RerunWhy string `json:"rerun_why,omitempty"`
	// Extended says why the run went on past its wall limit: the machine
	// or the judge took that time from it.
	Extended string `json:"extended,omitempty"`
	// Held says why the run started alone, once no other program of the
	// judge ran: the machine had starved a run shortly before.
	Held string `json:"held,omitempty"`
	// Input and Answer are the test's files; Output is the start of what
	// the program printed, kept for failed tests only.
	Input  string `json:"-"`
	Answer string `json:"-"`
	Output []byte `json:"-"`
	// cpu and wall are TimeMS and WallMS as measured, to the nanosecond.
	cpu, wall time.Duration
}

// Durations are the CPU and wall-clock time of the test's run as the
// sandbox measured them (TimeMS and WallMS are cut to milliseconds).
func (t TestReport) Durations() (cpu, wall time.Duration) { return t.cpu, t.wall }

func (r *Report) summarise() {
	for _, t := range r.Tests {
		r.TimeMS = max(r.TimeMS, t.TimeMS)
		r.WallMS = max(r.WallMS, t.WallMS)
		r.MemoryKB = max(r.MemoryKB, t.MemoryKB)
		r.Reruns += t.Reruns
		if t.Extended != "" {
			r.Extensions++
		}
		if t.Held != "" {
			r.Held++
		}
	}
}

// WriteJSON writes the report as one JSON document.
func (r *Report) WriteJSON(w io.Writer) error {
	if r.Tests == nil {
		r.Tests = []TestReport{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// Paint shows a verdict in its colour when colour is on, padded to width.
func Paint(v verdict.Verdict, width int, colour bool) string {
	return paintAs(v, fmt.Sprintf("%-*s", width, v), colour)
}

// paintAs shows s in the colour of verdict v.
func paintAs(v verdict.Verdict, s string, colour bool) string {
	if !colour || !v.Known() {
		return s
	}
	painted := color.New(verdict.Of(v).Terminal...)
	painted.EnableColor()
	return painted.Sprint(s)
}

// WriteText writes the report for people: one line a test, then a summary.
func (r *Report) WriteText(w io.Writer, colour bool) {
	if r.Verdict != verdict.CE {
		width := NameWidth(r.Tests)
		for _, t := range r.Tests {
			WriteTestLine(w, t, width, colour)
		}
	}
	r.WriteSummary(w, colour)
}

// NameWidth is the width of the test name column for these tests.
func NameWidth(tests []TestReport) int {
	width := 4
	for _, t := range tests {
		width = max(width, len(t.Name))
	}
	return width
}

// WriteTestLine writes one test's line: name, verdict, CPU and wall time,
// memory (always in KiB, so that lines written as tests finish agree with
// each other and the summary), and the reason of a rejection.
func WriteTestLine(w io.Writer, t TestReport, width int, colour bool) {
	// One write a line: a terminal or pipe gets whole lines, in one call.
	var b bytes.Buffer
	fmt.Fprintf(&b, "%-*s  %s %6d ms %6d ms %8s", width, t.Name, Paint(t.Verdict, 3, colour), t.TimeMS, t.WallMS, formatKB(t.MemoryKB))
	if t.Verdict != verdict.AC && t.Message != "" {
		fmt.Fprintf(&b, "  %s", Printable(t.Message))
	}
	if t.Reruns > 0 {
		fmt.Fprintf(&b, "  (re-run %d×: %s)", t.Reruns, t.RerunWhy)
	}
	if t.Extended != "" {
		fmt.Fprintf(&b, "  (%s)", t.Extended)
	}
	if t.Held != "" {
		fmt.Fprintf(&b, "  (run alone: %s)", t.Held)
	}
	b.WriteByte('\n')
	w.Write(b.Bytes())
}

// WriteSummary writes the report's last line (and a CE's compiler log).
func (r *Report) WriteSummary(w io.Writer, colour bool) {
	if r.Verdict == verdict.CE {
		fmt.Fprintf(w, "%s  compile error (%s)\n", Paint(verdict.CE, 3, colour), r.Language)
		for _, l := range strings.Split(strings.TrimRight(PrintableBlock(r.Compile), "\n"), "\n") {
			fmt.Fprintf(w, "  %s\n", l)
		}
		fmt.Fprintf(w, "%s %s (%s): %s\n", r.Problem, r.Submission, r.Language, Paint(verdict.CE, 0, colour))
		return
	}
	fmt.Fprintf(w, "%s %s (%s): %s  %d/%d tests, max %d ms CPU, %d ms wall, %s  [sandbox: %s]\n",
		r.Problem, r.Submission, r.Language, Paint(r.Verdict, 0, colour), r.Passed(), len(r.Tests),
		r.TimeMS, r.WallMS, formatKB(r.MemoryKB), r.Sandbox)
	if r.Reruns > 0 {
		fmt.Fprintf(w, "%d starved %s run again, alone; the verdict is from the last run of each test\n",
			r.Reruns, plural(r.Reruns, "run was", "runs were"))
	}
	if r.Held > 0 {
		fmt.Fprintf(w, "%d %s alone, held back until no other program ran: the machine had kept a run waiting past its wall limit\n",
			r.Held, plural(r.Held, "test was run", "tests were run"))
	}
	if r.Extensions > 0 {
		fmt.Fprintf(w, "%d %s went past the wall limit by the time the machine took from %s (waiting for a core, on I/O)\n",
			r.Extensions, plural(r.Extensions, "test", "tests"), plural(r.Extensions, "it", "them"))
	}
}

// Passed counts the accepted tests.
func (r *Report) Passed() int {
	passed := 0
	for _, t := range r.Tests {
		if t.Verdict == verdict.AC {
			passed++
		}
	}
	return passed
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// formatKB writes memory in KiB, the one unit of every report.
func formatKB(kb int64) string { return fmt.Sprintf("%d KiB", kb) }
