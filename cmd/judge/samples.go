package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/spf13/cobra"
)

// samplesCommand writes a problem's samples as online-judge-tools (oj)
// keeps them, DIR/sample-N.in and DIR/sample-N.out, so that `oj t` and
// the editor plugins built on it find them.
func (a *app) samplesCommand() *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:   "samples PROBLEM",
		Short: "Write the problem's samples as oj does: test/sample-N.in and .out",
		Long: "Write the samples of PROBLEM into DIR (default test/, as `oj download` does) as\n" +
			"sample-1.in, sample-1.out, ... in the pack's order, so that `oj t` and editor plugins\n" +
			"find them. A file there with other content, or another sample-*, is kept unless --force.",
		Args: argsBetween(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := a.problem(args[0], false)
			if err != nil {
				return err
			}
			type file struct {
				name, test string
				data       []byte
			}
			var files []file
			n := 0
			for _, t := range p.Tests {
				if t.Group != "sample" {
					continue
				}
				n++
				for _, ext := range [][2]string{{"in", "in"}, {"ans", "out"}} {
					data, err := p.ReadCommitted(t, ext[0])
					if err != nil {
						return err
					}
					files = append(files, file{filepath.Join(out, fmt.Sprintf("sample-%d.%s", n, ext[1])), t.ID(), data})
				}
			}
			if n == 0 {
				return fmt.Errorf("%s has no samples", p.ID)
			}
			// Check every file before writing any: nothing half done.
			for _, f := range files {
				old, err := os.ReadFile(f.name)
				switch {
				case errors.Is(err, fs.ErrNotExist) || err == nil && (force || bytes.Equal(old, f.data)):
				case err != nil:
					return fileError(f.name, err)
				default:
					return fmt.Errorf("%s: exists with other content (--force overwrites it)", f.name)
				}
			}
			// More samples there than this problem has are another's:
			// `oj t` would run them too.
			extra, _ := filepath.Glob(filepath.Join(out, "sample-*.*"))
			extra = slices.DeleteFunc(extra, func(name string) bool {
				return slices.ContainsFunc(files, func(f file) bool { return f.name == name })
			})
			if len(extra) > 0 && !force {
				return fmt.Errorf("%s: not a sample of %s (--force removes it)", extra[0], p.ID)
			}
			for _, name := range extra {
				if err := os.Remove(name); err != nil {
					return fileError(name, err)
				}
			}
			if err := os.MkdirAll(out, 0o755); err != nil {
				return fileError(out, err)
			}
			for _, f := range files {
				if err := os.WriteFile(f.name, f.data, 0o644); err != nil {
					return fileError(f.name, err)
				}
			}
			for i := 0; i < len(files); i += 2 {
				fmt.Fprintf(a.stdout, "%s  %s  (%s)\n", files[i].name, files[i+1].name, files[i].test)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "test", "the folder to write them to")
	cmd.Flags().BoolVar(&force, "force", false, "overwrite files with other content")
	return cmd
}
