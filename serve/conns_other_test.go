//go:build !unix

package serve

import "errors"

// lowerMaxFiles: no descriptor limit to lower here.
func lowerMaxFiles(uint64) error { return errors.New("no descriptor limit here") }
