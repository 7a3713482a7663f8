package sandbox

// Mechanism names, as in Mechanisms and Without.
const (
	MechRlimits    = "rlimits"
	MechNoNewPrivs = "no_new_privs"
	MechUser       = "user"
	MechNamespaces = "namespaces"
	MechCgroups    = "cgroups"
	MechLandlock   = "landlock"
	MechRoot       = "root"
)

// Option changes what New sets up.
type Option func(*options)

type options struct {
	hidden       []string
	perRun       bool
	servers      int
	without      map[string]bool
	cgroupParent string
	pidPerRun    bool
	toolPath     string   // where tools are looked up
	tools        []string // commands whose install roots programs read
}

// Without turns mechanisms off (MechCgroups, MechNamespaces, MechLandlock,
// MechUser, MechRoot), e.g. to reproduce a weaker machine.
func Without(names ...string) Option {
	return func(o *options) {
		for _, n := range names {
			o.without[n] = true
		}
	}
}

// WithLevel forces a level: "full" (the default: everything that works) or
// "rlimits" (rlimits and no_new_privs only).
func WithLevel(level string) Option {
	return func(o *options) {
		if level == "rlimits" {
			Without(MechCgroups, MechNamespaces, MechLandlock, MechUser, MechRoot)(o)
		}
	}
}

// Hidden names judge files (the pack on disk, the cache dir) that no
// program may see even where they lie inside the private root's binds (a
// pack installed under /usr/share): they are covered by an empty read-only
// tmpfs (dirs) or /dev/null (files) like the judge binary.
func Hidden(paths ...string) Option {
	return func(o *options) { o.hidden = append(o.hidden, paths...) }
}

// Toolchains names the commands that compilers and programs run (judge.yaml's
// languages name them), looked up in path, the PATH they run with. Each
// one found adds its directory to the PATH of runs whose Env has none, and
// its install root to what every program may read: the directory holding
// bin/ when the command's real file is in a bin/ (a Go, Java or Python
// install: its libraries and runtime are beside), else its own directory;
// and for a command in a Python venv (pyvenv.cfg above its bin/), the venv,
// where its packages are, and the install it was made from.
func Toolchains(path string, commands ...string) Option {
	return func(o *options) { o.toolPath, o.tools = path, commands }
}

// PerRunHelper makes every run start its own helper, as the levels without
// servers do, instead of handing runs to servers (for comparison).
func PerRunHelper() Option {
	return func(o *options) { o.perRun = true }
}

// Servers starts n servers beside the probe's, for a judge that will run
// n programs at once: the first runs need not wait for theirs.
func Servers(n int) Option {
	return func(o *options) { o.servers = n }
}

// WithCgroupParent names a delegated cgroup v2 directory to make run groups in.
func WithCgroupParent(dir string) Option {
	return func(o *options) { o.cgroupParent = dir }
}
