package judge

import "github.com/slidejudge/slidejudge/verdict"

// Verdict is the outcome of a test or a whole submission: the verdict
// table's type, named here because every report carries one.
type Verdict = verdict.Verdict

// The verdicts, as the table names them.
const (
	AC  = verdict.AC
	WA  = verdict.WA
	TLE = verdict.TLE
	MLE = verdict.MLE
	RE  = verdict.RE
	OLE = verdict.OLE
	CE  = verdict.CE
	JE  = verdict.JE
)
