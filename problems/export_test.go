package problems

import "github.com/slidejudge/slidejudge/checker"

// TestName is the test-name pattern, for the tests of package problems_test
// (which import every problem, so they cannot be in package problems).
var TestName = testName

// WithChecker gives p a checker of the test's own, as Load would.
func WithChecker(p *Problem, c checker.Checker) *Problem {
	p.check = c
	return p
}
