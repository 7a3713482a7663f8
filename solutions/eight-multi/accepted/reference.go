//go:build ignore

package main

// Reference for eight-multi (HDU 1043 "Eight", many puzzles until EOF):
// a table of every solvable board's first move (two bits a board, embedded
// below in the constant firstMoves) gives each board's whole answer: its
// first move, then the answer of the board that move reaches. An answer is
// worked out the first time its board is asked for, by following first
// moves until a board whose answer is known (the goal's is empty), and kept
// for the boards on the way; then it is spelled out. No search at run time.
//
// The first moves are those of a breadth-first search back from the goal
// (boards in queue order, the blank's moves in the order u d l r), which
// the previous reference ran at every start: its answers stay the same.
// scripts/reftables writes the table from that search, and its test holds
// this file to it.
//
// A board is one number, its cells (0 the blank) as base-9 digits, cell 0
// lowest, in three parts: cells 0..3, cell 4 and cells 5..8; a move is a
// multiply-add on each. Its index among the 181,440 solvable
// boards comes from two 6,561-entry tables (its first four and its last
// four cells) and one popcount (the middle cell): half its Lehmer rank with
// cells 6 and 7 taken in the other order (the last two cells of the order,
// 6 and 8, are two moves apart, so swapping them changes whether the goal
// can be reached, and ranks 2k and 2k+1 never both can). Each answer (31
// moves at most) is kept as one word, two bits a move, first move lowest, a
// 1 bit after the last (1.4 MB in all, so most reads hit the cache), and is
// spelled out by eight lookups in a 256-entry table.

import (
	"encoding/base64"
	"encoding/binary"
	"math/bits"
	"os"
	"runtime/debug"
	"syscall"
	"unsafe"
)

const (
	solvable = 181440
	quad     = 9 * 9 * 9 * 9 // boards of four cells, as base-9 numbers
)

var pow9 = [9]uint32{1, 9, 81, 729, 6561, 59049, 531441, 4782969, 43046721}

// head[c0+9c1+81c2+729c3]: the Lehmer digits of cells 0..3 times their
// factorials (each digit: the values below the cell's not in earlier cells).
// tail[c5+9c6+81c7+729c8]: those of cells 5, 7, 6, 8 in that order (each:
// the values below the cell in later ones) in the low 5 bits; above, the
// set of the four values. Cell 4's digit is the count of values below it
// among cells 5..8. Bit 31 of head and bit 14 of tail: the parity of the
// digits' sum plus the blank's cell if it is among the four; the board can
// reach the goal iff the parities of head, tail and cell 4's digit add to 1.
// headCells and tailCells: the four cells, 4 bits each.
var (
	head                 [quad]uint32
	tail                 [quad]uint16
	headCells, tailCells [quad]uint16
)

func tables() {
	fact := [9]uint32{40320, 5040, 720, 120, 24, 6, 2, 1, 1}
	for x := uint32(0); x < quad; x++ {
		var c [4]uint32
		seen, ok := uint32(0), true
		for i, y := 0, x; i < 4; i, y = i+1, y/9 {
			c[i] = y % 9
			if seen&(1<<c[i]) != 0 {
				ok = false
			}
			seen |= 1 << c[i]
		}
		if !ok {
			continue
		}
		headCells[x] = uint16(c[0] | c[1]<<4 | c[2]<<8 | c[3]<<12)
		tailCells[x] = headCells[x]
		used, r, sum := uint32(0), uint32(0), uint32(0)
		for i := 0; i < 4; i++ {
			d := c[i] - uint32(bits.OnesCount32(used&(1<<c[i]-1)))
			r += d * fact[i]
			sum += d
			if c[i] == 0 {
				sum += uint32(i)
			}
			used |= 1 << c[i]
		}
		head[x] = r | sum<<31
		s := [4]uint32{c[0], c[2], c[1], c[3]}
		r, sum = 0, 0
		for i := 0; i < 4; i++ {
			d := uint32(0)
			for j := i + 1; j < 4; j++ {
				if s[j] < s[i] {
					d++
				}
			}
			r += d * fact[5+i]
			sum += d
			if c[i] == 0 {
				sum += uint32(5 + i)
			}
		}
		tail[x] = uint16(r | seen<<5 | sum&1<<14)
	}
}

// index returns the board's index from its parts: cells 0..3 and 5..8 as
// base-9 numbers, and cell 4; ok is whether the goal can be reached.
func index(h, mid, t uint32) (i uint32, ok bool) {
	x, y := uint32(tail[t]), head[h]
	below := uint32(bits.OnesCount32(x >> 5 & (1<<mid - 1)))
	return (y&(1<<31-1) + x&31 + 24*below) >> 1, (y>>31^x>>14^below)&1 != 0
}

// moves[p]: the four moves of the blank at cell p, in the order u d l r
// (one off the board, never a first move, leaves the blank where it is).
var moves [9][4]move

type move struct {
	to uint64
	// The board's parts (cells 0..3, cell 4, cells 5..8 as base-9 numbers)
	// grow by these times the tile moved (mod 2³²).
	dh, dmid, dt uint32
}

// weight: the part of the board a cell is in, and its weight there.
func weight(c int) (part int, w uint32) {
	switch {
	case c < 4:
		return 0, pow9[c]
	case c == 4:
		return 1, 1
	}
	return 2, pow9[c-5]
}

func init() {
	for p := 0; p < 9; p++ {
		to := [4]int{p - 3, p + 3, p - 1, p + 1}
		ok := [4]bool{p >= 3, p < 6, p%3 != 0, p%3 != 2}
		for i := range to {
			if !ok[i] {
				to[i] = p
			}
			// The tile moves from to[i] to p.
			var d [3]uint32
			part, w := weight(p)
			d[part] += w
			part, w = weight(to[i])
			d[part] -= w
			moves[p][i] = move{uint64(to[i]), d[0], d[1], d[2]}
		}
	}
}

// cell is a token's value: 1..8 for a digit, 0 for the blank.
var cell [256]uint32

func init() {
	for c := '1'; c <= '8'; c++ {
		cell[c] = uint32(c - '0')
	}
}

// spell[x]: the letters of the four moves packed in the byte x, first lowest.
var spell [256]uint32

func init() {
	for x := range spell {
		for i := 0; i < 4; i++ {
			spell[x] |= uint32("udlr"[x>>(2*i)&3]) << (8 * i)
		}
	}
}

// unsolvable is the code of a board the goal cannot be reached from (a
// word no answer has: 31 moves take 63 bits with the stop bit).
const unsolvable = 1 << 63

// first[i/4] >> (2*(i%4)) & 3: the first move (u d l r) of the answer of
// the board of index i, decoded from firstMoves.
var first []byte

// known: the boards whose code is known, a bit each (22 KB, where the
// walk to a known board reads; code is read once that board is found).
var known [solvable/64 + 1]uint64

// look returns the code of the board with parts h, mid, t: its answer, two
// bits a move after the 1 bit that ends it, or unsolvable.
func look(code []uint64, h, mid, t uint32) uint64 {
	i, ok := index(h, mid, t)
	if !ok {
		return unsolvable
	}
	if known[i/64]>>(i%64)&1 != 0 {
		return code[i]
	}
	// The board as 4-bit cells; the blank's is the lowest zero.
	cells := uint64(headCells[h]) | uint64(mid)<<16 | uint64(tailCells[t])<<20
	p := uint64(bits.TrailingZeros64((cells-0x111111111)&^cells&0x888888888) / 4)
	var is [32]uint32
	var firsts [32]uint64
	k := 0
	for known[i/64]>>(i%64)&1 == 0 {
		f := uint64(first[i/4] >> (2 * (i % 4)) & 3)
		is[k], firsts[k] = i, f
		k++
		// The blank goes p -> m.to: tile x moves from m.to to p.
		m := &moves[p][f]
		x := cells >> (4 * m.to) & 15
		h += uint32(x) * m.dh
		mid += uint32(x) * m.dmid
		t += uint32(x) * m.dt
		cells = cells&^(15<<(4*m.to)) | x<<(4*p)
		p = m.to
		i, _ = index(h, mid, t)
	}
	c := code[i]
	for k > 0 {
		k--
		c = c<<2 | firsts[k]
		code[is[k]] = c
		known[is[k]/64] |= 1 << (is[k] % 64)
	}
	return c
}

// answer reads the puzzles in 128 KiB blocks and writes each one's line,
// spelled from code. One buffer each way: no page faults after the first,
// and small enough to leave the cache to the answers (1 MiB buffers cost
// 15 % more CPU). A puzzle cut by a block's end is finished by the token
// loop, which keeps its state.
func answer(f *os.File, code []uint64) {
	in := make([]byte, 1<<17)
	out := make([]byte, 1<<17)
	end := 0
	var b uint32
	k := 0
	for {
		m, err := f.Read(in)
		in := in[:m]
		for i := 0; i < len(in); i++ {
			var h, mid, t uint32
			if x := in[i:min(i+18, len(in))]; k == 0 && len(x) == 18 && x[17] == '\n' &&
				x[1] == ' ' && x[3] == ' ' && x[5] == ' ' && x[7] == ' ' && x[9] == ' ' &&
				x[11] == ' ' && x[13] == ' ' && x[15] == ' ' &&
				x[0] > ' ' && x[2] > ' ' && x[4] > ' ' && x[6] > ' ' && x[8] > ' ' &&
				x[10] > ' ' && x[12] > ' ' && x[14] > ' ' && x[16] > ' ' {
				// A line in the canonical form: nine cells, single spaces (not
				// the tail of a line whose blanks only look like it).
				h = cell[x[0]] + 9*cell[x[2]] + 81*cell[x[4]] + 729*cell[x[6]]
				mid = cell[x[8]]
				t = cell[x[10]] + 9*cell[x[12]] + 81*cell[x[14]] + 729*cell[x[16]]
				i += 17
			} else {
				c := in[i]
				if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
					continue
				}
				b += cell[c] * pow9[k]
				if k++; k < 9 {
					continue
				}
				q := b / quad
				h, mid, t = b%quad, q%9, q/9
				b, k = 0, 0
			}
			c := look(code, h, mid, t)
			d := out[end : end+32]
			if c == unsolvable {
				copy(d, "unsolvable\n")
				end += 11
			} else {
				binary.LittleEndian.PutUint32(d, spell[c&255])
				binary.LittleEndian.PutUint32(d[4:], spell[c>>8&255])
				binary.LittleEndian.PutUint32(d[8:], spell[c>>16&255])
				binary.LittleEndian.PutUint32(d[12:], spell[c>>24&255])
				binary.LittleEndian.PutUint32(d[16:], spell[c>>32&255])
				binary.LittleEndian.PutUint32(d[20:], spell[c>>40&255])
				binary.LittleEndian.PutUint32(d[24:], spell[c>>48&255])
				binary.LittleEndian.PutUint32(d[28:], spell[c>>56&255])
				n := (63 - bits.LeadingZeros64(c)) / 2 // moves
				d[n] = '\n'
				end += n + 1
			}
			if end > len(out)-32 {
				os.Stdout.Write(out[:end])
				end = 0
			}
		}
		if err != nil {
			os.Stdout.Write(out[:end])
			return
		}
	}
}

// bigWords allocates n zeroed words, on huge pages where the kernel gives
// them: the answers are written at random over its 1.4 MB, and 4 KB pages
// cost a page fault each (about 350) and a TLB miss on most reads.
func bigWords(n int) []uint64 {
	const huge = 1 << 21
	size := (n*8 + huge - 1) &^ (huge - 1)
	b, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]uint64, n)
	}
	syscall.Madvise(b, 14) // MADV_HUGEPAGE; without it, the words are on small pages
	return unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), n)
}

func main() {
	debug.SetGCPercent(-1) // a few large arrays, all live to the end
	tables()
	first, _ = base64.StdEncoding.DecodeString(firstMoves)
	code := bigWords(solvable)
	goal, _ := index(1+9*2+81*3+729*4, 5, 6+9*7+81*8)
	code[goal] = 1
	known[goal/64] |= 1 << (goal % 64)
	answer(os.Stdin, code)
}

