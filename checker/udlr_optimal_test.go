package checker

import (
	"bytes"
	"strings"
	"testing"

	"github.com/slidejudge/slidejudge/verdict"
)

func TestUdlrOptimal(t *testing.T) {
	t.Parallel()
	const sample = "2 3 4 1 5 x 7 6 8\n"
	const jury = "ullddrurdllurdruldr\n"
	cases := []struct {
		name, in, ans, out string
		want               verdict.Verdict
		msg                string // part of the message
	}{
		{"jury answer", sample, jury, jury, verdict.AC, "19 moves"},
		{"another shortest", sample, jury, "ullddrurdllurrdlurd\n", verdict.AC, "shortest"},
		{"no newline", sample, jury, "ullddrurdllurrdlurd", verdict.AC, ""},
		{"detour", sample, jury, "udullddrurdllurrdlurd\n", verdict.WA, "21 moves reach the goal, but 19 suffice"},
		{"illegal move", sample, jury, "uuu\n", verdict.WA, "move 2 'u': blank already in the top row"},
		{"not a move", sample, jury, "ulx\n", verdict.WA, "move 3 'x': not a move"},
		{"truncated", sample, jury, "ullddrurdllurdrul\n", verdict.WA, "after 17 moves the board is"},
		{"false unsolvable", sample, jury, "unsolvable\n", verdict.WA, "solvable in 19 moves"},
		{"empty output", sample, jury, "", verdict.WA, "not the goal"},
		{"two words", sample, jury, "ull ddr\n", verdict.WA, "found 2 words"},
		{"garbage", sample, jury, "\x00\xff\xfe", verdict.WA, "not a move"},
		{"huge line", sample, jury, strings.Repeat("u", 2_000_000), verdict.WA, "output longer than"},
		{"goal, empty", "1 2 3 4 5 6 7 8 x\n", "\n", "\n", verdict.AC, "0 moves"},
		{"goal, nothing", "1 2 3 4 5 6 7 8 x\n", "\n", "", verdict.AC, "0 moves"},
		{"goal, unsolvable", "1 2 3 4 5 6 7 8 x\n", "\n", "unsolvable\n", verdict.WA, "solvable in 0 moves"},
		{"unsolvable", "1 2 3 4 5 6 8 7 x\n", "unsolvable\n", "unsolvable\n", verdict.AC, ""},
		{"moves on unsolvable", "1 2 3 4 5 6 8 7 x\n", "unsolvable\n", "lr\n", verdict.WA, "the start is unsolvable"},
		{"jury not optimal", sample, "udullddrurdllurrdlurd\n", jury, verdict.JE, "jury answer rejected: 21 moves"},
		{"jury wrong unsolvable", sample, "unsolvable\n", jury, verdict.JE, "jury answer rejected"},
		{"bad input", "1 2 3\n", "", "", verdict.JE, "bad input"},
	}
	chk, err := New("udlr-optimal")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		r := chk.Check([]byte(c.in), []byte(c.ans), strings.NewReader(c.out))
		if r.Verdict != c.want || !strings.Contains(r.Message, c.msg) {
			t.Errorf("%s: got %v %q, want %v with %q", c.name, r.Verdict, r.Message, c.want, c.msg)
		}
		if strings.Contains(r.Message, "\n") {
			t.Errorf("%s: message has more than one line: %q", c.name, r.Message)
		}
	}
}

func TestExact(t *testing.T) {
	t.Parallel()
	cases := []struct {
		ans, out string
		want     verdict.Verdict
		msg      string
	}{
		{"YES\nNO\n", "YES\nNO\n", verdict.AC, "2 tokens"},
		{"YES\nNO\n", "  YES   NO", verdict.AC, ""},
		{"YES\nNO\n", "YES\nno\n", verdict.WA, `token 2: expected "NO", found "no"`},
		{"YES\nNO\n", "YES\n", verdict.WA, "found the end of output"},
		{"YES\n", "YES\nNO\n", verdict.WA, "expected the end of output"},
		{"4\n", "", verdict.WA, "found the end"},
		{"", "", verdict.AC, "empty"},
		{"4\n", strings.Repeat("9", 2_000_000), verdict.WA, "..."},
		{"Puzzle can be solved.\n", "Puzzle can be solved\n", verdict.WA, `expected "solved.", found "solved"`},
	}
	chk, _ := New("exact")
	for _, c := range cases {
		r := chk.Check(nil, []byte(c.ans), strings.NewReader(c.out))
		if r.Verdict != c.want || !strings.Contains(r.Message, c.msg) {
			t.Errorf("%q vs %q: got %v %q, want %v with %q", c.ans, c.out, r.Verdict, r.Message, c.want, c.msg)
		}
	}
}

