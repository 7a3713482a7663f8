package judge

import (
	"slices"
	"testing"

	"github.com/slidejudge/slidejudge/verdict"
)

// TestInOrder: tests judged out of order are told in test order, each as
// soon as every test before it is judged; after a failure nothing more is
// told unless all.
func TestInOrder(t *testing.T) {
	verdicts := []verdict.Verdict{verdict.AC, verdict.AC, verdict.WA, verdict.AC, verdict.TLE}
	for _, c := range []struct {
		all  bool
		want []string
	}{
		{false, []string{"0", "1", "2"}},
		{true, []string{"0", "1", "2", "3", "4"}},
	} {
		var told []string
		tell := InOrder(c.all, func(r TestReport) { told = append(told, r.Name) })
		var after []int // how many were told after each test was judged
		for _, i := range []int{3, 1, 0, 4, 2} {
			tell(Tested{Index: i, Report: TestReport{Name: string(rune('0' + i)), Verdict: verdicts[i]}})
			after = append(after, len(told))
		}
		if !slices.Equal(told, c.want) {
			t.Errorf("all=%v: told %v, want %v", c.all, told, c.want)
		}
		if want := []int{0, 0, 2, 2, len(c.want)}; !slices.Equal(after, want) {
			t.Errorf("all=%v: told so far after each test %v, want %v", c.all, after, want)
		}
	}
}
