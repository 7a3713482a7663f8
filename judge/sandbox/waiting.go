package sandbox

import (
	"fmt"
	"strings"
	"time"
)

// maxStretch bounds how far a starved run's wall limit may stretch.
const maxStretch = 10

// Waiting is what the kernel says about a run at its wall limit. Start,
// Ending, Running, RunDelay, Blocked and Idle() add up to Wall; CPU is summed over
// the program's tasks and may pass the wall clock on many cores.
type Waiting struct {
	Source string        // what measured it: "schedstat", "schedstat, delay accounting"
	Wall   time.Duration // wall clock since the judge let the program start
	Start  time.Duration // before the program was exec'd: the judge starting it
	// Ending is the time after the program's tasks had all ended until the
	// judge had its outcome (its parent reaping it, the server replying:
	// on a busy machine they too wait for a core), and, when the read
	// before its end found it held by the machine (runnable, blocked on
	// I/O or on the judge's pipe), the time from that read less the CPU
	// time it ran: the reads did not see how that time was split between
	// waiting and ending, and neither is the program's.
	Ending   time.Duration
	CPU      time.Duration // CPU time of the program's tasks, summed
	Running  time.Duration // wall time the program ran, as a whole
	RunDelay time.Duration // wall time it waited for a core the machine did not give it
	Blocked  time.Duration // wall time it was blocked on block I/O (delay accounting) or on the judge's pipes
	// Own is the part of the idle time its tasks were runnable but waited
	// by their own doing: behind the program's other threads (more than its
	// cores) or at a priority it lowered itself; Lowered says it did that.
	Own     time.Duration
	Lowered bool
	// AtLimit is the part of the idle time it was blocked on I/O while its
	// group was at its own memory limit: paging in again what the kernel
	// took from it to make room for its memory (its own doing).
	AtLimit time.Duration
	// MajorFaults of the program's tasks, as the reads last saw each (a
	// task that ended unread is not counted); IOStall and MemoryStall the
	// "full" pressure stall (PSI) from the judge's first read of the run's
	// tasks (its first tick) to its last, of the run's group on
	// cgroup v2, of the whole machine on v1: context for the report, not
	// the program's measure (another process's stall is not this one's).
	// Asleep is where its tasks were at the reads that found none of them
	// runnable, most often first ("S hrtimer_nanosleep 12×"): what its idle
	// time was spent on, as far as the reads saw.
	Asleep string
	// Reads is how many times the judge read the program's tasks, MaxGap
	// the longest time between two of them (from the run's start): reads
	// far apart (the judge itself kept waiting) see less of what happened.
	Reads                int
	MaxGap               time.Duration
	MajorFaults          int64
	IOStall, MemoryStall time.Duration
	PressureOf           string // "machine" or "group"; "" when PSI is not kept
}

// Idle is the wall time the program spent neither running nor waiting for
// the machine: its own sleeping and waiting.
func (w Waiting) Idle() time.Duration {
	return max(w.Wall-w.Start-w.Ending-w.Running-w.RunDelay-w.Blocked, 0)
}

// Took is the wall time the machine and the judge took from the run.
func (w Waiting) Took() time.Duration { return w.Start + w.Ending + w.RunDelay + w.Blocked }

// own is what the wall clock would have shown on an idle machine.
func (w Waiting) own() time.Duration { return max(w.Wall-w.Took(), 0) }

// stretch says how much longer a run at its wall limit may go on: the part
// of the limit the machine took from it, while the total stays within
// maxStretch × limit. 0 means kill now.
func (w Waiting) stretch(limit time.Duration) time.Duration {
	if w.own() >= limit || w.Wall >= maxStretch*limit {
		return 0
	}
	return min(max(limit-w.own(), 20*time.Millisecond), maxStretch*limit-w.Wall)
}

// Machine says what the machine and the judge took from the run, for a
// report: "waiting for a core 2.1 s, blocked on I/O 0.3 s".
func (w Waiting) Machine() string {
	var parts []string
	if w.Start >= 50*time.Millisecond {
		parts = append(parts, fmt.Sprintf("starting %.1f s", w.Start.Seconds()))
	}
	if w.Ending >= 50*time.Millisecond {
		parts = append(parts, fmt.Sprintf("ending %.1f s", w.Ending.Seconds()))
	}
	parts = append(parts, fmt.Sprintf("waiting for a core %.1f s", w.RunDelay.Seconds()))
	if w.Blocked > 0 || strings.Contains(w.Source, "delay accounting") {
		parts = append(parts, fmt.Sprintf("blocked on I/O %.1f s", w.Blocked.Seconds()))
	}
	return strings.Join(parts, ", ")
}

// String is the whole account, its parts adding up to the wall clock.
func (w Waiting) String() string {
	s := fmt.Sprintf("wall %.1f s: running %.1f s, %s, idle %.1f s", w.Wall.Seconds(), w.Running.Seconds(), w.Machine(), w.Idle().Seconds())
	var of []string
	if w.Own >= 50*time.Millisecond {
		of = append(of, fmt.Sprintf("%.1f s of it %s", w.Own.Seconds(), w.ownWhy()))
	}
	if w.AtLimit >= 50*time.Millisecond {
		of = append(of, fmt.Sprintf("%.1f s of it blocked on I/O at its own memory limit", w.AtLimit.Seconds()))
	}
	if len(of) > 0 {
		s += " (" + strings.Join(of, "; ") + ")"
	}
	s += fmt.Sprintf("; CPU %.1f s", w.CPU.Seconds())
	if a := w.asleep(); a != "" {
		s += "; " + a
	}
	s += w.gaps()
	if w.MajorFaults > 0 {
		s += fmt.Sprintf(", %d major faults", w.MajorFaults)
	}
	if w.PressureOf != "" && (w.IOStall >= 50*time.Millisecond || w.MemoryStall >= 50*time.Millisecond) {
		s += fmt.Sprintf("; the %s stalled on I/O %.1f s, on memory %.1f s", w.PressureOf, w.IOStall.Seconds(), w.MemoryStall.Seconds())
	}
	return s + " (" + w.Source + ")"
}

// OwnPart says what was the program's of a run the machine kept waiting: "its
// own: running 0.2 s, idle 4.1 s (asleep at reads: S do_wait 3×)".
func (w Waiting) OwnPart() string {
	s := fmt.Sprintf("its own: running %.1f s, idle %.1f s", w.Running.Seconds(), w.Idle().Seconds())
	if a := w.asleep(); a != "" {
		s += " (" + a + ")"
	}
	return s + w.gaps()
}

// asleep says where the program was at the reads that found it asleep,
// when its idle time is worth naming: "asleep at reads: S do_wait 3×".
func (w Waiting) asleep() string {
	if w.Asleep == "" || w.Idle() < 50*time.Millisecond {
		return ""
	}
	return "asleep at reads: " + w.Asleep
}

func (w Waiting) ownWhy() string {
	if w.Lowered {
		return "runnable at a priority it lowered itself"
	}
	return "runnable behind its own threads"
}

// gaps says how far apart the judge's reads were, when one gap reached a
// second: "; read 9 times, at most 5.2 s apart".
func (w Waiting) gaps() string {
	if w.MaxGap < time.Second {
		return ""
	}
	return fmt.Sprintf("; read %d times, at most %.1f s apart", w.Reads, w.MaxGap.Seconds())
}
