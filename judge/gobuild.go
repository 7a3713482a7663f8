package judge

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/slidejudge/slidejudge/judge/gocache"
	"github.com/slidejudge/slidejudge/judge/sandbox"
)

// Placeholders of a language that uses the shared Go build cache: the
// GOCACHEPROG relay and the compile's own (otherwise unused) GOCACHE.
const (
	goCacheProgVar = "{gocacheprog}"
	goCacheVar     = "{gocache}"
)

// usesGoCache says whether the language's compile asks for the Go store.
func (l Language) usesGoCache() bool { return l.mentions(goCacheProgVar) || l.mentions(goCacheVar) }

// usesOldCache says whether the language names {cache}, the writable build
// cache every compile once shared.
func (l Language) usesOldCache() bool { return l.mentions("{cache}") }

// mentions says whether the compile command or environment holds s.
func (l Language) mentions(s string) bool {
	for _, a := range append(append([]string(nil), l.Compile...), l.Env...) {
		if strings.Contains(a, s) {
			return true
		}
	}
	return false
}

// goCache is an engine's handle on the store: opened (mode checked and
// repaired) once, warmed once per language.
type goCache struct {
	mu     sync.Mutex
	store  *gocache.Store
	warmed map[string]bool
	disk   string // without a private root: an empty GOCACHE for every compile, read only (see goSession)
}

// GoCacheDir is where the shared Go build cache lives.
func (c *Config) GoCacheDir() string { return filepath.Join(c.CacheDir, "go") }

// goStore opens the store and runs lang's warm-up when it is due.
func (e *Engine) goStore(ctx context.Context, lang Language) (*gocache.Store, error) {
	g := &e.goCache
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.store == nil {
		s, err := gocache.Open(e.Config.GoCacheDir())
		if err != nil {
			return nil, err
		}
		g.store, g.warmed = s, map[string]bool{}
	}
	if !g.warmed[lang.ID] {
		key, tool, err := e.warmKey(lang)
		if err != nil {
			return nil, err
		}
		if tool != "" { // no Go toolchain: the compile itself says so
			if _, err := g.store.Warm(key, func() error { return e.warmGo(ctx, lang, tool) }); err != nil {
				return nil, fmt.Errorf("warming the Go build cache %s: %w", g.store.Dir, err)
			}
		}
		g.warmed[lang.ID] = true
	}
	return g.store, nil
}

// warmKey names a warm-up: the toolchain (path, size, time), the
// language's compile settings and the warm-up program. tool is the
// compiler found, "" if none.
func (e *Engine) warmKey(lang Language) (key, tool string, err error) {
	tool, err = LookPath(lang.Compile[0], e.Config.Path)
	if err != nil {
		return "", "", nil
	}
	// The warm-up runs outside the sandbox: only the go command does.
	if filepath.Base(tool) != "go" {
		return "", "", fmt.Errorf("language %s: {gocacheprog} and {gocache} are for the go command, not %s", lang.ID, tool)
	}
	st, err := os.Stat(tool)
	if err != nil {
		return "", "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s %d %d\n%q\n%q\n%s", tool, st.Size(), st.ModTime().UnixNano(), lang.Compile, lang.Env, gocache.WarmSource)
	return hex.EncodeToString(h.Sum(nil))[:16], tool, nil
}

// warmGo builds gocache.WarmSource with lang's own command and settings,
// so that its objects are the ones a submission's compile asks for, but
// as the judge and outside the sandbox: only this fills the store.
func (e *Engine) warmGo(ctx context.Context, lang Language, tool string) error {
	dir, err := e.tempDir("gowarm")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "warm.go")
	if err := os.WriteFile(src, []byte(gocache.WarmSource), 0o644); err != nil {
		return err
	}
	store := e.goCache.store.Dir
	vars := map[string]string{"{src}": src, "{bin}": filepath.Join(dir, "prog"), "{dir}": dir,
		goCacheProgVar: "", goCacheVar: store}
	args := expand(lang.Compile, vars)
	env := append(append([]string{"PATH=" + e.Config.Path}, expand(lang.Env, vars)...), "GOCACHE="+store, "GOCACHEPROG=")
	ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, args[1:]...)
	cmd.Env, cmd.Dir = env, dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v: %s", strings.Join(args, " "), err, firstLine(string(out)))
	}
	return nil
}

