package zoo

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/slidejudge/slidejudge/checker"
)

// RecordFile names the selection record in a problem folder.
const RecordFile = "zoo.yaml"

// extCap is how many kills a scan of the rest of the pool looks for before
// it stops: enough choice for the cover.
const extCap = 2 * Need

// A mutant the sample kills fewer than Need times runs on the rest of the
// pool until extCap kills, or all of it: one that is right on every input
// is dropped as right, one wrong on fewer than Need is counted with that
// need. Nothing is dropped for want of looking.

// Test is one test: an id ("secret/distance-12-1"), its input and answer.
type Test struct {
	ID     string
	Input  []byte
	Answer []byte
}

// Record is what a selection chose and what it found: written by
// `judge gen P --select`, read by `judge gen` (the tests) and by
// `judge verify` (the kills it re-checks).
type Record struct {
	Seed    int64          `yaml:"seed"`
	Pool    string         `yaml:"pool"`
	Tests   []RecordTest   `yaml:"tests"`
	Mutants []RecordMutant `yaml:"mutants"`
	Dropped []Dropped      `yaml:"dropped,omitempty"`
}

// RecordTest is one test the selection added.
type RecordTest struct {
	Name  string `yaml:"name"` // secret/NAME
	Why   string `yaml:"why"`
	Input string `yaml:"input"`
}

// RecordMutant is one mutant and the tests that kill it.
type RecordMutant struct {
	Name  string `yaml:"name"`
	Need  int    `yaml:"need,omitempty"` // set when fewer than Need inputs of the whole pool kill it
	Note  string `yaml:"note,omitempty"` // why the need is lower
	Kills string `yaml:"kills"`          // test ids, space-separated
}

// Dropped is a mutant that turned out right on the whole pool: reported,
// never counted.
type Dropped struct {
	Name   string `yaml:"name"`
	Reason string `yaml:"reason"`
}

// NeedOf is how many kills mutant rm must have.
func (rm RecordMutant) NeedOf() int {
	if rm.Need > 0 {
		return rm.Need
	}
	return Need
}

// KillList is rm's killing tests.
func (rm RecordMutant) KillList() []string { return strings.Fields(rm.Kills) }

// ReadRecord parses a record.
func ReadRecord(raw []byte) (*Record, error) {
	var r Record
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	dec.KnownFields(true)
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("%s: %s", RecordFile, strings.Join(strings.Fields(err.Error()), " "))
	}
	return &r, nil
}

// recordHeader opens every record: what it is, and the rule it holds.
const recordHeader = "# Written by `judge gen PROBLEM --select`: the tests chosen to kill the\n" +
	"# problem's zoo of wrong programs, and which tests kill each. The rule:\n" +
	"# every mutant is killed by at least 3 tests, or, when fewer inputs of\n" +
	"# the whole pool kill it, by every test that can (its need: says how\n" +
	"# many, its note: why). `judge gen` writes these tests; `judge verify`\n" +
	"# re-checks every kill listed.\n"

// Bytes writes the record as YAML.
func (r *Record) Bytes() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(recordHeader)
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Stats says what a selection cost.
type Stats struct {
	Mutants, Dropped     int
	Sample, Rest         int
	Scanned              int // inputs of the rest run by the mutants the sample did not kill often enough
	Cover, Rare, Hard    int
	Evaluate, Extend     time.Duration
	SurvivorsOfTheSample []string
}

// Select chooses the tests that kill z's mutants: existing (the problem's
// strata) count first; then the greedy set cover over the pool until every
// mutant is killed Need times; then Rare tests for the most rarely killed
// mutants and Hard inputs. Deterministic for a seed.
func Select(z *Zoo, chk checker.Checker, existing []Test, seed int64) (*Record, Stats, error) {
	if err := z.ready(); err != nil {
		return nil, Stats{}, err
	}
	s := &selection{z: z, chk: chk, ms: z.List(), dropped: map[int]string{}, chosen: map[int]bool{}}
	s.st.Mutants = len(s.ms)
	s.gather(existing, seed)
	s.evaluate()
	s.extend()
	s.judgeNeeds()
	s.cover()
	s.rare()
	rec, err := s.record(existing, seed)
	return rec, s.st, err
}

