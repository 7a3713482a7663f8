package judge

import "testing"

// TestInFlight: a run set up ahead for each running program where cores
// are left over for it, and one more; one more than the workers where the
// programs take every core.
func TestInFlight(t *testing.T) {
	for _, c := range []struct{ workers, cores, want int }{
		{1, 1, 2}, {1, 2, 3}, {2, 2, 3}, {3, 2, 4}, {2, 8, 5}, {6, 8, 9}, {8, 8, 9},
	} {
		if got := inFlight(c.workers, c.cores); got != c.want {
			t.Errorf("inFlight(%d workers, %d cores) = %d, want %d", c.workers, c.cores, got, c.want)
		}
	}
}
