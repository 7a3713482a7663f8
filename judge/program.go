package judge

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
)

// Program is a compiled submission, ready to run.
type Program struct {
	Language string // language name, or "executable"
	Dir      string // build directory: readable by the program, not writable
	Args     []string
	Key      string // identifies the build (language and source); "" for executables
	Memory   MemoryRule
}

// CompileError is a submission that does not build: the verdict is CE.
type CompileError struct {
	Log string // the compiler's messages, cut short
}

func (e *CompileError) Error() string { return "compile error: " + firstLine(e.Log) }

// maxCompileLog bounds what a report carries of the compiler's output.
const maxCompileLog = 4 << 10

// Source is a program to judge, held in memory, with its language resolved
// once: the engine judges it as it is, whether it came from a file, the
// arena's database or the pack.
type Source struct {
	Name string // the file's name, as the report and compile errors call it
	Text []byte
	Lang Language // the language it is compiled in; none when Executable
	// Executable: a ready binary, run as it is.
	Executable bool
}

// ReadSource reads the program at file: a source in the language langID
// names, or else its extension's; or, with no langID, an executable file
// of no known extension, judged as it is.
func (c *Config) ReadSource(file, langID string) (Source, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the file's name, as the user gave it, says which
		}
		return Source{}, fmt.Errorf("%s: %w", file, err)
	}
	src := Source{Name: filepath.Base(file), Text: text}
	if langID == "" && isExecutable(file) && !c.knownExtension(file) {
		src.Executable = true
		return src, nil
	}
	src.Lang, err = c.LanguageFor(file, langID)
	return src, err
}

// SolutionSource is one of the pack's programs, in its extension's
// language.
func (c *Config) SolutionSource(s problems.Solution) (Source, error) {
	text, err := s.Source()
	if err != nil {
		return Source{}, err
	}
	lang, err := c.LanguageFor(s.Name, "")
	if err != nil {
		return Source{}, fmt.Errorf("solutions/%s: %w", s.Path(), err)
	}
	return Source{Name: s.Name, Text: text, Lang: lang}, nil
}

// Build prepares src for running. A *CompileError means the verdict is CE;
// other errors are the caller's.
func (e *Engine) Build(ctx context.Context, src Source) (*Program, error) {
	if src.Executable {
		return e.executable(src.Text)
	}
	return e.Compile(ctx, src.Name, src.Text, src.Lang)
}

func isExecutable(file string) bool {
	st, err := os.Stat(file)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

func (c *Config) knownExtension(file string) bool {
	_, err := c.LanguageFor(file, "")
	return err == nil
}

// executable copies a ready binary into a fresh build directory.
func (e *Engine) executable(data []byte) (*Program, error) {
	dir, err := e.tempDir("build")
	if err != nil {
		return nil, err
	}
	bin := filepath.Join(dir, "prog")
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		return nil, err
	}
	return &Program{Language: "executable", Dir: dir, Args: []string{bin}}, nil
}

// Compile builds src (named name) in lang. Builds are cached by language
// and source, so judging a file again costs no compiler run.
func (e *Engine) Compile(ctx context.Context, name string, src []byte, lang Language) (*Program, error) {
	if why := notText(src); why != "" {
		return nil, &CompileError{Log: fmt.Sprintf("%s: not source text (%s), not given to the compiler\n", name, why)}
	}
	dir, err := e.tempDir("build")
	if err != nil {
		return nil, err
	}
	user := name // what compile errors call the file
	switch ext := filepath.Ext(name); {
	case lang.Source != "":
		name = lang.Source
	case !slices.Contains(lang.Extensions, strings.ToLower(ext)):
		// Compilers go by the extension: chosen with --lang, the file gets one.
		name = strings.TrimSuffix(name, ext) + lang.Extensions[0]
	}
	srcPath := filepath.Join(dir, name)
	if err := os.WriteFile(srcPath, src, 0o644); err != nil {
		return nil, err
	}
	vars := map[string]string{"{src}": srcPath, "{bin}": filepath.Join(dir, "prog"), "{dir}": dir}
	key := buildKey(lang, name, src)
	p := &Program{Language: lang.Name, Dir: dir, Args: expand(lang.Run, vars), Key: key, Memory: lang.memoryRule()}
	if len(lang.Compile) == 0 {
		return p, nil
	}
	if e.cachedBuild(key, dir) {
		return p, nil
	}
	var tool toolRun
	if lang.usesGoCache() {
		// Go compiles share the standard library through the store, read
		// only; everything else a compile writes stays its own.
		sess, err := e.goSession(ctx, lang, vars, &tool)
		if err != nil {
			return nil, err
		}
		defer sess.end()
	}
	tool.disk = e.Config.compileDisk(lang) << 20
	tool.args = expand(lang.Compile, vars)
	tool.env = append(append([]string{"PATH=" + e.Config.Path}, expand(lang.Env, vars)...), tool.env...)
	res, log, err := e.runTool(ctx, dir, tool)
	if err != nil {
		return nil, err
	}
	switch {
	case res.Status == sandbox.Failed:
		return nil, fmt.Errorf("compiler %s: %s", lang.Compile[0], firstLine(res.Error))
	case res.Status == sandbox.OutputLimit && res.DiskFull:
		return nil, &CompileError{Log: fmt.Sprintf("compile output over %d MiB\n%s", tool.disk>>20, compileLog(log, dir, name, user, ""))}
	case res.Status == sandbox.OutputLimit:
		return nil, &CompileError{Log: fmt.Sprintf("compile output over %d MiB in one file\n%s", e.Config.Compile.Output, compileLog(log, dir, name, user, ""))}
	case res.Status != sandbox.Exited:
		return nil, &CompileError{Log: fmt.Sprintf("compiler stopped: %s\n%s", res.Status, compileLog(log, dir, name, user, ""))}
	case res.ExitCode != 0 || res.Signal != "":
		return nil, &CompileError{Log: compileLog(log, dir, name, user, lang.Note)}
	}
	// A Java file without class Main compiles, and only fails to start.
	for _, f := range lang.Produces {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			return nil, &CompileError{Log: compileLog(fmt.Sprintf("%s compiled, but made no %s\n", user, f), dir, name, user, lang.Note)}
		}
	}
	// A build that cannot be kept is built again next time: not an error.
	_ = e.keepBuild(key, dir)
	return p, nil
}