// selection is one run of Select, phase by phase: gather the candidates,
// evaluate every mutant on them, extend them by scanning the rest of the
// pool for the survivors, judge what each mutant needs, cover, add rare
// tests, write the record.
type selection struct {
	z   *Zoo
	chk checker.Checker
	ms  []Mutant
	st  Stats

	hard         []HardInput
	sample, rest [][]byte
	// inputs are the candidates: existing tests and hard inputs (chosen
	// already, the first nExist), the sample, then what the scans found
	// (the last nExtra).
	inputs         [][]byte
	nExist, nExtra int
	kills          [][]int // per mutant, the candidates that kill it

	survivors  []int  // mutants the sample kills fewer than Need times
	scanned    []int  // per survivor, how many inputs of the rest it ran on
	scannedAll []bool // per survivor, whether that was all of the rest

	need    []int          // per mutant, the kills it must have
	notes   []string       // per mutant, why its need is lower
	dropped map[int]string // mutants right on what they ran on, and why

	chosen map[int]bool
	order  []int    // the candidates picked, in order
	whys   []string // why each was picked
	byCand [][]int  // per candidate, the mutants it kills
	have   []int    // per mutant, its kills among the tests so far
}

// gather dedups the hard inputs (which come first and count like the
// strata) and the pool against existing and each other.
func (s *selection) gather(existing []Test, seed int64) {
	z := s.z
	seen := map[string]bool{}
	for _, t := range existing {
		seen[string(t.Input)] = true
	}
	fresh := func(in [][]byte) [][]byte {
		var out [][]byte
		for _, x := range in {
			if !seen[string(x)] {
				seen[string(x)] = true
				out = append(out, x)
			}
		}
		return out
	}
	if z.Hard != nil && z.HardN > 0 {
		for _, x := range z.Hard(seed, z.HardN*4) {
			if !seen[string(x.Input)] && len(s.hard) < z.HardN {
				seen[string(x.Input)] = true
				s.hard = append(s.hard, x)
			}
		}
	}
	s.st.Hard = len(s.hard)
	sample, rest := z.Pool(seed)
	s.sample, s.rest = fresh(sample), fresh(rest)
	s.st.Sample, s.st.Rest = len(s.sample), len(s.rest)
	for _, t := range existing {
		s.inputs = append(s.inputs, t.Input)
	}
	for _, x := range s.hard {
		s.inputs = append(s.inputs, x.Input)
	}
	s.nExist = len(s.inputs)
	s.inputs = append(s.inputs, s.sample...)
}

// evaluate runs every mutant on every candidate so far.
func (s *selection) evaluate() {
	t0 := time.Now()
	s.kills = s.killLists(s.inputs)
	s.st.Evaluate = time.Since(t0)
}

// killLists runs every mutant on inputs: per mutant, the indexes of the
// inputs that kill it.
func (s *selection) killLists(inputs [][]byte) [][]int {
	answers := make([][]byte, len(inputs))
	for i, x := range inputs {
		answers[i] = s.z.Oracle(x)
	}
	return lists(matrix(s.chk, s.ms, inputs, answers), len(inputs))
}

