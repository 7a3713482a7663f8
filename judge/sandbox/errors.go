package sandbox

import (
	"errors"
	"fmt"
)

// mechError is a failure of one isolation mechanism (mech, a Mechanism's
// Name), which New's probe then gives up, or the program's own failure to
// start (mech progStart: Status NotExecutable). It crosses from a server
// or helper to the judge as a reply's Mech and Error.
type mechError struct {
	mech string
	err  error
}

// progStart marks the program's own failure to start: not a mechanism.
const progStart = "program"

func (e *mechError) Error() string {
	if e.mech == progStart {
		return e.err.Error()
	}
	return e.mech + ": " + e.err.Error()
}

func (e *mechError) Unwrap() error { return e.err }

// errorf is a failure of mechanism mech.
func errorf(mech, format string, a ...any) error {
	return &mechError{mech, fmt.Errorf(format, a...)}
}

// mechOf names the mechanism that err is a failure of, or "".
func mechOf(err error) string {
	var me *mechError
	if errors.As(err, &me) {
		return me.mech
	}
	return ""
}
