// Package verdict is the one table of verdicts: each row gives a verdict's
// word in the arena, the solutions/ folder of the programs that must get
// it, its folder in a Kattis package, its colours, what it costs in the
// arena, the exit status of `judge run` and the exit codes of `judge
// check`. The judge, the checkers, the pack,
// the exporter, the CLI and the arena's pages all read this table; a new
// verdict is one row here (and the code that gives it).
package verdict

import "github.com/fatih/color"

// Verdict is the outcome of a test or a whole submission, e.g. "WA".
type Verdict string

const (
	AC  Verdict = "AC"  // accepted
	WA  Verdict = "WA"  // wrong answer
	TLE Verdict = "TLE" // time limit exceeded (CPU or wall clock)
	MLE Verdict = "MLE" // memory limit exceeded
	RE  Verdict = "RE"  // run-time error: non-zero exit or a signal
	OLE Verdict = "OLE" // output limit exceeded
	CE  Verdict = "CE"  // compile error
	JE  Verdict = "JE"  // judge error: bad jury data or a failure of the judge, never the contestant's fault
)

// Row is one verdict's line of the table.
type Row struct {
	Verdict Verdict
	Word    string // the verdict in words, as the arena's pages say it
	Folder  string // solutions/PROBLEM/FOLDER holds the programs that must get it; "" none
	Kattis  string // the Kattis package's submissions folder for those programs; "" none (left out)

	Terminal []color.Attribute // the CLI's colour
	Web      string            // the arena's CSS colour
	WebBack  string            // the arena's CSS background, "" none

	// Penalty: a try with this verdict before the first AC costs penalty
	// minutes on the arena's scoreboard (a compile or judge error does not).
	Penalty bool

	// RunExit is the exit status of `judge run` (and `judge submit`) for
	// a program with this verdict: 0 accepted, 1 rejected.
	RunExit int

	// Checker: a checker can give it. Only then are the exit codes set:
	// `judge check`'s own, with --testlib, and with --kattis (0: none, a
	// judge error there is an error of the command).
	Checker                       bool
	Exit, TestlibExit, KattisExit int
}

// table is in the order reports list verdicts: AC, the contestant's
// failures from the answer outward, then CE and JE.
var table = []Row{
	{Verdict: AC, Word: "accepted", RunExit: 0, Folder: "accepted", Kattis: "accepted",
		Terminal: []color.Attribute{color.FgGreen, color.Bold}, Web: "#1a7f37",
		Checker: true, Exit: 0, TestlibExit: 0, KattisExit: 42},
	{Verdict: WA, Word: "wrong answer", RunExit: 1, Folder: "wrong_answer", Kattis: "wrong_answer",
		Terminal: []color.Attribute{color.FgRed, color.Bold}, Web: "#cf222e", Penalty: true,
		Checker: true, Exit: 1, TestlibExit: 1, KattisExit: 43},
	{Verdict: TLE, Word: "time limit exceeded", RunExit: 1, Folder: "time_limit_exceeded", Kattis: "time_limit_exceeded",
		Terminal: []color.Attribute{color.FgYellow, color.Bold}, Web: "#9a6700", Penalty: true},
	// Kattis kills a program over the memory limit like a crash.
	{Verdict: MLE, Word: "memory limit exceeded", RunExit: 1, Folder: "memory_limit_exceeded", Kattis: "run_time_error",
		Terminal: []color.Attribute{color.FgYellow, color.Bold}, Web: "#9a6700", Penalty: true},
	{Verdict: RE, Word: "run-time error", RunExit: 1, Folder: "run_time_error", Kattis: "run_time_error",
		Terminal: []color.Attribute{color.FgMagenta, color.Bold}, Web: "#8250df", Penalty: true},
	{Verdict: OLE, Word: "output limit exceeded", RunExit: 1, Folder: "output_limit_exceeded",
		Terminal: []color.Attribute{color.FgYellow, color.Bold}, Web: "#9a6700", Penalty: true},
	{Verdict: CE, Word: "compile error", RunExit: 1, Folder: "compile_error",
		Terminal: []color.Attribute{color.FgBlue, color.Bold}, Web: "#0969da"},
	{Verdict: JE, Word: "judge error", RunExit: 1,
		Terminal: []color.Attribute{color.FgWhite, color.BgRed, color.Bold}, Web: "#fff", WebBack: "#cf222e",
		Checker: true, Exit: 2, TestlibExit: 3},
}

// All returns the table's rows in order.
func All() []Row { return table }

// Of returns v's row; a verdict not in the table reads as a judge error.
func Of(v Verdict) Row {
	for _, r := range table {
		if r.Verdict == v {
			return r
		}
	}
	return Of(JE)
}

// Word is the verdict in words, as the arena says it.
func (v Verdict) Word() string { return Of(v).Word }

// Known says whether v is a row of the table.
func (v Verdict) Known() bool {
	for _, r := range table {
		if r.Verdict == v {
			return true
		}
	}
	return false
}

// ByFolder returns the verdict whose programs live in solutions/PROBLEM/folder.
func ByFolder(folder string) (Verdict, bool) {
	for _, r := range table {
		if r.Folder != "" && r.Folder == folder {
			return r.Verdict, true
		}
	}
	return "", false
}

// Rejections lists the verdicts of a program that ran and failed, in the
// table's order: every verdict but AC and CE.
func Rejections() []Verdict {
	var out []Verdict
	for _, r := range table {
		if r.Verdict != AC && r.Verdict != CE {
			out = append(out, r.Verdict)
		}
	}
	return out
}