// extend scans the rest of the pool for the mutants the sample kills
// fewer than Need times, each until extCap kills (or its scan limit), and
// adds what they found to the candidates, run by every mutant.
func (s *selection) extend() {
	t0 := time.Now()
	z, rest := s.z, s.rest
	for m := range s.ms {
		if len(s.kills[m]) < Need {
			s.survivors = append(s.survivors, m)
			s.st.SurvivorsOfTheSample = append(s.st.SurvivorsOfTheSample, s.ms[m].Name)
		}
	}
	found := make([][]int, len(s.survivors))
	s.scannedAll = make([]bool, len(s.survivors))
	s.scanned = make([]int, len(s.survivors))
	chunk := 2048
	for i := range s.survivors {
		m := s.ms[s.survivors[i]]
		limit := len(rest)
		if z.ScanLimit > 0 && !m.Cheap {
			limit = min(limit, z.ScanLimit)
		}
		for lo := 0; lo < limit && len(found[i]) < extCap; lo += chunk {
			hits := make([]bool, min(chunk, limit-lo))
			parallel(len(hits), func(j int) {
				hits[j] = Kills(s.chk, m, rest[lo+j], z.Oracle(rest[lo+j]))
			})
			for j, h := range hits {
				if h && len(found[i]) < extCap {
					found[i] = append(found[i], lo+j)
				}
			}
			s.scanned[i] = lo + len(hits)
		}
		s.scannedAll[i] = s.scanned[i] == len(rest)
	}
	s.st.Extend = time.Since(t0)
	var extra []int // indexes into rest
	inExtra := map[int]bool{}
	for i := range s.survivors {
		s.st.Scanned += s.scanned[i]
		for _, j := range found[i] {
			if !inExtra[j] {
				inExtra[j] = true
				extra = append(extra, j)
			}
		}
	}
	sort.Ints(extra)
	if len(extra) == 0 {
		return
	}
	var xin [][]byte
	for _, j := range extra {
		xin = append(xin, rest[j])
	}
	for m, ks := range s.killLists(xin) {
		for _, c := range ks {
			s.kills[m] = append(s.kills[m], len(s.inputs)+c)
		}
	}
	s.inputs = append(s.inputs, xin...)
	s.nExtra = len(extra)
}

// judgeNeeds sets each mutant's need: Need, or fewer when the whole pool
// kills it fewer times; a survivor right on all it ran on, or shown wrong
// too rarely within its scan limit, is dropped.
func (s *selection) judgeNeeds() {
	s.need = make([]int, len(s.ms))
	s.notes = make([]string, len(s.ms))
	pool := len(s.inputs) + len(s.rest) - s.nExtra
	for m := range s.ms {
		s.need[m] = Need
	}
	for i, m := range s.survivors {
		switch k := len(s.kills[m]); {
		case k == 0 && s.scannedAll[i]:
			s.dropped[m] = fmt.Sprintf("right on all %d inputs of the pool", pool)
		case k < Need && !s.scannedAll[i]:
			s.dropped[m] = fmt.Sprintf("wrong on %d of the %d inputs it ran on (its scan stops after %d of the rest): not shown wrong %d times",
				k, len(s.inputs)-s.nExtra+s.scanned[i], s.z.ScanLimit, Need)
		case k < Need:
			s.need[m] = k
			s.notes[m] = fmt.Sprintf("wrong on only %d of all %d inputs of the pool", k, pool)
		}
	}
	s.st.Dropped = len(s.dropped)
}

// pick chooses candidate c, for why.
func (s *selection) pick(c int, why string) {
	s.chosen[c] = true
	s.order = append(s.order, c)
	s.whys = append(s.whys, why)
	for _, m := range s.byCand[c] {
		s.have[m]++
	}
}

// cover is the greedy set cover: the candidate that most deficits need,
// lowest index among equals, until no candidate fills one.
func (s *selection) cover() {
	s.byCand = make([][]int, len(s.inputs))
	s.have = make([]int, len(s.ms))
	for m := range s.ms {
		for _, c := range s.kills[m] {
			s.byCand[c] = append(s.byCand[c], m)
			if c < s.nExist {
				s.have[m]++
			}
		}
	}
	for {
		best, bestGain := -1, 0
		for c := s.nExist; c < len(s.inputs); c++ {
			if s.chosen[c] {
				continue
			}
			gain := 0
			for _, m := range s.byCand[c] {
				if s.have[m] < s.need[m] {
					gain++
				}
			}
			if gain > bestGain {
				best, bestGain = c, gain
			}
		}
		if best < 0 {
			return
		}
		s.pick(best, fmt.Sprintf("cover: kills %s still short of %d kills", fmtCount(bestGain, "mutant", "mutants"), Need))
		s.st.Cover++
	}
}

