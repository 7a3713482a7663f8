//go:build !linux

package sandbox

// KeepAwake does nothing here: the Go runtime's monitor is Linux's concern
// only in so far as it was measured there (awake.go).
func KeepAwake() (release func()) { return func() {} }
