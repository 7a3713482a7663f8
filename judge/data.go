package judge

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/slidejudge/slidejudge/problems"
	"github.com/slidejudge/slidejudge/verdict"
)

// TestData is a test with its files on disk.
type TestData struct {
	problems.TestCase
	In, Ans string // paths
}

// Tests puts every test of p on disk (in the cache) and lists them in order.
// Large tests are generated on first use and checked against their hashes.
// It is done once per problem and engine: verify judges many programs, and
// hashing the large files again for each would cost seconds.
func (e *Engine) Tests(ctx context.Context, p *problems.Problem) ([]TestData, error) {
	v, _ := e.tests.LoadOrStore(p, new(testsOnce))
	once := v.(*testsOnce)
	once.Do(func() { once.tests, once.err = e.materialiseAll(ctx, p) })
	if once.err != nil {
		// A failure (a cancelled run, say) is not kept: the next call tries again.
		e.tests.CompareAndDelete(p, once)
	}
	return once.tests, once.err
}

// testsOnce is one problem's materialised tests.
type testsOnce struct {
	sync.Once
	tests []TestData
	err   error
}

func (e *Engine) materialiseAll(ctx context.Context, p *problems.Problem) ([]TestData, error) {
	out := make([]TestData, len(p.Tests))
	var generated []problems.Test
	for i, tc := range p.Tests {
		out[i].TestCase = tc
		if tc.Large == nil {
			var err error
			if out[i].In, err = e.cacheCommitted(p, tc, "in"); err != nil {
				return nil, err
			}
			if out[i].Ans, err = e.cacheCommitted(p, tc, "ans"); err != nil {
				return nil, err
			}
			continue
		}
		dir := filepath.Join(e.Config.CacheDir, "large", p.ID, tc.Group)
		in, ans := filepath.Join(dir, tc.Name+".in"), filepath.Join(dir, tc.Name+".ans")
		out[i].In, out[i].Ans = in, ans
		if hashFile(in) == tc.Large.InputSHA256 && hashFile(ans) == tc.Large.AnswerSHA256 {
			continue
		}
		if generated == nil {
			generated = p.Spec.Generate(tc.Large.Seed)
		}
		if err := e.materialise(ctx, p, tc, generated, in, ans); err != nil {
			return nil, fmt.Errorf("problem %s, test %s: %w", p.ID, tc.ID(), err)
		}
	}
	return out, nil
}

func (e *Engine) cacheCommitted(p *problems.Problem, tc problems.TestCase, ext string) (string, error) {
	data, err := p.ReadCommitted(tc, ext)
	if err != nil {
		return "", fmt.Errorf("problem %s, test %s: %w", p.ID, tc.ID(), err)
	}
	return e.cacheBlob(data)
}

// cacheBlob stores data in the cache under its hash and returns the path.
func (e *Engine) cacheBlob(data []byte) (string, error) {
	sum := sha256.Sum256(data)
	path := filepath.Join(e.Config.CacheDir, "data", hex.EncodeToString(sum[:]))
	if st, err := os.Stat(path); err == nil && st.Size() == int64(len(data)) {
		return path, nil
	}
	return path, writeAtomic(path, data)
}

func (e *Engine) materialise(ctx context.Context, p *problems.Problem, tc problems.TestCase, generated []problems.Test, in, ans string) error {
	var input []byte
	for _, g := range generated {
		if g.Group == tc.Group && g.Name == tc.Name {
			input = g.Input
		}
	}
	if input == nil {
		return fmt.Errorf("the generator (seed %d) no longer writes this test", tc.Large.Seed)
	}
	if h := hashBytes(input); h != tc.Large.InputSHA256 {
		return fmt.Errorf("generated input has SHA-256 %s, recorded %s", h[:12], tc.Large.InputSHA256[:min(12, len(tc.Large.InputSHA256))])
	}
	if err := writeAtomic(in, input); err != nil {
		return err
	}
	answer, err := e.ReferenceAnswer(ctx, p, in)
	if err != nil {
		return err
	}
	if h := hashBytes(answer); h != tc.Large.AnswerSHA256 {
		return fmt.Errorf("reference answer has SHA-256 %s, recorded %s", h[:12], tc.Large.AnswerSHA256[:min(12, len(tc.Large.AnswerSHA256))])
	}
	return writeAtomic(ans, answer)
}

