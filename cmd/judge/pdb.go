package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/puzzle"
)

// pdbAnswer is `judge solve --pdb NAME`'s answer: the pack's own IDA*
// (the zoo's oracle) over the 15-puzzle's pattern database of partition
// NAME, read from the cache (hash-checked) or built there on first use,
// instead of the reference program, which builds a small database at each
// start. 7-8 is opt-in this way, not the default, because its first use
// takes about 2.3 GB of memory and minutes of CPU (README).
func (a *app) pdbAnswer(p *problems.Problem, name string, input []byte) ([]byte, error) {
	if !p.Spec.FifteenPDB || p.Spec.Zoo == nil || p.Spec.Zoo.Oracle == nil {
		var with []string
		for _, id := range problems.SpecIDs() {
			if s, err := problems.SpecOf(id); err == nil && s.FifteenPDB {
				with = append(with, id)
			}
		}
		return nil, fmt.Errorf("--pdb: problem %s does not use the 15-puzzle's pattern databases (%s do)", p.ID, strings.Join(with, ", "))
	}
	part := puzzle.FifteenPartitions[name]
	if part == nil {
		names := make([]string, 0, len(puzzle.FifteenPartitions))
		for n := range puzzle.FifteenPartitions {
			names = append(names, n)
		}
		slices.Sort(names)
		return nil, fmt.Errorf("--pdb %q: no such partition (%s)", name, strings.Join(names, ", "))
	}
	puzzle.FifteenBuilding = func(part *puzzle.FifteenPartition, file string) {
		fmt.Fprintf(a.stderr, "judge: building the 15-puzzle's %s pattern database into %s, once (%d bytes; 7-8 holds about 2.3 GB of memory for minutes)\n", part.Name, file, part.Size())
	}
	if _, err := puzzle.LoadFifteenPDB(part); err != nil {
		return nil, err
	}
	puzzle.FifteenDefault = part
	answer := p.Spec.Zoo.Oracle(input)
	if answer == nil {
		return nil, fmt.Errorf("--pdb: %s's oracle gave no answer", p.ID)
	}
	return answer, nil
}
