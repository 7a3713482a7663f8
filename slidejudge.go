// Package slidejudge holds what the judge binary carries beside the pack:
// its default configuration.
package slidejudge

import _ "embed"

// DefaultConfig is judge.yaml as committed: the defaults of every setting.
//
//go:embed judge.yaml
var DefaultConfig []byte
