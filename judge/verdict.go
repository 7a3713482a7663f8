package judge

// Verdict is the outcome of a test or a whole submission.
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

// Meaning is the verdict in words.
func (v Verdict) Meaning() string {
	switch v {
	case AC:
		return "accepted"
	case WA:
		return "wrong answer"
	case TLE:
		return "time limit exceeded"
	case MLE:
		return "memory limit exceeded"
	case RE:
		return "run-time error"
	case OLE:
		return "output limit exceeded"
	case CE:
		return "compile error"
	}
	return "judge error"
}
