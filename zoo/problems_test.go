package zoo

// The tests load the pack, whose problems register their Go side when linked in.
import _ "github.com/slidejudge/slidejudge/problems/all"
