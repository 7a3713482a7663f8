package problems

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/slidejudge/slidejudge/verdict"
)

// Solution is one program under solutions/PROBLEM/FOLDER/.
type Solution struct {
	Problem string
	Folder  string          // e.g. wrong_answer
	Expect  verdict.Verdict // the verdict the folder names, e.g. WA
	Name    string          // file name
	fsys    fs.FS
}

// Path is the solution's path below solutions/.
func (s Solution) Path() string { return path.Join(s.Problem, s.Folder, s.Name) }

// Source reads the program.
func (s Solution) Source() ([]byte, error) { return fs.ReadFile(s.fsys, s.Path()) }

// Solutions lists the programs of problem id, by folder then name; files in
// folders that name no verdict are an error.
func (p *Pack) Solutions(id string) ([]Solution, error) {
	if p.solutions == nil {
		return nil, errors.New("no solutions folder beside the pack")
	}
	folders, err := fs.ReadDir(p.solutions, id)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Solution
	for _, f := range folders {
		expect, ok := verdict.ByFolder(f.Name())
		if !f.IsDir() || !ok {
			return nil, fmt.Errorf("solutions/%s/%s: not a verdict folder", id, f.Name())
		}
		files, err := fs.ReadDir(p.solutions, path.Join(id, f.Name()))
		if err != nil {
			return nil, err
		}
		for _, file := range files {
			if file.Type().IsRegular() {
				out = append(out, Solution{Problem: id, Folder: f.Name(), Expect: expect, Name: file.Name(), fsys: p.solutions})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Folder < out[j].Folder })
	return out, nil
}

// Reference returns the problem's reference solution,
// solutions/PROBLEM/accepted/reference.go.
func (p *Pack) Reference(id string) (Solution, error) {
	s := Solution{Problem: id, Folder: verdict.Of(verdict.AC).Folder, Expect: verdict.AC, Name: "reference.go", fsys: p.solutions}
	if p.solutions == nil {
		return s, errors.New("no solutions folder beside the pack")
	}
	if _, err := fs.Stat(p.solutions, s.Path()); err != nil {
		return s, fmt.Errorf("problem %s has no reference solution (solutions/%s)", id, s.Path())
	}
	return s, nil
}
