// Command judge is slidejudge's CLI: it parses flags, calls the packages
// and prints. See `judge --help`.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"strings"
	"syscall"

	"github.com/fatih/color"
	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/problems"
	_ "github.com/slidejudge/slidejudge/problems/all" // every problem's Go side registers itself
	"github.com/slidejudge/slidejudge/puzzle"
)

// Exit codes of the CLI contract.
const (
	exitOK          = 0   // success, accepted
	exitRejected    = 1   // the judged thing was rejected
	exitUsage       = 2   // usage, configuration or pack error
	exitInterrupted = 130 // Ctrl-C or SIGTERM, as a shell reports SIGINT
)

// rejected is returned by a command whose subject was judged and rejected;
// it has already printed why.
var errRejected = errors.New("rejected")

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// app holds what every command shares: flags, then config and engine.
type app struct {
	stdout, stderr io.Writer
	configFile     string
	problemsDir    string
	workers        int
	cfg            *judge.Config
	pack           *problems.Pack
	engine         *judge.Engine
}

func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	a := &app{stdout: stdout, stderr: stderr}
	root := a.rootCommand()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.ExecuteContext(ctx)
	if a.engine != nil {
		a.engine.Close()
	}
	switch {
	case err != nil && ctx.Err() != nil:
		// Whatever failed, it failed because the user stopped it.
		fmt.Fprintln(stderr, "judge: interrupted")
		return exitInterrupted
	case err == nil:
		return exitOK
	case errors.Is(err, errRejected):
		return exitRejected
	}
	var code exitCode
	if errors.As(err, &code) {
		return int(code)
	}
	fmt.Fprintf(stderr, "judge: %s\n", strings.Join(strings.Fields(err.Error()), " "))
	return exitUsage
}

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:           "judge",
		Short:         "slidejudge: an online judge for the sliding-puzzle family",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	var version bool
	root.Flags().BoolVar(&version, "version", false, "print the judge's build and the pack's hash (as judge version)")
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		if !version {
			return cmd.Help()
		}
		return a.printVersion()
	}
	root.PersistentFlags().StringVar(&a.configFile, "config", "", "configuration file (default ./judge.yaml if present, else built-in)")
	root.PersistentFlags().StringVar(&a.problemsDir, "problems", "", "problem pack directory to use instead of the built-in one")
	root.PersistentFlags().IntVar(&a.workers, "workers", 0, "programs run at once (default: judge.yaml's workers, there 0 = one per core)")
	root.AddCommand(a.problemsCommand(), a.runCommand(), a.checkCommand(), a.solveCommand(),
		a.genCommand(), a.doctorCommand(), a.verifyCommand(),
		a.exportCommand(), a.validateCommand(), a.stressCommand(), a.auditCommand(), a.statementCommand(),
		a.serveCommand(), a.workerCommand(), a.submitCommand(), a.versionCommand())
	root.AddCommand(a.samplesCommand())
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error { return flagError(cmd, err) })
	return root
}

// setup loads the configuration and the pack.
func (a *app) setup() error {
	if a.cfg != nil {
		return nil
	}
	if a.workers < 0 {
		return fmt.Errorf("--workers must be 1 or more, not %d", a.workers)
	}
	cfg, err := judge.LoadConfig(a.configFile)
	if err != nil {
		return err
	}
	if a.workers > 0 {
		cfg.Workers = a.workers
	}
	a.cfg = cfg
	// The 15-puzzle's pattern databases live in the judge's cache too.
	puzzle.FifteenCacheDir = cfg.CacheDir
	dir := a.problemsDir
	if dir == "" {
		dir = cfg.Problems
	}
	if dir == "" {
		a.pack = problems.Embedded()
		return nil
	}
	if a.pack, err = problems.FromDir(dir); err != nil {
		return err
	}
	ids, err := a.pack.IDs()
	if err != nil {
		return err
	}
	if len(ids) == 0 {
		return fmt.Errorf("no problems in %s (a problem is a folder with a problem.yaml)", dir)
	}
	return nil
}

// withEngine also starts the engine (sandbox, scratch space).
func (a *app) withEngine() error {
	if err := a.setup(); err != nil {
		return err
	}
	if a.engine != nil {
		return nil
	}
	var err error
	a.engine, err = judge.New(a.cfg, a.pack)
	return err
}

// problem loads problem id, after the engine too when engine is set.
func (a *app) problem(id string, engine bool) (*problems.Problem, error) {
	setup := a.setup
	if engine {
		setup = a.withEngine
	}
	if err := setup(); err != nil {
		return nil, err
	}
	return a.pack.Load(id)
}

// problemAndSubmission loads problem id with the engine, and checks that
// the submission file exists before anything is judged.
func (a *app) problemAndSubmission(id, file string) (*problems.Problem, error) {
	p, err := a.problem(id, true)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(file); err != nil {
		return nil, fileError(file, err)
	}
	return p, nil
}