func TestUnknownKind(t *testing.T) {
	t.Parallel()
	if _, err := New("nosuch"); err == nil || !strings.Contains(err.Error(), "udlr-optimal") {
		t.Fatalf("New(nosuch) = %v, want an error naming the known kinds", err)
	}
}

func FuzzUdlrOptimal(f *testing.F) {
	f.Add([]byte("ullddrurdllurdruldr\n"))
	f.Add([]byte("unsolvable"))
	f.Add([]byte("\x00u\nd"))
	chk, _ := New("udlr-optimal")
	in := []byte("2 3 4 1 5 x 7 6 8\n")
	ans := []byte("ullddrurdllurdruldr\n")
	f.Fuzz(func(t *testing.T, out []byte) {
		r := chk.Check(in, ans, bytes.NewReader(out))
		if r.Verdict == verdict.JE || strings.Contains(r.Message, "\n") {
			t.Fatalf("%q: %v %q", out, r.Verdict, r.Message)
		}
	})
}

func FuzzExact(f *testing.F) {
	f.Add([]byte("YES\n"), []byte("YES"))
	f.Add([]byte("4"), []byte("\x00\xff 4"))
	chk, _ := New("exact")
	f.Fuzz(func(t *testing.T, ans, out []byte) {
		r := chk.Check(nil, ans, bytes.NewReader(out))
		if r.Verdict == verdict.JE {
			t.Fatalf("exact never blames the jury: %q", r.Message)
		}
	})
}

func TestUdlrOptimalGrid(t *testing.T) {
	t.Parallel()
	const start = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"
	const far = "1 2 3 4\n5 6 7 8\n9 10 11 12\n0 13 14 15\n"
	const odd = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n"
	cases := []struct {
		name, in, ans, out string
		want               verdict.Verdict
		msg                string
	}{
		{"one move", start, "r\n", "r\n", verdict.AC, "1 moves, shortest"},
		{"three moves", far, "rrr\n", "rrr", verdict.AC, "3 moves"},
		{"detour", far, "rrr\n", "rrlrr\n", verdict.WA, "5 moves reach the goal, but 3 suffice"},
		{"not the goal", far, "rrr\n", "rr\n", verdict.WA, "after 2 moves the board is 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15, not the goal"},
		{"illegal", far, "rrr\n", "l\n", verdict.WA, "move 1 'l': blank already in the left column"},
		{"false unsolvable", far, "rrr\n", "unsolvable\n", verdict.WA, "solvable in 3 moves"},
		{"unsolvable", odd, "unsolvable\n", "unsolvable\n", verdict.AC, "unsolvable, right"},
		{"moves on unsolvable", odd, "unsolvable\n", "ud\n", verdict.WA, "the start is unsolvable"},
		{"two words", far, "rrr\n", "r rr\n", verdict.WA, "found 2 words"},
		{"huge", far, "rrr\n", strings.Repeat("lr", 5000), verdict.WA, "output longer than"},
		{"goal", fifteenGoalText, "\n", "", verdict.AC, "0 moves"},
		{"jury wrong unsolvable", far, "unsolvable\n", "rrr\n", verdict.JE, "jury answer rejected"},
		{"jury not shortest", far, "rrlrr\n", "rrr\n", verdict.JE, "not shortest"},
		{"bad input", "1 2 3 4\n5 6 7\n", "", "", verdict.JE, "bad input"},
	}
	chk, err := New("udlr-optimal")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		r := chk.Check([]byte(c.in), []byte(c.ans), strings.NewReader(c.out))
		if r.Verdict != c.want || !strings.Contains(r.Message, c.msg) {
			t.Errorf("%s: %v %q, want %v containing %q", c.name, r.Verdict, r.Message, c.want, c.msg)
		}
	}
}

const fifteenGoalText = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n"
