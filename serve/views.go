package serve

import (
	"context"
	"maps"
	"slices"
	"sort"
	"sync"

	"github.com/slidejudge/slidejudge/judge"
)

// maxFinishedViews bounds the finished submissions kept in memory.
const maxFinishedViews = 512

// views is what status reads show of submissions, kept in memory so that a
// read does not wait on the database while judges write to it. The store
// stays the truth: a view changes only after the store's write committed.
//   - live: submissions this server's judges have claimed; while the claim
//     holds they alone write them, so its views are the store's rows as of
//     their last write.
//   - finished: judged submissions, which never change again.
//
// Views carry no source (the pages read it from the store).
type views struct {
	mu       sync.Mutex
	live     map[int64]*Submission
	finished map[int64]*Submission
	order    []int64 // finished ids, oldest first, to forget the oldest
}

func newViews() *views {
	return &views{live: map[int64]*Submission{}, finished: map[int64]*Submission{}}
}

// get returns a submission's view: a copy of a live one (its judge goes on
// changing it), the shared one of a finished one (read only).
func (v *views) get(id int64) (*Submission, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if sub, ok := v.finished[id]; ok {
		return sub, true
	}
	sub, ok := v.live[id]
	if !ok {
		return nil, false
	}
	return cloneSubmission(sub), true
}

func cloneSubmission(sub *Submission) *Submission {
	c := *sub
	c.Source = ""
	c.Report.Tests = slices.Clone(sub.Report.Tests)
	c.TestIdx = slices.Clone(sub.TestIdx)
	c.Outputs = maps.Clone(sub.Outputs)
	c.BoardLines = maps.Clone(sub.BoardLines)
	c.JudgedUS = maps.Clone(sub.JudgedUS)
	return &c
}

// started is Store.Claim: running, the tests of an earlier judging gone.
func (v *views) started(sub *Submission) {
	c := cloneSubmission(sub)
	c.Status = Running
	c.Report.Tests, c.TestIdx = []judge.TestReport{}, nil
	c.Outputs, c.BoardLines, c.JudgedUS = map[int]string{}, map[int]string{}, map[int]int64{}
	v.mu.Lock()
	defer v.mu.Unlock()
	v.live[sub.ID] = c
}

// tested is Store.AddTest: one more test, in index order as the store
// lists them (tests finish out of order).
func (v *views) tested(id int64, idx int, t judge.TestReport, output, boardLine string, judgedUS int64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	sub, ok := v.live[id]
	if !ok {
		return
	}
	t.Message = text(t.Message)
	k := sort.SearchInts(sub.TestIdx, idx)
	sub.TestIdx = slices.Insert(sub.TestIdx, k, idx)
	sub.Report.Tests = slices.Insert(sub.Report.Tests, k, t)
	sub.JudgedUS[idx] = judgedUS
	if output != "" {
		sub.Outputs[idx] = text(output)
	}
	if boardLine != "" {
		sub.BoardLines[idx] = text(boardLine)
	}
}

// finish ends a submission's live view with what the store holds once its
// judging ended.
func (v *views) finish(sub *Submission) {
	v.mu.Lock()
	defer v.mu.Unlock()
	delete(v.live, sub.ID)
	delete(v.finished, sub.ID) // judged again: the new judging's (its id stays in order, forgotten in turn)
	v.keepLocked(sub)
}

// rejudging forgets the finished views of submissions to be judged again:
// reads go to the store until the new verdict is kept.
func (v *views) rejudging(ids []int64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, id := range ids {
		delete(v.finished, id)
	}
}

// keep keeps a submission read from the store if it is finished.
func (v *views) keep(sub *Submission) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.keepLocked(sub)
}

// keepLocked keeps a finished submission, forgetting the oldest past
// maxFinishedViews.
func (v *views) keepLocked(sub *Submission) {
	if sub.Status != Done && sub.Status != Failed || sub.Rejudging {
		return
	}
	if _, ok := v.finished[sub.ID]; ok {
		return
	}
	c := *sub
	c.Source = ""
	v.finished[sub.ID] = &c
	v.order = append(v.order, sub.ID)
	for len(v.order) > maxFinishedViews {
		delete(v.finished, v.order[0])
		v.order = v.order[1:]
	}
}

// judgedHere tells whether this server judges the submission now (its
// events come as it is judged).
func (v *views) judgedHere(id int64) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	_, ok := v.live[id]
	return ok
}

// forget ends a live view: reads go to the store again.
func (v *views) forget(id int64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	delete(v.live, id)
}

// submission reads a submission without its source: from its view, or
// from the store (a finished one is kept for the next reads).
func (s *Server) submission(ctx context.Context, id int64) (*Submission, error) {
	if sub, ok := s.views.get(id); ok {
		return sub, nil
	}
	sub, err := s.store.Submission(ctx, id)
	if err != nil {
		return nil, err
	}
	sub.Source = ""
	s.views.keep(sub)
	return sub, nil
}
