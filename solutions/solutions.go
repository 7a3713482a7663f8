// Package solutions embeds the programs judged when the pack verifies
// itself: solutions/PROBLEM/VERDICT/FILE. Each is a self-contained
// submission (Go files carry `//go:build ignore`), not part of this module.
package solutions

import "embed"

// FS holds every program, by problem and expected verdict.
//
//go:embed */*/*
var FS embed.FS
