package judge

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Printable makes bytes from a program or a compiler safe for one line of
// a terminal: control bytes (newlines too), escape sequences, C1 and other
// invisible or reordering characters and invalid UTF-8 come out as Go
// escapes (\x1b, \n, \u202e), so nothing a program prints can move the
// cursor, recolour, retitle or rewrite the report.
func Printable(s string) string { return escape(s, false) }

// PrintableBlock is Printable for text shown as lines (a compiler's log, a
// program's output): newlines and tabs stay, everything else is escaped.
func PrintableBlock(s string) string { return escape(s, true) }

func escape(s string, block bool) string {
	clean := true
	for _, r := range s {
		if !safeRune(r, block) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case safeRune(r, block):
			b.WriteString(s[i : i+n])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		i += n
	}
	return b.String()
}

// safeRune says whether r may reach a terminal as it is.
func safeRune(r rune, block bool) bool {
	switch {
	case r == utf8.RuneError:
		return false // invalid UTF-8 is sorted out by the caller; a real U+FFFD is escaped too
	case block && (r == '\n' || r == '\t'):
		return true
	case r == ' ':
		return true
	}
	return unicode.IsPrint(r) && !unicode.Is(unicode.Bidi_Control, r)
}