// fileError names the file a user gave, not the call that failed on it:
// "nosuch.cpp: no such file or directory".
func fileError(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// maxInput bounds what a command reads as one input: the largest test of
// the pack is a few MiB, and /dev/zero must not keep the judge reading.
const maxInput = 64 << 20

// readFile reads a file the user named, at most maxInput bytes of it.
func readFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fileError(name, err)
	}
	defer f.Close()
	return readCapped(name, f)
}

// validInput is the input as the problem's validator wants it: as given,
// or respelled (the statements allow any whitespace between tokens). The
// error is the validator's about the input as given.
func validInput(p *problems.Problem, name string, input []byte) ([]byte, error) {
	err := p.Spec.Validate(input)
	if err == nil {
		return input, nil
	}
	if re := problems.Respell(p.Spec, input); p.Spec.Validate(re) == nil {
		return re, nil
	}
	return nil, fmt.Errorf("%s: not a valid input of %s: %w", name, p.ID, err)
}

// errTooLarge is an input past maxInput: no input of the pack is.
var errTooLarge = fmt.Errorf("over %d MiB, larger than any input of the pack", maxInput>>20)

// readCapped reads r to its end, or fails past maxInput bytes.
func readCapped(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, fileError(name, err)
	}
	if len(data) > maxInput {
		return nil, fmt.Errorf("%s: %w", name, errTooLarge)
	}
	return data, nil
}

// readInput reads the input a command names: a file, or standard input
// when there is none or it is "-".
// On a terminal it first says what it waits for (what, e.g. "the board");
// Ctrl-C stops the wait at once.
func readInput(cmd *cobra.Command, args []string, what string) ([]byte, error) {
	if len(args) > 0 && args[0] != "-" {
		return readFile(args[0])
	}
	in := cmd.InOrStdin()
	if f, ok := in.(*os.File); ok && isatty.IsTerminal(f.Fd()) {
		fmt.Fprintf(cmd.ErrOrStderr(), "judge: reading %s from the terminal; end it with Ctrl-D\n", what)
	}
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		data, err := readCapped("standard input", in)
		done <- result{data, err}
	}()
	select {
	case r := <-done:
		return r.data, r.err
	case <-cmd.Context().Done():
		return nil, cmd.Context().Err()
	}
}

// flagArgument reads pflag's "invalid argument" errors.
var flagArgument = regexp.MustCompile(`^invalid argument "(.*)" for "(?:-\w, )?(--[\w-]+)" flag: `)

// flagError says what a flag wants instead of how parsing failed
// ("--workers must be a whole number, not "two"", not strconv's words).
func flagError(cmd *cobra.Command, err error) error {
	m := flagArgument.FindStringSubmatch(err.Error())
	if m == nil {
		return fmt.Errorf("%s (see %s --help)", err, cmd.CommandPath())
	}
	want := "valid"
	if f := cmd.Flags().Lookup(strings.TrimPrefix(m[2], "--")); f != nil {
		switch f.Value.Type() {
		case "int", "int64", "uint", "uint64":
			want = "a whole number"
		case "float64":
			want = "a number"
		case "bool":
			want = "true or false"
		case "duration":
			want = "a duration such as 2s"
		}
	}
	return fmt.Errorf("%s must be %s, not %q", m[2], want, m[1])
}

// argsBetween is cobra's RangeArgs with the command's usage in the
// message: "run takes PROBLEM FILE..., not 1 argument (usage: ...)".
func argsBetween(lo, hi int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) >= lo && (hi < 0 || len(args) <= hi) {
			return nil
		}
		var want string
		switch {
		case hi < 0:
			want = fmt.Sprintf("%d or more arguments", lo)
		case lo == hi && lo == 0:
			want = "no arguments"
		case lo == hi:
			want = fmt.Sprintf("%d %s", lo, plural(lo, "argument", "arguments"))
		default:
			want = fmt.Sprintf("%d to %d arguments", lo, hi)
		}
		return fmt.Errorf("%s wants %s, got %d (usage: judge %s)", cmd.Name(), want, len(args), cmd.Use)
	}
}

// colour tells whether to paint output: config, NO_COLOR, and a terminal.
func (a *app) colour() bool {
	mode := "auto"
	if a.cfg != nil {
		mode = a.cfg.Color
	}
	switch mode {
	case "always":
		return true
	case "never":
		return false
	}
	if os.Getenv("NO_COLOR") != "" || color.NoColor {
		return false
	}
	return a.terminal()
}

// terminal tells whether stdout is a terminal.
func (a *app) terminal() bool {
	f, ok := a.stdout.(*os.File)
	return ok && isatty.IsTerminal(f.Fd())
}

// termWidth is the terminal's width for drawings: $COLUMNS when set, else
// the width of the terminal stdout is, else 0 (no limit).
func (a *app) termWidth() int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	if f, ok := a.stdout.(*os.File); ok {
		if w, _, err := term.GetSize(int(f.Fd())); err == nil {
			return w
		}
	}
	return 0
}
