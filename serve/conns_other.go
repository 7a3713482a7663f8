//go:build !unix

package serve

// maxFiles is unknown here: no descriptor limit to keep under.
func maxFiles() (uint64, bool) { return 0, false }
