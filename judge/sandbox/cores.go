//go:build linux

package sandbox

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// UsableCores reads the affinity mask and the cgroup CPU quota.
func UsableCores() Cores {
	var c Cores
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err == nil {
		c.Affinity = set.Count()
	}
	if c.Affinity < 1 {
		c.Affinity = 1
	}
	c.Quota = cpuQuota()
	c.N = c.Affinity
	if c.Quota > 0 {
		c.N = max(1, min(c.N, int(math.Ceil(c.Quota))))
	}
	return c
}

// cpuQuota is the tightest CPU quota of this process's cgroup and its
// ancestors inside the mount, in cores; 0 when there is none.
func cpuQuota() float64 {
	ms, err := cgroupMounts()
	if err != nil {
		return 0
	}
	own, err := ownCgroups()
	if err != nil {
		return 0
	}
	best := 0.0
	tighter := func(q float64) {
		if q > 0 && (best == 0 || q < best) {
			best = q
		}
	}
	for _, m := range ms {
		v1 := false
		p, ok := own[""]
		if m.fstype == "cgroup" {
			p, ok, v1 = own["cpu"], false, true
			for _, o := range strings.Split(m.opts, ",") {
				ok = ok || o == "cpu"
			}
		}
		if !ok {
			continue
		}
		for dir := groupDir(m, p); strings.HasPrefix(dir, m.point); dir = filepath.Dir(dir) {
			if v1 {
				quota, err1 := readInt(filepath.Join(dir, "cpu.cfs_quota_us"))
				period, err2 := readInt(filepath.Join(dir, "cpu.cfs_period_us"))
				if err1 == nil && err2 == nil && quota > 0 && period > 0 {
					tighter(float64(quota) / float64(period))
				}
			} else {
				tighter(cpuMax(filepath.Join(dir, "cpu.max")))
			}
			if dir == m.point || dir == "/" {
				break
			}
		}
	}
	return best
}

// cpuMax reads a v2 cpu.max ("max 100000" or "150000 100000") in cores.
func cpuMax(path string) float64 {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) != 2 || f[0] == "max" {
		return 0
	}
	quota, err1 := strconv.ParseFloat(f[0], 64)
	period, err2 := strconv.ParseFloat(f[1], 64)
	if err1 != nil || err2 != nil || period <= 0 {
		return 0
	}
	return quota / period
}
