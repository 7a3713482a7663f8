//go:build linux

package sandbox

import (
	"slices"
	"testing"

	"golang.org/x/sys/unix"
)

func affinity(t *testing.T) unix.CPUSet {
	t.Helper()
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		t.Fatal(err)
	}
	return set
}

// Place claims cores for programs, keeps this process off them and never
// hands one core to two placements; Close gives them back.
func TestPlaceClaims(t *testing.T) {
	before := affinity(t)
	if before.Count() < 2 {
		t.Skipf("%d core: no core to spare for programs", before.Count())
	}
	if Place(before.Count()) != nil {
		t.Fatal("placed as many programs as there are cores: none left for the judge")
	}
	p := Place(1)
	if p == nil {
		// Only when other judges on the machine hold the cores it could take.
		held := 0
		for c := range maxPinCore {
			if before.IsSet(c) {
				if fd := claimCore(c); fd >= 0 {
					unix.Close(fd)
				} else {
					held++
				}
			}
		}
		if held == 0 {
			t.Fatal("no placement with every core free")
		}
		t.Skipf("%d cores held by other judges", held)
	}
	core := p.Cores()[0]
	if !before.IsSet(core) {
		t.Fatalf("placed on core %d, outside this process's cores", core)
	}
	if now := affinity(t); now.IsSet(core) || now.Count() == 0 {
		t.Errorf("this process may still run on its programs' core %d", core)
	}
	if fd := claimCore(core); fd >= 0 {
		unix.Close(fd)
		t.Errorf("core %d is not claimed", core)
	}
	if q := Place(1); q != nil {
		if slices.Contains(q.Cores(), core) {
			t.Errorf("core %d placed twice", core)
		}
		q.Close()
	}
	p.Close()
	if now := affinity(t); !now.IsSet(core) {
		t.Errorf("core %d not given back to this process", core)
	}
	fd := claimCore(core)
	if fd < 0 {
		t.Errorf("core %d still claimed after Close", core)
	} else {
		unix.Close(fd)
	}
}
