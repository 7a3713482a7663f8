package zoo

import "github.com/slidejudge/slidejudge/puzzle"

// What a problem's own package builds its zoo with (problems/<id>/zoo.go):
// the 3×3 kit of eight and eight-count, the box rules of cube and
// mn-puzzle, the random pool. The problems' zoos are theirs; the families
// they share are here.

// EightKit builds the mutants of a 3×3 problem toward its goal.
type EightKit struct{ k *eightKit }

// NewEightKit starts a 3×3 zoo; out prints a found path (ok false: none)
// the way the problem's answer does.
func NewEightKit(goal puzzle.Eight, out func(moves []byte, ok bool) []byte) *EightKit {
	return &EightKit{&eightKit{goal: goal, out: out}}
}

// Families adds the shared families of wrong searches, in the move orders
// given (AllOrders: every one).
func (k *EightKit) Families(orders []string) { k.k.eightFamily(orders) }

// OutsideFamilies adds the hash-table, table-typo and heap families that
// outside programs of those kinds showed the pack needs.
func (k *EightKit) OutsideFamilies() { k.k.outsideFamilies() }

// RankTypos adds BFS from the goal over Cantor ranks with every factorial
// mistyped every usual way (the shared families hold 8 such typos).
func (k *EightKit) RankTypos() { k.k.rankTypos() }

// HeapSlips adds A* with a hand-written heap slipped other ways than the
// outside families' right-child one.
func (k *EightKit) HeapSlips() { k.k.heapSlips() }

// Add adds a mutant that answers with the path solve finds from start.
func (k *EightKit) Add(name, about string, solve func(s *Space, start int32) ([]byte, bool)) {
	k.k.add(name, about, solve)
}

// AddRaw adds a mutant that writes its whole answer for a board.
func (k *EightKit) AddRaw(name, about string, answer func(s *Space, e puzzle.Eight) []byte) {
	k.k.addRaw(name, about, answer)
}

// Out prints a path as the problem does.
func (k *EightKit) Out(moves []byte, ok bool) []byte { return k.k.out(moves, ok) }

// List is the mutants added so far.
func (k *EightKit) List() []Mutant { return k.k.list }

// Space is the graph of every board toward one goal, by rank.
type Space = space

// SpaceOf returns goal's space, built once.
func SpaceOf(goal puzzle.Eight) *Space { return spaceOf(goal) }

// Distance is the fewest moves from e to the space's goal.
func (s *space) Distance(e puzzle.Eight) int { return s.table.Distance(e) }

// Right is a shortest path from start (ok false: the goal is out of reach).
func Right(s *Space, start int32) ([]byte, bool) { return right(s, start) }

// Inverse is the opposite move.
func Inverse(m byte) byte { return inverse(m) }

// AllOrders lists the move orders the families try.
func AllOrders() []string { return allOrders }

// EightPool is a 3×3 problem's candidate pool: every start, shuffled by the
// seed; format writes a board as the problem's input.
func EightPool(goal puzzle.Eight, format func(puzzle.Eight) []byte, nSolvable, nUnsolvable int) func(int64) ([][]byte, [][]byte) {
	return eightPool(goal, format, nSolvable, nUnsolvable)
}

// EightHard is a 3×3 problem's hard starts (the farthest, the most work
// for A*, far ones drawn at random).
func EightHard(goal puzzle.Eight, format func(puzzle.Eight) []byte) func(int64, int) []HardInput {
	return eightHard(goal, format)
}

// ParseBoard reads a 3×3 board however its tokens are spread on lines.
func ParseBoard(input []byte) (puzzle.Eight, error) { return parseBoard(input) }
