package audit

import (
	"fmt"
	"strconv"
	"time"
)

// Count writes n with thousands separated: 181,440.
func Count(n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}

// Percent writes a rate in per cent with two significant digits.
func Percent(rate float64) string {
	switch {
	case rate == 0:
		return "0 %"
	case rate >= 0.1:
		return fmt.Sprintf("%.1f %%", 100*rate)
	}
	return strconv.FormatFloat(100*rate, 'g', 2, 64) + " %"
}

// Duration writes a wall-clock time the way people say it: 49 min 36 s.
func Duration(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
	case d < time.Minute:
		return fmt.Sprintf("%.1f s", d.Seconds())
	case d < time.Hour:
		return fmt.Sprintf("%d min %d s", int(d.Minutes()), int(d.Seconds())%60)
	}
	return fmt.Sprintf("%d h %d min", int(d.Hours()), int(d.Minutes())%60)
}

// Summary says what an audit found in one line: "right on all 181,440
// starts", "wrong on 67 of all 181,440 starts (0.037 %)", or for a sample
// "right on all 1,000 starts drawn at random: the failure rate is below
// 0.3 % (95 %)".
func (r *Result) Summary() string {
	noun := r.Noun
	if r.Within != "" {
		noun += " " + r.Within
	}
	if r.Kind == KindAll && r.Complete {
		if r.Wrong == 0 {
			return fmt.Sprintf("right on all %s %s", Count(r.Size), noun)
		}
		return fmt.Sprintf("wrong on %s of all %s %s (%s)", Count(r.Wrong), Count(r.Size), noun, Percent(float64(r.Wrong)/float64(r.Size)))
	}
	s := fmt.Sprintf("right on all %s %s", Count(r.Done), noun)
	if r.Wrong > 0 {
		s = fmt.Sprintf("wrong on %s of %s %s", Count(r.Wrong), Count(r.Done), noun)
	}
	switch r.Kind {
	case KindAll:
		s += fmt.Sprintf(" judged so far of all %s", Count(r.Size))
	case KindUniform:
		s += " drawn at random"
	case KindGenerator:
		s += fmt.Sprintf(" (the pack's %s tests, %s drawn by the generator)", Count(r.Done-r.DrawnDone), Count(r.DrawnDone))
	}
	if r.Kind != KindAll && !r.Complete {
		s += fmt.Sprintf(", %s of %s judged", Count(r.Done), Count(r.Size))
	}
	if r.DrawnDone > 0 {
		if r.Kind == KindGenerator {
			s += fmt.Sprintf("; %s of the drawn wrong", Count(r.DrawnWrong))
		}
		s += fmt.Sprintf(": the failure rate is below %s (95 %%)", Percent(r.UpperBound()))
	}
	return s
}
