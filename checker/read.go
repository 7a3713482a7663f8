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

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
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
