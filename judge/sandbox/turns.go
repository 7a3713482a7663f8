package sandbox

import (
	"context"
	"sync"
)

// Turns are the places among the programs running at once (Config.Running):
// a run takes one just before its program starts and gives it back once
// the program has ended, so that the set-up and clean-up around programs
// overlap other programs. A turn may come with a core of its own, which
// its program is kept on (Placement): a program then never shares its core
// with the judge's work or with another program.
type Turns struct {
	free  chan int // the free turns' cores (-1: none)
	cores []int    // the turns' cores
}

// NewTurns makes n turns; cores, when given, are theirs (one each, the
// first len(cores) turns).
func NewTurns(n int, cores []int) *Turns {
	t := &Turns{free: make(chan int, n)}
	for i := range n {
		core := -1
		if i < len(cores) {
			core = cores[i]
			t.cores = append(t.cores, core)
		}
		t.free <- core
	}
	return t
}

// Cores are the turns' cores (none for a nil Turns).
func (t *Turns) Cores() []int {
	if t == nil {
		return nil
	}
	return t.cores
}

// Len is how many turns there are.
func (t *Turns) Len() int { return cap(t.free) }

// Take waits for a turn (a nil Turns has one always free, without a
// core). release gives it back, once however often it is called.
func (t *Turns) Take(ctx context.Context) (core int, release func(), err error) {
	if t == nil {
		return -1, func() {}, nil
	}
	select {
	case core = <-t.free:
	case <-ctx.Done():
		return -1, nil, ctx.Err()
	}
	var once sync.Once
	return core, func() { once.Do(func() { t.free <- core }) }, nil
}

// Taken is how many turns are taken now.
func (t *Turns) Taken() int { return cap(t.free) - len(t.free) }