// notText says why src is not a program's source text ("" when it may
// be): a NUL byte, which no compiler reads as text (a binary file, or
// UTF-16), or control bytes making a twentieth of its start. Any encoding
// of text passes, GBK comments too.
func notText(src []byte) string {
	if i := bytes.IndexByte(src, 0); i >= 0 {
		return fmt.Sprintf("a NUL byte at offset %d", i)
	}
	head, ctl := src[:min(len(src), 8000)], 0
	for _, b := range head {
		if b < ' ' && !strings.ContainsRune("\t\n\v\f\r\x1b", rune(b)) || b == 0x7f {
			ctl++
		}
	}
	if ctl > 0 && ctl*20 >= len(head) {
		return fmt.Sprintf("%d control bytes in its first %d", ctl, len(head))
	}
	return ""
}

// javacPublicClass is javac's complaint about the file it compiled (Main.java,
// named after the rule), which would name the user's file as the one it
// wants ("Eight.java: class Eight ... should be declared in a file named
// Eight.java").
var javacPublicClass = regexp.MustCompile(`error: class (\w+) is public, should be declared in a file named \w+\.java`)

// compileLog makes a compiler's messages name the user's file (sol.java,
// not /tmp/.../build-1234/Main.java) and adds the language's rule.
func compileLog(log, dir, name, user, note string) string {
	// In a private root the compiler saw its dir as sandbox.WorkDirInside.
	for _, d := range []string{dir, sandbox.WorkDirInside} {
		log = strings.ReplaceAll(log, filepath.Join(d, name), user)
		log = strings.ReplaceAll(log, d+string(filepath.Separator), "")
	}
	if class, ok := strings.CutSuffix(name, ".java"); ok {
		log = javacPublicClass.ReplaceAllString(log, "error: public class $1 must be named "+class+": the judge compiles the file as "+name)
	}
	if note != "" {
		log = strings.TrimRight(log, "\n") + "\nnote: " + note + "\n"
	}
	return log
}

// toolRun is a compiler's command line and what it may reach besides its
// build directory.
type toolRun struct {
	args, env []string
	ro, rw    []string
	disk      int64 // bytes its work dir holds
}

// runTool runs a compiler in the sandbox under the compile limits.
func (e *Engine) runTool(ctx context.Context, dir string, t toolRun) (sandbox.Result, string, error) {
	logFile := filepath.Join(e.work, "compile-"+filepath.Base(dir)+".log")
	defer os.Remove(logFile)
	c := e.Config.Compile
	res, err := e.Sandbox.Run(ctx, sandbox.Config{
		Args: t.args, Env: t.env, Dir: dir,
		ReadOnly: t.ro, ReadWrite: t.rw,
		Stdout: logFile, Stderr: logFile,
		Keep:    true, // the compiler's output comes back into the build dir
		CPUTime: e.Config.CompileTime(), WallTime: sandbox.WallFor(e.Config.CompileTime()),
		Memory: c.Memory << 20, Output: c.Output << 20, Disk: t.disk, Processes: 256,
	})
	if err != nil {
		return res, "", err
	}
	log, _ := readHead(logFile, maxCompileLog)
	return res, log, nil
}

func expand(args []string, vars map[string]string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		for k, v := range vars {
			a = strings.ReplaceAll(a, k, v)
		}
		out[i] = a
	}
	return out
}

func buildKey(lang Language, name string, src []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%q %q %q %q\n", lang.Compile, lang.Env, lang.Source, name)
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// copyDir copies the regular files of from into to (flat: builds are flat
// except Java packages, which we do not support).
func copyDir(from, to string) error {
	entries, err := os.ReadDir(from)
	if err != nil {
		return err
	}
	for _, en := range entries {
		if !en.Type().IsRegular() || en.Name() == ".ok" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(from, en.Name()))
		if err != nil {
			return err
		}
		info, err := en.Info()
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(to, en.Name()), data, info.Mode().Perm()|0o444); err != nil {
			return err
		}
	}
	return nil
}

// storeDir saves a build into the cache, atomically.
func storeDir(dir, cached string) error {
	tmp := cached + ".tmp" + strconv.Itoa(os.Getpid())
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := copyDir(dir, tmp); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(tmp, ".ok"), nil, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, cached)
}

// readHead reads at most n bytes of a file.
func readHead(file string, n int) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	buf := make([]byte, n)
	k, _ := f.Read(buf)
	return string(bytes.ToValidUTF8(buf[:k], []byte("?"))), nil
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}
