//go:build linux

package sandbox

import (
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The judge's runtime monitor kept from its deep sleep while it judges.
//
// While a judging runs, the judge mostly waits: for its servers' replies
// and its programs' output, in the runtime's poller, with every P idle.
// The Go runtime's monitor thread (sysmon) then sleeps deeply, and the
// first system call the judge makes after each wait wakes it at its
// shortest pace (every 20 µs for a millisecond, then backing off to 10
// ms). Under emulation (scripts/vmcheck.sh, TCG) each wake-up is a context
// switch of ~120 µs on a core a program runs on: 14,000 of them in one
// judging of eight's 339 tests, a tenth of the judge's CPU there
// (BENCHMARKS.md, tenth and eleventh rounds).
//
// KeepAwake holds one more P than the judge had in a raw ppoll(2), which
// the runtime sees as running code: the monitor never finds every P idle,
// never sleeps deeply, and stays at its 10 ms pace. A raw call has no
// hooks to wake anything. The monitor asks a goroutine that has run 10 ms
// to yield by a signal (SIGURG), which ends the ppoll; the keeper then
// yields at its next call (keepWait) and waits again, about every 20 ms.
// A stop of the world (a garbage collection's) is asked the same way and
// is not held up: a keeper that blocked the signal during its wait held
// every collection up to the wait's end, and judged eight 20 % slower on
// the host. With asynchronous preemption turned off (GODEBUG
// asyncpreemptoff=1) nothing would end the wait: no keeper then.

var awake struct {
	mu   sync.Mutex
	n    int          // holders
	done *atomic.Bool // the running keeper's stop
	prev int          // GOMAXPROCS before it
}

// KeepAwake starts the keeper, or counts one more holder of the running
// one; release (once) ends it with its last holder and gives back its P.
func KeepAwake() (release func()) {
	if preemptOff() {
		return func() {}
	}
	awake.mu.Lock()
	defer awake.mu.Unlock()
	if awake.n++; awake.n == 1 {
		awake.prev = runtime.GOMAXPROCS(0)
		runtime.GOMAXPROCS(awake.prev + 1)
		done := new(atomic.Bool)
		awake.done = done
		go keep(done)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			awake.mu.Lock()
			defer awake.mu.Unlock()
			if awake.n--; awake.n == 0 {
				awake.done.Store(true)
				// A stop of the world: the keeper is asked to yield, and
				// then sees that it is done.
				runtime.GOMAXPROCS(awake.prev)
			}
		})
	}
}

// keep waits until done.
func keep(done *atomic.Bool) {
	for !done.Load() {
		keepWait()
	}
}

// keepWait waits by a raw ppoll for a second or until a signal. A call of
// its own, not inlined and not a leaf (which the compiler would exempt):
// its stack check is where a keeper asked to yield does.
//
//go:noinline
func keepWait() {
	ts := unix.Timespec{Sec: 1}
	unix.RawSyscall6(unix.SYS_PPOLL, 0, 0, uintptr(unsafe.Pointer(&ts)), 0, 0, 0)
}

// preemptOff says whether GODEBUG turns asynchronous preemption off.
func preemptOff() bool {
	off := false
	for _, kv := range strings.Split(os.Getenv("GODEBUG"), ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(kv), "="); ok && k == "asyncpreemptoff" {
			off = v == "1"
		}
	}
	return off
}
