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
	var st Stats
	ms := z.List()
	st.Mutants = len(ms)
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
	// Hard inputs, chosen for their own sake, come first and count like
	// the strata.
	var hard []HardInput
	if z.Hard != nil && z.HardN > 0 {
		for _, x := range z.Hard(seed, z.HardN*4) {
			if !seen[string(x.Input)] && len(hard) < z.HardN {
				seen[string(x.Input)] = true
				hard = append(hard, x)
			}
		}
	}
	st.Hard = len(hard)
	sample, rest := z.Pool(seed)
	sample, rest = fresh(sample), fresh(rest)
	st.Sample, st.Rest = len(sample), len(rest)

	// Candidates: existing tests first (already chosen), then the sample,
	// then whatever the scans of the rest find.
	var inputs, answers [][]byte
	for _, t := range existing {
		inputs, answers = append(inputs, t.Input), append(answers, z.Oracle(t.Input))
	}
	for _, x := range hard {
		inputs, answers = append(inputs, x.Input), append(answers, z.Oracle(x.Input))
	}
	nExist := len(inputs)
	for _, x := range sample {
		inputs, answers = append(inputs, x), append(answers, z.Oracle(x))
	}
	t0 := time.Now()
	kills := lists(matrix(chk, ms, inputs, answers), len(inputs))
	st.Evaluate = time.Since(t0)

	// Mutants the sample kills fewer than Need times scan the rest.
	t0 = time.Now()
	var survivors []int
	for m := range ms {
		if len(kills[m]) < Need {
			survivors = append(survivors, m)
			st.SurvivorsOfTheSample = append(st.SurvivorsOfTheSample, ms[m].Name)
		}
	}
	found := make([][]int, len(survivors))
	scannedAll := make([]bool, len(survivors))
	scanned := make([]int, len(survivors))
	chunk := 2048
	for i := range survivors {
		m := ms[survivors[i]]
		limit := len(rest)
		if z.ScanLimit > 0 && !m.Cheap {
			limit = min(limit, z.ScanLimit)
		}
		for lo := 0; lo < limit && len(found[i]) < extCap; lo += chunk {
			hits := make([]bool, min(chunk, limit-lo))
			parallel(len(hits), func(j int) {
				hits[j] = Kills(chk, m, rest[lo+j], z.Oracle(rest[lo+j]))
			})
			for j, h := range hits {
				if h && len(found[i]) < extCap {
					found[i] = append(found[i], lo+j)
				}
			}
			scanned[i] = lo + len(hits)
		}
		scannedAll[i] = scanned[i] == len(rest)
	}
	st.Extend = time.Since(t0)
	var extra []int // indexes into rest, in first-found order
	inExtra := map[int]bool{}
	for i := range survivors {
		st.Scanned += scanned[i]
		for _, j := range found[i] {
			if !inExtra[j] {
				inExtra[j] = true
				extra = append(extra, j)
			}
		}
	}
	sort.Ints(extra)
	if len(extra) > 0 {
		var xin, xans [][]byte
		for _, j := range extra {
			xin, xans = append(xin, rest[j]), append(xans, z.Oracle(rest[j]))
		}
		xk := lists(matrix(chk, ms, xin, xans), len(xin))
		for m := range ms {
			for _, c := range xk[m] {
				kills[m] = append(kills[m], len(inputs)+c)
			}
		}
		inputs = append(inputs, xin...)
	}

	need := make([]int, len(ms))
	notes := make([]string, len(ms))
	dropped := map[int]string{}
	for m := range ms {
		need[m] = Need
		for i, s := range survivors {
			if s != m {
				continue
			}
			switch {
			case len(kills[m]) == 0 && scannedAll[i]:
				dropped[m] = fmt.Sprintf("right on all %d inputs of the pool", len(inputs)+len(rest)-len(extra))
			case len(kills[m]) < Need && !scannedAll[i]:
				dropped[m] = fmt.Sprintf("wrong on %d of the %d inputs it ran on (its scan stops after %d of the rest): not shown wrong %d times",
					len(kills[m]), len(inputs)-len(extra)+scanned[i], z.ScanLimit, Need)
			case len(kills[m]) < Need:
				need[m] = len(kills[m])
				notes[m] = fmt.Sprintf("wrong on only %d of all %d inputs of the pool", len(kills[m]), len(inputs)+len(rest)-len(extra))
			}
		}
	}
	st.Dropped = len(dropped)

	// Greedy set cover: the candidate that most deficits need, lowest
	// index among equals.
	byCand := make([][]int, len(inputs))
	have := make([]int, len(ms))
	for m := range ms {
		for _, c := range kills[m] {
			byCand[c] = append(byCand[c], m)
			if c < nExist {
				have[m]++
			}
		}
	}
	chosen := map[int]bool{}
	var order []int
	var whys []string
	pick := func(c int, why string) {
		chosen[c] = true
		order = append(order, c)
		whys = append(whys, why)
		for _, m := range byCand[c] {
			have[m]++
		}
	}
	for {
		best, bestGain := -1, 0
		for c := nExist; c < len(inputs); c++ {
			if chosen[c] {
				continue
			}
			gain := 0
			for _, m := range byCand[c] {
				if have[m] < need[m] {
					gain++
				}
			}
			if gain > bestGain {
				best, bestGain = c, gain
			}
		}
		if best < 0 {
			break
		}
		pick(best, fmt.Sprintf("cover: kills %s still short of %d kills", fmtCount(bestGain, "mutant", "mutants"), Need))
		st.Cover++
	}
	// Then the candidates that kill the most rarely killed mutants.
	for range z.Rare {
		best, bestScore := -1, 0.0
		for c := nExist; c < len(inputs); c++ {
			if chosen[c] {
				continue
			}
			score := 0.0
			for _, m := range byCand[c] {
				score += 1 / float64((have[m]+1)*(have[m]+1))
			}
			if score > bestScore {
				best, bestScore = c, score
			}
		}
		if best < 0 {
			break
		}
		weakest := -1
		for _, m := range byCand[best] {
			if weakest < 0 || have[m] < have[weakest] {
				weakest = m
			}
		}
		pick(best, fmt.Sprintf("rare: kills %s, among them %s (killed %d times before)",
			fmtCount(len(byCand[best]), "mutant", "mutants"), ms[weakest].Name, have[weakest]))
		st.Rare++
	}

	rec := &Record{Seed: seed, Pool: fmt.Sprintf("%d inputs run by every mutant, %d more by the mutants those killed fewer than %d times",
		len(sample), len(rest), Need)}
	ids := make([]string, len(inputs))
	for i, t := range existing {
		ids[i] = t.ID
	}
	for i, x := range hard {
		ids[len(existing)+i] = fmt.Sprintf("secret/zoo-%03d", i+1)
		rec.Tests = append(rec.Tests, RecordTest{Name: ids[len(existing)+i], Why: "hard: " + x.Why, Input: string(x.Input)})
	}
	for i, c := range order {
		ids[c] = fmt.Sprintf("secret/zoo-%03d", len(hard)+i+1)
		rec.Tests = append(rec.Tests, RecordTest{Name: ids[c], Why: whys[i], Input: string(inputs[c])})
	}
	for m, mu := range ms {
		if reason, ok := dropped[m]; ok {
			rec.Dropped = append(rec.Dropped, Dropped{Name: mu.Name, Reason: reason})
			continue
		}
		var ks []string
		for _, c := range kills[m] {
			if c < nExist || chosen[c] {
				ks = append(ks, ids[c])
			}
		}
		sort.Strings(ks)
		rm := RecordMutant{Name: mu.Name, Note: notes[m], Kills: strings.Join(ks, " ")}
		if need[m] < Need {
			rm.Need = need[m]
		}
		if len(ks) < rm.NeedOf() {
			return nil, st, fmt.Errorf("zoo %s: mutant %s is killed by %d tests, needs %d (the cover failed)", z.Problem, mu.Name, len(ks), rm.NeedOf())
		}
		rec.Mutants = append(rec.Mutants, rm)
	}
	return rec, st, nil
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
func Check(z *Zoo, chk checker.Checker, rec *Record, tests map[string]Test) Checked {
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
	return res
}
