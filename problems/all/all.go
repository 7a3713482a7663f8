// Package all links in the Go side of every problem of the pack: each
// problem's package (problems/<id>/) registers itself when imported. A new
// problem adds its import line here, and nowhere else.
package all

import (
	_ "github.com/slidejudge/slidejudge/problems/chino"
	_ "github.com/slidejudge/slidejudge/problems/cube"
	_ "github.com/slidejudge/slidejudge/problems/eight"
	_ "github.com/slidejudge/slidejudge/problems/eight-count"
	_ "github.com/slidejudge/slidejudge/problems/eight-multi"
	_ "github.com/slidejudge/slidejudge/problems/fifteen"
	_ "github.com/slidejudge/slidejudge/problems/fifteen-path"
	_ "github.com/slidejudge/slidejudge/problems/fifteen-walk"
	_ "github.com/slidejudge/slidejudge/problems/mn-puzzle"
)
