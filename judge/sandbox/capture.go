package sandbox

import (
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// stderrHead is how much of a captured standard error a Result keeps.
const stderrHead = 4 << 10

// captureGrace is how long a run waits, once its program has ended, for
// the ends of its captured pipes that other processes still hold.
const captureGrace = 200 * time.Millisecond

// endedGrace bounds that wait when the run's cgroup held every process of
// it: they have all ended, so its pipes are at their end and what is left
// in them only waits for the judge to read it, which on a busy machine
// can take more than captureGrace (a right answer was once judged WA
// "empty output" at load 80, its bytes still in the pipe). Only a bound.
const endedGrace = 30 * time.Second

// capture reads a run's standard output and error from pipes (Config.
// Capture): no file is made for them, which on a journaled file system
// costs more than the run of a small program. Output past the limit ends
// the run (OutputLimit), as RLIMIT_FSIZE does for files.
type capture struct {
	outR, outW, errR, errW *os.File
	limit                  int64
	out, errHead           []byte
	total                  atomic.Int64 // bytes of both, for the limit
	over                   chan struct{}
	overOnce               sync.Once
	readers                atomic.Int32  // still reading
	read                   chan struct{} // closed when both readers are done
}

func newCapture(limit int64) (*capture, error) {
	c := &capture{limit: limit, over: make(chan struct{}), read: make(chan struct{})}
	var err error
	if c.outR, c.outW, err = capturePipe(); err != nil {
		return nil, err
	}
	if c.errR, c.errW, err = capturePipe(); err != nil {
		c.outR.Close()
		c.outW.Close()
		return nil, err
	}
	c.readers.Store(2)
	go c.copy(c.outR, &c.out, -1)
	go c.copy(c.errR, &c.errHead, stderrHead)
	return c, nil
}

// copyBufs are the readers' buffers: two a run, which a judging of many
// short runs would otherwise allocate and clear for every one.
var copyBufs = sync.Pool{New: func() any { b := make([]byte, 64<<10); return &b }}

// copy keeps up to keep bytes (-1: up to the limit) of r in *into.
func (c *capture) copy(r *os.File, into *[]byte, keep int) {
	defer func() {
		if c.readers.Add(-1) == 0 {
			close(c.read)
		}
	}()
	bp := copyBufs.Get().(*[]byte)
	defer copyBufs.Put(bp)
	buf := *bp
	for {
		n, err := r.Read(buf)
		if n > 0 {
			if t := c.total.Add(int64(n)); c.limit > 0 && t > c.limit {
				c.overOnce.Do(func() { close(c.over) })
				return // the writer gets EPIPE or SIGPIPE until the judge kills it
			}
			if keep < 0 || len(*into) < keep {
				m := n
				if keep >= 0 {
					m = min(n, keep-len(*into))
				}
				*into = append(*into, buf[:m]...)
			}
		}
		if err != nil {
			return
		}
	}
}

// started drops the judge's copies of the write ends, once the program
// (or its helper) has its own: end of file then means the program's tree
// has closed them.
func (c *capture) started() {
	c.outW.Close()
	c.errW.Close()
}

// finish waits for the readers. A process that escaped the kill (only
// possible without cgroups) may hold a pipe open: after grace the read
// ends are closed and what was read so far is kept.
func (c *capture) finish(grace time.Duration) {
	c.started() // again, in case the program never started
	select {
	case <-c.read: // usually so: the program's tree has ended
	default:
		t := time.NewTimer(grace)
		select {
		case <-c.read:
		case <-t.C:
			c.outR.Close()
			c.errR.Close()
			<-c.read
		}
		t.Stop()
	}
	c.outR.Close()
	c.errR.Close()
}

// exceeded says whether the output went over the limit.
func (c *capture) exceeded() bool {
	select {
	case <-c.over:
		return true
	default:
		return false
	}
}