const firstMoves = "/1V1/////////1/X///9VdVV9/33d11dVVVV39VVf/XV3fXX///ffXXX/fdff3//" +
	"/1df////f33f/////1fV////9//13/9/9/91f1d9/V3//3///f///f//XVVV9//9" +
	"9f93Vd3V3/f/////VV1d31VVVVVVXXdV////VVdV131VXVdfXX3V////VV3V/1d/" +
	"df3V/3d/////33d/VV111fdVVd1/////VV9V9V9dV33XX39/////dfd/3/3dVVdV" +
	"XfdV////933/9/d9f3VVXVdX//////3/33991Vd33XdV//////9///3d1993//9V" +
	"////////////3/999VV3///////////939f/////////VVdV//fdfVVff/fd////" +
	"XdXV/3d/dVXVX3d3d/1d9///d19fVVVV39dV////////f1d3//1d//9////99///" +
	"/9/f3//f/ffX/3//////9V3/9/999/31////XVVV/39/dXXVX11f////XVdV//3d" +
	"XVdX//3V//9/////9911VVVV333V///f////XVVV911191dV////////93/33ff3" +
	"333V////////fVVV9/////1d////VV1X9ff//f/fVd1/////f19X///////df11/" +
	"///9////3/39//f//f39///////99V9X//9/9V99//////9/3f3V//9////9////" +
	"/////1/3////9/9/////VVVVf/9/f3f/XVVf////fVVV//39//f/dX3X////////" +
	"3//93/f9dV1V///f//3/VVVV9/99f11f////////dVV///9/9199////////////" +
	"////3f/3fXXd93//9//ddd393ffXVf/fd1VdX/VVVVVVXXVVf/3f/dd//3dff3Xf" +
	"XfXV//9V39/ff33//1Xf//9df9////f/39999dd9VV19//f//f3//33931fd/1/9" +
	"VVVVVVVd1VdVVVdXVXdVd1VV13df9Xd1Vd3V39dfXVVV3d/31VdVdXXVVXdX3VVV" +
	"////993/X13/9f///Vd3///fVd/93fd3d///d1VV9///119/Vfff/f/f//1/9X31" +
	"d/9dVVVV39VVVVVV/f9//93/f1d3/3dVVVVV/3/31999Vd/X3V9Vf1VVf///9///" +
	"/d93///3//Xf///f3/3d//f//f399V1X/9//99//X/93d9/X///3VVVV/3V/dVXV" +
	"XXdVdVXV9df191dVVXVXX/dV/3V///9/3///VV1f1ddVVVd3////f1/39d133/91" +
	"1/f3////f//13/9/VV9VVVf3/////d/99f/33993////VVVX/31dX1VX/1VdVVVV" +
	"V19d1X3/fVXd311V931d9///1Vd3VV1V1ddVVVVV////fVdXV11X1VVVf13/////" +
	"999/9X/93f91VdXV/f//V9dX1V/13d/3////f9VX/3d9/3/d91VVVVVVVVXVdd//" +
	"/ff9fV1//3/9////1/9f1f91Vd/Vf1VV///f1VdV399/9V11f11V////9d/31f/3" +
	"199//3V3///f1d/33f9/1d//////XVVV/fXV/3dddXXVdVVV3dVV3f//////dV1X" +
	"39VV1//99X/91d/91V1VVVVV/f/9VVVV3d/1dVVVVV1V/f///d/VVd/f11939/fV" +
	"////X//91f///X/991VV99/939//VVdXXf9XV1VVV//V1XdVVVVVV1dXdX/VVV1V" +
	"9/31VVVX1fdV3V9V/3df913XXX9X//d31d9X1X9/1dV9VX/3VdXddV9fXX/V3d9/" +
	"9ffV1X1/VVVV9//19//9VV1V3f/X9f//d31d3/3XVVdVXfdVVVVVVVfVf3dVVVVX" +
	"XdXV11dVVVdX/3/3dXXV/11d1f/9X/f/3//9/ff/VVV3XfVXdV1//1/9X/dXX1/f" +
	"9XV3Vf9/3/33VVVVVfdVVVVV9X/19//9VVVV1VdXVVdVd1VV391fVVVXVXdV1VXX" +
	"31dX//3fXd/X9//31d//1X1ddfd/1f31VXV9V111XX/Vf3//19fXV913VVVVVVVV" +
	"X1VVXVVVXdVVVVVVVVVV3VdXVVVVVVdVf3VdVVVdVVdVVVVV3dVdf1/fVd3/df//" +
	"fd3/9f//f3/91dX13//93ff93Vd3/V3VVV1d/d311ddd93931VVVVVVV1VV1dVVV" +
	"V1VVVVVVVVVVd11VVVVV1VVV1VVVVVVVVXXVVVVVVV1VVVdXVVVVXVd39X1VVVVV" +
	"dfVdVVV19/V/dfd31dfVV1VXVVVVVdV3V/3V3d1//VXVVV9X1V9d1f9XVd1/VVVV" +
	"1XdXf3d1f/3dd1V91fXfX99XXVVf1ffVVVV/VVV3V1VVVdXXVf99VVXV1XXVVV1V" +
	"VVX3d//X1V//1Xd3VX9VdffXXdVf1VX1VXVVVVVVV39V1dd1VVVXVVVVVVVV/fXV" +
	"f3VdVVVVVVdXdVVV1VVV1dd/VVVXVVVVV11VVVVX1fd1VV1dVV1VVVVVVd3Vdd1X" +
	"9X1VXXV9XdVf3/X/3ffd9f/91f939331939/VV1V39dX//33//9///3/f1XV//f/" +
	"Xf1d//339/9/1V3X3993/393////9///3ff3///////d//////39//d//d39/3//" +
	"/////9///////9//VVXVdVd9X9XVVVVVVdVV/3//9f/39//dVV133ffX////fdVd" +
	"31V1VVVXVXdV/////1VX/13dVd9V999V/////3Xdf/d33939VVVV////93V9ff31" +
	"31d3f93V9///133/1ddXVVVV3Xf3/f//VVVd31VVVVdXXXdV////////13dVVV3X" +
	"3/dV/////93f931/dVfX/3d//////3d/X111//dVVV19////f//3/3V9X/fVdVd3" +
	"1fff9X9/1d1VVVVVXddV/1//////919/VV3XX9dV////f/Xd31VXVVdXXXdX////" +
	"//9///39XV/Xf//d////39/9//f/X/dVVVdV/////3f//////3d/fV31/f//////" +
	"93//VVVV9dd11f/9////99991VdX313V/////3dfd13dVV1V911V////////////" +
	"fVVX/3dV////////////f/9933dV////////////////f9/33//////99999X//1" +
	"dVV9VV9X/3f9/931/9f3/131f3X1/33d/3/33//dd3V91X93/3f9//39//f3/d3V" +
	"3/////////9/f9/////3//////d////9//d/f9/f//////3f9///3f/XVVVV1///" +
	"////3//93//1dV1X/////39//93d//d/d11X///3/9//////3/f9VV1X/////3d/" +
	"//39//f/fdXX////////////////f/////313Vf3//1fdXXXffddVVd3/VV//3d9" +
	"f3VXX/XVX/fdf1VV11VVVVVV3XdVXXVX/19f3///d9/11/911d/3/331//d/1//9" +
	"dV9VX99//199ff//1993/93fVVVdVVVVf1VVXVVXXdVVXVVf3d/33VVfVVdXXffX" +
	"//39V31f9XddVd3V3/fff1ff3/1Xdf/ff11f///////91d39///93//d3d/3/139" +
	"VV9/dd//1fd99/9////3XdXV/3V3dVXVX3dVfVXVVVXVX3VVVVVfXfVV//////Xd" +
	"3f9VVVVV1fdV//f/f3//f1//dd1/199f///////////33/dddXVV///////9/9//" +
	"1d1V991///3f/3V399d9VVVV39dVVVVVf1Vd31V1VVVV3XdVVVVVfVVd1199XV3V" +
	"3ddVV9fV///////3fV/3///3f/////f9///9//f93d1d9VdXf9/////3X/91f3/X" +
	"/////3ddVVVVV11VX1dVVVV1/99/V1VddVVV119VVVVd1VVVVVVVVV1V1VVV//1/" +
	"V/Xf9/19VV1V1VdV/3f/f////d//9///9V1Vf33fd/3f3f/1Vd3X9fd139/9f3/d" +
	"X1VX3/19fVVVVVVV/3/1VVXVd/91dV1VfXVVdVVVXVdV9999VVVd//f9f33f///9" +
	"/3/fVX/Vd9/////3///f9d/X3//9f/3///Vf3/93/99/3ff1/3///ffVVVVV9/Vd" +
	"dVV1VVdV/1/9XVVX19d1V11VXVVdV1dVXVVV399ddV1V/////XV999/93ff19V1d" +
	"3913/39//////d/33//33ff1////9///f//1X//fX/d131dXdd3dX3VX//3dVXVV" +
	"X11VfVV3X9VVX/1XdVVVVVVVVVVVVVVV1VVV1VVVf1dVfVdXV1VV/9V1VXX1X1Vd" +
	"931dVVVVVfdVVX1Xf13VV3VVVV1Vd3dXVVVVVVVV1VV1VVVVV1VVVVVVVVVVVV1V" +
	"VVVV911V1/11VVVVd3VVVVdVV3VVVVdVVVVVXd/39V11V1VVffd91V1193X/fX91" +
	"3d/VX99f1V/VVVV3V1VV911fd/39VVVVdV1VXVVX/9VVVVVVV1VVXVVXV1XVX1VV" +
	"//39VVVVdVVVVVVV1VddVf3d3fdVfVdVV11X1VVV339//9V///99XVVV9ddV9f3d" +
	"f13VV91VdVV1991V/fd3331f9V13VVVV//3VVVVVdVVVVVVVVVVV9VVVVVVVXVVV" +
	"dV1VXVVX931VVVVVf31VdVdVXV3X9XVVfX3fd31d/VVd111V1dddVVXX93d99V3V" +
	"V1VVdV93X11V1V11VVVVdVVVVVVVVVVVf1dVVVVVVV1V11VVVVVVVVVVVVVVdVVV" +
	"X9VV1/d/XXVV33VVdVVV13VVd9f/fff3d39d//1/XddXXV3f/X//XVVVVVV31XVV" +
	"Vfd3X31ddV1VVdVVX11dVVVV/9dVVVVXVVVVd/d1VVVVVVVV9VVVXVVVd11Vd3Vf" +
	"f3VV//ddXXVVV3dXddXV3/VV3dVX9V1VXX1VV3V9X3ff919Xd93111Vf1dd1VV1V" +
	"VVVVVVdVVVVVVVVVf13VVVVVV1VVVVVVVVVVVVVVVVVVdVVVVVVVX1V9V1VfVVVV" +
	"VVVVVVVVVVVVdfVVVVVVVVVVXVVV/1X1XXVddVXV/XXddVVV/3/V////9/9133/f" +
	"93Xd//3d//9/39////f1/d1/3////93VX391X/9VVVVd//99/3/f//////99/V19" +
	"//9///9///////f//99///9//3/f//////9/9/1/f1VV3///1VdX1VVVVVVV//d/" +
	"/////3d/3/9fdXX9////f1Xd//Xd3/d/VVV1/////13V/3d/19dVVVVV/////99d" +
	"//3fX1dX1//V//////9V//f///XddVd1f3f///XdVVdVXVVXdVVV//3df3d3VVVV" +
	"VXdVVV1V//////3fV1ddXXVVVVVd/////3d9////1/9VVV1d//////3d/////dfd" +
	"f3/X/////3d9////3/9XVd39///d///f3/39//d11V393///////f1d3f//VdVV/" +
	"//39/3f3393d//f9fd19///3//////9Xf/3/dXV///////////99//9/////////" +
	"//9///////////f/3X9d1ddfX/dVVVdVVV1V3ddf/399fXXX319VVVVV///13/1d" +
	"93d11ddVVVVV//////d9//3/1fdVVVVVf/////f/1/dX/d3/Xfd1///////3//39" +
	"//f/X3/V1f9d93/19939Vf9VddVV9X/9///ff1///fXdV11V399/93d9391dV1dV" +
	"VVVV//////19////X9V/1XdV////3/////3//3//33fV3//////9//9/39//f/f/" +
	"/f///1/fV3dddfdXVf9X3d9//3/9V1fV33dX//VV///13f1Vf1d1fff1X3dX////" +
	"/3d999/V33d1V993V//f//f/9/93VVV1XXd3///////3//3//3///9/9/1/d/9/1" +
	"93/V/fddffXX9V3d/f3V/d3f33ddd11/V19dd1VV11VV3VdVVVVV1V9V/VXVf/31" +
	"9/9Vd1V3Xfd3/39/f//93/f///33Vf9X/3XV///3V//3dV99VVVVVV1fVX9VVVVV" +
	"VVVXdXVV/d339//13fdddV3f////31V9/1V33fdVXX1dVV9fVVVdVVdX1VdVVV1d" +
	"f33d3d9d////f9339/1////9339V/////3//V333fd3ddVV31VVV1VdVdVVVdVV3" +
	"VVVVdVVVVfVVVVVX///9f1V1VVV91fdV91VX1fXf//XXd9/3199VdV1//X//fV99" +
	"/93/d/d///3f9/////X3////X9VXdVVd/3////f9f//93/99Vd1XVV1Vf1X19VXV" +
	"XVVVV1VV9V3Xf1XVf93933/Vf11XV11Xf93191XV33dVdVX3/d/9/9///d/9////" +
	"f333f/df///1///X///1/1Xd1d9d193dVV11V9dVVV1dVdVV//f3V93XV9VVdVV/" +
	"VV9fdVVdVV1V3dVVVV1d//f/V1V/13V93/dVXV3X/3X/dfddd/3/f//1///9//f/" +
	"f/Xf/////9///df3/39f9dd9VVVV3f11dVV1VVdV////d1XV3Vd1V11XfVVdVVdV" +
	"XVVVX91dd1VV3//9fXV9///9/fV/dVXV1d1Xf/X///9/V1/31XfV9/f//ff/f//d" +
	"///3X//f/f/X//1dVVdV3/dfdVf3VV1V//3/f9/Xd///dV11/XfV3d9VfVXX9/9/" +
	"39193/////f///////f93ff3V3d3//f39/93d9/1X//1/f3//f1f//df/////3f/" +
	"9626VVVV11dVf1d7ffdXq1qde1ZVe1WVqqqqb1mqffXZZltp/1VVvl5nfduln/d1" +
	"X7XVd1VVvZ1X/1VV/2/vf1d/WVVab3WVeVWev6f1XZ5VX1VVflVV/VVXv6u+WV1f" +
	"+X+Vmv7+Zf9XVVVVqa6e72+6qqu7rnuqVVVVqqmq73+pVbdfr/XrVVVVpeXq9b2/" +
	"mX3v1/uXVVVV1f/3ZW6+/vurqm6/VVVVqqfp1aV/r/Xvpbd/VVVVWlVVb3ZlqqWZ" +
	"rvmrV1VVV1VV/deWld7qZ1trVVVVX1VV11+Vf+WZ3ftWVVdVf1WVdV5VdWX/3/9W" +
	"1V91f11V1V997//W+Zv/VV1Vf1VV119V39vV/fXXVVVVuqu631ddnb5fXfdmVVVV" +
	"reZq/12VvlXqf/tVVV6VfVVV+5+Vqq7qb1uq1XdVX1VVV2XVd163X1WVVV9Wf1VV" +
	"f1dX7191dll5VZdXfVVVWq5Ve/eVe13XVVVVv6nqVVVVffrt/72fVVVVr6uqdVZV" +
	"r6W7//dmVVeVXVVVe1XWqqur//92VVVVVVVVZltre331//++VVVVdVVVf//fdllV" +
	"7//uVVVVVVVVV6tvX1VVd///fVV1X93/91VVXd9XeX/3311V1X9rfdV3/31X/eXf" +
	"//9Vf1VX/392///V//5/1d1X/1dV/r9/f99X+/+/dfXV311VX//n9dd/d3/f1/93" +
	"f9dX/+9/3/9X/12/VVVVv66pV1VVVVVVvbrndVVVv52rX1VVVVlVv3/vVV9VfVVV" +
	"d19Vb9dWuq5bVV1VV1VVvquqe1VV//7fVVVXVVVVeZZVf1VV+5+/Vd1VX1VV///X" +
	"31dVVV1VWaWZmqqqVaWqVVlVlVWpmaammaqqWamqmqqqpaqqlVVZlqmqVaqqlWWZ" +
	"VVmpVVValZlplaqqVWZlVamqVVVVVZmVmaqmZZpqmaplVWVZlaaqlaqqVZmmVamZ" +
	"////fdX/H99X//zcfcX3f9X11aOIqiLMIDOzBi4olvpfKs4q6jM/lcIq6YOzr+Wp" +
	"5YOzKc7ipjiwKv7Mf1ZmlSIqKjuDKi7OIjuLnmr55jOzJv7g6oOzlsIqVQVUBXUP" +
	"xMdR////Ez3fmqqa4MzCKYM/qcDi5oOzatV36aM84gzglaiIBi4gWv2W6izOEAsM" +
	"lSIqioCL1X93KjM/gDAMkYiLksLiadft6vwowoMLJg7glaiIBAAE//39EFVQzf8d" +
	"8UTdr+q5JYOz6vzMJgizJs4MVdzWqiIqiYALkAACiAiLqranKjs/FgIKGCuAKj7g" +
	"blfkpiIqljiIAi7OGCs82prWqqCIqTAoCYMzkCICQAAA/39/QHFV8X/8BHfV/m6r" +
	"Fs7CEDs/msAC6jM///UXEKgICDDMADsA6iACVpqrmiAKqIgAmCLi6oA/f31WlYiI" +
	"kiAKoDg/Ks7OqrVlKsIKAiuICPLMJKuIQAMRwf/f3ETfwHERzH/fqG+qJgizwPzA" +
	"woMzGszCAkf9qjAowqAIAi7iAaCI1p9/qjAPBA4qioALoQLg6r3n6sDOFYuLwPzM" +
	"xoCIJv9v6oA/gALiwDAPgQDgAAAA//9/BfcVAERRzc9/qvubGcziAjM/BP7MJiCw" +
	"VXP/ygADwCwCwIALgMLiqnXl6PAIAKuABD7MGquIlupuqgAAKcIiwAM/kSLi5V/f" +
	"qjIAhaiIwvzgEDsMVZVVpaZlVVVqalVVqlWpqqqqmlZmZaWaqqWZZlmpqqqqqmWq" +
	"VVVqWpmVZVVpqqqqWWVqWpVVqVZlVVmlqqqqZVVVamWWVlmZqmaVqqqqmWVpaZmV" +
	"ZVVlWplV////BAAPBAARf3d3E0wcFPATKA4i6oA/wMzi6IOza+qxqaiAKizMliiw" +
	"Jg7MsiyqGgICGjs8lsICqjAzBZAAqqAIhgIqmogLgcLgY8RmoQAqKiuIJj7MkCiw" +
	"BdXF/fHzHx1c/////cT/qvr5CjM8Kj7MEIiABs4odvlbwPzMKoA/lSIqKYCzr9Z3" +
	"wDM/KgzMlKiIJi4qf9X3wPzMGjsDBi7OEquIXmb9wDM/Kj7gKoOzlSIqfdX/////" +
	"fHVV8//1Vf/flWpXFS4q6jM/lcIqqYCzc/X1wYOL6vDMJDOzBj4o9rupAPzg5YOz" +
	"6SDi6oM/1V9aBDuzlSIq6oA/6MzCq1fdAP7A5CCIKvzAEauI3d9X////FX/P399/" +
	"/FVdb+WppYizKcDipiiw6vzMX39XgMLOEasI0MzOqjgP/91XwDM/GC4OEauIJv7M" +
	"fW+VwMzOlaiIKM4C6oA/XqamwIM/2cziKosPqiLiQVX1///8/Xf9/Tdf/T3Mvqp6" +
	"Fc4iIjMDCizMIgsDUFf9yDM/hiIqGogDhCIof5z1wPzMFDiwJi7MEisMfpenwDM/" +
	"Fg4iGgsDKiLOftz1wPzMECiIBi7OEgsPVfXX/////1xdFTzf9//0rlrpFquwKvzM" +
	"KYuzmsDOTd3f4PzMkjiLBD4gBDuwXOZ3wDM/oMIKEIsMliLOv5/1wPzMEguIJj7M" +
	"EiuIcV9ayDMzliIqKos/BA4iqqqZlaqmZZWaqqqaZlqppaqqpammVmWqamVaaVVp" +
	"qamqlaqlVWWZlVZqVVllamVqlVqqWmZallZVZVVmamVZlaaZWaVVVVVpWVVVqqVq" +
	"lapqaaWaVVlZVVppVXVV/fX/390d/////ff/CroLCgM8Kv7MEAuwBs4qRPlX6szO" +
	"Kos/lSIq6YCDYNV36jM/Ii7glaiIJS4qQN3E6vzMEosDJi7gFouDUhf96jMzJj7g" +
	"KoOzlSIqBQBE9/8/F/R9////33/clfqbKswCqoA/gAIi6ICwOMERAYMw6jzMkaiI" +
	"Bi7MKzqH0AzOKgsIEAIq6oALNTDMAAsw6gzA6YM/mcDiIYQeAA4g6jOLKs7MkaiI" +
	"VUVVHURAH913/////df/SlGHqiAIJj7AFKuABi4oorqTyszMKos8lcIqKYCDZNV3" +
	"6jM/Jg7glaiIJS4qQN306vzMEosLJi4gFouzUBT96jOzIj7g6oCzlSIq1QEMAAMA" +
	"/9w8///3R1X1d9OFgCIqEogIkMIi6jM/IsSrAAsP6MDChaiwKvzMxPJE6CwOAAsD" +
	"lSIq6oA/wAM46jMPIDwMIIuzJc7i2OTG6MwMADMLBC4qkaiIM0AAADcz9NzPUDBF" +
	"d//3kDr+KgMMiiAAqYgLlQIiKsjw6vzMGgszBs7AEKswBXD8AjMAovIAqYCzlcIi" +
	"ogjeKiwIiogPKs4KlaiIQFD86KMMovLgCoCzFM4qDMUEAAETF9zxPzA/////YNnL" +
	"6vAMIogLBC4gBaiAsjrowAMP4vwAIAMLlgIqgPTE4DAMAgMDBA4omagAU5v96DOz" +
	"IA7g6gAzlSIqAAw06szMCYM/Kg7CEIuzqqqqVWlaVZmmZZWVllmppqqqlWqqVaaq" +
	"lVVplVmpqqZmlaqqWWWamqZppampalmalaqqlZlqlZaVlVmqpmVqlaqqVZmVZVWa" +
	"lqqaaqmplaqqlqZqWVWplZVlXdV//////HdV9//1VT/frmpfFg4C6jM/msIqqYCz" +
	"QHf96qMIIjLgKDuzFS4q1rmuKs7C6YCz2SDi6YML0V9YKjsLlSIqmog/6MwCqtX9" +
	"KvDg6jOwJv7gFauIDAAE////EFVXzd8f8dTVr+q1pYCI6vzMJgiwJs4MMdATiiIq" +
	"6gM/EsAiqYCzriarIjs/Fg4KECsAKj7MTWdkhCIqlqiIKjzMKCuwFRr2oKCIqAAI" +
	"6YM/lSLiVAV0Bf3ExPRR///3Ezz/q6qX0MwKqYg/msACqYCzavb16IMMIvDglDiw" +
	"Bf4oavqW6izOCos/lQIqyoCL1V//6jM/gDIAmYgPkMIKadf16fwowoMPJg7glaiI" +
	"FQBPQHdV//9//fP/1N93v5lnADM/Fg7CEquIKj7M37ipwAzMGYiz2cDi6gM/wP9X" +
	"KKsIwPDMEAs/Gi4K911XGC4KgDg/lSIq6gOz6GWVIIsIAPDMAqCAGS4qHTABQETR" +
	"0P//EN1N8/9/f5mqwPzMqIiDKv7AEKuwrp9nwjM/BM4iioA/wMDgIFfXKC4owjA/" +
	"Bg4qgagIyl6/yjMMAPzACYiLAAAK2fxfCjwMiAAMkCIqiYizDEQMAUQV////VDV1" +
	"R/9P7rpmwjM/mQAiKYsPqiDibtvp4PzMECiwBv7gEis8VXP3qjAI4PAAiYizlcIi" +
	"2p+eCDAMwAM/qcIqqYiLKV136aAMwvzAmaiIBM4qqqqqlaVpqqaqlVllVVaVqqqq" +
	"lampmqaqlZZVVVmmmqmppqqqmZZqVqlpVVWWaqqqqqqqlplpmZVWVVWVqamqmqqq" +
	"lVVVlmqqVVVWqmaqqaqqVWVllaqpVVVV3d9X////VX//3/9//FVdL+SpFYuzKsDi" +
	"piiw6vzMwH8V6gDMEauIGM7iqoAPAPVX6jM/GC4qFauIJv7gwE+V6gzMlaiIKs7i" +
	"Kos/wLam6gM/qcDiKYsLmSLiTMUz/////3V39//1VH/XNmBXFi4qKjs/lsIqKoCz" +
	"AMQTGosAKszOBouzKj4MFIqBEAAChoiwqiDi6gM/MQwYhYiDmiIqKjs/KszOogdI" +
	"EM4CJqCAKvzMKauINcxU0Hd/x/9P/9//8EF/zOamIDA8IMDOlKiAJv7gK79UwMDO" +
	"Egs8lMLOKjsDKf03IoM8wjzMkaiIJg4IMR/fyDzMwIA/CM4OiYgzEjI94jMz4PzA" +
	"4YALlSIqf3FVFX///9//T//ff3V98JiqwvzMlYiwqQDgKoM/AN836jM/FM4CEqsM" +
	"Jj7gQNwX6jDMCKsMFc7imoiDAN1HKjA/Aj4MlaiIJs7gwB/VKvzMAAs8lsIimoiL" +
	"9UdccHVd////9///8NV3fzi3wDM/Fi4OADsAJj7Af5+nwPzMEIuzAMzAKjs/MDwV" +
	"GjsIAszMiagIqSIq+XxfAjDMyDM/ESIqCYCzwX8H4jMMwPzAmYgICA4CFT3df1Vd" +
	"////1d93//f3f9/1wPzMEDuIJj7MEiuI/6KuwDM/Bc7i6gM/6QzgwF13CC4IADA/" +
	"Gi4qIIs/72eVEAsIwPDMIqgwGSwq931XCA7MADA/lSIq6oOzlamZVVVVVaWaVVWp" +
	"lpVZVWaqVVVVVmVVVVVpVVlVVVVllaVlVVVVVVVVVVZVamWZVaWpVVVVVVWpWVVV" +
	"WlVZZWWpVVVVWVWVVVVVaVWZlWWpVVWVVVVpVVWVQVfV/////X/9HX1d/f//uKhq" +
	"Fc4i6jMzKvzMJguzEBAE6jM/FSIqGosPliIiQJ/U6vzMlqiIJi7gGquIwlem6jM/" +
	"FS4iGouDqiLiwl/U6vzMlaiIKg7iGosPcEdX////39//VXd1d//fEqjQqgCwKgIo" +
	"KoA/lsIiAERAFc7iKjsLKs7OJiuA1Q9cKDizlSIq6oM/6czip4eJIP7MloiL6szi" +
	"KisMWU9smjgDlSIq6oM/6cziAcDRAEUVEzfzEARPP/NPgCoq6vzMKggLJi7AFYuA" +
	"KhOk6jA/Js7gKosPFQ7ioFXTKi4Imjg/Fi4qmaiwiprQGisAKsLMKYAPlSIqQQ3X" +
	"qiDOmYgPGiIKmoiwEXTRNXf8///39/dd9/9/Ihps6jAIFSIiKoA/KS7igpvCKv7M" +
	"FgizKszgGqs8UBA96jM/Js7iqog/lQIqSPxX6vzMGos/Fc4qmoiLQFN36jM/Fi7i" +
	"mqiIJi4iNQH/BPwH/9////N319VVj6IBICAMJiiIKCLiKos/gg6gGgsMGsDCKAs8" +
	"KczgBABE6gDOGIuwpgIqqog/wH236jM8GC7OmagIJg7iyM4i6izOCDMMBQ4qoogL" +
	"P1RMBFD0////9/91dzF/AR9MyjA/lSIqKosPCCLigooMIv7MJouwKvzgGIsDQEDw" +
	"6gMAIvLgqgCwFc4qRPxc6izMyIA8lQIqoIgzgFAD6jMwAC7ilqiIKg4MqqqqlZZl" +
	"qaaqqmqqlZZVmqqqVZWVVWaplqmqlVVlWqWqlqqqVaWZpVWmVqVlaqZqqaaqlZWl" +
	"lamqVVVVapmZmqqqWqVplVaqVZVVqlaqpaqqVVVVZamllaZqVXXV/////31dVf/f" +
	"9///vorqFYuz6vzMKoMzmsIOQNHQ6vwMmoiLJi7iGYuzwV9W6jM/lSIqGosLliLi" +
	"INX16vzMFquIJj7gFauIyV9U6jM/lSIqGos/Ks7i81P9////VX/9fVVV/9//TwR0" +
	"lQIqKjszKv7MJjiwAUDA4YCD6vwgKoCzFs7iqodAgMACJqiwKvzMKauI1QiqgAAz" +
	"pcIi6gM/mSDixWNAEcLipaiI6szOKjs/QEADAAcz8BA9EDx19/P3TLrn4jMMqTAg" +
	"iYADlMIqa9jM6PwAKoCzBv7gFKuwFVr96jMDpPLAiYizlcIq6o726vAIyAMPKg4o" +
	"laiIAVP86KMAgDLMooCwBA4oFT3d313d////191//f//qtzkqPDMFguwJD7AGquI" +
	"4LLuKjM/qTIgIYMDmcDiQNDH6vwMCogPFi4qEAswYGf96jMzJP7AIgCAFS4qRPFX" +
	"6szOGos/lSIq4oOzPFRdFTz/////fxd9T//PsCImwjA8mQIiKIA/qQDigB7EKvzM" +
	"FquwJv7gEquwAFP86jM/IP4IoogDFc7iAIwX6jzMGIs8mcLimoiLIAFnCjA8Ai4A" +
	"laiIIs7i9QH9wAFX/////P1/1999T7PMwPzMFouLCALACDMPehr8wjM/Jc7iwIAz" +
	"wPzgAAFPKgwA4gAzhSIqCYAzwHD36CMI4PDMEagIAA4K+Xx/CDwIyDA/FSIqAYA/" +
	"VZVVV13V9V9Vlf7d7v9bp1V9mWaW7162qqqqrvqpXVVfVlVV/1ntlZp1X9tnf/WZ" +
	"VVVVd111VVbl9/dWf1VdVVlVXV12f/uWma5/d1nVVlVV9dVVf7Xn1Z9Vq6qqqqqd" +
	"52+pqqu7rntqv36ZaZWV2puVamZqZVeXpqqqVlVZ6l+mmpVlZVtlZqmpVVVVWV5V" +
	"pbVVVfVX1f+3VVd3WVVebv2XeVV/m5dZVVVVXdVV1vtVVtV3VVVVe1ZV+9WWqqqq" +
	"b1nr9+17f11d/1dVl2t7f3tXpquqfVVZ919Vum9r72+Zn6e6X1VV+19VVm/V319X" +
	"/39//1f33V5299vV3153Xb5VfVVV119V799VuV9XXVVVrqqq/32Vuprqvbumlqpm" +
	"VllZ359VnZ5rb9tnf1d1VVVV1V9Vaq5n5ffmWpmZXVVVlWdV+e9X1/9V2V97VVVV" +
	"lV3a5/dVdZ9/lZXVVVVVVldX19131e1XVVVVv6qrVZ6mr6qr//ZuqqqqpVVlVVVV" +
	"davl56+mf5+mVVVVZlmZqq7q6v+7qqqqVVVVlqmZ6aa72f+7/+/VVVVV1VeXVpVV" +
	"7v+5nmZmVVVVmV3ZZt1Z9e91XV3V/3tr/93//7Xlf63vv6qqVu/311V19vdXXq1/" +
	"/////VVd739/3/9Vql9v/7qr/19X7n+799+X+6/b/a+m/1f1em3ffd3d999//7t/" +
	"/99X/v/X9d/X+233VVVVvq6q/11pXZtmu5pqmqqqZVVl1V9VVVVVXZ5rf1llWVVV" +
	"+Z1W5mdVap+lqq6qVVVVmWuZ5t9a+u66nZZqVVVVVm9ZZdVV6e1X/X/adVVV1V9V" +
	"2/dVVV1VqqqqpZZmVlWqqlVlZVWlVaqWapZWZaaaqqqaZlmpVVVVqaaqVVpmVqWV" +
	"lVWplVpVmqqqWWWamplpVVWplaqmqqaqZqaVVVVqZaaVmaZaqamqWVmVVZVpWpVq" +
	"//9/9//1F3RdfxM3H0zcFfAXqiIqqog/wMDiqKCwCAADIYMP6vzMliiwJg4Mu3qX" +
	"EMzOGjs/kMIO6gCzvZjIwDA8qiIqKYALGQLirKb24cwo6gCIJj7MFauw9UUw/fXP" +
	"0x1R/////ff/Cqq7KiMMKv7MEIuwBs4qRgBQ2swOKYA/lSIq5YCzZAa06jM/Ki7i" +
	"laiIJS4qQNzE6vzMGosDJi7gFouAUlD96jOzJj4g6oCzlSIqAAAA//f/BAUV93/0" +
	"0A8VuWqbBs4g6jM/Gs4i6YOzQNv3qqiIJj7MFDuwBj4M6i+pKgAMxACwqQDiKYA/" +
	"EZxWKqiIkCIqqYg/qALi6VcmKiAqhDiDJv7MGasIAAAA///dwH9wzf8f0FVdL+ap" +
	"BIOzKcDiJjuw6vzMf9MllSIqogiI0MDi6jM/AAGEGquIEg7CGqsIKjzM4kGlICIo" +
	"xCCImiIqKYs/6a+mICuI0MwKqYgPqiLgAAAA/3f//8/8EQRR/f3DA6h6GM7CKjMD" +
	"Ci7MIgsDEJAA6jAPKSIimYiLgCIqQB8A6jAMAIOzJi7gGosAgpCL6jAMAA4qCoMA" +
	"piLiQN/k6jAMgKiIJi7gGYuDEAAA//ff83dzwMQR839cvkrpBAOzKvzMKIuzGs7O" +
	"QNHn6jAMGogIFi4iCouwwABEKjCLCMziqYCLKSDi6mjKJg4AIDiDKiwMGIsIybBm" +
	"CjgIgCIKiagImCIiqaaqmqamZaWqqqmZplmpVZamqqZqWmWqamZpqpmpqaqqqqqq" +
	"aaWqqmWpammqmqaqqqqqpaaqqlmpplapalVZqqmZmpqlpVWpmpqVqWWqpqqqpmap" +
	"VVmpqmaZP////fBdHFFE//zc/QT9f/X/wIM/KMDAADCzAP4Md/pXwCAq6oM/gAII" +
	"xICzp+qqwKMIKjzMgCiwBP4If9bmwPAIGjuwJi7OECuIXqr1xDOICvwgKouzhAII" +
	"////93//F0xBf3f3393d1f3/2MziyYM/wPzMxAOzc9X3yaMIKj7MlDizBv4AcN62" +
	"miAOEgs8hMLMpoizQJjUqiAIhgIoKIgDBMLgY+bmiSAoJguwBv7MEDgw//////X9" +
	"UVVV///dfVX9f/X/wYOL6vzMhDCzBP4If1ZXlSIqKjs/EsIOCDiz6qWq4YMzgMLC" +
	"GjiwKv7Mf1dmlSIqlDizKs7MIjs/Xpv2paCIgsAgKjs/lMIK/////39ff/VX/39/" +
	"VV9V9/9XFM7OEDs/0MzO6jM/f9WVlaiIIMLOJjiwKv7M996nmCAKADgwlMIKKgs/" +
	"f5+VlaiIkMDOIgs/Ks7Mq6eqiSAqgAAzKs7MCiiw/////9zdX1/9T89Rf199/339" +
	"xAOzAPDA4DCzAMDMQ1bmpSIqBDCzCA7MADszz5/WkDiIAP4MKgg/AMDCoG/vhiII" +
	"ADswCMzMADs8gL9WlKiIgPAMgAg/GMDC////f3d3f39VUEV9/f3dX/X/0MziIjA/" +
	"BP7MxDOzf5vXhaiIIPDMgDAzGMLC/1fmwSAowDM/BM7OEKs82rtXJCiIwPzMwAM/" +
	"lMICfV5nlSIqxDOzCv7MIog/qqqqmaqpWWmqmqqqpZlpVVVVlaZmVaWamaWZlVmp" +
	"laWmlqqqVaWqVpVpZVWpVaVaVVmWVaWaVVVZVZWpVZWVVWVZVaWZVWVpVWZZlVWq" +
	"lqWqVZWqVVWqVaWVVTVUBPHPxPBR//P/EDX8mrqb6sziqgA/Ec7i6oOzaPV36IM8" +
	"6gDglaiIBi4gav6n6gzMGosIlQIq6oCLVVd36jM/liIimoiLpiLiatb96Pwg6oOD" +
	"Ji7glaiI////fdX/E91V///ffcT3AMAAJqOIKiLMIjOwJi4qlvpTKs4i6jM/lcIq" +
	"6YOzp+apJYOwKsziliiwKv4Mf1VklSIqKjsLKi7OJjuIlmr55gODKv7g6oOzlcIq" +
	"M/wMBAAENFRFf//3Uzz9AP7QgiAqiYA/kAAKiACDq+qyKYOL6vzMpgizJs4omrqb" +
	"6iAOKis8lcIi4oMz1VPbqjALpSIqmog/msIKq9TW6fAo6gCIBs7gkaiI/zN/BAAA" +
	"B9NH////HNFVAACAEAsIKg7CBCuIKjzg+q6rGsLCEDs8msLC6jM/q3EnKKA8yCAO" +
	"laiwJv7gNV9UkiAOlaiIoiIOmog/ourWqjCLKM4I4oM/hcIi////QEcRDzHNNNRF" +
	"//F/QND06vzMGosDBg7gEIsAqKioKjA8Cs7AIoszKs7iv1V3gCIqmjgPBi4IFCuw" +
	"imoWEKiIqvDMgAizCsIqfVIXlSIqqjA/AiIIJoiw//c/ABAAUDA1EBT1f///QDAM" +
	"4gAPKiAgIIgLlALiqum76szgIgs/BP7MJguwYkrSigiIIPAIwoAzlMIqqaj6KPAo" +
	"iggDJP7AlaiwVVP1haiIpiIImjgwkMIKpqqqlmaqVZaalqVpVVmpqqqqpqqqZVWp" +
	"lqappVmplWVZqqqqZmWqaqZlZlVqWaWqZaqqaqWZWlVZVVWpWaWZqqqqaqVpZVWq" +
	"mpVVlaVmqqmqaaWlZWWVWmWV9X83//z8EE1Qzc8d8QRRfvH5xYOzKvzMJDuzBv7M" +
	"VdzX6vzMmYgIkMIqmogD6tanyjM/AAIOEqsIJi7g7l/U4vDMkDiIBi7iEqsAWlvm" +
	"yjM/gfAoGYszlCIC/////3f/V39Xd3/1X/dVEEATFs7i6jM/GsIq6YCzf1kVlaiI" +
	"Kv7MJjuzKs7Oq3epJSLipqiwqcDi6jM/2Z9SmqiIlcIqKgA/6szirVvqpiIiljiw" +
	"Ks7MGis8////QdVzEN1V//3dc8T3Q/X16AMMKj7gFDuzBS4ogWpTJg4q6jA/ksIq" +
	"KYCziOK66YCzKszAliiwJv4IP1NXlSIqIjs/Ci7MIjswFHL95jCIKPzg6YOzlcIq" +
	"////ExVQ/91/x3d/1FV1fxAHwPzMGgsAFs7iKgsP+6WbAAg/FM7OEjswKvzMfF+T" +
	"liIKkDg8ksIKqgg/ed+XkaiIwDzMkogDKs7OWm+ahCIKADA/kMAKqagw////AEcV" +
	"f/f9RBBF9/9/DB/H4jM/BA4gCoALAiLg7qnqAPzgBDizKvzMEjuwfVDVlKiIiPLM" +
	"iAAzksIK+mpaCgIICDM/GsIqioiwP1+XlaiIwvzMCiAwCs7O////Q1cR///9FNVF" +
	"/f3/TNf94vwMFjizBj7gEKsIqatqAos/0MwOKos/osDiM1NUlSIqkjg/Fs7OKjsz" +
	"7m+bIIA/wPzMBgCwJs4IdVxXlCIqyDM/lsIqKYCzqqqqlampmqaqlaqlVVmmmqqq" +
	"pqqqmqaqWqlpVVVZVWWpqqqqZqaqapZaZlWZqqmpqqqqqZaqZmaZZlWVVWVpqqqq" +
	"ZqmpqpZpZVVWlqmZmaqqqlZaalWpWVVV139///d/z/Ff8X98BE8RL3BXFM7OGjs/" +
	"EMDOKgOzw/CXwAA/mMDOAAgwJDLARP4jwjzMAos8hCICmogD/TxWwDAMiCLOCYgP" +
	"Bi7C6hfU4vzMECuIJi7gEasI//////3dd1Vf//9fXVVdD8QBJYuzKszCJjuzKv7M" +
	"cFQmlSIqGjszFs7CKjM/Q5WFlaiIksIKGjuwKv7MfA9llSIqhgiwKszOKjs/XKim" +
	"laiIqsIiKjM/qsIC//9/1d1Vf9X///9/1191cD8XygDMEKsIAM7OmogDMOSpGouw" +
	"Ks7CFiiw6vzMF/BXGC7OKjs/lMIq6oCzPxwVlaiIyjzMKogLGs7OEOCa6sAiKgM/" +
	"Js4Klaiw////cF1X//d//f3/1NVV8P8XyjM/FM7OECsIJi7gNJypAD7gxiCwocLi" +
	"KgM/P1yVlaiICv7MKjuzKs7OdRxXlCIqyDA/lMIqKoOzLi+YoYgAwPzMhgiwJs4I" +
	"///fPFVV//1///V/1N11cB83yvzMEIsLBi7AEosP/oinAAM/GMDOAAuzKvzAcFxX" +
	"lCIqwDA/GsIKCIgwP1AXkKiIAvzMCgswGs7OPFNUhSIq4DA/qsIqgYgz/3//91VV" +
	"//f9X9V3999/f9B0wDM/Bi4IEgsLBs7A/1XqAP7AFDuzKvzMEjszT1zWlCiIgPDM" +
	"KAg/Gs4KPyNUgCDOADA/FMIqqIgwedOVkaiIwDzMEogwKs7OZWZqVZWVVWVVVZlZ" +
	"VWVlVVpVqlVVVWVWVVWZVWVVVVVVVZlmVZWVVVVlWlVVVZWlVaVZVVVVVVWpVWVV" +
	"VVVlVZVaWVVVVVVVWVVVVVWVVWWZVVVZVVVpVVVVQFUV/f/MzEzPEEFQDH/fKiDq" +
	"qigwKc7g6oM82cziABAS6vwMKggLJg7iFYuAFhNXqjA/FS4qmoiLpgLgap7G6vzM" +
	"FquIJi4gGoiDZR9X6jA/lSIqmoiIpiLg/////3d0/3393VVd/f3dAERAFc7iKjsP" +
	"Ks7MJjuzQIiBmigAJs4IGjs/lsIqf5ZGlSIqJjizKv7MKjuzfpullqiIJvLAJjuw" +
	"qsLOfV5klSIqmjgPKs7OKjuz////QBUVcN//UAd1R//zEAAEKjM/KiAAGYsDlgIi" +
	"Ksjq6vAAGgszJg7CGiuwAGDwqiiIqvIMqYizlsLiqlDaKi4qqjg/Fs4OmaiwiVDU" +
	"qaiIqvIMqoizlsIi///8QETx393fHN1Vf/33AF/CJv7MFjuzIs7gGqsMri9GpgiL" +
	"Fs4i6jM/KsDiY1BklSIqKjsDJg7MmjiwAiK6qoiAIvLMpiiwJs4INd5UmiAOmqgM" +
	"lsIKKoiz///zEAHxx3f3M/3/3FVVAAAAGosPGs7OKgs8Kc7iqt8JmiDCFiuwBg7A" +
	"Kjs/QJAIqqgIJg7MGjiwJs7ChQwQkiIOmKgIqsLOJoizJSO3lqiIhiIMliiwIjAI" +
	"////DFQB//3dH/9XHzX/ABDMKv7MFYuz6szgGDsAoq9yKgMIFs4OKjM/Bc7gfFA2" +
	"lSIqKjM/Kg7OIouzAMAwgYiLpjIMljiwJM4IJcJXmSIqqgg8lsIqqgiDmqqqlaaV" +
	"VaWllqmalaZpqaqqqqmqaaWqqpmqZpVlVVZlmaqqWqaqaqmqWqWppqaqmqqqaqWZ" +
	"ZVWqWmaZlqpqpqqqaaWpaVWpaWWVVVVZmaqqWqVpaVWqmpVpUNf3/3//zc8d0XRR" +
	"zd8ffgB4kMAqKoMzKv7MBDOwRUDP6jMMojIgioCzlMLiYtfs6vwAooiAJj7gEKsI" +
	"ahum6jM/gQIoGYsPCiLi7lPE4vDMpKiIqiLiGYs///////3dd1/9X0dVd3/9DEDA" +
	"JoOzKvwAKoOzFsIOT1TkpSIqKjuzKv7MFjuzTaBWlIiLpsIq6jM/msLirVvqpiIg" +
	"ljiwKs7AGis8eZ9SlqiIlsIqGgs/KszO///9QPfVP9/1U/X1//3/QNHP6vwMqogL" +
	"Bi4oGAuDgUjaKYuz6vDMKoCzFsICQODe4jAgKgM/Bs4CFKuwKFj+IjuIKv7M6YCz" +
	"lcIqf1BElSIq6jMDCiIOKogz/z//AwQE//d3VNV1x393cxD3yDA/4fzgGYsDksDi" +
	"o6vqpMIAFDuzCv7MGjszPXzUliiIiiIMoYg/GsIOHACeIC4K6jM/ksIqqYiza5DX" +
	"qagIIDwMmigwEM4O////AFRR/93d99RH9/V/AFzEIvzMFjuzJC7AEouzKAAIKAsA" +
	"IsAOAAs/GsLCDFAWliIqKjgPEM4OGguzPxOQgCiIAs7MmDgwBs4oMAxXliIqiAA/" +
	"msAOAIgw////AA0Ff/P3/Px3x9VFTBM84jM/Fs7iioALBC7gqqLCIAzAJguwCs7M" +
	"EDs/AFD1paCIoDIMADgwEM7OP1J8gCIK6jA/FsIKgYgzKFCWkqiIIvDMmoiwBMIO" +
	"96621V//53/96ru/7v/fu1qZq1Vq+puWqq6q66un/33Zqmdmf1dWuqXrbftn/q9V" +
	"VZmVf15dXlX7f/1b5/+/alVVeu1V7v9X6vr9+2dVVl1VbVWX/vtu6lXXqqqqWVVd" +
	"2VdVqu7mZfdnVVVVWV2V71d1qquqrveqmppqlllaVV2ppaZvX/tqVamqpVdl1VVV" +
	"lV/n3fenaVVVVV9XVVVVVttVZp6/pVmVmqdVVVVW53vZVZ3n+nr/ml1d7191qquq" +
	"rv+mqqqqWVVd2VdW6e6q5ndrpl2uu2td9V2Vqqub7/un5plZf131X15dvdXr3/9X" +
	"6v/36nVuvXnV7fdWqvn/25dVr11anVVX//lVddV3qmqZqqqq/5uqrqqrrupqqqqq" +
	"qqpa5W+lqqnqqatqlVqVr6qm/ZumrqaqbWumlVVl6mdVVlVVVW5V1V9XXZVWamlW" +
	"VVdW9d9WVtmZ1aZWqqamXmVZ3/uVWV1ZZmWpqqqqeVaauqqqq66qqqqqqqaqVW6l" +
	"qqar2a6qWVapfqqqWVVquqmqu55qqpmpmZmqpmmZWV6Z77umf1alqlaZVV2VVlVV" +
	"5t9WlZZZqlpZVllVVVVVVVZV//v/6u+vauWdavdZqu2/qqur1rvrVdXWlfVnlfr/" +
	"//ffv/+/bfVf+/t7au6/6qr76/6uuvv7uddXmfr92nrbqq9/Wmr/v/XV993/6vv/" +
	"6/+vtvv7fdVfe/V9ql5pqqqqqVVZZVVVqqqrqqqqpqqqVlZZVZlVmqrrql/Zuqqq" +
	"aVqVZVlVrqarqaqpq66qqqqpVVlZZq7vaqamqqqpmVVaVVVVWdZZbXuWruWXVVlX" +
	"ZVVVVVV1WaaVVqVVZVVWalVVZlVllZaqqaqmWqWqqmZqaVmpVVVapmmqVZmqllVV" +
	"lVllVVVWqqVqlaZWlqZZVVWVVVVVapqlWlVqZVWZWllVVVVZZmaWpaalVVmlZlVZ" +
	"//f/AAAAAAEA/9zUDAAVf/XXgaiIqiAIADCzBv4MvnqfFC4q6jM/GM4O6YCzv+ap" +
	"AAuwKsDCJiuw6vDMfWZqlCIqqKiI6iwOIquIr2raBIiIqiAq6oM/mMAK//0/9HM/" +
	"BERB////X3/dAAAA2sziKYA/KgDAJoOzS5mH6aMI6gziGaiABi4oqJq62iAOGos8" +
	"JQ4g5oCzFTDMGjuAqgIo6YAPmcLio5Tm6fAo5oOzJs7gGasI9//10//9AFRQzd8f" +
	"UFTcAAAIJYOD6vzMpgizJs4IFdDXqiIqmgg8ksIKmoiz6pe36jM/FM7OGouzJv7g" +
	"blfkpiIqhjiwKgLMGis8WhrmqqCIovAomogzlsICP////3z/TzEX8X/0xFUVAAAA" +
	"Fs7CGgszGsDC6jM/f9UHkaiIosACBCiwqvDMRJ6DmiAKCos8lsLiqgAzf5wWlaiI" +
	"ksIOKjg8Ks7M6m3mKjIIFDuzKv4AGguw8P//3f/dz3d/AEVRz39QAAAAJAOzKszg" +
	"6gOzKs7CA0fkFcIqgjAzAiLMAqMwABxEqjiLFS4qqoAPoQDioK8qqgIMBIuwKsDA" +
	"GosIRIyMmogImiIKqggMIQDi/////39//PXdEARAzV8fAAAAGcziKjM/Js7AJgOz" +
	"NZPziaCIojAIwIAAkMDiAhwGKDAoBiiwJj4gGisw6qrmqiiIIP7g6gAzmcDiblCk" +
	"piIKFiuwIgLMGggMpaqqqqqmaqWqqlVVplmpVaqaqmaqZaWaqqWZZlWpqqqqqqmq" +
	"aqaqlqalpVVqqqqqpqmqaqmqmlVpZVmpVaqqamVZqqaqqVmqqWZVqqZqaaVpqqmp" +
	"WVVpmlZVz/8/9/PwFERRf1N3U0wcFPAfKs4CqoA/wMzi6ICwS8kxoaCAIgzApqiw" +
	"Ji7MHnCbFC4KKjs/GM4KqoCzNJDMgCgIosAAiYAPgcDiA6RmoQAqCoMDIj7MFKuw" +
	"////QxFAHxFX/f//DcT1AMAxKAMICg7MAAszBg4oBPhTICACKjA/lcIqKYCzgOar" +
	"Kgs/Ks7OFquwKvLAP0VElSIqKjADKi7OIquIkGL5oYCL6PzgKoizlMIq//////f/" +
	"FFRV93/0UP/VPUAfBg4q6jM/GsIq6YCzDxgFpaCIKv7MJDuzJg4Mu7upAD7gpoCw" +
	"qcDi6gM/2Y9YgiiAlQIqqoA/6sAOLQfqISIopgCwKvzAGasA///////d919/z99f" +
	"HFFVz8cBBIuz4MzCJguw6vzMfNAgliIKEjsAEMzCKjA/MxGAACAIFM7OEqs8Kv7M" +
	"8V9hkiAKlKiAIMDOKos/466iAIAImMACKgg/qsLg////f3d3/339AQRd/f1DAENT" +
	"AM7iIjM/Cg7MIgsAQBA8qjgPBM4AIoMzkcDiDE0EgiIoliiwCv7MEDswPqKigiAI" +
	"KMIKCAszKsLiDExHlCIKmqiACjDMGAuz/////93d/1xdFQUBd398DHPDBYuz4vzM" +
	"wDMzGszOAxHnqDAIojgDBP7AFguwEAAAACgIoMIOEAs/psICv5/6ADAMEDuzAv7M" +
	"EiswAR91piCIlgIqCAs8AAzMWVZVmqamZZWaqqWZplWlqaqqqqqlammqalZZZlVp" +
	"paWmlVVlWaWamlWZZVmpWlWWVaValaaWlVpZVVWpZlVVVZWllZlVVVVlpVVVaWWp" +
	"VaWWpmqpVVmZmlZVB/3FA9BAADEAzf//AATdqMI7KoMDKi4MgiiwBs4Ilfqb6jAM" +
	"qogMkAIimYizqvaXKjs/KszOFauwJvLgblV9liIq6iAMGiIOFaiIaGr26YAL6vwg" +
	"qoizFCIqAMAAB//PFEBR/3d0EwUdmfqfKs4i6oM/wMzi6IOze/H1haCIKjzMlDiz" +
	"Bv7Meq6qliIKEjswhMIC6jAzVZNUqqgIlSIqmggIqMLCa9bmgSAqJjiAJv7MECiI" +
	"8///f/X/EN1V///ffcT3CAAAKYOL6vzMJguzJg4ohMhTEQIiKjA/lsIqKgCzquap" +
	"KYCwKsDCFiiwKv4Mf1VklSIqJjuLKi7OKjuwnEr15iCIKv7gKoOzlsIq8///8P9U" +
	"fNFz/3//BFd1AAAAlsLCGqsA0szCKjM/CMchGIuzIszOFiiwKv7MtMpT2iACGIg8" +
	"lsIqKgCzf10VlaiIGiLOKjgIKi7MqKl6KswimoiDKv4MFiiw////////d3/10EFR" +
	"d3dXAAAMKjAAKs7A6YMzIc7iP0BwAMwAKjszBs7MEDswSBAAlqiApiIo6gAwgsLi" +
	"aKimhgIIGggIKs7AEIiwSByYkagAhiIOKgAzJs7g////QPXAwxVVEMTE//3fABAA" +
	"KjzAGjszJg4gBguwKzPDAIAA4vDMADMzFMICLEJyIsAKEjgLBD7MFDuzUmvyqgiL" +
	"Jv4AijCzlMIqf1ZklSIqCjiLKiLMkjiAmqqmqaqqVZmqpqqppmqqpqqqqmqqaqWq" +
	"qqlqqpmqqmpqpaqqVamplqappmmpqqqqaqWqqqmqaWZqVWWppqalZqmlqqmpWWWp" +
	"ZmamWqmqqaqqpqqqZVWqmqVpf//9////VEVVx3/00E/9t/DXgCIq6YM/0MzOyYCz" +
	"Q/XH6YM/6vzgFDuzBv4giaimKgAMgaiAiQDgqYAz0R9aKjiwhSIqKoA/2MDC6mfW" +
	"Kv4oBCCIKs7AEasM///wP/ENE1VU/f/dfUT8c/X7yYOD6vzMBDCzBv4If9LXlSIq" +
	"Kgg/0sAOCDCzb6enwDAMBM7CGjuwKv7Mf1dmlSIqlDizKs7MIjs8Xpr2paCIgsAo" +
	"Kgs/lMIK//3////3FFBRf/P1Exzd1fLTmQAq6YA/wMzMxYCzc/X7yYML6vzMBDuz" +
	"BP4ImqqWGi4OKjs/lsLi6YCzlVvapCCAlSIqqog/hMLOK+bWycAoJCiIJj7MECuw" +
	"//9///9//3d3/dXdVdVV8/1TEDs/AM7OEDs/6szA/9wHwDzMEDswEMDOGjs/c/Wb" +
	"kKgIiALMEDuzKv7Add5XkSIqmAgMkMAOKjuz7vmagqgIoMLMACgAIs4M///9////" +
	"39/dBFBVd91fwE/+Jg4AADMzwsDAAAs8/x/XADg/BM4MCjs/AMDMYUf2hSIqkDgL" +
	"Jg7AADMzuOq6wCAAKjIMEDswBM4Mdd5XgCIKgKgMgMLMBoOz/3///P///3d3EBVR" +
	"x3dX0f/zKjADwPzgAYM/wszi/1f9wPwgpDCzBv7MEDs/cVv7kKiIgiAIwYAPEMzC" +
	"qqqWgDAIAAs8gMAAJIize52rkagIhiIMACuwAjIAmqqqmqqqmqqqmppqWaaqqqqq" +
	"qqqpqqaqqqapapWqmaqqlqqqmqaqmqlpWZaqaqqqqqqqmqqqmqVpVVmZlZZqmqZq" +
	"qqaqaqqqZmVVpqqqqqaqqqqqqqWpqqpq/393//////933d9/3FVUNLCLACsI6jzM" +
	"wIOzIcziM/8XmMDOEYs8EMzO6jM/wN1XIis8EC4OEas8Ks7AAQ+XkCDOgKiICALA" +
	"KYszwAqGIiA8gAIqKIgziQDg/////39ff/FX/3d/VVVVN/9XFM7OEgs/0MzO6jM/" +
	"Q9WXlaiIIMDOBDCwJv7Ad94nmCAKAqswlMIKKjs/f52VlaiIlMLOIjs/Ks7Me6Wm" +
	"iCAoEAizKv7MGDiw//9/f///x3dX/919F8VVAPefGosI0szOwDMzIf7gM/9UEMDO" +
	"Egs8EMDO6jMzC10bIagwGCIKECuwJv7MfQ6XlCIOlqiIigDMKos/BAKqIjiIJs4K" +
	"6oAzisIi///f/////93dx3dXUVVd0D8BiiAAwYOzwczi6YM//8wXwAM8FM7OEDs/" +
	"Jv7MUWwWiAIqgKgIEMDi6gM/O1SrkagAhiIKFCuwKvzMqCqmgQIogAgMgMDAJgiw" +
	"//9////993d3X99/91V13Ay/Ags/EM7OyjM/wPzg/x/0wPzMEDs/CM7MEjs/yQib" +
	"kKgIhCLMCjMwIMzCcf9XgCIKgKgMgMDMCYOzeRqCkKiIhCIAECuACPzM///9/3f9" +
	"/93d1fV1/fXd/1f9BP7MEDuz6MzMEDs//993wDM/BP7MEjs/EMDO/Vb+gDIgkDgL" +
	"Kv7MEDuz//uagCgIgALMEDsAKMwMfd5nkSIqkAgMkAAOKjszVVVValWVamZVZlmV" +
	"amaVZamZVllVmmVZplmZllpVVVVVVVVVZVZVVVVVplZValVZZVWVlllZVVmpmVVV" +
	"WlVVVlVVllZVVVlWVVVVVVVVZVWlllVVVVZVmVlVPwcT//T/Hz3QBAQN8z1DgGRI" +
	"Ks4iGjs/Jg7MFiuwABDEqjA/Jc7iKos/CQ7gAF00qiIMmKiIKiLAEquAoaqQKoAL" +
	"lsIqKjA/JcLiSV6oliLOlaiIKiAMGouD/M/M/xDExMz/EAF1R09DMzDuCCOwCAIg" +
	"KDMzAMDOAAAmKgAoGjszJj7MFCuwdx9UkCiIlcIqqgg/qMDiqq/JqjIIFoiwKszC" +
	"Gjs8eZMYmjgIliIqmogIKsDi///9QMzM093/AARN/93zAAQAKszAGjsDJg7OGquA" +
	"AhMiqjAzJs7AKos/Bs7CIV5wlSIqmjgDKv4MljiwCioipgiLKvIMKggDFsIKfR50" +
	"liIKmjg8pgIMloiw////3//9P3d1F1Vd/3d3EABAKjuLFc7iKoM/6sziIAcABS4i" +
	"JjuzKs7MGjs8AAiIlgiDJQ7gKjM/msAOq5imqSIqKgCAKvIoKgizd1FXmaiIliLO" +
	"miiIKs7A//9/9/9//91d/Hf311VdABABGiDOFouzKs7CKoM/CAwAGIuIGszOKgg/" +
	"Ks7MMCICGsDCGgsAFs7OKjM/c1lXmaiIliLOmiiIKs7CZ+impSIqIiCApjIIKgiz" +
	"//////33d3d30d990HRVAABMKjOLFs7C6oA/Jc7iMwAABD7MJjOwKv7MGIszBBiA" +
	"JqCAJg7M6gM/Fs7iRNAXlCIqiiA8lsIKmoizclmnmaiIpiLOliiwKsLAmWVpqpaq" +
	"amqpppqppqpVqqqqqaWpqqapqmmqmqllWlVaWpqmqpqppVqqlpZpqqaqqaaqpqlq" +
	"qWqqpqZlaqqqqqqpqmqppZqqmmVVZlllZlmpqlWZmqpaqqpaf/P3////33cw3EdV" +
	"93/0AQDwKYAD6szg6oM/0MDiQBD8ovAgogADBj7gFCuwwRBUAjg/pCIqGYg/ysDi" +
	"wKm2KsIMEDuIKv7AEIuwORPCiqAIpgIqKisMCszg/////3d0//3fUVRd/fERf8f8" +
	"wMziIjM/Bv7AxDOzQAjMpqiIKDAAyoAzFM7O/1f0ATAoBDizKv7MEDs8WwvmpCiI" +
	"hMIo6gM/lMLiTlxElCIqlCiAKg7MGjs8//f/z9/9d//10FT1T3d8AAD86YCD6gAg" +
	"CoADAMzOTMXM4MzgKjOzBv7ABDuzBUDKoACIqPIIqoizlsIqain6igIoCgiAKv7M" +
	"Fiiwj1kAlaiIliICKjsPCsDO/////1/9/93dFdVV/dH/wxDAqPIIJDOzIv7gGIsA" +
	"DSDSwDADpMIoKIs/GsLCT1DEpTIoIjiLCv7gFjuz7+mqoaCApMLApiiwKv4Mdu5T" +
	"mgIOGis8lsIOKguz/////////3d3VFXd93dXwAwAKgAAAcziKoM/6czgMwDAADzA" +
	"FiuwKP7MEjuzQBCImagIogIMKgMzGc7iYyImoAIqoCgMoMDiKgCwCNSokaiIqiIC" +
	"JiiwKv7M////P/9//93c/3d3FVVdwAMA4gDAFIuzKMzMGjs/PxMDwDMLFsLCCDM/" +
	"CM7MQAIApSIgKjgAJsLOGjuzcR3DiKiIhDIMFCuIAM7Mbq6DgiIoiDg8lMIOCgMz" +
	"X1Wde1ZV+1dVqu6qb1tb//3/fd1d/3V1t3v7f/dVd19df/XV+1+V+m9rb3+V11/9" +
	"/3dV+19Vf//b339V/39//9/X/1/3//vX/95+XX9d/1dVX19V//9V/39fqlr5mVmV" +
	"73ZmqqqqrnmrVVVVV1VV/VdW6q677ddnVVVVnmpd52+5qq+77XtqVVVV//WpVW5V" +
	"qmeq3e9WVVVVf1dmlVt37f/Wuu2rVVVVd5leV1dW72u5v+7dVVVVWV7V+t+Vqu7q" +
	"ZdvXVVVVqq6d72+qqqu7rntqVVVVVVVV+/+tuq7rb9trVVVVVVVVeZ51nnvp3/9X" +
	"VVVVVVlX766e//unpm6/VVVVVVVV9ZeXv/frtbd/VVVVf1VV71daqqq75duqVVVV" +
	"XVVV+9+Vqq7rb9umVVVVlV5m/2+5uqurrXtrVVVVfVWV1VdVvWd73/9WVVVVf1VV" +
	"VVVV//9qqe+uVVVVdVlV11VV33tVv555V11VdVVVWVVVqq7q++9dVVVVXVVVeVWV" +
	"+qvr//96VVVVVZm1eV5Vrq7q/69aVVVVXVVVdVVVvu9r//9vVVVVdVVVVVVVtV1V" +
	"//unVVXVXVVXVV1VXVVVv///9V///111919/7/9W+pq/f7WVf13V/192//vX//77" +
	"VV1X/3ZmfVfdbf92ef++XVVVf1fV/193//vX/+77VV3Vf3VX/991/9/X///7XdVV" +
	"f//X/99Xf/9X////1VVVd1VV1V1V3VVlqquqWVVVfVVV119VX1davm5rVVVVV59V" +
	"fVVV1dlVu67rVVdVfVVVV19V7fdWvm5nVV1VdVlVVVVVfVlVf9/rVVVVVX1VXVVV" +
	"f/VVV1VXlaammVZqWWmqWmZqpZWpVVVVlVZmVZWaVVVVVVWqlaVllVVqVaWqVlVp" +
	"pZWqVVVVVZWmWaWaVVVVVZWpVZWVVWVZVZVVVVVpVVVVlZWlVaWaVZWpVVWqVVWl" +
	"VXV3BPHP9HVT////ED3/mbqbKs7i6jM/FcLi6YOzavV36qM86jDglaiIFi4qWr2l" +
	"6szOGouAlSIi6oOL1V9X6jM/lSIqmogLpgLiadX96vzg6oOzJv7glaiIBAEAffXz" +
	"Ed1V////fcT3qua5KaOIqiLMoiCwJi4qlfpfKswq6gM/lSIq6YOzp+apKYOA6szC" +
	"liiAKv4If1V1lSIqKjsPGi7OJiuIVmr95gOLKvzg6oOzlSIqVAVzBAEAxPRR////" +
	"EDz/qrqX6iAoigA/FQIiKICzq+q16YMPqjDAlgiwJS4oavqn6szMGosPlQIq6oCL" +
	"VV936jM/lSIqmog/pQIqatfd6vwg5oOLJi7glaiIAE1EBAAABPNP////0FHdv+Wr" +
	"EIsIKgDChqiI6vDAqq6rmsDCEKsAmgICKjA/qX1nKIM/2CDOmaiIJg7g1V9VGiDO" +
	"laiImiIKmog/5uru6jOLKA4I4oMPhQIiAQARAAAFEzczAAQFMzPPquqqKjwIqjgI" +
	"Ji7AFYiAqp+n6jA/Bs7gAoszJg7gqVXXKi4Imjg/FC4qmaiwuprdGisIKgLMAYiz" +
	"gSAoVd3XkiLOmogMkiIKmoiwUETAAAQAVAAFEDTFx/P/qrruwgAL6jAgqIADlAIi" +
	"qtnr6vzAIgszBv7gFquwZnv+6jAIoPAogYgzlcIqqpr+KvwIigALKv7glaiIVVf1" +
	"qqiIliIqqigMlSIqqlpVmqqqZZmqqqmaplmpqqqqqamlVmmqWlVVZlVlqqqqpZam" +
	"aaWaqqWZZpmqqqqqVVmVWqampamZVVVaqqqqVWWWamlZVVVqmWVVqqqqVZmlaaWq" +
	"VVmVlVVV9QUwzfX/0/1V/////ff/AqqxKoMPKv7MlgiwJg4oRvBT6swKKoA/lSIq" +
	"6YODJfS9KoM/6izMlaiAJS4oANDQ6vAMKgs/Jg7iFYuIUnD96jOLKvzg6YOzlSIq" +
	"VPV39M/zN3xd//P/HDTQmfqfKAIq6oA/wMDi6IOzevX3wYM8KvzMlDizBv4IW76m" +
	"wAzMEgsMlALi6jMLf19UwDM/FSIqGjgLGiICr9X5wPwopjCLJv7AlaiIBHVBAERA" +
	"F8B3/9//P/T3arq3qqiIKj7MBDiLJi4IvqqbAMzgCjs/FsLCKjuzt2b5wDMDJiLO" +
	"mDiABi4of+XXwDzMGjiLFi4OGCgAX1b9wDMLJi7gKgCDlSIqdXVRBQAD9/9////3" +
	"P1T/W/qmqSIqoYgD0Czi6gM/v+enADM/Js7OFiuwJv7M1/+XwAzMEDsMkMIOkjgP" +
	"f193wDM/FC4OmjiIJi7AX97VwPzMEjuLJA4AliiI3H9DMzHAfzD/NwDF//N/FrD8" +
	"KgsPisAgmYgPgMDiO5voAPzMEjszBg7MEjsAfHr9wDM8IjLAgDizhAIIm97UwDzM" +
	"GjsMFsIqmDiAf1P3wDM8Ji7MCisIBg4CEXXV3QA9/8f/1zAx/9P/atrv6vAMKqAA" +
	"Bj7gCIuzf7P2wAM/IvzMIDsDFs7iT/X/wDwMGjgPBP4MlDizb5v1wDM/Bv7ACjgL" +
	"FAIqf91XwPDMCgsLlSIqkCiIqaqqqmZqWVWqqmZqqllpqaqqmqamZaWaqqmZppmp" +
	"qqqqqqqqVVVmVlVVpVVlqqqqqqqqWZWVpVVqVVVpqqqqaqmpVWaWVVmZpWaVqqqq" +
	"qqmqWZVVVVVlVVVVVfV39w0/90xd////3/XfmfqfKs4i6oM/wMDi6IOzQHX36aM8" +
	"6iDglKiIBi4oQL6m6szMGouAhSLi6oMDwFBU6jM/FSIqKogLCcLiQNX96vwo6oOD" +
	"Jv7glaiIVQUQ/c//0BEV/////fz1quo1qqiIKj4MEquwJg4IN/BTwDzg6gM/lcIq" +
	"KoCzZ+Y5wDMwKsLClCiwJj4If9z0wPzMGjuLJj7MEDuwXhb5wDOLJi7gKgMzlSIq" +
	"RPV/9///d1VV///1H3//tdqXFSIq6jM/kMAqqYCze/X1wYOL6vzMpDCzBP4ou7il" +
	"wPzMAIuzmQDi6oMP/19aADAzFSIqKjg/6MDOr9X9wPwA5DCIJv7AlaiI1d1X9/9/" +
	"1c///99//1Vdf+argCgMKMLiBiuw6vzM9/9XEMLOEDs80MzOqjA/+91XADs/CC7O" +
	"laiIKjzA/2+VwMzMFCiIFC4KKjg/35bWADM/AA7MKosPliLiP8XV/Dz8///93QVV" +
	"/f3AgOL+6vwIGAsDBg7AEDsAU37+yDMzhDIAADizhDIMP1/WAPDMAjsPFg7OEquI" +
	"HqL3ADA/Ij4MGgsAlAIOf9zXwPDMwiAMFi7OEYuLXfXV3/f////91fTQ///0vlr7" +
	"AqAMqvIMCIuzEs4Kb/X/wMzAojgPBP4MxDOzXXP2wjM/4PwAGYuzlsIC/1/1wPzM" +
	"ADMLJg7MFoiIf1/6wDMzliIKiigMBC4MlaZalaqqZVWaqqmZZlmpqqampqqqWVWW" +
	"lqZpZVWVqqqqqaaqVaWamqWpZZmpqqqqlqqqaaWqlWWVVVWZqqqqlaqlVqapVVVp" +
	"mVWVqqmqmqqmaWqqVVmVlVVZ/P3/QFV/F913////M/f9QvX16gMMJjLgFDuwBS4o" +
	"gqKTKv7A6gM/kMIiKYOzgOC56oMzKsDAliiwJT4oANHHKiAqGjgPFi4OEjuwUHD9" +
	"6jOzKvzg6YOzlSIqQPFD9P31N89xf/P3HATx4vrX6sAMCYg/0MAOCoOze/X5wYMP" +
	"6vzMlDizBv4IW+CXwCDMKgs/lcIiqoCDf1D0gDAPJiIKGggDFCIqrtX7wfwoKjCL" +
	"Bj7AlqiIAAQAzM/zN8VV/9//38RVqugZlaiIKv7MJjuAKg7MIUAbAs7i6jM/EsIq" +
	"6YCzy9ep4CCABCLOJiiwJv7Mf2NUkCAqkCiIJi7MKjuzXxv6hDCLJC4C6jM/liLi" +
	"QDFH9c83N0dff///3/f30v+bKgIOgAA80czi6YM/z1+XIDsMwPzMEIiAKg4O27yX" +
	"wMDMGAs8EMDi6jCzv31XgAg/kiIqEDgPqgLOb/V14MwOGjuABP7MJqiIQAcB8NMz" +
	"AEDV00A1f/P/CHz+qjCLiPLgiYA/kMACOlfbBD7gwjA/Cg4OGqsw31v6wDA/JP7M" +
	"KjCzhMLiT6ZUwMAKCAiIAg7OCKiAdxN/wDA8kiIKwIAPBc7i0BMNH8/xHNDTE0T1" +
	"D9/3KtvXqiIoAjs8Fs7CGAgMPXP2wjAP4PzMCYizEMICruXvwvzAAjs/Bj7MEDuz" +
	"p9p7wDAzIg7MwAAPlSLif0VXgAAMmqgMEiIOGaiAqaaqmqqqmqqqpmZqVWVVmaqp" +
	"pqqqmZZqVqlpVVWWqqqqqqqalqaqlmZpVWWqqqqapqqqmqaqVWVZVVWVqqqqmqaa" +
	"mqpqmaWZVVVlqqpapmqpmqWqlmWqVVVVf31f1d1Xd/1//////9f1AHyn6gDMGasI" +
	"FALiqoADANanKjs/Ks7OFYuwKv7gBPxXKszMGgs8lSIqqoizABBUGiiIKg7OmYgL" +
	"Kg4KAADW6szMGos/Ks4Claiw9c1Xd39/9/3//99/39/1QPW36jM8IgIqBKuwJv7g" +
	"O7+XEMDOEis8mMLO6jM/OMQXAYs84gzOliiwKv7AMyxUCCLMCjiIKC4qKgiwE1DO" +
	"ADsLKvzM6YCDlQIqAAVT9f//919f///3X1R3NiAXlSIqKjA8lsIqKgOzAMQBGYuz" +
	"KszOFjuzKv7MBOyHwizOGgsIlsLiqoAzPAAJwoADKiIKmjgzJs7OoAQ02szOFAuI" +
	"Jj7MlaiI9/10/39/9f33T9/33//1AF+0qqAIAv4MGiuwJs4KMHwXCD7MCjM8EMLC" +
	"qYCzMMYzygM/CM7MFDuwJv4Ac89UiAAMgCgMBi4OGquwEHD7yDM/6vzAAIMzlcIi" +
	"/913xM/9xHxd/cf3/3z9AAOfyiAMIYA/CM4CKYszPHAXEDsPyvzMAYizKsICww+n" +
	"AMzOADM/AjLAKoCzNDA/wDM8miAKwIA/JcLiwPz0qPAoADAMBA7MEqsAVNXN3fd3" +
	"333d3/f/f////W/ewAAMwPDM6YA/Ec7i41zUCD4IwDM/Ks4KkIiA75PeIDMzBP7M" +
	"6jMzEM7i4/R16MzOKDs/AM7MJaiI331XoIA/mCIqEDgPpiIOVlVVVaaVVaVVVVVl" +
	"WZVVVZqWlWVpVZVVVVlpVVZVamWpVZWmVVVWVVWZVVVVlZZlVVVlVaWZVVlVVVVV" +
	"mlZVlValVWVWVVVlVVVVVlZplVVpVWWpVVVpVVVVP3D/QFXV////Vzf1f///kBI0" +
	"6jM/KiIgGYsDlgIiCNTq6vzMGgswJg7iGauAAFD8KjAPKvLAqYCzlcIimATXKgzM" +
	"Ggs/GsIKmaiAQFD86iM8KvLgKYCzFc4i//DMQ1VV//39EPV//f3/QBAk6vzMGosD" +
	"Ji7gFouAq5quADMPJgIA6gM/mcDiAEBCFQIiKjs/Ki7OJjuwAErRFIiAKvDMmgiI" +
	"GsIKQRJXlCIq6jM/liIqKYCzzHd/////99/1V1V1d/93JYiAKoiw6szA6YM/mcDi" +
	"AERAFc7iKjs/Ks7OJjuwyFxeoiAAlSIq6oM/qcLiK4OWqDIMloiIKfLgKquwyVxc" +
	"6qAMlCIqKoA8Jc7iz9wPA//xz/393dTV/93/QBA06vzMGouLJi4gFouzEBACKjOz" +
	"Jj7gqoAzlsIiAEZAJc7iKjszKs7MGjuwUkj6migIKvIMKIuDlsIqQGHHpSIoqjgP" +
	"FC4OGguw93/3889/8/A//x//XdfVCIAA6iAIIj4AIYuzJs7iCACEIsLOGgsDosIC" +
	"KoAzAAKRGIuzKg7OGjuwKs7MQEHDpvIImigMlCIOGouzQDsLqjA8IDAACIOIFsLi" +
	"z//8T///x9D3P//3f93UQAA0qiAICosPKgIKEouzAEDwKoMzIvLMKjCzEsLiAEgw" +
	"Js7ACjszKvLMFguzAED4KjAwIvIMCoCwlsLigOHUqcAoGjiLFi7OGjsAZWammamq" +
	"VWapZamaaqlalqaqlqqqWaWZpVWmVqVpqqqqqaWqlaapVmmqlaVZqqmalqqqqaWq" +
	"VVWqlWVZqqaqmqppmaaqlZVpVVVVqqaqlpaqZampVValWaqp3fXRXHfV///10/X9" +
	"////YND06vwMmogLJi4gFIuIgkj+6YM/6vwAKoOzFc7iQNDe6vwAKoA/Js4qFauw" +
	"YFj+6jMzKv7g6YCzFc4qRBFHmiIq6gCAlSIqqYg/AAQB3VX/8///38R3f/P/QJoA" +
	"6jM/lSIqKos/Ec7ib+l8wAwCKjMDBv7MJDuzAXDApoCz6vwA6YCzlsIqLVi4ATAo" +
	"6jMDJv4AloiDgwEQoCiIKiDMkqiIJi4OEAMx///9/d/x30VV/9//umB4hSIqKjMz" +
	"Kv7MFgizAEDAJYOz6vwAKoOzFsIKwOR26gwqIDCLJs7MFauI5xj65DCLJCIM6gMz" +
	"Fi7iBGBAmSIiqqCIlgLOKjsPwAQB/NfN3M/BH/TVf/P/Cp4A6jAPhDIgCoM/EM7i" +
	"wODf6jwgCDAPBs7CEDuwwkDIiDgzKPAMCIOzFsLi4PjooPAo4DAPAM7MFouIsXMQ" +
	"kCgMpiIKkCgIqALC3AABw//z0NTzX8/1z993AijmqDIIEqsMJg4AGouwKFPYKjsL" +
	"Iv4MooAzFc7iDAHwIPzACjCzIv7AFguwAHP0ijg/4jDAAIgDlsIiMMxYysAMmiiI" +
	"Ji4OlqiA9AD00M9/MADd/8z/PUT3AqDw4gAMKP7AIgAwBM4iAmDPCi4C4jAPBgII" +
	"AYCzigsAAguwAi7MIguzAg7OAOH/qsIIgigMAC7MEAuwRDMHgiiIoCACgACDoALi" +
	"fX/ZXZVV/11VupV1fful7rv/VqmV/79VtZlvn/bWr/9vv/7V/9+Wqq257/uq5f9V" +
	"/9VVVVVVed1X//9V1u9Xf1d2VV1V999Vt59/7+21/61WVVVV/991Vf7Vpmrdq6mq" +
	"/5qurqqvrtpqpqqlZVVZ5W+lullp5VtZVVZVb1bl2duVamZpZVdXlZ1V139VVVVV" +
	"1V711V91XVVX/ld+VVd3119VVl1d1ZZVb5+VVlVV2d9WWV+VVVVVltpp/32Zuqrm" +
	"nfuallpqmmpqpbWpqqZvrvnqVVVVVVlV7/+pWq5n7fvqVVlVVVVVVWVVed9V399V" +
	"VVdVVVVVVV3X7/9VdZ1/VVVVVVVVVWdV//9VVdX3VVZVf1ZV+9+Vqq7rb1uZqqqq" +
	"t1rf72+5uqur7buqZqqavqqV91+Vda7q729qZ1d1X1VV/195d19Z339X/31/f1f3" +
	"/V92//vX7W62WmdVfWVV319Z7/9btX9XVVVVVZWVq6qpu66uv7uqqqqZVWVVmaan" +
	"ua6r6++mpqmlalaqqqqZqq6r7vqqVVWVa1ZlVVWVqq6q7/uqV11VVVVVVlVVdVdX" +
	"/+9/VZVVdVVVVdVVWWVZ3f9291XV/11+v3rr/161/nr66m5q31VWtW/r+/9Vur+7" +
	"lZtq2+9bbnur/9+X5/6/1V1/vXVd311W//9XZ79vdfVXf/XVX/919W337//3t//X" +
	"f/5X999X/21X33/1VV1V/1VVuqqq//lWe6qXqqWaV11Vlmupdfmap66vVqqmqaWl" +
	"lW1q5d9W+q6rfVVVdVZV9VVW51dWdW5mV2VXXdVVVdVVVV9Z31f79fVXfVVV1/dV" +
	"lV9VfV9VVlVapmqmVVaalmVZVVmpVZVVqamqVVVmlqalZVVpVVVlVVZVVWWpqqVZ" +
	"VVmqVVVVVVVWqqqqmmWVVVWlVmWVVWWaaqZpVVWqlZVVZVVVVZZlqamqVVWZVVVl" +
	"c1VX//39wAAQwc8fwTdRfAA5xYOz6vzMJDuzJs7MVdzX6vzMloiIlSIqmogP6pan" +
	"KjM/ECIOFouIJj7g4l/UKvDMkCiIKgLgGosA6lum6jM/gTAoGYsLmiLiAAAA//f/" +
	"FUdX93/w3U8VmqqfKs4q6jM/Fc4i6YOzf9XVlaiIKj7MJiuwCi7MWbuppSIqlaiw" +
	"KcDi6jM/1Z9emqiIlSIq6gM/6cDibafmpSIqljiAKs7MGisM8QTwAA08ENB1//zf" +
	"Pff9SAIG6oM8Kj7gFAuwBi4oqgKQ6szC6oM/GsIiKYOzpua7qqAIKgAOloiwJT4o" +
	"QN3UqiAIGgsPFi4CEguwVXj96iOIqvIgqYCzlcIq/wwcwAAw/99/RP9P1PRVAIKh" +
	"KiAAEKuIGM7iKgM/KqqLGgszGM7OGouzKvzM1X8VKiDMlaiIqMICmog/aX136IA8" +
	"miIikKiIJs7g6vqa6sDOIagIgAAiqoCLA3MQAAABf/f0FDBBB/FPAJxzqjADBA4q" +
	"ioAPocLiqm7qKvzMADizJv7AGquwVVv3qjAMlSIqmKgMhQIoijqf6jDMKoM/gMIq" +
	"qYizaFK3qjAMJiLCgKiABg7g/QPQAHMA////BPRF3PF3Ah8qKPwMgiiIJA7CGosM" +
	"qr9L6jMzwMwgEYs/Ks7OQd1XqiAOmiiIBC4qKIgzqfmmGos/pgLAgCgAKswoZgqb" +
	"miAOiYg8kMIqgIAAlqpmqamqVaqmpqqlpmqqqqqqqqpqaaWqmqZqZqmqqqqqlWpp" +
	"aWWaaqZpqqmpqqaqVZVqqqqqamZaZWWZpqqlVaWWqqmZaaWVWqamWqqqVWWqqqqq" +
	"WVWaqqVpQQdz8/zwFHRR83/3U3/duuAbAAAK6gA/kMACyYCzQPfH6jMMJj7gFDuw" +
	"BP4A6ompKszMgKCAkCDiCYMP2T9cGjsPgCAIqYA/kcDi6Rft6vDAgCCIJg7gAasI" +
	"///38zUNXVVf/f/dfVXdf/X7wYOL6vzMBDCzBv4If1aXgCIqGjg8FsIOKDiz76Wn" +
	"4AA/EMICEjuwKv7MfldmhCIqlDizKs7MEjs/Xpv2oKCIgsAgGjs/lMIK//3/MEA1" +
	"NzBFf3P3X9Dd1fz/2swOgYALwPzMxYCzSrX76aMwKszgFDizBv4MsNqWGiAKGjs/" +
	"lMICqIizgFjIqiAIKjIIKIizBMIqQ9bmqSAoKgsPBg7ClDiw////QAQA81R3//3d" +
	"HdVX//1XADs/BM7OEDs/CAzM+26nACIOADMzmsIOCAM/f9m1gKiIhCLOJDizIP7M" +
	"d9Z2kCIqEYg/0MDOIjs/btq1hKiIlMIOwjA8IMAowf//cADQH9/dPNBzF9F/1v//" +
	"iPDAwYOzwfzgwAM8PB/rwDMLAP4ACgMzCM7AA9XmgSAqKDgPFCIKhDCzsOm9xKOI" +
	"KsDMgDiwBP4Mu/p3gCAImog/gPAMhAiw////BUAB//V/NxFN9/d/1f//6jA/wczi" +
	"wYM/wfzg/5/2wDzMEDs/JM7MEjswf1jXgKgIIvIMmDiDlsICW/72oCIMGjs8AMDM" +
	"ljiwf9mXhaiIKg7MhDCzBv7MqqqqlmqqVVaWlqVqZVmqqqqqqmaqaVWqqqqlpVpp" +
	"qqqqqmZqVVWaWmWVZVlqqqaqqqqqqqmpWlVpVVVpaqmqqqqqqqZpVVWZmZVVqqZq" +
	"qqqqqqmqVVVZpmVV///3////HRVf/d3f/dRdf8U5wAMwBg7MFDuwBv7MABAX6vzM" +
	"KqgMFcIqKYizwJqnyjA/AMIOEqsMJg7gzF/E4vDMkDiIJj7gGouwUBvmyjA/gfAg" +
	"GYs/miIi//////d/UERVd3/8X3fVDEATFs7i6jM/Gs4KKYCzf1kVgKiIJv7MGjuz" +
	"Fs7OuaqqCCLghoiwKcDi6jM/fZ9QkKiIksIqKjA/KsDCbVVmgCIqhDiwKvLMGiuw" +
	"//f3f/V/391X//3cf9f3Q/X16AMMKj7gFDuwBS4ojPrfwMwAKjA/BM4OCACzIOC7" +
	"KYA/KszMFiuwJv4AP1NWhSIqIjsPKg7MEjuzEFD94DALKPDgKYOzlMIq//9f/9//" +
	"09x893d311VVfx8lwCDMAgswEM7iKgs//99XADs/FM7OEis8KvzMf2+XkMLOkKgI" +
	"2MDOKgA/e19bgCg8wCAOEKiIKs7Ma6uWgALMIDg/kMDi6oAwf3/9/f/9//f1d31F" +
	"9/33zJ9GojAPBM4IGos/FsLC/1/9APzABDCzKv7MEDs/c1PagDCDhCIIKggzGMIO" +
	"+EyWAvDMADMMpsLCKYuzO19bkKgMAjDMGiiIGs7O/f/V//f//9991dV1/d1/T9/m" +
	"4PwoAjAzBs7iGCsM/fNXAIM/0MDOADs/AsLAD2/XoCIOkjgLBA7OGgs//1+bwDM/" +
	"ADLMECuAJM7MdFyXgDIIyDA8ksIKGYuzqqWmlVlpWWWqmqZppZWppaqmlVZlVWWa" +
	"mqWZVZmqlapWlaqqVaWqmmVpZWWpVaValWamVaWaVWVVVVWpVZVVVVVVVaWZVVVZ" +
	"VWZZVpWqVqaZVZWmVVVpVZWpVwV3ADHEBPRAf/M/EDz/mfqX6jzMmgg8kcLiqYiz" +
	"agY76YM8qiDgFoiABi4oavqX6szMGos/lcIq6oCzVVv36jM/piIimogPlQIqatb9" +
	"6vwg6oMPJg7ilaiI8wwwUdVzE91V//3ffcT3SHIE6qMMKjLgGAuzFS4qvmpfFg4C" +
	"6jM/msIqqYCzp+a7qYiAKszOliiwJv4If1VXlSIqKjsPGi7OIjuAlnr96qOA6vzg" +
	"6YOzlcIqAAAAAzAMFFRV/3/00wzdmaKSCgAq6gM/Ec7i6YOzKMHxpaCIKv7MFDuz" +
	"Bv7Mqrum2iAKICgAlMIi6oMP1V9aKjAIlSIqmog/qMICa9XmqTAoogCIJv7gmaiA" +
	"8wxwAAFDADBAz/3/UPRVCCKGKDs8KgzAGIuLKg7gJv6YKgLCECgMkMAOojgzqsYq" +
	"mqg8AgLAFquwKvzAfd1XliIKmiiIkiAKKogzqtrmgqgIIPAIgqg8msIq//zMAMzB" +
	"AAEBABTUzd8/AN7E6jAMGgs/Bg4iGouwKnDiqjgApvIIqAiwkMIComrwIP4IEjg/" +
	"Cg7AEDuwaqoKmigAqvIMKAAzgMIiTWV3lSIqmjgPAiLMFquw///0ABMAEAABUQQV" +
	"f//0QEAz6jAMovAgiYizlMIqqcTz6gwgmggLBj4MFDizKnriKjMzKPzACYuzlMIO" +
	"quj66vAIoggPBs4AlaiwlVP3qiAIpiIomCgwlMIqqqqqqqaqqZlplaamlVmlqqqq" +
	"qqqqpqmpmmaZVVWVqqqqqqpqqqqqqqZlVVWaqqqqmaqqqqqqqaZpVVWpqaappqqq" +
	"qpaqVqmpVVVVqmmqmqqqamqpVqVVVVVV//d/x3dX8/f8//330NVXwN9XKjM/FA4O" +
	"EqsIJj7gAI+pwMzMACiwoMLi6gM/C9AVFaiIKgLMFjiwKj7MNDBbCjDMKoM/lCIq" +
	"KYCzKOCZIgiAKs7MpiiwJj4o////31Vf/zzd9/d3d/VdwDAAKszMJYuz6Qzg6YM/" +
	"/+6XACA8EMLOEis8Kv7MM1QWkCIqCigMFsLOKjizO9SXgagMKszOlgiwJv4AmxiW" +
	"kCIqKgs/qsIipjiw//9//8z//3d3/dV/1dVVwP+XKisIBM7OEDs/Kj7APwcBwDzA" +
	"FCuwIcDi6jM/M9GZhKiwqiIIIDuzKs7MNRyXkCIqmogImMLCKjMzKBOqhKiwosLC" +
	"KCMwKszO/99/xd11R/V//3P33991ADwX6jDMGKs8EMLimoizAMwbCIgAAj7MFjuw" +
	"Kv7MOHAXEM7OKjs/mMLOqoCzMDgXlqiI6iDOiYgPGsICAMDf6gACKgM/FM4Omaiw" +
	"////099/N9VXD93/3fPVMNPHijgMBv7AEos/CswgMQyfAADMyAM/GMAKCYCzf3D7" +
	"wDAwIP7MAAszBs7OQExX0QAqiKgMAgLMJiuwN/wbgCiAyvDMwIAzpgLA/91/x/91" +
	"X9Vd//f/39f9zB+UwjzMAIs/EMzigoAz+38bEDsPAPzMkAiz6MwOPzyXwMzMEAs/" +
	"AM7CKjOzP3xXkIg8CiAIADgPGs7Cc/BWkAIqiDA8gMDOoqCIVZlaVWZVlZllVVWa" +
	"VVVVamWZVaWallVZVVVqmZWVZqWWVWWpZpVVVVVpVVVVWpVVlVqWVaWVVVVlVVVV" +
	"VVmplVppVVWVVVVVVVVVVVVlVVZpVVWpVVVVVVVZMTzRAEDf3PAMMBBxN/FPCF3W" +
	"6vDMlqiIJjLgFquAqptsKjM/Fs4iKoA/KcDiIAJSKiAqmjg/Fi4Kmiiwilq2KjM/" +
	"Jv7MFoiAJg4qlf6XqiDMmog8lSIqqoiz8//wxVH1D0RHd39d/3d/EBBEKjs/Fc7i" +
	"Gos/6sziMpZGhSIqGgizKvzMFiuwQEi5miiIJv7MqgiwlcIqe9B2mSIqKjM/JsIM" +
	"lgizf5EVlaiIKj7MKjgLGs7OAAAwAMzDABAQPFVX911TiiYKFSIqJguwKvzMKjuw" +
	"KixMECgAFsIq6gM8qcDiomVqlSIqkigIKvLMJjuwziqppqCAACIAJiiIKj7MdZ6U" +
	"liIKmiiIpiIOJouzTzN0wPDMAM3dQQ80f8/8EBjKqjAPKv7gqYgzlcIqKEFDKc7i" +
	"mjgLFi7OGjiwqlPCGjuzJv7MKouzlsLCqGBWGsIqqjgPFg7OKaiABVD0qigMqjII" +
	"mYizlcLizAPD8Ad0AAMzA3cM03cVAAAEGi7OGgg/Gs7i6oOzAoAz6CCICCIMmogw" +
	"Js7OigCbEsICGAs8msLOKguzoQCCmogApgIMmgiIKs7CadjmpSIqkigIoiAOFiuI" +
	"/D//QDfzDPxU/d3dccf1QAA36oMMKgDgGouzJg4qKAAfKAAOijA8FsIKqYizAgC7" +
	"ioAzJv7MFjuwJs7MT2DWpSIqKjgPCg7OFjuDGVj5qqiIovIAmoizlsIqqqaqVaap" +
	"lqqaVVmqmaapqqaqqaWqqaWpmVqpWaalqqWqWqqqmqZqalWqWmWplaqqmaqZWqaq" +
	"ZalqWaZpmaqppmqqqmWqWaWpVZVVVlaplqqqaVWqapWpVmVl/39fTX8V////RzV1" +
	"R/9/wRBX6jM/oSIqGYsLGsLi4A/o6szMEAuwBv7MEgs/AXDEqjiIqvLMqYizlcLi" +
	"KPCXCjLMKgs/kcIqqYCziHDzKCM8KvDMmKiIFs4C////X1/d//3d19VV/dX/QNHA" +
	"6vwAJoOzJj7gGYuIj6BWAYAPmMIqKjM/KcDif1RklSIqKjsPKg7OJjuzJ+m6IaCA" +
	"Ks7MljiwJv4IVuJXmiIqKgA/lcIq6oOz/z8/z/8//zc3F1Rdx39Vc5D0gDCLKszg" +
	"KYM/EcziPAPAAfDgJDCzKs7MGjs/DQzYhqiwhCIo6jA/ksLCKyCWiMLOECsIosDA" +
	"pgCwS5OToagAACAOGjiAJs7M////QP/1Ddf1U8f1zd3/QNDX6DwoKog/Bg4qEAuz" +
	"AXDCKAgz6vAMKYCzlsIigOj66sAgCgg/Js7MFCuwIEj6KjCwKvDAKYOzlsIqf2BH" +
	"lSIqKjgPCiIOKjuz///3ww9z8/TE/93X3ffVA9A36DAPJA7MEAszJs4gIPAUIA7O" +
	"Kjs/kMAOqoCzMAAQAAAwADLMFiuwJs7MAMMUpiIqkjgIIi7OGAuzQsDYmqgIIDAM" +
	"Igs/ksIC//989M80REBMf/PX3VT1QdwM6DAMgoA/Bs4iAYgzAnDywoMA4PDMCDiw" +
	"AM4O/67fgMDOCDs/EMLOwDMzjXDcgqA8pjIIoDgDkMLiIwBWkMIqgDAPAs7MJiuA" +
	"r/f9f2VVf17dr5Zn/1dnurr+Vaam97q9lfrm9/+v/pqqumaq2qqqqqqq6qqq6nW6" +
	"/3+pl6WV/6Zp/++aqnba/+un1VZXlrrp7/vm6v+b/6dlqVVl7/9XtdX1pmapqqqq" +
	"eqqauqqq67qqZqqqmqWWqq5lqqmr2Z9aVVWZX6qbeZ6Wqqmqr55mmqmqnZ6qpmVZ" +
	"WV6X6/+mdVWVf2+ZVVlVVtVV319fVVVV/69alZVV1d9VVV5VlVVVqqqqta6qrqqr" +
	"f2mmqqqqqVaqdaaVqanp1auqVVVVqaqr+m6erqqr+m+lqlVlVVWplmmZpaaX/9mq" +
	"ZV1VVVmVVVdVVZ1p3+urVVZVlVZlpWVZ3+9VeV2n9V+1/3et+271qqvq/39qqqqq" +
	"1WWquq6qqq7q+e6qmqaqbqqqe66ZVaun9Z+qpmmZvZWZu2+Ztp5p///qv57n/36d" +
	"/duf722u9/92mp5Vf3VV/+9V3/9XvW/5ZWamblZaqmqquqqabmuaqqqqlVepqqqq" +
	"qq6v7euamqqqqqqqlqmpeq6rZeumd1VVf1qm7VaZeq9q79uqWVVVddVX299WVV9X" +
	"rf/VpVVlXVVVVWWVpqdZXlvXav+Z/729vq7v/ur6r37tqmuq1delqa7rmrtrufu2" +
	"la6mqq66+qqv5fuu+V+fW561v9Zt//e+r75+7/vXuu5qd/qn/fub+6+77//6ffXX" +
	"f3Vf/d9X99713//9amWWXaamqqqqq5uqq66qqqapVZVamZqqqWqmuqqqqqqqqqqq" +
	"qqqqmrqqqqqqVVmWq5qlpqZmqqqmqq6qmpqamlplWpWaqaZq/ZqaVV5allVVVmVW" +
	"VVdWW65WVVVVlaqVVVZWlaZlVVmllVZWWqpmWZVWmllVVVWVVqqpmaqqWqaqqqZp" +
	"VmWqWVVaVVWqqaaqVWapVVWpVlVZVVWpaqqZmVVVZVVWWlVpVVmlmqqqVVWpWWVW" +
	"c3z8wf/3BAEAwX/QAAcAjIAAEs7CGjsIGszC6jM/1XcX6gAPlSIqiCiwpCIq6Lqu" +
	"KszMqYCzmcDiqYAPWrVnmjgMiCIKGauIqiLiqt3W6vzMGAuLJi4iFouIwAAA///d" +
	"13dPz08f8FRcL+WpJYOzKs7iJjuzKv7Mf/dmlCIqEjsPEMDOKjMP/52VkaiIkCIO" +
	"EjsIKvzMbW+lpCIqljiIKM7CKjM/XqqmlaiIosAi6gM/qiLiMz0MwMBHA9E////8" +
	"EBB1SIKG6gzOGqsIFM7iKoOzKgaYKgswKszOJqCwJf7gROKX6iDOGas8lcIqqoCz" +
	"QVAUlqiIliLOmggAJg4KYCi6qiAIKogDKvIglqiwPUAfAQAAzP/3APFzANVAAAeE" +
	"KiM8Ag4CEqsAJv7g6LupKszgJYCzqcDi6oA/VdfViqiIpiIqkDgwhiIo6l6XqiDM" +
	"GasMlMIqqoizatu66jM8Ji4gIAiwJQ4gPw0cAMBA0z1/x/TPEAB9QIIm6szMEYsD" +
	"Ki7ACosDqiOIKjM/FM7OGgszKv7AaZ5XmiIKmqgIgsIoiKiwQFrHiigIpiIOCAiw" +
	"Bj4AqbqXqiIomiiIgcIoqogw/3dMwMMwx///FNFwBP1DAIiiKgMzJi4AKgsPFs7i" +
	"KizIJs7AEguzKvzMGjszWV/8iCiIhCIoqog8kMIqITqWqCDMkKgIgMAqqYgPaX+n" +
	"qCAIliIimCgIKg4AZqmqmqqqmqqamppqWZaqpqqqqqqqWaampqWpWVWpqqqqlWqp" +
	"mqaqmqlqVaWaaqqqVWWaqqqqmqWZWVWqWpZqVVVqqmWqZmamZWWVaqqqVVVVqqWq" +
	"alWZqWZZxNxXM///xf9/z/9/DDVdJACrBYiw6szMxgCwKv7ASPAH6szOEKsMEMDC" +
	"KoAPAP1UKjs8ECAKEasIKj7g4U8UqgDOlaiICg7CKog/0Qqs6gA/gQIiKoMPmSLi" +
	"f///wQAA//EA/XM3N1TFP/9XkMDOEAs80MDO6jMPb+WplaiIqMICBDiwKvLMd9qr" +
	"mCIKAqswlMICKjA/fZuVlaiIpMIOIjsAKs7Ov5/qwPAMFDuwJv7MGjswzP9/QHP8" +
	"BzEHf9x0HDBFFfe/KasMksACwDAzoSLguv9WGMzOEjs8JM7O6gOzK9m7yaAMKi7A" +
	"lCiwBi4Alc7XkiAOmggIlsIOmogwgkraBjuIKvLMqYCzFsIK////zAADc90dRzN3" +
	"FxBN1f/PqiAIwYOzwQzgwYA/IyWgwAM/BM4CEjuzKv7MtOCUhCIoqjgIkMLCiIAw" +
	"a5mbmaiIpjIIBDiwBi4Mr6qWAAIIKjs/gMIOlIiz//9/MDxM93N3f99/NBB11w//" +
	"IAAMgMDiwAM8wfDgi4MmADzMEjszCM7MGgszDFi3IaAIJvLMgDizFA4Cf/DXwCAI" +
	"mgg8AMIMhIiwu2qzyCOIKjLMkAiwBM4O///9D3AA/9XV9fN1dfHc/1/9AP7MADuz" +
	"CAzMEDs/sxuwwDAPBM7MGjs/EMDCDR7+gCIogggLqDIMFDuwf/X1wIAIKgDOADsz" +
	"BP4IOdp2kSAqkIgM0AAOIjsDqqqqpqqplaamlqqZlWqqqqqqqmpqmqWWmqlqaqmq" +
	"qqqqpaqpVqaVpqqpVWWpqqmqqqqqqqqpWmaVVVWqqqaqqqqqqqlpWZVaVWmVqqqq" +
	"qqqqmqqqVVWlmaWpf3///f//9VF3/X/0PxzUvAxXkgAKGgs8EsAKKgOzAPQDKig8" +
	"KsDCFIuwKvAAQKwB4iDAiaiwlMLiKog/MA8aiggwkCIKGguwKvLAQN/G6vzMECuA" +
	"Jv7gEosD///////dR1NPz99f3FFVP8UBxYOzKcLiJjuw6vzMfNwlliIqGjuzAsDC" +
	"KjM/c5GHgKiIEMIOEiswKv7M7F8lgiAolDiwKsICKgs/EKCmAIALqsACKgA/qsLi" +
	"//0f8P///NE//zM11BTVcM5nygDMEosIAD4MBouzf/UBwAMwKs7CFDuzJv7MBOCX" +
	"CCDOKgg8lMIqKoCzM5sZlCiIhiLMmjiwKg7OAKD6CPIIAjgLJv7AFgiw//8///3/" +
	"zzc39fFE9QUF8P1XCgs/BM7OEDs8KMzA/9wFwPzMEDuwEMDCAjs/A/2bmCgMhDLM" +
	"EDuzKP7AdVxWkSIqmDgMkMIOKjuz/++bgCAMgPLMECuAJM4M///d////393c93c3" +
	"11dB8B8GyjDMEAs8AM7CAosPPx8XADM/Bs7OEjszAv7MAAwWigDMEDsMFM7CCoiD" +
	"Mx0TkCgIgiLMkqiICM7OP79WgPLMgDg8lMLOCgsz/39/////d3N333d8d39X/x8M" +
	"wDAPAP7g6gM/GMzi/1/0wPDMEDuzJs7MEjs/y1/cgDAAhDIIKgAPGM7C73+WgMAM" +
	"gDg8kMDOKggwe7+bkDgMgCLMEDgAKv7MWaWaVVVWWWVWaZlpVVWZVqpqVWqqlaam" +
	"qmZqVWWqqaamlaqqWaVapqlVVWWZVmaqlWmalZWqmaVpVVVplVVVVVZlVVWlVVaW" +
	"VVVWmZWqlZqqVWWpVVWpVWVZBURHQDEABAAPf/z9AAABoParKgs8qgAOhYizpTIg" +
	"asyG6szOEos8Fg7iKoADKvm36iM8qiAAlaiAJi4gVd7XqiDOmogIliIKmogIqlr+" +
	"6jMMKvIAKYCzFcIqAwwMBN1XfNH//zd/F1F1WDCG6gzOGquIJc7i6oMPL9apJaCA" +
	"KsDihqiwKvzMd9pXmCAqKoM/lcIq6gOzf1mVlaiIKiLMJjiIKi7OW2n6lSIqKjOz" +
	"Jv4IlgiwwAAAADEzBH9w//8dBEVQIOarKYuD6szOBgOzKv7Me/+EmCIKEgs/EMLO" +
	"6jM/KpGToaCImCAqFaiAJv7MfV9lliIqliiIqsLOKgg/7prm5qCIhAIIKgA/FiIC" +
	"Mw8PxPVMADED83d/wAAdSKCU6vzMGosPFc7iKoOzMMGRAYOzpiIMBDizBj7MZ4qX" +
	"qMIKCIs8lMLi6gOzdVOXlaiIpiLOmigIGgIOa2l2pSIqojgLJv4IFiiw//M3wP9z" +
	"MPBw8R/dQDQEABAQKisIKsLMKYszFM4iKgCcCAICmjg8AMIOCDiwOgiYCoM8JMLM" +
	"GjszBM7CQUBXliIqmjgMBiLMEAuwRZoKmqiwhjIIqgiAlMLiz8MwAMTNAAM9QHfQ" +
	"wT3/IAACKj4MKggzKs7CGIuzK1j8KDODhDIIIggwEM4OKijwqsIgADgzJv7MFguw" +
	"IUjyIAgMpiIIoggAlMIieV1XlSIqmjiIhiLOKjsDaqmqlqqmqqqqmqqaZVmqqqmq" +
	"apWqqqZqqaalZWmaqqmqqqqqqqmqmqapaVWqlaqqlWpqVqWaWqWZZVWqmlaplmqp" +
	"aVWqqqVpVVVZqmqqpVqqVWWpmaVqlWlV//9fwN1U898/R/EHFBBFwVAlKvzMmaiI" +
	"msDiGYgPCu1HKjM/FMIKEKs8Cv7gFMyXqjDMmgg8lMIimoiwqBF3KqM8KiLMlqiI" +
	"Jg7iqvqaKizMKgs/lcIqqoCz////H39X/zA//dH0ExVVwPwXKgs/CA4OEAsMKj7g" +
	"s0CrgCAAiKgwlsLi6gM/c9WXmaiIKs7OFjuwKj7Md9pbmCIKKgM8lMIKKouzv+q6" +
	"wKCIKs7MlDiwJv4IP/wAz8w/U90dR3NAFFRVBR8pgCAKwIOz4czi6YA//88XACM8" +
	"FM7OEDs8Kv7MBW8XmMIKkagImMLCqoA/aVGroaAAlCIKECuAJj7M6q+WCAIMADA/" +
	"gMLiKoCz/P8/wM8zMAAXzdDPEAQVANC3qaCIqjDAAAAzJg4iGgAXKMzOKjg8FMIC" +
	"qYizgjK7yaMwKADAFDuwBj7MTW5UlgIqmjg8GgLOKiiwqUrqKiCwqvIMKYizlsIO" +
	"z9388D/3DAx8f3MXEQQVACDACjwIKgAMBMIiiYCzPjHzwIMDqjDMBDCzBD7Mbv9U" +
	"wMAOADM/EM7OyIMzgRuYiKgApCIoqggwlALiq6pegAAKgjgIJs7MFCuw8/93z/98" +
	"8DN0z9zdHTAVD/EPAKsM4gDAADAzCM4I7/9WAMDOADs/4MDOAgCz8/8TwDMwAPDM" +
	"ADuzBv7MARIWmCAqkggIBi4MGguwk0q4wCCIKDAIAAiwksIOaVWpVVWVlZZlVlla" +
	"ZVZVaqWZVmWVWaZllZWVVVVWWmWqZaaZWqZVZVlWWVVVVVVVlVWVVVVWVVVWZVVV" +
	"mVZplVZpVVWpVWWVVVValVVplVllVVVZVVVVVVVVxwBPABBRx/M8Azf/EBBxAKik" +
	"KgM/lgIKGgsAJsLgaoym6izMEquIJg7iKosPAAgQGjswKs7MGYg/Gg4ClfxXqgDM" +
	"mgg8lSIqqoiwhnmHKiCIqvLAlaiIFg4Kz88/9NRfA9FQ/3f/1xNdICCF6jzMFYuz" +
	"KM4qKog/CwqAFAuImsLOKggzKv7MICISmiIKGjs/GsIKKgizc9kXlaiIKiLMljiw" +
	"Kv4Mb1BWlSIqKjg8psIKljizAPMAwPMzMHMEw99VVHXUogioGoiLqMIKCjszKszO" +
	"fw8FgCIIFguwKszCKjM/iAihpoiLKDIAKjizKs7OdVwkliIqkqgIlMIKKgAzRZ0p" +
	"lqiIhiIKmqiIKv7MD918xPM/ADNx/M/9UABwICCC6jDMKYM/Gs4iGYgzCggRGouz" +
	"KiDMmogDCg7OqgyGKsDOGgsLFs7CKosDBVDTKqg8qiIKmogPlsIiSWRWpQIqmqiI" +
	"piIOFqiA/z/Pww8//PTUPRHQ0fdVQBA0qjAMJs4AFouzJs7gIwAfKAIOqgA8msIC" +
	"KYuzQ8gLiKgwqjLMFjuwJs7MQiJaqsIqKjg8Js7OFguzdlDalqiAKvIMqgiAlsIO" +
	"zPPz/Af3ADMQf3d83X9XAAAIKg4Oigg/Gc7i6IOzA4ADqCiIiiDMloizKs7MCgAD" +
	"EsAKGAs/GsDOKgszgAgAqYgDKgACGggLKsLOcVRkkSIqkigAJgIOlqiIpqqqlqqq" +
	"qaqqlWmplaamqqqqqqqqmqqqVVWpmWZpqqqqqqmqqqqqalmqqqaqmqqqqaqqZqaq" +
	"WaqpqqZpqqqqqaqqqmqqqqZqVlqqqqalqqapmqqpqqmpWVVW/z3dwHNfz/3//9R0" +
	"9NF3AF/2KvzMEquIJi7gEosP6JykwDM/AMIMKgM/CcLiAAAwCiIIGjg/KgIIFouz" +
	"AAAzKiAIJs7MFCiwJi4oAABYCiIiqjg/lCIqKoCz//////zXxzNzU9Vdd/dEwAAM" +
	"KjM/EcDiKYM/6czg/1/0APzMEDuzKv7MEjs/fFiUlaiIKvLMqjCzEs7iLxAUgCAq" +
	"Kgg/IMACpgiwO9CbgagIKgDMlgiwJv4A8/zB//P/M93BxfVVAcVdzEfsBA4AEDuz" +
	"6MzMEDs//xMEwDAPJM7OKjs/IMDCwUTuhCIikDgLKv7MEDuz+zOQgCiAgALMKDuA" +
	"KgLMuRxmlSIqmCgImAIOKjsz///90N//U3P/H9dU/3MXAFD+6jAAJv4AqoCzEM4C" +
	"IkDwAAAgCjA/Js7MFguzC1M8ADOzBv7MKjMzEMLOAMBQKgAqqjgMFs7OGaiANAiY" +
	"kogAqiDMmogLKgLC8/899//139E9/zMXX1/dxP814jAMAYM/0MAiAYM/zx8TADAD" +
	"BP7MgCCwIM7Mf/8XwPzMADs/AP7MJAuzc3vbgKgM4jAMwAADEM7iY6T2gSIomDgI" +
	"hAIMBCCA//N10/9/M/d3fxHd33/VAMP3qjA8AvzgEYs/AMwA4wxUCALOCDM/EMDO" +
	"AIAz//HdwDA/AP7MADszBM7MQAzUqgIqkigIJi7OBCuwM/AjgKgA4jAIgAADlsLC" +
	"/d/tVVVV+93+73X3e13f///+VVdVXd19f/dXXe1/1d/3/11t1V9+r/9Zupq///d/" +
	"/913VVVV/1+V//6//f9///f3dVVV//3d/39///9/f/93VdVV/39V//7/latqVVVV" +
	"aqWZer9qqqqmVVVV1XVdVdWV5fVnWff/VVVV/5neVVZ219uXe773VVVV/59+VZuV" +
	"6d9qqq9qVVVV39eVVV5VlWml5f16VVVVf19bVd1VVV5l9++7VZlVVVVVmquq7uer" +
	"uqrqVVZmVZuXZq6q6ruqqq6uVVVVVVVVWZmWb/enepr+VVVVVZWVVVVV93+ruq7+" +
	"VVVVVVVldVVVXnXdd39rVVVVVZWXVVVV9XWZv+7+/39+/1d333/+//vX/+7+V9VV" +
	"f1VVv7+9//9av5u/1XVd/99ff3VVf/9XX/7+9f9Xf3VV/99///9X//v/VXf1f31V" +
	"/9fXf/1f///f/99X//3V/9/X//VV////VpVld2WVVVVVat+Zqq6qZlWlVZVVlVVp" +
	"5++b5q6eVVVaZVZmVVma5d2qqqqqVVVVf1VV1VZV7/vram62VVVVV/lV3VmZVWdV" +
	"ndd7VVVXfVVb1VdXVd9Vb//7Vd1lV5VVVVVVqlVl+u+qWlVWVVVldZ1VXVpm26+7" +
	"ZWWVWZmVVWaWpZmZ7umqVVVVXVZVV11VbVVV7vvrVVVVdVVVVVVVVV1V7//+VVVV" +
	"VVVVVVWVVXVVVVVVVfVXf3VlZVml2V+Vu3V1Zm2VXZVWlWtb3d2VXV5VVVVad1Zm" +
	"XVnaVVVVdVmVVV1Vf3VV/1dVffVbvWVZpVVlVVlV3VWVpWVZ1VlVVVVVVVXVVVdV" +
	"VV1VdWVXVVVVlaqmVWVVVVlZWVVVVVVWamVVVVVWVVmVZVZVWlVVVaWVWaWVVVVp" +
	"VZWVVVVVVVVVlaqqVVVpVVVVVVVVVVVVlqalVVVVVVVVVVWVVVVVZmpqVVVlVVVV" +
	"Q1QVAA8wDAAPEDDATDPPu2pqwDMzlSIi6gAL2QDiatXV6vzMFoiLJi7iFauIlppn" +
	"Kjs/FcLimogPqsDiar1n6vzMGIuzFS4qqogI5fVn6jA/lCIKlaiIpjLgAAMDM0RA" +
	"/33N3QRd/THNqmVoFc7iKjsDKi7OJjuLlbquIgAAqiAo6YAPlSIif5Z2lSIqIisw" +
	"Kj7MJjuzfqqmlqiIIM4MKjuzqiIOf1ZmlSIqCiswGi7OKjuLAEAAAAARwMzNUDBB" +
	"x//PqrqmKjM/KgzAGYsLlgLiqurq6vzMGgszJg7CGguAVVL0miiIpiIIqYgwlcIi" +
	"qpjWqiAIqYgLKg4olYiISVD9qqAIpiIImggAFcIqMHHBBAABEBFwEMU1Mx08ip0m" +
	"piIqCjuwKv7MFiuApqpqKjsPFc7imog/6sAqau3W6jzMFouLJi4AlqiIalaW6jA/" +
	"FS4qkogIlSIqVd+X6izOlaiIhiIqmog/DABPAAAABEAEE9w8EM11r6qklYiI0sAO" +
	"qggAKs7MmpqpGiDOFIuzKs4Kqog/aqm66jMIIi4gmaiAJs4CpV6WGiDOlaiIisIC" +
	"qog/6VfWKiCIpSIqoAAPmiAqMDHAAAABEAAdMMA1EwwMip4uKjIACYCz6izgGAuI" +
	"qqpoKjMLFs7CKog/Bc4iqq6WqgAIiYgLKi4CkqiIiWbG6jAIpiIKgog/FC4qpf5W" +
	"KiAqmqiIlQIqqiAAlamaqqqqpqqqmlWqqqapVqmqapmmamlWZlaZWlVVqqqqVVVW" +
	"aqWaWVlpVVZVqqqqVWWWqmmpVlWqmqVpqqqqVVWZqqaqapWaVVVaqqqqVWWZqmWq" +
	"aqWpVVVVwPXdwEcAP339DfRd/f3PKkBgBc7iKjszKg7MIjuAKjCmKjM/KiAAGYsD" +
	"liIiQU3WqjDMlKiIJi7AGKuwggqQqgAPkAIqKgs/pSIqwQ/cqjAMgIAIKg7AGYuD" +
	"P3TcAAAR3zM9Xw1N/wMzf17uwDA/BC4qKgMDgCICqmZ6AM4iKjgLKi7MIjuD/59W" +
	"ADA/FCIqKjg/6AAC76+mwMDMFDuIKg7CqjgM/Z9XACg8lCIOGogMKsAOwA8RA3QV" +
	"HwMzBwRBPzPzKsDi6vwMKggLJg7CEYuAKJum6jA/JS7gKosLKQ7iv2VbADAMmjg/" +
	"Fi4KGKiwjKraEgswKvDMGYiLGiIKTElXggIOKjg8FiIKKaiwPzd/AAAAQAAFVwRF" +
	"f/P31bu3qiiI4CAMmYgLkiLCqqdqFc7iJjuzKs7MKjs/klrqhDiLJiIK6oA/lsIC" +
	"r6aX4CzMmogMEMIKqqiAdX1bwAMMliIqmDg/Js4i8/HFAAAAzBBAP/zHV/R9/1rm" +
	"FCIKwDMPmiDOiYAPqq6pEIuzEszOKgg/Ks7MfuuW0CzOFiiIIi4CqoA/v19XwDM8" +
	"liIqGCg8Ks4Ot/5WwDDMGIiIwMDOiigI3wT/AAAEcAAF/8AMP/BB5Rt3KigIgDDM" +
	"iYiLgiDiqqpqAM7CIjOzKg7MGAgPtmr6wCAIKjLMiDizFM4qf/rXwDzMCig8FM4O" +
	"mCiwv1qqwDM8JiIKGDgIBgIKqqmpqqqqWZWaZVWpmqpaqqqqqqmVqmamWlmZqqam" +
	"qqqqqqqqVpZqZVWpmplVqqqqqqqppqqqVVWZVWVVqqqqqqaqmqqqZVZlWZVZqqap" +
	"qqqpqqqpWpmZVWZVP1TVPcDB3z/PX09d///fExIuwDA/AA7gKgOzgMLgQNL26vwM" +
	"GogDBg7gEasIwF/EKjA/BP4IKogLGcLigI8E6vzMEAsMBs4CmoiLwE9UKjA8ADIM" +
	"GqiIFsLi/z/zfEX1MwPDDQcA/f3Hf8DwwPzMKiuIJj7MEDuwUJo4yCMIpiIgKggL" +
	"lQIiv13oAPAMCDizKiIMFiuwrhgpADs/As7MGosDpiIK/13gAPAMADAPGiIOGguz" +
	"P3RMP8/x/zfB1w1N9/dzgJv26jMPJs4AKosPBc7if933wPzMEjuzBj7MEDswAFPY" +
	"CDg8JiIIKggDlCIiIKzmCvDMGgsLJi7OloiIA1+YEDgMBiLOIjgIGg7i/M/B/zcN" +
	"EEMxE0UR//z8zF36Bj4IADOz6vwAAKiwf5/uwDMDBD4oKjg/FAIOqmX6AP4gCDiL" +
	"Kv7MliiAr7qmgDA/IAIMIDuLqsLid35XkADOEKgIkCLO6jMz/wdz//1PBEdQ1/z9" +
	"/3U1/5uXEDsM4MzOAYCz6vzgf/+nwAzMEDsPBA4MCjuzq++bAAs8wCDMloiAKjLM" +
	"/39XAADMECgIgCLOKjszf/+/wDM8gCIMwDMLBC7i/83N8zf9EU3A888310zNzF7u" +
	"Ji4IyDM/6MDgAYuzf5//wDMDBs7MgjCzBD4Mq276gPIIyDMLqgLAhYiDe30/wDMw" +
	"giIMwDMDBA7C//5XwDzMEDgIACDMGjuDVZWVVWVZVZVVVVVlVVZVmVZZlaamVZWV" +
	"VVVqlaWValZlVVWVlZVWVVWZlVVVVlWZlZaqVVWVVVWZVVVVZVVWlValVWlVVVZV" +
	"VVVVVWWlVVZmVVVpVValVVVVAAARAERUEAfzAARB/zNPqtrq6vzMKggLJi7gFYuA" +
	"qprm6jA/Jg7gKosPFQ7iqdXbKiAImjg/Fi4qmaiwqprZGisMKvLMqYgDGSIqVd3X" +
	"miLOmigMliIKmoiwAAAAAEUR8HR/FDFd/3d/qpqm6jM/Fc7iGos/Ks7iqpnmqiAq" +
	"KAizKv7MFiuwdlrVlaiIqvLMqgiDliIqWpL2lSIqGjg/JiIIljiIf1mVlaiIKiLO" +
	"kjiIKi7OAAAAAERA83393QRd//39qmpqFc7iKjsPKg7OJjuDWqvqqgADJi4oKjsP" +
	"liIqf5V2lSIqkjgIKv7MJjuwXmqllgiIJPIAJjuzqiIOfV5VliIqmjiIGiLOKgsL" +
	"AAAAEDTB0ARA0EXd//f/appm6jM/Fg7iGos/Js4iqtbm6iAqKgiLJi7MlaiwWqui" +
	"mgiDJs7AqjgPmiIKa2pmpSIqKjgDJj4oljiIdVtXmagIpiLOliiIKiLgAABABAxc" +
	"EAEA/ATzE0fdqqqlKgDOFIuDKswKKoM/aqO2qgCIJC4MmiiAJs7Oqo6pGgDCGguw" +
	"Fi4Oqjg/ddFXmagMggLOlqiIKvLgZd1WiiIqmiiIpSIqigiIAAAAEAABAAQB0AQd" +
	"0ATDiqKqKgAzJg7AKgA/Es7iKpyYKiAKCgMLFi7CkoiIqqr4KgCAJs4Oqgg/Bi4C" +
	"KeV1mgAqmggLpiIOhqCIVap3mqiIkiIKliiIpiIAammZlaZqqqaqWVWqqqVlpqaq" +
	"pqqaZqmmVVWZWmZlqqqqmaqqmqlpVWWqmqWmqqqqlalqZaWqVVlpVWaZqqqqpVqm" +
	"VlWqmqWaVVlZqqqplZWpZmmpqmWqVVVVPzd8wFMFQATA9BDF//P/hJtH6jM/BQ4g" +
	"mogLGCLi7l3CIj7MGDiDKvzgFquwqlLm6jA/JvLgGoizlSIqCLpSKiAMqgg/kcIq" +
	"mYiwBNFXKigIJg7OkKgIJg4i8DPBFzcRAAEBHxQdP/DMyt82KvzMADs/IjzgEKuI" +
	"/59ewDAPBC4q6jA/KALiqmZbAAIiKjsPCi7OJjiLb/qXgDgMKs7OlDiIpjIod/JX" +
	"gADMGog/lCIq6iCwDAAPMAADQEAFVBRd9893nppkgqiIEMzi6oA/qQDiuoRoBC4o" +
	"FjuzKv7MEjuzqp5ohCCIBCIK6oM/msLiqauXIAAokogMkMIKqigMdV+TiqAAliIq" +
	"mCg8Ks4C0MPxANQBEAEBEBQBPz/zKlDCKv4MGjsPFi4ikqiIqlDu6jM/Ij4AKYCz" +
	"FSIis2n6AP7Aqjg/Ki7OFgiwoYrSiAgIqjDMCYiLlCIqQUVXlgIKmjg8FiLOKauw" +
	"8Pf1wwwAAzABDMFBf/f/Cf9K6IA8wswAEAs/Js4C/26YBM7MkDgLysDOKgiA/32X" +
	"gDg/AC7OEDs/CszOTutbgAAOAggLAC4MKoiAf3nXwAA8ISIqADADgALAHwwNMAAE" +
	"DDDEQAAFX8A1VezW6jAMmYgMgMIKmoiLPuKaAYAzCiLMBjCzBs4Mf/5XwPzMCDA/" +
	"EM7OGAuwumrbgCgIKjLMiACzGsLinWrewAAokiiIFMIOmCgMlmaqpZqqZqqqqZqp" +
	"WVWZqqmqqqqaWqVapmmZVWWZqqqqqaqqmqppqqpqVWmqqqmqlqqpqaaqVqaqVVVp" +
	"qqqpmqpqpmqqqqaqVVVVqqqqpqalZqqqmpqqWaqW//3N0PdVzN1z//X/99z9QM4U" +
	"6gzMEAsPJi7MFoiDwAyaCYs/EMDOKjgzKv4gAACf6izOKYM/Gi4qqYiwANDXGigI" +
	"Jj7MEog8Gs7CABACpjIMKjMDpQIqmYgzz3R///1NBMdA3/TP/999wNuECjsPBA7M" +
	"AqiwKfzgTw+m4MzOEAsPKg7OKjszKCDYAKs8KjzMmogDGs7OJzBUAADOGjgMpCIO" +
	"pgCwTyCGkCgIKjDMhgiIJi4qMP3BAz/wPMHB8/1VVV39gB8kpTIowoOz6TDgKosz" +
	"rAAAAYsLKvIAFjuzKswOgggkqAIoAgiLKj7gKguAfHCDwDCAgCIKiDAAJs7ODCIC" +
	"gSAioqCIiiLCqjAPz/c03M1/P/VVPf/93ff3MABXGjs/Gs7OGYs/Kg4iAAyUCAzM" +
	"CjM/FC4KKouw/ACXwgM/KD7MGguzJs4OQMNUmAAqkgg8Ji7OJquwAAgAiqgIqgDO" +
	"qoADpQLg39wM/8/1/PTzBEfX39z1QPAX6MwMKogMFM4OKoizPGAYADA/Jj7MFAuz" +
	"Js4ODzNQwMwMADA/IM7OKouzICDogqgAqDDMCIAzmsLiQ0AYoCIKojgLBgIiICAI" +
	"8/f1389///f9TddR///fCf9KogiAwszgAIA/IsIC/3BXBA7MGDg/2MDOKgiwz/0X" +
	"ADs/AA7MEDszKsDMgutrgAAOgIgPwDzMJoiA/3H3AAA8IC4IADADAMDimVqZlZqq" +
	"WqqZZVVqlZWaqqaqpmaqpaWZVWWZpmaZqqqqmZmqpqpqqaammqqqqqaqlZmqVZmq" +
	"lVmplqpmqqqpqqZpZmqqlqmpWWlVqqqqqqppqqmqqmValZZl/zd8wM09MM/0/Nz8" +
	"x/VFRJ8y6jMDFs7iqogDJj7g4hPAKjzgBIuzKszgGjs/AFAw6qMIqvLAKoCwFs4q" +
	"ANIDqiAAqjAPFsIqmYgzAFDjKjgIKv4MkYiIGsIKPz3NP1BdAA0B8Md81/H/ABwG" +
	"6vDMFIuzKi7iGosPcxuCwDOzFM7CIjgzKs7Mf1AHlSIq6jAPGgIKKogzOADRgIiI" +
	"KsLMGjiABg4MJzJUgCAIKgg/lAIqqoiDDDA/MD//PARz0d9fx3VRgIBAmjgMFs7i" +
	"KoM/6cziMEBABSIgKjg/Gs7OEjs/gZwAqagAhCIKKgsMKM7i72OQgCAioCgMksLC" +
	"6jAze1+gkCgMhiIOGCiAKjLA0w99MM//ABx/PD/333/xAKAMKi4A6jCzGg4qKYg/" +
	"AmAw6IODqvDAKgiwFs7CoADAID7gKjAzKsICGjuzAAAMqaAAqjII6gADFcLiAABU" +
	"qQIqqgiIKiLOFiiw88wwzw9/8wRwMBHB8/T1SDIG6jAMBg7gEAszJs4i/2CXwMzO" +
	"mDg8Fs7OKoizOwgYiAgAAg7OGjsDBs7ATmJXpQIqKjgPCi7OEjuAX3r5gCAMIvIA" +
	"CDCAlAIq39wN/8/1wMzzMEcH/df0QDAT6jAIqogIBM4iIYCDfGMwwjMDJj4MBAiw" +
	"Js4KDgIAIMwIIjAzIM7AKouzAACIqqAAqjIAKICAGsLiQAALosIqkjgMBg7AKguA" +
	"XVf2fVVV/59ff/uld1ln++7/VV1a9ldv33XeVZf/679uv2t6+5527vteqempap+r" +
	"/11qtVVV9/+VeV1V7v/7/7+X1VVV3393V31dpfWX/3ZqVVVXp19Vf1++n6pqqqZV" +
	"aZWabtpqqqplWlZmVVZVVVVZ1dtWun1nVVVVb2l2VZqVbVualV5VqaWVn65uqqup" +
	"6+u6qq6dVZVWfl9lVVVVVVVVVV+VVVVX/1+ZVVVVVdVV591dVWVVWqpVZmqm/vuq" +
	"VqprmqqZqqtqlqparfnqqqZrVVVVVaqVqaZe7/uqWaprVlZVVVlZlVXZ5++2eq1X" +
	"VVVVVVVVVVVVVXWVVV3VVVVVVVZVVVVVVVtZu5dfdX9V/11W919X//9WtW1ru7bm" +
	"n2rV/Vpm73t6ualrVe7Z/V5m11VV7//ade2bq6Z1n1ZX/2567/tquZlZ3ldV/+XX" +
	"/d91/3VXVV35f/vnf3dd//9Vf/dX/9/valdVf1VmqqZVa+uaqaaWampaVVVZlVbZ" +
	"1/+m+qq3mZVVVqqWqpdZ7+uqmq5XVVVVf6ZV1V2Vb3tWll5VVVVVddWXmddVlVVZ" +
	"VX9WVV1VXdZX1V1VVV1X3Xd3VZWXflVVqqqqZl1b+mq6qpmZVV1VlWpXdmWV265v" +
	"VqamqaWqVaqaVVVWmeqpXVVVdnqV9V1W9VZXfuraZmZVXVVXVVWVtadb/1/aWXVX" +
	"dVnVV192Vd/VfVdX/v///39n/fvr79+n+///5l9pXV1V1W9b3/9V+n+/1Z9r7+eb" +
	"lfZrf11X5+7+dV1V13lX/V1X//Vd////qfVXX9lX3/9VtW9X7//fV/9fdfZv9/13" +
	"1//fff31VVVVlaqlVWWVVVWlVaWlVWZVqqWqWZmVVVVlmllVVZVWVWlWVZVWZVml" +
	"VmqqWVVVVWWZmqqqVVWqmaapVVVVVZVlapqqVVWVVVVVVVWVVVWlWqWpVVVmVVVV" +
	"cFXF////AUAAATRQwc08vap6AcAiqqiIKj7MJguw1V9X6jM/lSIqiog/pAIiopnq" +
	"6vDg6DCwJvLgFYuD6rlm6jM/iSIiFauIqiLg6l/WqvDMlaiIGi7iGosMADAA///f" +
	"FVfd3UcV90/wrkjq5gOzKv7g6oOzFs4Cf1VnlSIqKjsLCi7MKiuwbaxmlaiIisIq" +
	"6gM/qgLibaflpQIoljiAKs7OGisMda9emjiIliIq6oM/KcDizMEBAHcADMEBE/TB" +
	"0AD9Yhqq6vwg6oMzJi4gFYuzqkCq6oMDKjDgKoOzFc7iYBi66jAIKoiLJi4gFouw" +
	"YVj95qCIpTIoqgCAlcIqQRJUqiIqmgiImiIqKggADVARAUAA////xBVRBHPPophq" +
	"qqgMIQAiGYs/GMDioqrqqvLApgCwqvLAGYuzVV936jAPlSIqmog/pQIqanqW6vzM" +
	"GauIhQIqqogDanl36iM8Gi7ilaiIJi7g8wAQAwAA8/9/BMBF0MFzAGKmKgIIEjsI" +
	"JjLAGguz6KqqKoAwGMziKos/Kszg/V1XkiAKmKiIgiAKiogDqfmmKis8pgIKkCgM" +
	"Ks4q6nqbKiAOCaiIiQAq4gAAMEBAAEABx/A/EABwBNBNiK6u6gAzhgLi6gAMJQ7g" +
	"qq7I6vzMCiuwBs7CGgsDZVv9qqiIpiIqqigMlcIqopqfqiAOiqgIhsIqqYizqVKn" +
	"6qAIpSLglKiIKg4olZqqqqqqWaqqZmmqqqqlqaaqqqaqpqapZVmamlWpqqqqlaWV" +
	"qqaZpVmZqmZpqqqqZaWWqqmaZWWaqqalqqaqVWVqqqqqalWqmmWqpqqpVaWVqqaq" +
	"amWqVWZlQP/Bz88Dz3PN3Xfd83//KkDghICw6vDAKoOzEs4CABDw6jAMKgsPJg7g" +
	"BYuw4b93Kjs/gAAICYs/ksDi4AvkqsAMgKiAKi7MGKsAyQ9cqjADlSIq6IM8KcLi" +
	"/9//DzME/fDDXRQV/dwUf+X/wTAg4jALBP7AADuzf1jqwDAApvIoCgCzFMIO/lv5" +
	"APIIhDizKvzMEjs8npvmgDAMhMIoGgsPmsICfm7qhDIMEDgAKg7MEjsz/3//cBHB" +
	"fxAEUwBFdzA01XD/6jMLqSLgiYizgMAOCuno6fDgJguzBv7AGjuwcHj+wjMDKvIM" +
	"KAiwFM4OqOqUojAoKjgPJsIqlKiwgUrWiaiIpvLMmgiwFsIC////AAAAz9A9FzcU" +
	"P9DMzF/9hCIIADCzCiwAEAs8qajo5AOzpMIAKgs/Fs7Ob+aewCAMljiIJg7MGDuw" +
	"ufmZwACApgIKgDgzBg4Md+pWkCAOGosIosLOIguz/z9fAQAAf/RU9//99zF13f90" +
	"AigIwDzMwYALwczgO66qCPDMEAuwKM7MGjuzj9tXIDA8JCIMkigIEs7C9/9WAA7M" +
	"ADs/0MDOAggzd9k5wKAIhiIKkDiDJg4Iwf38wAAQP9D0NzDzNxFM6z/0qDIMwIA/" +
	"CAACAIMPMCqrCDM/Is7OCoM/Gs7ifMlbgiAIKjgMhiIqJCiwv/X/wAMAKj7MBDCz" +
	"BP7Mu/pjgDAIKigMBCIMAIiDqqqqpqqqlWWqVVmqmaZpqqqqqqmqaqmWpVppqqql" +
	"qqqqaqqZWaWmZVlqqqqpqqqqqqqqqqZqZVWWWqaZqqqqqqqqqqpqVlWppqZZqpqq" +
	"qqqqmqmpVWWlmVWV/1/9/////XDA/TVd/d3cf+R/wMAMCjszBv7MEDswAEDc6jMP" +
	"JSIoKoAzBMLiwFbCqvAMhDiwJg7gEqsIwAvmqjA/gQLgGosACsDiQF7WovLMkKiI" +
	"Kg7gGouz///9/93cA/PD3cdVd3/cPwDABDOzqjIMKYAzEs7Of+ZswAAMGjuIBg7M" +
	"EDszIwlooYALksAK6jM/IcLi7VjqADAgmDiDKsIAEjsAvZNmgDAIlAIKKoAPKsIi" +
	"//39/3P98cPB3xdU/R1MQNb+6PAgKoMDBi7gECsMf1j9wDMzBvIMKAizBM7OA1Pk" +
	"IDIoojgPKs7gFDuwI5DtKDgDJvIIGgsDlMIOD2DWhDIImjgPKCIOFguz/1/9//P/" +
	"z3M1V1RVd3NXUb/8hCiIwPAgyYM/0MzC/1/9APIMBDuzKvzMECs8/1vahDCDhSIo" +
	"ygAzGMDOa6qmwMAOIIswgMLg5oCzu5lbwaA8mCIKECgIJs7M//9U//ff/99c1X81" +
	"PXVEz3/tIC4IADA/CMzOEDs8//9XADA/EMzOADs/AvLAT+9W4ADMkDgIJA7OCguz" +
	"//+bADM8ADDMEAsMCM7O9VyWwCAoiCgIhAIOEguwP098////R3c08/9/91UHwJ++" +
	"6jAIAP4AiogMEM7O/1/1APDMEDuzKs7MEDs/M1/aADgDhiIMKggMGM7OMMyXgMLM" +
	"CDA8kMDOKouzO79rgDg8ACIKEDgIKs7MWpWlVaaZWZWpVVWqVaWlmZlZlWlZVaaa" +
	"VVlalqWppmZpVaaqVZmZZVVammVpmZWWlZmVVaWaVVlZlqapZWlZVVppVVWVVVVp" +
	"VVVaVVVllVmVVVVqVVmZVVVVD0ABAAQADzAAEABFRHAMVbr66jMPqjIgmYgzlMIC" +
	"atnu6vAAKoADJi7iEauAFVv66jMPpvIgmoizlcIqqqpWqjAMGos/KsIqlaiIqVr9" +
	"6qAMpjIAqgiAFcIqzMAARHVNw/EdHPRP//EdYBmq6vzg6oOzJj7gFYuzqpruJaCI" +
	"qsIA6gAPFM7Cb1R2lSIqKjsDCj7MFiuwr1r1paiIKvIMqjiDlsIKf1pWlSIqKjA/" +
	"GiIKKgiIADMAw8E9B3dx0EVdx3RMZkiq6oOD6vzg6oOzFc7ib2iHpSIoKjuzCj7A" +
	"Giuw1Z+SpiCIhSIoqoAPmMLCbmmmpSIqIjiIKv4MGiiwaZtWlaiIliIKqjg8JiLC" +
	"z8AAQ0XBwMAFM/TVzfHdYBiq6vwAKoOLJi4iGYuzJVvmJjOIpiIoqogzFMICb2mm" +
	"pTIoKjOzKv7AFguwmVr1qaCIqvIoKoiwlcIqblZWlSIqmjgPGi7OGjuIAwxAAAMB" +
	"AATAAA8wwHxX4NAu6jADJC4M4oAPEc7iKmyb4jzAGqgIBA4AGjuzq5oqKCswCgII" +
	"IoszEsLiae+fogAOkigIBiIICAiDdVMnmqiIpiIMmqiIpgICzMAAAMzAAAAzAwzE" +
	"QRM3AgIGqiIOCgg/CgIqGYizqmD46gAMpjIAGgiwFs4CqqrAKvzAKjADBsLAFouz" +
	"aZD6qigIpjIIqIgwlMIiqeDUqgAomiiIJiIOEiiwqqVqVZqqqqqqZVmqqaalWqqq" +
	"qqqqqqZpVVWWWqaZqqqqpaqqqqmqZWWZmmalqqqqlaamVqWqpVVpmmWlqmqplVmZ" +
	"amWqqqqqlpVaqZaqpmqpaaWqmqapVZlV/zHBwF3Nz8MPF9V3zN33wFv1qvAMADiA" +
	"Jj7gEasIOa9eyjM/hcIoKos/GMDCIBi0KiAomjgPJg4AEguwKOG56iMAJs7AlKiw" +
	"JT4oZPBbygzOKoA/lSIqqYCz/38/9Xf1zzMEdxV1d3ND0b936jM/wSAiCYM/0czi" +
	"/l/5APIMhDiwKvzMECs8f1jqgDgIKvIMKoizFMICW9q2wCAMGgs/hcIopgiwu9m3" +
	"waAMKj7MlDiABs4AzPABDPADD9ERFxdVD9F8/0dshCIIBDuzKgzMGDs87QloIYAP" +
	"oMIOKjM/Fs7iYStSoAAKlqiIJi7MGAuwqeuqhCCwpgIKICsAJg7Md+6WkCAOEoiI" +
	"ogLOKjOz///3wBMDQBANUBBVR3AU1VD/6jAzpfLgiYizkMAOKuDYKQAgIjgPJs7M" +
	"FjuwvlrtxDCzqvIMqYCwlMLOqsrUqTAoqjAPFs4KmKiwlQraiiiIpjLMiogwlsIi" +
	"//139A8wNzRNf/dfz9XN1N/X6iDOAYM/0MziyYM//a8XEDs8wPzMGIgD2swO//+W" +
	"wMDMEDs8AMDOIjOzf3lUgAg8IC4KADgPmsLCb/R2wAAqCisIBD7MpDiIwDN/8B9w" +
	"MwD3Dd/0EzQ1Ahz3qqiIAjDMAoAzAM4IMYyfADDMyDM8EMICKYizu377wAMwAv7M" +
	"ADOzBj7AT0VXkAAKmigMEiLOKCuwr9rLgDAACjIIwICzhiLAqpqplZaqmqqamaap" +
	"WmmaqqqqqqaqpqWpmVapZaWVqqaqqqqqmqaqVmmpWmaqVmapmpqqWmaqVZWpVVVV" +
	"qqmppqqpmlaqVmmpVVVVmlaplqpZaVWaqWVVlmVZ/0dcwH9X////f/V/V/9/wRyn" +
	"6jM/lAIKGYsPJgLgKI9kIs7OEqswKsLMGoszAED06jAMKvDAqYizFc4iBBBX6vDM" +
	"Gos/lMIqGoizhHDDKiMwKvLgmaiIGs4K///ff19d//3E9///d9X3wFPEKvzMEDuw" +
	"Ji7gEIsIP6BmAAM/GMICGgs/Ks7Cf1BWlCIq6jAPKg7OJouzC8AAoYiAKsDMpiiw" +
	"Jv7MdNJbmCIKKgA8lMIqKYOzzzM/////d/N3399/V11VFwAAmCiICcDi6oM/6czi" +
	"DwMAAM7AFiuwKszMGjs/BxC45aCAhiIC6jA/Fs7iBCCUCA4OKjgMlMIC6oCziNWg" +
	"6aCAqCIiFqiwKv7M///8RM/3D9VV///3f9zdAADU6iAMGos/Gs4qCouzAFDAKDgM" +
	"KvLMKYizFMLiAMA46sDOKAs8Js7MFIuzAEDYqggM6vDMKYizFsLiQ2REpQIqmjgI" +
	"JgLOFjuA//8/f9V/99V3/9/c3df1QDMw6jMAIg7gKACzJS4iNAAUCA7MKgs/mMIK" +
	"KoizMwAAwCMwAv7MBDuwJv7MT1DXpCIqqjgPCg7OGjuwUlj5iigAKvwAKIuzlsIq" +
	"/9//9N31T9d/33MX3d/1ADAMqDAIAgAPJc7ioIizw3AwIDMAIPDMCACwEM4OPzAP" +
	"wMzMEDs/BM7OCDMzHQA8AAg8qCIOIAADpALi4MAQmMAqiDA/Es7OKKuAVVVVVVWl" +
	"VVlpZVWVVVVVamVqVqWqaVVVVVWpVVWVaqWpVVmpZVZplVVpVVZVVmVZVValVaWp" +
	"VValVVVVqlaplVqpZVWpVlWZVVVVaVWlVVVVVVVZVVVVVVVVMQDQAEBfAAAANARz" +
	"BAFAiJrG6vDMlYiIKi7gGouLqqps6jM/Jg4iKgM8GcLiqhIGmiIOqgg8liIqqYiw" +
	"hqG3KjM8JiLMlaiIJi4iqfqXqiIoqggMlSIqqoiAM8wwAABVAERAwA8z39V9CBCG" +
	"6jM/Fc7imogLKs7gu5aKCDIgpiiIKD4AKjuzqmmZlaiIKvLMmjiAGs7OZsBXmiIq" +
	"6gM/lcIqqYCzd9pXlaiIKgLMljiIKsIIAMAwAPzDAAABNARX9VFDqiJIFSIqKgiz" +
	"GszOKjs/OQ9giggIlsIKKgM/qcDiqmpqliIqmjgIKsLOKgsDxomppqCAmCIKmqiI" +
	"Jj7Mdt2XliIqmigMliIOKjuwBAAAAABMAERMAAAMEETMamr66gAMKv7gqoizFc4i" +
	"KmGTmgLOKjg8FiIOKoiwqkKSGis8Ji7OKgsIGi7iKWVTlsICmjg8liLOKquAlaI2" +
	"qqiIqiIOqoiDpiLizMPDNAR0AAMxAEQA39QdYggk6izOGogDFc7i6oMzxqI76oCI" +
	"KCIKmigMFs4CdoCblsICGgs8lsLOKgOzelqWmKgIpvLMliiIGsLib1jWpSIqmjiL" +
	"Ks4KljiI/AAwwA8DAATM/BEE0ATEAIgK6jAMJQ7gKosAKg7iIqyYIAIMCAA8msAC" +
	"EogwouYCgiAAJiICJgiwJv7AQsrmqQIomjgIJiIOGjuIWOMamogI4vAokggAmsIi"