// rare then picks z.Rare candidates that kill the most rarely killed
// mutants.
func (s *selection) rare() {
	for range s.z.Rare {
		best, bestScore := -1, 0.0
		for c := s.nExist; c < len(s.inputs); c++ {
			if s.chosen[c] {
				continue
			}
			score := 0.0
			for _, m := range s.byCand[c] {
				score += 1 / float64((s.have[m]+1)*(s.have[m]+1))
			}
			if score > bestScore {
				best, bestScore = c, score
			}
		}
		if best < 0 {
			return
		}
		weakest := -1
		for _, m := range s.byCand[best] {
			if weakest < 0 || s.have[m] < s.have[weakest] {
				weakest = m
			}
		}
		s.pick(best, fmt.Sprintf("rare: kills %s, among them %s (killed %d times before)",
			fmtCount(len(s.byCand[best]), "mutant", "mutants"), s.ms[weakest].Name, s.have[weakest]))
		s.st.Rare++
	}
}

// record names the chosen tests (secret/zoo-NNN: hard inputs, then the
// picks in order) and lists each mutant's kills among all the tests; a
// mutant short of its need is an error.
func (s *selection) record(existing []Test, seed int64) (*Record, error) {
	rec := &Record{Seed: seed, Pool: fmt.Sprintf("%d inputs run by every mutant, %d more by the mutants those killed fewer than %d times",
		len(s.sample), len(s.rest), Need)}
	ids := make([]string, len(s.inputs))
	for i, t := range existing {
		ids[i] = t.ID
	}
	for i, x := range s.hard {
		ids[len(existing)+i] = fmt.Sprintf("secret/zoo-%03d", i+1)
		rec.Tests = append(rec.Tests, RecordTest{Name: ids[len(existing)+i], Why: "hard: " + x.Why, Input: string(x.Input)})
	}
	for i, c := range s.order {
		ids[c] = fmt.Sprintf("secret/zoo-%03d", len(s.hard)+i+1)
		rec.Tests = append(rec.Tests, RecordTest{Name: ids[c], Why: s.whys[i], Input: string(s.inputs[c])})
	}
	for m, mu := range s.ms {
		if reason, ok := s.dropped[m]; ok {
			rec.Dropped = append(rec.Dropped, Dropped{Name: mu.Name, Reason: reason})
			continue
		}
		var ks []string
		for _, c := range s.kills[m] {
			if c < s.nExist || s.chosen[c] {
				ks = append(ks, ids[c])
			}
		}
		sort.Strings(ks)
		rm := RecordMutant{Name: mu.Name, Note: s.notes[m], Kills: strings.Join(ks, " ")}
		if s.need[m] < Need {
			rm.Need = s.need[m]
		}
		if len(ks) < rm.NeedOf() {
			return nil, fmt.Errorf("zoo %s: mutant %s is killed by %d tests, needs %d (the cover failed)", s.z.Problem, mu.Name, len(ks), rm.NeedOf())
		}
		rec.Mutants = append(rec.Mutants, rm)
	}
	return rec, nil
}

// lists turns per-mutant bitsets into sorted index lists.
func lists(b []bitset, n int) [][]int {
	out := make([][]int, len(b))
	for m := range b {
		for i := 0; i < n; i++ {
			if b[m].has(i) {
				out[m] = append(out[m], i)
			}
		}
	}
	return out
}

