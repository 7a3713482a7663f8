package judge

import "testing"

func TestPrintable(t *testing.T) {
	cases := []struct{ in, line, block string }{
		{"plain text, 1 2 3", "plain text, 1 2 3", "plain text, 1 2 3"},
		{"八数码 ü", "八数码 ü", "八数码 ü"},
		{"\x1b[2J\x1b]0;owned\x07", `\x1b[2J\x1b]0;owned\x07`, `\x1b[2J\x1b]0;owned\x07`},
		{"a\nb\tc\r", `a\nb\tc\r`, "a\nb\tc\\r"},
		{"\u009b31m csi", `\u009b31m csi`, `\u009b31m csi`},
		{"\u202eevil", `\u202eevil`, `\u202eevil`},
		{"bad \xff\xfe utf8", `bad \xff\xfe utf8`, `bad \xff\xfe utf8`},
		{"nbsp\u00a0del\x7f", `nbsp\u00a0del\x7f`, `nbsp\u00a0del\x7f`},
	}
	for _, c := range cases {
		if got := Printable(c.in); got != c.line {
			t.Errorf("Printable(%q) = %q, want %q", c.in, got, c.line)
		}
		if got := PrintableBlock(c.in); got != c.block {
			t.Errorf("PrintableBlock(%q) = %q, want %q", c.in, got, c.block)
		}
	}
}
