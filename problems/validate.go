package problems

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Lines splits an input in the pack's canonical form into its lines: every
// line ends in "\n" (so the input does too), no "\r", no tab, no empty line.
// Errors name the line (1-based).
func Lines(input []byte) ([]string, error) {
	if len(input) == 0 {
		return nil, fmt.Errorf("empty input")
	}
	if input[len(input)-1] != '\n' {
		return nil, fmt.Errorf("missing newline at the end of the input")
	}
	raw := bytes.Split(input[:len(input)-1], []byte("\n"))
	lines := make([]string, len(raw))
	for i, l := range raw {
		if len(l) == 0 {
			return nil, fmt.Errorf("line %d: empty line", i+1)
		}
		if j := bytes.IndexFunc(l, func(r rune) bool { return r < ' ' || r > '~' }); j >= 0 {
			return nil, fmt.Errorf("line %d: unexpected byte %q at column %d", i+1, l[j], j+1)
		}
		lines[i] = string(l)
	}
	return lines, nil
}

// Tokens splits a line whose tokens are separated by single spaces, with no
// space at either end. n >= 0 demands exactly n tokens.
func Tokens(line string, n int) ([]string, error) {
	if line == "" {
		return nil, fmt.Errorf("empty line")
	}
	if line[0] == ' ' || line[len(line)-1] == ' ' {
		return nil, fmt.Errorf("space at the start or end of the line")
	}
	toks := splitSpace(line)
	for _, t := range toks {
		if t == "" {
			return nil, fmt.Errorf("more than one space between tokens")
		}
	}
	if n >= 0 && len(toks) != n {
		return nil, fmt.Errorf("%s, expected %d", CountTokens(len(toks)), n)
	}
	return toks, nil
}

func CountTokens(n int) string {
	if n == 1 {
		return "1 token"
	}
	return strconv.Itoa(n) + " tokens"
}

// Respell writes an input typed by hand (any whitespace between tokens, as
// the statements allow) in the canonical form the validators check: one
// space between tokens, none at a line's ends, no empty line, a newline at
// the end. The lines are the typed ones unless the problem lays its tokens
// out itself (Spec.Layout). The result still has to pass the validator.
func Respell(s Spec, input []byte) []byte {
	var lines [][]string
	for _, l := range strings.Split(string(input), "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			lines = append(lines, f)
		}
	}
	if s.Layout != nil {
		if laid := s.Layout(slices.Concat(lines...)); laid != nil {
			lines = laid
		}
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(strings.Join(l, " "))
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

func splitSpace(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// Int parses a canonical decimal integer in [lo, hi]: digits only (a minus
// sign allowed when lo < 0), no leading zeros, no plus sign.
func Int(tok string, lo, hi int) (int, error) {
	digits := tok
	if len(digits) > 0 && digits[0] == '-' && lo < 0 {
		digits = digits[1:]
	}
	if digits == "" || len(digits) > 18 {
		return 0, fmt.Errorf("%q is not an integer", tok)
	}
	for _, c := range []byte(digits) {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%q is not an integer", tok)
		}
	}
	if (len(digits) > 1 && digits[0] == '0') || tok == "-0" {
		return 0, fmt.Errorf("%q has a leading zero", tok)
	}
	v, _ := strconv.Atoi(tok)
	if v < lo || v > hi {
		return 0, fmt.Errorf("%d out of range [%d, %d]", v, lo, hi)
	}
	return v, nil
}

// IntLine parses a line of exactly n canonical integers in [lo, hi]
// (n < 0: any count).
func IntLine(line string, n, lo, hi int) ([]int, error) {
	toks, err := Tokens(line, n)
	if err != nil {
		return nil, err
	}
	vals := make([]int, len(toks))
	for i, t := range toks {
		if vals[i], err = Int(t, lo, hi); err != nil {
			return nil, fmt.Errorf("token %d: %w", i+1, err)
		}
	}
	return vals, nil
}

// Permutation checks that vals hold lo..lo+len(vals)-1 once each.
func Permutation(vals []int, lo int) error {
	seen := make([]bool, len(vals))
	for _, v := range vals {
		i := v - lo
		if i < 0 || i >= len(vals) {
			return fmt.Errorf("value %d out of range [%d, %d]", v, lo, lo+len(vals)-1)
		}
		if seen[i] {
			return fmt.Errorf("value %d appears twice", v)
		}
		seen[i] = true
	}
	return nil
}

// AppendRows writes cells as lines of rowLen integers separated by single
// spaces: the canonical form of every grid in the pack.
func AppendRows(b []byte, cells []int, rowLen int) []byte {
	for i, v := range cells {
		b = strconv.AppendInt(b, int64(v), 10)
		if (i+1)%rowLen == 0 {
			b = append(b, '\n')
		} else {
			b = append(b, ' ')
		}
	}
	return b
}