// Reference builds p's reference solution (cached).
func (e *Engine) Reference(ctx context.Context, p *problems.Problem) (*Program, error) {
	if prog, ok := e.references.Load(p.ID); ok {
		return prog.(*Program), nil
	}
	sol, err := e.Pack.Reference(p.ID)
	if err != nil {
		return nil, err
	}
	src, err := e.Config.SolutionSource(sol)
	if err != nil {
		return nil, err
	}
	prog, err := e.Build(ctx, src)
	if err != nil {
		return nil, fmt.Errorf("reference of %s: %w", p.ID, err)
	}
	e.references.Store(p.ID, prog)
	return prog, nil
}

// ReferenceAnswer runs p's reference on the input file and returns its
// output. It gets ten times the time limit: it must answer, not race.
// Answers are cached by reference build and input: the reference is
// deterministic, so regenerating the data costs no run when nothing changed.
func (e *Engine) ReferenceAnswer(ctx context.Context, p *problems.Problem, in string) ([]byte, error) {
	prog, err := e.Reference(ctx, p)
	if err != nil {
		return nil, err
	}
	cached := filepath.Join(e.Config.CacheDir, "answers", hashBytes([]byte(prog.Key+hashFile(in))))
	if answer, err := os.ReadFile(cached); err == nil {
		return answer, nil
	}
	answer, err := e.runReference(ctx, p, prog, in)
	if err != nil {
		return nil, err
	}
	return answer, writeAtomic(cached, answer)
}

// Answer is the reference's answer to input (ReferenceAnswer's, from
// memory).
func (e *Engine) Answer(ctx context.Context, p *problems.Problem, input []byte) (answer []byte, err error) {
	err = e.withInput(input, func(in string) error {
		answer, err = e.ReferenceAnswer(ctx, p, in)
		return err
	})
	return answer, err
}

func (e *Engine) runReference(ctx context.Context, p *problems.Problem, prog *Program, in string) ([]byte, error) {
	lim := TestLimits(p, 10)
	lim.Memory = max(lim.Memory, 1<<30)
	lim.Output = max(lim.Output, 256<<20)
	r, res, err := e.run(ctx, prog, in, lim)
	if err != nil {
		return nil, err
	}
	if r.Verdict != verdict.AC {
		return nil, fmt.Errorf("reference of %s: %s (%s)", p.ID, r.Verdict, r.Message)
	}
	return res.Stdout, nil
}

func hashBytes(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// hashFile returns the file's SHA-256, or "" when it cannot be read.
func hashFile(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return hashBytes(data)
}

// writeAtomic writes a file so that no reader ever sees half of it.
func writeAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp" + strconv.Itoa(os.Getpid())
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// OwnTest makes a test of an input the user wrote (valid for p): the input
// and the reference's answer to it, both kept in the cache by their hash.
func (e *Engine) OwnTest(ctx context.Context, p *problems.Problem, name string, input []byte) (TestData, []byte, error) {
	in, err := e.cacheBlob(input)
	if err != nil {
		return TestData{}, nil, err
	}
	answer, err := e.ReferenceAnswer(ctx, p, in)
	if err != nil {
		return TestData{}, nil, err
	}
	ans, err := e.cacheBlob(answer)
	if err != nil {
		return TestData{}, nil, err
	}
	return TestData{TestCase: problems.TestCase{Group: "input", Name: name}, In: in, Ans: ans}, answer, nil
}
