package judge

import (
	"fmt"
	"runtime"
	"sync"
	"time"
)

// The margins (marginFailure) are CPU times, and the machine's speed is
// not fixed: on the 2-core VM the pack's margins were set on, the same
// binaries ran a third slower an hour later, code unchanged, and verify
// failed on margins alone. So verify measures the machine's speed on a
// fixed workload, calibrationWork, before and after judging a problem's
// programs, and judges the margins on CPU times scaled by how much slower
// (or faster) than the reference machine it ran: a margin is the
// program's CPU time as a share of the limit on the reference machine,
// wherever verify runs. The scale is printed with the margins.

// referenceCalibration is calibrationWork's CPU time on the reference
// machine: the 2-core KVM guest (Xeon, family 6 model 207) the pack's
// limits and margins were set on, at its fastest. Taken as verify takes
// it (the least of calibrationReps runs), it ran in 163-245 ms at load
// 30 to 90; 160 ms is the least seen, rounded down: the strictest choice,
// as a smaller reference scales every margin up.
const referenceCalibration = 160 * time.Millisecond

// maxSpeedScale is the most verify scales margins by: on a slower
// machine they are judged as if it were only this much slower (stricter
// than its speed), since past it a scaled half-limit margin would let
// programs that use three quarters of the limit here pass. A program that
// misses a margin there makes the margins check fail naming the speed
// (marginsCheck); programs that all hold there pass it.
const maxSpeedScale = 1.5

// calibrationReps is how many times each calibration runs the workload;
// the least time counts (the machine's speed, not a moment's load).
const calibrationReps = 3

// Speed is how fast verify found the machine for one problem.
type Speed struct {
	// CalibrationMS is calibrationWork's CPU time here: the slower of the
	// calibrations before and after the programs, each the least of its runs.
	CalibrationMS float64 `json:"calibration_ms"`
	// ReferenceMS is its CPU time on the reference machine.
	ReferenceMS float64 `json:"reference_ms"`
	// Scale is CalibrationMS / ReferenceMS: the margins' CPU times are
	// divided by it (1 where the thread CPU time cannot be measured).
	Scale float64 `json:"scale"`
}

// newSpeed is the speed of a machine that ran the calibration in
// before and after (0: not measured here, the scale is 1).
func newSpeed(before, after time.Duration) Speed {
	ref := float64(referenceCalibration) / float64(time.Millisecond)
	here := float64(max(before, after)) / float64(time.Millisecond)
	s := Speed{CalibrationMS: here, ReferenceMS: ref, Scale: 1}
	if here > 0 {
		s.Scale = here / ref
	}
	return s
}

// marginScale is the scale the margins are judged at: never past
// maxSpeedScale, so that a machine too slow to judge them on (tooSlow)
// loosens no program's margin either.
func (s Speed) marginScale() float64 { return min(s.Scale, maxSpeedScale) }

// tooSlow says why a margin missed at this speed may be the machine's
// doing (it is past maxSpeedScale), or "".
func (s Speed) tooSlow() string {
	if s.Scale <= maxSpeedScale {
		return ""
	}
	return fmt.Sprintf("this machine ran the calibration in %.0f ms CPU, %.2f× the reference machine's %.0f ms: past %.1f×, a missed margin may be the machine's (too slow or too loaded)",
		s.CalibrationMS, s.Scale, s.ReferenceMS, maxSpeedScale)
}

// String is the speed as the margins check prints it.
func (s Speed) String() string {
	if s.CalibrationMS == 0 {
		return "CPU times as measured (no per-thread CPU time here to calibrate)"
	}
	return fmt.Sprintf("times ×%.2f for this machine's speed (calibration %.0f ms CPU here, %.0f ms on the reference machine)",
		s.Scale, s.CalibrationMS, s.ReferenceMS)
}

// measureSpeed runs calibrationWork calibrationReps times on each of
// threads threads at once (verify runs programs side by side) and returns
// the least thread CPU time, or 0 where it cannot be measured.
func measureSpeed(threads int) time.Duration {
	if _, ok := threadCPUTime(); !ok {
		return 0
	}
	var mu sync.Mutex
	least := time.Duration(0)
	var wg sync.WaitGroup
	for range max(threads, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			w := newCalibrationWork()
			for range calibrationReps {
				start, _ := threadCPUTime()
				w.run()
				end, _ := threadCPUTime()
				mu.Lock()
				if d := end - start; least == 0 || d < least {
					least = d
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return least
}

// calibrationWork is what the pack's programs do most: a breadth-first
// search over every eight-puzzle board reachable from the goal (181,440),
// boards as nine nibbles in an open-addressing table of 8 MiB (the cache
// misses of a dict, a set or a visited array), then a merge sort of 2^20
// numbers (16 MiB, as the inversion counts of cube and mn-puzzle). Its
// memory is allocated before the clock starts; run clears it.
type calibrationWork struct {
	table, queue, a, b []uint64
	sum                uint64 // a checksum: the same work every run
}

const (
	calibrationSlots  = 1 << 20
	calibrationBoards = 181440
	calibrationSort   = 1 << 20
)

func newCalibrationWork() *calibrationWork {
	return &calibrationWork{
		table: make([]uint64, calibrationSlots),
		queue: make([]uint64, calibrationBoards),
		a:     make([]uint64, calibrationSort),
		b:     make([]uint64, calibrationSort),
	}
}

func (w *calibrationWork) run() {
	clear(w.table)
	w.sum = w.search() + w.sort()
}

func (w *calibrationWork) search() uint64 {
	table, queue := w.table, w.queue
	insert := func(s uint64) bool {
		h := (s * 0x9E3779B97F4A7C15) >> 44 // 20 bits: calibrationSlots
		for {
			switch table[h] {
			case 0:
				table[h] = s
				return true
			case s:
				return false
			}
			h = (h + 1) & (calibrationSlots - 1)
		}
	}
	var goal uint64
	for i := range 9 {
		goal |= uint64((i+1)%9) << (4 * i)
	}
	insert(goal)
	queue[0] = goal
	head, tail := 0, 1
	var sum uint64
	for head < tail {
		s := queue[head]
		head++
		z := 0
		for (s>>(4*z))&15 != 0 {
			z++
		}
		for _, to := range [4]int{z - 3, z + 3, z - 1, z + 1} {
			if to < 0 || to > 8 || (to == z-1 || to == z+1) && to/3 != z/3 {
				continue
			}
			n := s&^(15<<(4*to)) | (s>>(4*to))&15<<(4*z)
			if insert(n) {
				queue[tail] = n
				tail++
				sum += n
			}
		}
	}
	return sum + uint64(tail)
}

func (w *calibrationWork) sort() uint64 {
	a, b := w.a, w.b
	x := uint64(88172645463325252)
	for i := range a {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		a[i] = x >> 32
	}
	n := len(a)
	for width := 1; width < n; width *= 2 {
		for lo := 0; lo < n; lo += 2 * width {
			mid, hi := min(lo+width, n), min(lo+2*width, n)
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if a[i] <= a[j] {
					b[k] = a[i]
					i++
				} else {
					b[k] = a[j]
					j++
				}
				k++
			}
			k += copy(b[k:], a[i:mid])
			copy(b[k:], a[j:hi])
		}
		a, b = b, a
	}
	return a[0] + a[n/2] + a[n-1]
}
