// Package judge is the engine: languages, compilation, sandboxed runs,
// verdicts and reports.
package judge

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/viper"

	"github.com/slidejudge/slidejudge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
)

// Language says how to build and run one language.
type Language struct {
	ID         string   `mapstructure:"id"`
	Name       string   `mapstructure:"name"`
	Extensions []string `mapstructure:"extensions"`
	Source     string   `mapstructure:"source"` // file name the source must have, e.g. Main.java
	Compile    []string `mapstructure:"compile"`
	Run        []string `mapstructure:"run"`
	Env        []string `mapstructure:"env"`
	Note       string   `mapstructure:"note"`     // a rule of the language, shown with its compile errors
	Produces   []string `mapstructure:"produces"` // files a good compile leaves in {dir} (Java: Main.class)
	// MemoryOverhead (MiB) is allowed on top of the problem's memory limit
	// for a runtime's own use (the JVM's); the program's own memory (-Xmx)
	// gets the problem's limit. OutOfMemory is what the runtime prints
	// when that runs out: a run that fails with it is MLE.
	MemoryOverhead int64  `mapstructure:"memory_overhead"`
	OutOfMemory    string `mapstructure:"out_of_memory"`
	// CompileDisk (MiB) is what a compile's work dir holds in all (Go
	// compiles standard packages outside the store's set there); 0:
	// compile.output.
	CompileDisk int64 `mapstructure:"compile_disk"`
}

// compileDisk is the MiB a compile in l may write in all.
func (c *Config) compileDisk(l Language) int64 {
	if l.CompileDisk > 0 {
		return l.CompileDisk
	}
	return c.Compile.Output
}

// MemoryRule is how a language's memory is judged beyond the limit itself.
type MemoryRule struct {
	Overhead  int64  // bytes allowed on top of the limit
	Exhausted string // a run failing with this on stderr is MLE
}

func (l Language) memoryRule() MemoryRule {
	return MemoryRule{Overhead: l.MemoryOverhead << 20, Exhausted: l.OutOfMemory}
}

// CompileLimits bound a compiler run.
type CompileLimits struct {
	TimeLimit float64 `mapstructure:"time_limit"` // seconds of CPU
	Memory    int64   `mapstructure:"memory"`     // MiB
	Output    int64   `mapstructure:"output"`     // MiB
}

// Config is judge.yaml after environment overrides.
type Config struct {
	Workers   int           `mapstructure:"workers"`
	OwnCores  bool          `mapstructure:"own_cores"`
	Color     string        `mapstructure:"color"`
	Sandbox   string        `mapstructure:"sandbox"`
	CacheDir  string        `mapstructure:"cache_dir"`
	Problems  string        `mapstructure:"problems"`
	Path      string        `mapstructure:"path"`
	Compile   CompileLimits `mapstructure:"compile"`
	Languages []Language    `mapstructure:"languages"`

	// BuildsLimit (MiB) caps cache_dir/builds, the compiled submissions;
	// the least recently used go first.
	BuildsLimit int64 `mapstructure:"builds_limit"`

	file string // where the settings came from, for messages
}

// LoadConfig reads the configuration: the built-in defaults, then the file
// (file == "": ./judge.yaml when it exists), then JUDGE_* variables. It is
// strict: an unknown key, a value of the wrong type or out of range is an
// error naming the key and where it was set.
func LoadConfig(file string) (*Config, error) {
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(slidejudge.DefaultConfig)); err != nil {
		return nil, fmt.Errorf("built-in judge.yaml: %w", err)
	}
	if file == "" {
		if _, err := os.Stat("judge.yaml"); err == nil {
			file = "judge.yaml"
		}
	}
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		// viper ignores unknown keys and reports wrong types in Go's words,
		// after the fact: the file is checked first, in its own terms.
		if err := problems.DecodeYAML(data, &Config{}); err != nil {
			return nil, fmt.Errorf("%s %w", file, err)
		}
		if err := v.MergeConfig(bytes.NewReader(data)); err != nil {
			return nil, fmt.Errorf("%s: %v", file, oneLine(err))
		}
	}
	if err := checkEnv(reflect.TypeOf(Config{}), ""); err != nil {
		return nil, err
	}
	v.SetEnvPrefix("JUDGE")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, fmt.Errorf("%s: %v", orBuiltIn(file), oneLine(err))
	}
	// Nested keys are not seen by AutomaticEnv through Unmarshal; read them.
	c.Compile.TimeLimit = v.GetFloat64("compile.time_limit")
	c.Compile.Memory = v.GetInt64("compile.memory")
	c.Compile.Output = v.GetInt64("compile.output")
	c.file = orBuiltIn(file)
	return &c, c.validate()
}

func orBuiltIn(file string) string {
	if file == "" {
		return "built-in judge.yaml"
	}
	return file
}

