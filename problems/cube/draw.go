package cube

import (
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/show"
)

// draw explains each cube's verdict by parity.
func draw(d *show.Drawer, input, answer []byte) error {
	vals, err := show.Ints(input)
	if err != nil || len(vals) == 0 {
		return fmt.Errorf("bad input: %v", err)
	}
	answers := strings.Split(strings.TrimRight(string(answer), "\n"), "\n")
	at := 1
	for p := 0; p < vals[0]; p++ {
		if at >= len(vals) {
			return fmt.Errorf("puzzle %d: input ends", p+1)
		}
		m := vals[at]
		if at+1+m*m*m > len(vals) {
			return fmt.Errorf("puzzle %d: input ends", p+1)
		}
		d.Reason(fmt.Sprintf("puzzle %d", p+1), []int{m, m, m}, vals[at+1:at+1+m*m*m], show.Pick(answers, p))
		at += 1 + m*m*m
	}
	return nil
}
