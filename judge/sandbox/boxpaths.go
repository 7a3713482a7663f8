//go:build linux

package sandbox

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// In a private root a program sees none of the judge's paths: its work
// dir is workAt, and every extra path outside the root's system dirs (a
// compiled program's dir, a compiler's cache dirs) is under extraAt by
// its last element. The run's arguments and environment name the same
// files by these paths: the judge's paths in them are rewritten, so that
// a program's cwd, argv, environ, /proc/self/exe, maps and mount points
// name nothing of the judge's machine.

// workAt is a run's work dir in a private root.
const workAt = WorkDirInside

// extraAt holds the extra paths in a private root.
const extraAt = ExtraDirInside

// boxPaths maps the judge's paths of one run to the program's: each top
// path (one inside no other) to its place in the box, everything below
// it along with it.
type boxPaths struct {
	Host, Box []string // tops, longest host path first
}

// newBoxPaths maps dir and the extra paths that are not inside a system
// path (system binds are where they are on the host).
func newBoxPaths(dir string, extra, system []string) *boxPaths {
	paths := []string{dir}
	for _, p := range extra {
		if !slices.ContainsFunc(system, func(s string) bool { return within(p, s) }) {
			paths = append(paths, p)
		}
	}
	var tops []string
	for _, p := range paths {
		if !slices.ContainsFunc(paths, func(q string) bool { return q != p && within(p, q) }) && !slices.Contains(tops, p) {
			tops = append(tops, p)
		}
	}
	m := &boxPaths{}
	used := map[string]bool{}
	for _, t := range tops {
		at := workAt
		if t != dir {
			base := filepath.Base(t)
			at = extraAt + "/" + base
			for i := 2; used[at]; i++ {
				at = extraAt + "/" + base + "-" + strconv.Itoa(i)
			}
		}
		used[at] = true
		m.Host, m.Box = append(m.Host, t), append(m.Box, at)
	}
	return m
}

// box is host path p as the program sees it.
func (m *boxPaths) box(p string) string {
	if m == nil {
		return p
	}
	for i, h := range m.Host {
		if within(p, h) {
			return m.Box[i] + p[len(h):]
		}
	}
	return p
}

// rewrite replaces the judge's paths in an argument or environment
// entry: each top where it is a whole path or a path's start.
func (m *boxPaths) rewrite(s string) string {
	if m == nil {
		return s
	}
	order := make([]int, len(m.Host))
	for i := range order {
		order[i] = i
	}
	// Longest first: a top never takes a longer one's place.
	slices.SortFunc(order, func(a, b int) int { return len(m.Host[b]) - len(m.Host[a]) })
	var out strings.Builder
	for i := 0; i < len(s); {
		done := false
		for _, k := range order {
			h := m.Host[k]
			if strings.HasPrefix(s[i:], h) && (i+len(h) == len(s) || !pathByte(s[i+len(h)])) {
				out.WriteString(m.Box[k])
				i += len(h)
				done = true
				break
			}
		}
		if !done {
			out.WriteByte(s[i])
			i++
		}
	}
	return out.String()
}

// pathByte says whether b continues a path's last element.
func pathByte(b byte) bool {
	return b != '/' && b != ':' && b != '=' && b != ',' && b != ';' && b != ' ' && b != '"' && b != '\'' && b != '\n'
}

func (m *boxPaths) rewriteAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = m.rewrite(s)
	}
	return out
}
