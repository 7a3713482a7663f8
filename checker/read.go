package checker

import (
	"bufio"
	"io"
	"strconv"
)

// maxToken bounds what a checker holds of one token or line, so a
// contestant's endless line costs the judge no memory.
const maxToken = 1 << 20

// tokenReader splits a stream into whitespace-separated tokens.
type tokenReader struct {
	r *bufio.Reader
}

func newTokenReader(r io.Reader) *tokenReader {
	return &tokenReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// isSpace is the one whitespace rule of every checker: ASCII whitespace
// only, as testlib; U+00A0, U+0085 and the rest of Unicode's spaces are
// part of a token.
func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// fields splits s around runs of isSpace (strings.Fields would also split
// at Unicode spaces).
func fields(s string) []string {
	var f []string
	for i := 0; i < len(s); {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		if j > i {
			f = append(f, s[i:j])
		}
		i = j
	}
	return f
}

// trimSpace cuts isSpace bytes from both ends of s.
func trimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// Next returns the next token; ok is false at the end of the stream.
// A token longer than maxToken comes back cut to maxToken bytes with long set.
func (t *tokenReader) Next() (tok string, long, ok bool) {
	c, err := t.r.ReadByte()
	for err == nil && isSpace(c) {
		c, err = t.r.ReadByte()
	}
	if err != nil {
		return "", false, false
	}
	buf := []byte{c}
	for {
		c, err = t.r.ReadByte()
		if err != nil || isSpace(c) {
			break
		}
		if len(buf) < maxToken {
			buf = append(buf, c)
		} else {
			long = true
		}
	}
	return string(buf), long, true
}

// lineReader splits a stream into lines without their "\n" or "\r\n".
type lineReader struct {
	r *bufio.Reader
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// Next returns the next line; ok is false at the end of the stream. A line
// longer than maxToken comes back cut with long set; the rest is skipped.
func (l *lineReader) Next() (line string, long, ok bool) {
	var buf []byte
	for {
		frag, isPrefix, err := l.r.ReadLine()
		if err != nil {
			if buf == nil {
				return "", false, false
			}
			break
		}
		if buf == nil {
			buf = []byte{}
		}
		if len(buf)+len(frag) > maxToken {
			frag = frag[:max(0, maxToken-len(buf))]
			long = true
		}
		buf = append(buf, frag...)
		if !isPrefix {
			break
		}
	}
	if n := len(buf); n > 0 && buf[n-1] == '\r' {
		buf = buf[:n-1]
	}
	return string(buf), long, true
}

// quote shows a contestant's token in a message, shortened if long.
func quote(s string) string {
	const show = 40
	if len(s) > show {
		return strconv.Quote(s[:show]) + "..."
	}
	return strconv.Quote(s)
}