// goSession sets up one Go compile's view of the cache: a private dir it
// may only read (store objects it asks for, its own objects) and a dir
// holding the FIFOs of the relay and its own GOCACHE.
func (e *Engine) goSession(ctx context.Context, lang Language, vars map[string]string, tool *toolRun) (*goCompile, error) {
	store, err := e.goStore(ctx, lang)
	if err != nil {
		return nil, err
	}
	private, err := e.tempDir("goobj")
	if err != nil {
		return nil, err
	}
	fifos, err := e.tempDir("gofifo")
	if err != nil {
		os.RemoveAll(private)
		return nil, err
	}
	// Linking store files is safe only when compiles run as a uid that
	// cannot write or chmod them (the judge is root); else they are copied.
	// In a private root the compile sees private under the root's dir of
	// extra paths, by its (unique) name, not at the judge's path: the
	// objects' paths must name it there, or the go command finds none of
	// them and compiles the standard library again.
	shown := private
	if e.Sandbox.RootPaths() != nil {
		shown = sandbox.ExtraDirInside + "/" + filepath.Base(private)
	}
	sess, err := store.StartShown(private, shown, fifos, e.Config.Compile.Output<<20, e.Config.compileDisk(lang)<<20, os.Geteuid() == 0)
	if err != nil {
		os.RemoveAll(private)
		os.RemoveAll(fifos)
		return nil, err
	}
	g := &goCompile{sess: sess, dirs: []string{private, fifos}}
	vars[goCacheProgVar] = gocache.Relay
	// With GOCACHEPROG the go command still makes GOCACHE's 256
	// subdirectories, then writes nothing there. In a private root the
	// work dir is a fresh tmpfs, where they cost nothing and go with it;
	// elsewhere one set made in advance is shared read-only, since making
	// and removing them on disk costs more than the compile.
	if e.Sandbox.RootPaths() != nil {
		vars[goCacheVar] = filepath.Join(vars["{dir}"], ".gocache")
	} else {
		disk, err := e.emptyGoCache()
		if err != nil {
			g.end()
			return nil, err
		}
		vars[goCacheVar] = disk
		tool.ro = append(tool.ro, disk)
	}
	tool.env = append(tool.env, sess.Env()...)
	tool.ro = append(tool.ro, private)
	tool.rw = append(tool.rw, fifos)
	return g, nil
}

// emptyGoCache makes, once, the read-only GOCACHE of compiles run
// without a private root.
func (e *Engine) emptyGoCache() (string, error) {
	g := &e.goCache
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.disk == "" {
		disk, err := e.tempDir("gocache")
		if err != nil {
			return "", err
		}
		if err := gocache.MakeEmpty(disk); err != nil {
			return "", err
		}
		g.disk = disk
	}
	return g.disk, nil
}

// goCompile is one Go compile's cache session and dirs.
type goCompile struct {
	sess *gocache.Session
	dirs []string
}

// end closes the session and removes the compile's cache dirs; the build
// output was copied out of them by the go command.
func (g *goCompile) end() {
	_ = g.sess.Close()
	for _, d := range g.dirs {
		os.RemoveAll(d)
	}
}

// LookPath finds a program in a PATH-like list (the configured path, not
// the judge's own).
func LookPath(name, path string) (string, error) {
	if strings.Contains(name, "/") {
		return exec.LookPath(name)
	}
	for _, dir := range filepath.SplitList(path) {
		if p, err := exec.LookPath(filepath.Join(dir, name)); err == nil {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

// GoCacheState describes the store for doctor.
func GoCacheState(c *Config) string {
	dir := c.GoCacheDir()
	if _, err := os.Stat(dir); err != nil {
		return dir + ": not made yet (the first Go compile makes and warms it)"
	}
	size, err := (&gocache.Store{Dir: dir}).Size()
	if err != nil {
		return fmt.Sprintf("%s: %v", dir, err)
	}
	warm := "not warmed yet"
	if stamps, _ := filepath.Glob(filepath.Join(dir, "warm-*")); len(stamps) > 0 {
		if st, err := os.Stat(stamps[0]); err == nil {
			warm = "warmed " + st.ModTime().Format("2006-01-02 15:04")
		}
	}
	return fmt.Sprintf("%s: %.0f MiB, %s (the standard library, written only by the judge; Go compiles read it through GOCACHEPROG, other languages never see it)", dir, float64(size)/(1<<20), warm)
}
