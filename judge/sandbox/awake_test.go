//go:build linux

package sandbox_test

import (
	"os"
	"runtime"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// TestKeepAwakeHolders: the keeper's P is added once for all its holders
// and given back with the last; a garbage collection (a stop of the world,
// which must get every P) completes while it waits.
func TestKeepAwakeHolders(t *testing.T) {
	p := runtime.GOMAXPROCS(0)
	first := sandbox.KeepAwake()
	if got := runtime.GOMAXPROCS(0); got != p+1 {
		t.Fatalf("GOMAXPROCS %d while kept awake, want %d", got, p+1)
	}
	second := sandbox.KeepAwake()
	for range 3 {
		runtime.GC()
	}
	first()
	first() // once
	if got := runtime.GOMAXPROCS(0); got != p+1 {
		t.Fatalf("GOMAXPROCS %d with one holder left, want %d", got, p+1)
	}
	second()
	if got := runtime.GOMAXPROCS(0); got != p {
		t.Fatalf("GOMAXPROCS %d after the last holder, want %d", got, p)
	}
}

// TestKeepAwakeQuiet: a process that waits with every P idle and then
// makes a system call, again and again, as the judge does between its
// programs' ends, wakes its runtime's monitor at its shortest pace after
// every wait; kept awake, it does not. Counted as the process's
// voluntary context switches, alternating, over the same waits.
func TestKeepAwakeQuiet(t *testing.T) {
	const cycles = 25
	// A timer outside the runtime (a Go timer would set how long the
	// monitor sleeps): a timerfd every 15 ms, read through the poller.
	fd, err := unix.TimerfdCreate(unix.CLOCK_MONOTONIC, unix.TFD_NONBLOCK|unix.TFD_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	tick := os.NewFile(uintptr(fd), "timerfd")
	defer tick.Close()
	every := unix.NsecToTimespec((15 * time.Millisecond).Nanoseconds())
	if err := unix.TimerfdSettime(fd, 0, &unix.ItimerSpec{Interval: every, Value: every}, nil); err != nil {
		t.Fatal(err)
	}
	waits := func() int {
		before := switches(t, os.Getpid())
		var b [8]byte
		for range cycles {
			if _, err := tick.Read(b[:]); err != nil { // every P idle meanwhile; the read is a call the runtime sees
				t.Fatal(err)
			}
			for start := time.Now(); time.Since(start) < 3*time.Millisecond; { // then 3 ms of work, as the judge's after a program's end
			}
		}
		return switches(t, os.Getpid()) - before
	}
	var plain, kept int
	for range 2 {
		plain += waits()
		release := sandbox.KeepAwake()
		kept += waits()
		release()
	}
	t.Logf("context switches over %d waits: %d, kept awake %d", 2*cycles, plain, kept)
	if kept*4 > plain*3 {
		t.Errorf("kept awake, the process switched %d times over %d waits, against %d: want a quarter fewer at least", kept, 2*cycles, plain)
	}
}
