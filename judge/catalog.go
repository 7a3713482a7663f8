package judge

import "github.com/slidejudge/slidejudge/problems"

// ProblemInfo is one problem as `judge problems` and the arena list it.
type ProblemInfo struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Source      string `json:"source"`
	TimeLimitMS int64  `json:"time_limit_ms"`
	MemoryMB    int64  `json:"memory_mb"`
	Checker     string `json:"checker"`
	Tests       int    `json:"tests"`
}

// ListProblems lists the pack's problems in id order.
func ListProblems(pack *problems.Pack) ([]ProblemInfo, error) {
	ids, err := pack.IDs()
	if err != nil {
		return nil, err
	}
	rows := []ProblemInfo{}
	for _, id := range ids {
		p, err := pack.Load(id)
		if err != nil {
			return nil, err
		}
		rows = append(rows, ProblemInfo{p.ID, p.Name, p.Source, p.TimeLimit.Milliseconds(), p.Memory >> 20, p.Checker, len(p.Tests)})
	}
	return rows, nil
}
