package puzzle

import (
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// Building one pattern's table. The state space of a pattern of k tiles is
// its placements (16!/(16-k)! of them) and the blank's cell; the blank's
// moves over cells no pattern tile holds cost nothing, so the blank's cell
// matters only up to its region (the connected cells free of pattern tiles
// it stands in) and the search is a breadth-first one over (placement,
// region), a move of a pattern tile into the region costing one.
//
// Each state takes 2 bits, one pair per (placement, cell): 0 not reached,
// 1 or 2 in the layer being expanded or the next one (alternately), 3
// expanded. A placement's word of 32 bits holds its 16 cells; a region is
// set whole, so the cells reached are always a union of regions. For the
// 8-tile pattern that is 16!/8! words, 2.08 GB, for as long as the build
// runs; the table kept is 4 bits a placement.
//
// The table holds (value − m)/2, m the Manhattan distance of the pattern's
// tiles: a move of a pattern tile changes m by one, so the value and m
// have one parity, the value is at least m, and half the difference fits
// in 4 bits (the build fails if it ever does not).

// patternSize is the number of placements of k tiles on 16 cells.
func patternSize(k int) int {
	n := 1
	for i := 0; i < k; i++ {
		n *= 16 - i
	}
	return n
}

// rankCells ranks k distinct cells as a partial permutation of 16.
func rankCells(p []int8) int {
	idx, used := 0, uint32(0)
	for i, c := range p {
		idx = idx*(16-i) + int(c) - bits.OnesCount32(used&(1<<uint(c)-1))
		used |= 1 << uint(c)
	}
	return idx
}

// unrankCells is rankCells' inverse.
func unrankCells(idx int, p []int8) {
	k := len(p)
	var digit [16]int
	for i := k - 1; i >= 0; i-- {
		r := 16 - i
		digit[i] = idx % r
		idx /= r
	}
	free := uint32(0xffff)
	for i := 0; i < k; i++ {
		f := free
		for d := digit[i]; d > 0; d-- {
			f &= f - 1
		}
		c := bits.TrailingZeros32(f)
		p[i] = int8(c)
		free &^= 1 << uint(c)
	}
}

// cellNeighbours is each cell's neighbours as a mask.
var cellNeighbours = func() (n [16]uint32) {
	for c := 0; c < 16; c++ {
		r, col := c/4, c%4
		if r > 0 {
			n[c] |= 1 << (c - 4)
		}
		if r < 3 {
			n[c] |= 1 << (c + 4)
		}
		if col > 0 {
			n[c] |= 1 << (c - 1)
		}
		if col < 3 {
			n[c] |= 1 << (c + 1)
		}
	}
	return n
}()

// region is the set of cells of free reachable from seed (a cell of free).
func region(seed, free uint32) uint32 {
	m := seed
	for {
		n := (m | m<<1&0xeeee | m>>1&0x7777 | m<<4 | m>>4) & free
		if n == m {
			return m
		}
		m = n
	}
}

// spread puts bit i of a 16-bit mask at bit 2i.
func spread(x uint32) uint32 {
	x = (x | x<<8) & 0x00ff00ff
	x = (x | x<<4) & 0x0f0f0f0f
	x = (x | x<<2) & 0x33333333
	return (x | x<<1) & 0x55555555
}

// compact is spread's inverse (bits at odd places dropped).
func compact(x uint32) uint32 {
	x &= 0x55555555
	x = (x | x>>1) & 0x33333333
	x = (x | x>>2) & 0x0f0f0f0f
	x = (x | x>>4) & 0x00ff00ff
	return (x | x>>8) & 0xffff
}

// cellDistance is the taxicab distance between two cells.
func cellDistance(a, b int8) int { return abs(int(a/4-b/4)) + abs(int(a%4-b%4)) }

// buildPattern computes one pattern's table (see above), 4 bits a
// placement, low nibble first, with all of GOMAXPROCS.
func buildPattern(tiles []uint8) ([]byte, error) {
	k := len(tiles)
	n := patternSize(k)
	state := make([]uint32, n)
	nib := make([]uint32, (n+7)/8)
	var goal [16]int8
	for j, t := range tiles {
		goal[j] = int8(t - 1)
	}
	occ := uint32(0)
	for _, c := range goal[:k] {
		occ |= 1 << uint(c)
	}
	state[rankCells(goal[:k])] = spread(region(1<<15, ^occ&0xffff)) // code 1, depth 0
	workers := max(1, runtime.GOMAXPROCS(0))
	const chunk = 1 << 14
	var failed atomic.Value
	for d := 0; ; d++ {
		a := uint32(1 + d%2) // this layer's code; the next one's is 3-a
		b := 3 - a
		var next atomic.Uint32
		var at atomic.Int64
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var cells [16]int8
				found := uint32(0)
				for {
					lo := int(at.Add(chunk)) - chunk
					if lo >= n {
						break
					}
					for p := lo; p < min(lo+chunk, n); p++ {
						word := atomic.LoadUint32(&state[p])
						l, h := word&0x55555555, word>>1&0x55555555
						var cur uint32
						if a == 1 {
							cur = l &^ h
						} else {
							cur = h &^ l
						}
						if cur == 0 {
							continue
						}
						fm := compact(cur)
						unrankCells(p, cells[:k])
						occ, md := uint32(0), 0
						for j, c := range cells[:k] {
							occ |= 1 << uint(c)
							md += cellDistance(c, goal[j])
						}
						for j, c := range cells[:k] {
							into := cellNeighbours[c] & fm
							for into != 0 {
								to := int8(bits.TrailingZeros32(into))
								into &= into - 1
								cells[j] = to
								q := rankCells(cells[:k])
								cells[j] = c
								if atomic.LoadUint32(&state[q])>>(2*uint(c))&3 != 0 {
									continue
								}
								reg := region(1<<uint(c), ^(occ^1<<uint(c)^1<<uint(to))&0xffff)
								old := atomic.OrUint32(&state[q], spread(reg)*b)
								if old>>(2*uint(c))&3 != 0 {
									continue
								}
								found++
								if old != 0 {
									continue
								}
								m := md - cellDistance(c, goal[j]) + cellDistance(to, goal[j])
								delta := (d + 1 - m) / 2
								if delta < 0 || delta > 15 || (d+1-m)%2 != 0 {
									failed.Store(fmt.Errorf("pattern %v: placement %d at %d moves, Manhattan %d: not 4 bits", tiles, q, d+1, m))
									continue
								}
								atomic.OrUint32(&nib[q/8], uint32(delta)<<(4*uint(q%8)))
							}
						}
						atomic.OrUint32(&state[p], cur*3)
					}
				}
				next.Add(found)
			}()
		}
		wg.Wait()
		if err, _ := failed.Load().(error); err != nil {
			return nil, err
		}
		if buildProgress != nil {
			buildProgress(tiles, d+1, next.Load())
		}
		if next.Load() == 0 {
			break
		}
	}
	state = nil
	out := make([]byte, (n+1)/2)
	for i := range out {
		out[i] = byte(nib[i/4] >> (8 * uint(i%4)))
	}
	return out, nil
}

// buildProgress, when set, hears of each layer: the (placement, region)
// states first reached at that depth (the tests' log of a long build).
var buildProgress func(tiles []uint8, depth int, states uint32)
