package checker

import (
	"io"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/verdict"
)

// check judges output with a new checker of kind.
func check(kind, input, answer string, output io.Reader) Result {
	c, err := New(kind)
	if err != nil {
		panic(err)
	}
	return c.Check([]byte(input), []byte(answer), output)
}

// outputCase is one contestant's output and what the checker must say of
// it: the verdict and a part of the message.
type outputCase struct {
	name, output string
	want         verdict.Verdict
	msg          string
}

// checkOutputs judges each case's output on one input and jury answer, in
// parallel subtests; every message must be one short line.
func checkOutputs(t *testing.T, kind, input, answer string, cases []outputCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := check(kind, input, answer, strings.NewReader(tc.output))
			if r.Verdict != tc.want || !strings.Contains(r.Message, tc.msg) {
				t.Fatalf("got %v %q, want %v containing %q", r.Verdict, r.Message, tc.want, tc.msg)
			}
			if strings.ContainsAny(r.Message, "\n\r") || len(r.Message) > 300 {
				t.Fatalf("message not one short line: %q", r.Message)
			}
		})
	}
}

// juryCase is a bad input or jury answer and a part of the judge error's
// message.
type juryCase struct {
	name, input, answer, msg string
}

// checkJury judges output (a right one) against each case's input and
// answer, in parallel subtests: each must be a judge error.
func checkJury(t *testing.T, kind, output string, cases []juryCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := check(kind, tc.input, tc.answer, strings.NewReader(output))
			if r.Verdict != verdict.JE || !strings.Contains(r.Message, tc.msg) {
				t.Fatalf("got %v %q, want JE containing %q", r.Verdict, r.Message, tc.msg)
			}
		})
	}
}