// Verdict is what a check of the record found about one mutant.
type Verdict struct {
	Name     string   `json:"name"`
	About    string   `json:"about"`
	Need     int      `json:"need"`
	Kills    []string `json:"kills"`    // the tests confirmed to kill it (Need of them)
	Recorded []string `json:"recorded"` // every test the record says kills it
	OK       bool     `json:"ok"`
	Problem  string   `json:"problem,omitempty"` // why not OK
}

// Checked is the zoo check of one problem.
type Checked struct {
	Mutants []Verdict `json:"mutants"`
	Dropped []Dropped `json:"dropped,omitempty"`
}

// ErrNoRecord says a problem with a zoo has no selection record.
var ErrNoRecord = errors.New("no " + RecordFile + ": run `judge gen PROBLEM --select`")

// Check re-runs every kill the record lists on the tests as they are
// (tests by id: input and the committed answer): a mutant the zoo has but
// the record does not, a listed kill that no longer holds, or fewer kills
// than needed fails, naming the mutant.
func Check(z *Zoo, chk checker.Checker, rec *Record, tests map[string]Test) (Checked, error) {
	if err := z.ready(); err != nil {
		return Checked{}, err
	}
	ms := z.List()
	byName := map[string]RecordMutant{}
	for _, rm := range rec.Mutants {
		byName[rm.Name] = rm
	}
	droppedName := map[string]bool{}
	for _, d := range rec.Dropped {
		droppedName[d.Name] = true
	}
	var res Checked
	res.Dropped = rec.Dropped
	verdicts := make([]Verdict, len(ms))
	killIDs := make([][]string, len(ms))
	for i, m := range ms {
		v := Verdict{Name: m.Name, About: m.About, Need: Need}
		rm, ok := byName[m.Name]
		delete(byName, m.Name)
		switch {
		case droppedName[m.Name]:
			v.OK, v.Need = true, 0
			v.Problem = "dropped: right on the whole pool"
		case !ok:
			v.Problem = "not in " + RecordFile + " (new mutant?): run `judge gen " + z.Problem + " --select`"
		default:
			v.Need = rm.NeedOf()
			killIDs[i] = rm.KillList()
			v.Recorded = killIDs[i]
		}
		verdicts[i] = v
	}
	confirmed := make([][]bool, len(ms))
	for i := range ms {
		confirmed[i] = make([]bool, len(killIDs[i]))
	}
	// Each mutant runs on its listed tests until Need of them kill it: that
	// proves it wrong and killed, at a few runs a mutant.
	parallel(len(ms), func(i int) {
		n := 0
		for k, id := range killIDs[i] {
			if n >= verdicts[i].Need {
				break
			}
			t, ok := tests[id]
			if ok && Kills(chk, ms[i], t.Input, t.Answer) {
				confirmed[i][k] = true
				n++
			}
		}
	})
	for i := range ms {
		v := &verdicts[i]
		if killIDs[i] == nil && v.Problem != "" {
			continue
		}
		var survived []string
		for k, id := range killIDs[i] {
			switch {
			case confirmed[i][k]:
				v.Kills = append(v.Kills, id)
			case len(v.Kills) < v.Need:
				survived = append(survived, id)
			}
		}
		v.OK = len(v.Kills) >= v.Need
		if !v.OK {
			v.Problem = fmt.Sprintf("killed by %d tests, needs %d", len(v.Kills), v.Need)
			if len(survived) > 0 {
				v.Problem += "; survives " + strings.Join(survived[:min(3, len(survived))], ", ")
			}
		}
	}
	res.Mutants = verdicts
	for name := range byName {
		res.Mutants = append(res.Mutants, Verdict{Name: name, Problem: RecordFile + " names it, but the zoo has no such mutant"})
	}
	sort.SliceStable(res.Mutants[len(ms):], func(a, b int) bool { return res.Mutants[len(ms)+a].Name < res.Mutants[len(ms)+b].Name })
	return res, nil
}
