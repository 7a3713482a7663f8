package mnpuzzle

import (
	"fmt"
	"strings"

	"github.com/slidejudge/slidejudge/show"
)

// draw explains each board's verdict by parity.
func draw(d *show.Drawer, input, answer []byte) error {
	vals, err := show.Ints(input)
	if err != nil {
		return fmt.Errorf("bad input: %v", err)
	}
	answers := strings.Split(strings.TrimRight(string(answer), "\n"), "\n")
	for at, p := 0, 0; at+1 < len(vals); p++ {
		r, c := vals[at], vals[at+1]
		if r == 0 && c == 0 {
			break
		}
		if at+2+r*c > len(vals) {
			return fmt.Errorf("puzzle %d: input ends", p+1)
		}
		d.Reason(fmt.Sprintf("puzzle %d", p+1), []int{r, c}, vals[at+2:at+2+r*c], show.Pick(answers, p))
		at += 2 + r*c
	}
	return nil
}
