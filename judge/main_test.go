package judge

import (
	"os"
	"testing"

	"github.com/slidejudge/slidejudge/judge/tmpdir"
)

// The engines the tests start leave their scratch space and build cache
// in a $TMPDIR of the tests' own, removed at the end.
func TestMain(m *testing.M) { os.Exit(tmpdir.Run(m)) }
