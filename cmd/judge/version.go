package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/problems"
)

// build names the binary: the module's version when installed from a
// tag, else the commit it was built from (with "+dirty" when the tree had
// changes), and the Go that built it.
func build() string {
	version, commit, dirty := "(devel)", "", false
	if info, ok := debug.ReadBuildInfo(); ok {
		if info.Main.Version != "" {
			version = info.Main.Version
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if commit != "" {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		if dirty {
			commit += "+dirty"
		}
		version += " commit " + commit
	}
	return fmt.Sprintf("%s, %s %s/%s", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// printVersion prints what `judge version` and `judge --version` print: the
// build, and the pack in use by its hash (problems.Pack.Hash), so that two
// judges can tell whether they hold the same problems and tests.
func (a *app) printVersion() error {
	if err := a.setup(); err != nil {
		return err
	}
	sum := problems.PackHash()
	where := "embedded"
	if a.pack.Dir != "" {
		full, err := a.pack.Hash()
		if err != nil {
			return err
		}
		sum, where = full[:12], a.pack.Dir
	}
	ids, err := a.pack.IDs()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(a.stdout, "judge %s\npack %s (%s, %d %s)\n", build(), sum, where, len(ids), plural(len(ids), "problem", "problems"))
	return err
}

func (a *app) versionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the judge's build and the pack's hash",
		Args:  argsBetween(0, 0),
		RunE:  func(*cobra.Command, []string) error { return a.printVersion() },
	}
}
