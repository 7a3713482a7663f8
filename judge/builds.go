package judge

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// BuildsDir is where compiled programs are kept, by language and source.
func (c *Config) BuildsDir() string { return filepath.Join(c.CacheDir, "builds") }

// cachedBuild copies a kept build of key into dir; false when there is
// none (or it went meanwhile). A use makes the build the most recent.
func (e *Engine) cachedBuild(key, dir string) bool {
	cached := filepath.Join(e.Config.BuildsDir(), key)
	ok := filepath.Join(cached, ".ok")
	if _, err := os.Stat(ok); err != nil {
		return false
	}
	if err := copyDir(cached, dir); err != nil {
		return false
	}
	now := time.Now()
	_ = os.Chtimes(ok, now, now)
	return true
}

// keepBuild stores the build in dir under key, then evicts the least
// recently used builds past the limit. A build larger than the whole limit
// is not kept.
func (e *Engine) keepBuild(key, dir string) error {
	limit := e.Config.BuildsLimit << 20
	size, err := dirSize(dir)
	if err != nil || size > limit {
		return err
	}
	if err := storeDir(dir, filepath.Join(e.Config.BuildsDir(), key)); err != nil {
		return err
	}
	_, err = TrimBuilds(e.Config.BuildsDir(), limit)
	return err
}

// BuildsUsage is what cache_dir/builds holds.
type BuildsUsage struct {
	Builds int
	Bytes  int64
}

// TrimBuilds removes the least recently used builds in dir until the rest
// take at most limit bytes, and leftovers of stores that died (over an hour
// old); it returns what stays.
func TrimBuilds(dir string, limit int64) (BuildsUsage, error) {
	ents, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return BuildsUsage{}, nil
	}
	if err != nil {
		return BuildsUsage{}, err
	}
	type build struct {
		path string
		size int64
		used time.Time
	}
	var builds []build
	var total int64
	for _, en := range ents {
		path := filepath.Join(dir, en.Name())
		if !en.IsDir() {
			continue
		}
		st, err := os.Stat(filepath.Join(path, ".ok"))
		if err != nil {
			// A store in progress, or one whose judge died.
			if info, err := en.Info(); err == nil && time.Since(info.ModTime()) > time.Hour {
				os.RemoveAll(path)
			}
			continue
		}
		size, err := dirSize(path)
		if err != nil {
			continue // evicted meanwhile by another judge
		}
		builds = append(builds, build{path, size, st.ModTime()})
		total += size
	}
	sort.Slice(builds, func(i, j int) bool { return builds[i].used.Before(builds[j].used) })
	for _, b := range builds {
		if total <= limit {
			break
		}
		// Renamed first, so that no judge copies a half-removed build.
		gone := b.path + ".evict" + strconv.Itoa(os.Getpid())
		if err := os.Rename(b.path, gone); err != nil {
			continue // another judge took it
		}
		if err := os.RemoveAll(gone); err != nil {
			return BuildsUsage{}, fmt.Errorf("builds cache: %w", err)
		}
		total -= b.size
	}
	n := 0
	for _, b := range builds {
		if _, err := os.Stat(b.path); err == nil {
			n++
		}
	}
	return BuildsUsage{Builds: n, Bytes: total}, nil
}

// dirSize adds up the regular files directly in dir (builds are flat).
func dirSize(dir string) (int64, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	var n int64
	for _, en := range ents {
		if !en.Type().IsRegular() || strings.HasPrefix(en.Name(), ".ok") {
			continue
		}
		info, err := en.Info()
		if err != nil {
			continue
		}
		n += info.Size()
	}
	return n, nil
}
