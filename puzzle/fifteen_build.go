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

// digitWeights is each digit's weight in the rank of k cells.
func digitWeights(k int) (w [16]int) {
	for i := range k {
		w[i] = patternSize(k) / patternSize(i+1)
	}
	return w
}

// selectBit is the cell of the set bit of m (16 bits) that has n set bits
// below it.
func selectBit(m uint32, n int) int8 {
	low := bits.OnesCount8(uint8(m))
	if n < low {
		return selectByte[uint8(m)][n]
	}
	return 8 + selectByte[uint8(m>>8)][n-low]
}

// selectByte[b][n] is the place of b's set bit with n set bits below it.
var selectByte = func() (t [256][8]int8) {
	for b := range 256 {
		n := 0
		for i := range 8 {
			if b>>i&1 != 0 {
				t[b][n] = int8(i)
				n++
			}
		}
	}
	return t
}()

// rankStep is how rankCells' rank changes when pattern tile j moves from
// cell c to the free neighbour to; occ holds the pattern's cells, at the
// tile at each cell (-1 none), weight each digit's weight. Tile j's digit
// is its cell less the earlier tiles' cells below it, so a move sideways
// changes it by one and nothing else; a move up or down passes the three
// cells between: tile j's digit changes by 4 less the earlier tiles
// there, and each later tile there loses tile j below it (down: its
// digit grows by one) or gains it (up).
func rankStep(j int, c, to int8, occ uint32, at *[16]int8, weight *[16]int) int {
	switch to - c {
	case 1:
		return weight[j]
	case -1:
		return -weight[j]
	}
	lo := min(c, to)
	between := occ >> uint(lo+1) & 7
	d, later := 4, 0
	for between != 0 {
		i := int(at[int(lo)+1+bits.TrailingZeros32(between)])
		between &= between - 1
		if i < j {
			d--
		} else {
			later += weight[i]
		}
	}
	if to > c {
		return weight[j]*d + later
	}
	return -weight[j]*d - later
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
	workers := max(1, runtime.GOMAXPROCS(0))
	weight := digitWeights(k)
	const chunk = 1 << 14
	// marks[d%2] has a bit for each chunk of placements holding a state of
	// layer d: a layer skips the chunks without one (the first and last
	// layers are small, and scanning 2 GB for them cost a second each).
	var marks [2][]uint32
	for i := range marks {
		marks[i] = make([]uint32, (n/chunk+32)/32)
	}
	mark := func(m []uint32, q int) {
		c := q / chunk
		if atomic.LoadUint32(&m[c/32])&(1<<uint(c%32)) == 0 {
			atomic.OrUint32(&m[c/32], 1<<uint(c%32))
		}
	}
	g := rankCells(goal[:k])
	state[g] = spread(region(1<<15, ^occ&0xffff)) // code 1, depth 0
	mark(marks[0], g)
	var failed atomic.Value
	for d := 0; ; d++ {
		a := uint32(1 + d%2) // this layer's code; the next one's is 3-a
		b := 3 - a
		var next atomic.Uint32
		var at64 atomic.Int64
		these, nextMarks := marks[d%2], marks[(d+1)%2]
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var cells, at [16]int8 // the cell of each pattern tile; the tile at each cell
				var digit [16]int
				found := uint32(0)
				for {
					lo := int(at64.Add(chunk)) - chunk
					if lo >= n {
						break
					}
					if c := lo / chunk; atomic.LoadUint32(&these[c/32])&(1<<uint(c%32)) == 0 {
						continue
					}
					hi := min(lo+chunk, n)
					for i, x := k-1, lo; i >= 0; i-- {
						digit[i], x = x%(16-i), x/(16-i)
					}
					for p := lo; p < hi; p++ {
						if p > lo { // the next placement's digits
							i := k - 1
							for digit[i]++; digit[i] == 16-i && i > 0; i-- {
								digit[i] = 0
								digit[i-1]++
							}
						}
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
						occ, md := uint32(0), 0
						at = [16]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
						for j := 0; j < k; j++ {
							c := selectBit(^occ&0xffff, digit[j])
							cells[j], at[c] = c, int8(j)
							occ |= 1 << uint(c)
							md += cellDistance(c, goal[j])
						}
						for j, c := range cells[:k] {
							into := cellNeighbours[c] & fm
							for into != 0 {
								to := int8(bits.TrailingZeros32(into))
								into &= into - 1
								var q int
								switch to - c {
								case 1:
									q = p + weight[j]
								case -1:
									q = p - weight[j]
								default:
									q = p + rankStep(j, c, to, occ, &at, &weight)
								}
								if atomic.LoadUint32(&state[q])>>(2*uint(c))&3 != 0 {
									continue
								}
								reg := region(1<<uint(c), ^(occ^1<<uint(c)^1<<uint(to))&0xffff)
								old := atomic.OrUint32(&state[q], spread(reg)*b)
								if old>>(2*uint(c))&3 != 0 {
									continue
								}
								found++
								mark(nextMarks, q)
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
		clear(these)
		if buildProgress != nil {
			buildProgress(tiles, d+1, next.Load())
		}
		if next.Load() == 0 {
			break
		}
	}
	state = nil
	runtime.GC() // the 2 GB of states go before the table is copied out
	out := make([]byte, (n+1)/2)
	for i := range out {
		out[i] = byte(nib[i/4] >> (8 * uint(i%4)))
	}
	return out, nil
}

// buildProgress, when set, hears of each layer: the (placement, region)
// states first reached at that depth (the tests' log of a long build).
var buildProgress func(tiles []uint8, depth int, states uint32)
