package problems

// TestName is the test-name pattern, for the tests of package problems_test
// (which import every problem, so they cannot be in package problems).
var TestName = testName
