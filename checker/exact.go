package checker

import (
	"bytes"
	"io"
)

func init() { register("exact", func() Checker { return exact{} }) }

// exact compares tokens, like testlib's wcmp: whitespace between tokens is
// free, case matters.
type exact struct{}

func (exact) Check(_, answer []byte, output io.Reader) Result {
	want := newTokenReader(bytes.NewReader(answer))
	got := newTokenReader(output)
	for n := 1; ; n++ {
		w, _, wok := want.Next()
		g, long, gok := got.Next()
		switch {
		case !wok && !gok:
			if n == 1 {
				return Accept("empty output, as expected")
			}
			if n == 2 {
				return Accept("1 token")
			}
			return Accept("%d tokens", n-1)
		case !wok:
			return Reject("token %d: expected the end of output, found %s", n, quote(g))
		case !gok:
			return Reject("token %d: expected %s, found the end of output", n, quote(w))
		case long || g != w:
			return Reject("token %d: expected %s, found %s", n, quote(w), quote(g))
		}
	}
}