// envName is the variable that overrides a key: compile.time_limit is
// JUDGE_COMPILE_TIME_LIMIT.
func envName(key string) string {
	return "JUDGE_" + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// checkEnv reads every JUDGE_* variable that overrides a key of t as that
// key's type, so that JUDGE_WORKERS=two is an error in words, not Go's.
func checkEnv(t reflect.Type, prefix string) error {
	for i := range t.NumField() {
		f := t.Field(i)
		name := f.Tag.Get("mapstructure")
		if name == "" || name == "-" {
			continue
		}
		key := name
		if prefix != "" {
			key = prefix + "." + name
		}
		switch f.Type.Kind() {
		case reflect.Struct:
			if err := checkEnv(f.Type, key); err != nil {
				return err
			}
			continue
		case reflect.Slice, reflect.Map:
			continue // lists are set in the file only
		}
		text := os.Getenv(envName(key))
		if text == "" {
			continue // unset, or empty, which viper ignores too
		}
		if err := problems.DecodeScalar(envName(key), text, reflect.New(f.Type).Interface()); err != nil {
			return err
		}
	}
	return nil
}

// bad says that key's value is out of range, naming where it was set: its
// JUDGE_* variable, else the file.
func (c *Config) bad(key, want string, got any) error {
	if env := envName(key); os.Getenv(env) != "" {
		return fmt.Errorf("%s must be %s, not %v", env, want, got)
	}
	return fmt.Errorf("%s: %s must be %s, not %v", c.file, key, want, got)
}

// Sandbox levels judge.yaml may ask for: no level runs programs unbounded.
var sandboxLevels = []string{"auto", "rlimits"}

func (c *Config) validate() error {
	if c.Workers < 0 {
		return c.bad("workers", "0 (one per core) or more", c.Workers)
	}
	if c.Workers == 0 {
		// A program must not wait for a core behind the judge's own others.
		c.Workers = sandbox.UsableCores().N
	}
	switch c.Color {
	case "auto", "always", "never":
	default:
		return c.bad("color", "auto, always or never", strconv.Quote(c.Color))
	}
	if !slices.Contains(sandboxLevels, c.Sandbox) {
		return c.bad("sandbox", "auto (the strongest this machine offers) or rlimits (the weakest, for debugging)", strconv.Quote(c.Sandbox))
	}
	for _, l := range []struct {
		key string
		val float64
	}{{"compile.time_limit", c.Compile.TimeLimit}, {"compile.memory", float64(c.Compile.Memory)}, {"compile.output", float64(c.Compile.Output)}} {
		if l.val <= 0 {
			return c.bad(l.key, "positive", l.val)
		}
	}
	if c.BuildsLimit < 0 {
		return c.bad("builds_limit", "0 (keep no builds) or more MiB", c.BuildsLimit)
	}
	if len(c.Languages) == 0 {
		return fmt.Errorf("%s: no languages", c.file)
	}
	for i, l := range c.Languages {
		if l.ID == "" || len(l.Extensions) == 0 || len(l.Run) == 0 {
			return fmt.Errorf("%s: language %d (%q) needs id, extensions and run", c.file, i+1, l.ID)
		}
		if l.usesOldCache() {
			return fmt.Errorf("%s: language %s: {cache} is gone (compiles share no writable cache); a Go compile uses GOCACHE={gocache} and GOCACHEPROG={gocacheprog}", c.file, l.ID)
		}
		if l.CompileDisk < 0 {
			return fmt.Errorf("%s: language %s: compile_disk must be 0 or more MiB, not %d", c.file, l.ID, l.CompileDisk)
		}
		if l.MemoryOverhead < 0 {
			return fmt.Errorf("%s: language %s: memory_overhead must be 0 or more MiB, not %d", c.file, l.ID, l.MemoryOverhead)
		}
		if l.Name == "" {
			c.Languages[i].Name = l.ID
		}
	}
	if c.CacheDir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("no cache_dir in %s and %v", c.file, err)
		}
		c.CacheDir = filepath.Join(dir, "slidejudge")
	}
	abs, err := filepath.Abs(c.CacheDir)
	if err != nil {
		return fmt.Errorf("cache_dir: %w", err)
	}
	c.CacheDir = abs
	return nil
}

// CompileTime is the compile CPU limit as a duration.
func (c *Config) CompileTime() time.Duration {
	return time.Duration(c.Compile.TimeLimit * float64(time.Second))
}

// LanguageFor picks a language by id (when id != "") or by the file's
// extension.
func (c *Config) LanguageFor(file, id string) (Language, error) {
	if id != "" {
		for _, l := range c.Languages {
			if l.ID == id {
				return l, nil
			}
		}
		return Language{}, fmt.Errorf("unknown language %q (known: %s)", id, strings.Join(c.languageIDs(), ", "))
	}
	ext := strings.ToLower(filepath.Ext(file))
	for _, l := range c.Languages {
		for _, e := range l.Extensions {
			if e == ext {
				return l, nil
			}
		}
	}
	if ext == "" {
		return Language{}, fmt.Errorf("%s: no extension and not executable; name the language with --lang (%s)", file, strings.Join(c.languageIDs(), ", "))
	}
	return Language{}, fmt.Errorf("%s: unknown extension %q; name the language with --lang (%s)", file, ext, strings.Join(c.languageIDs(), ", "))
}

// Commands are the commands the languages compile and run with (the first
// word of each compile and run line that is not a placeholder): the
// sandbox lets programs read their installs.
func (c *Config) Commands() []string {
	var cmds []string
	for _, l := range c.Languages {
		for _, line := range [][]string{l.Compile, l.Run} {
			if len(line) > 0 && !strings.Contains(line[0], "{") && !slices.Contains(cmds, line[0]) {
				cmds = append(cmds, line[0])
			}
		}
	}
	return cmds
}

func (c *Config) languageIDs() []string {
	ids := make([]string, len(c.Languages))
	for i, l := range c.Languages {
		ids[i] = l.ID
	}
	return ids
}

// oneLine folds a multi-line error (yaml's) into one line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
