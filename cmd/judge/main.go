// Command judge is slidejudge's CLI: it parses flags, calls the packages
// and prints. See `judge --help`.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/fatih/color"
	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/judge"
	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/problems"
)

// Exit codes of the CLI contract.
const (
	exitOK       = 0 // success, accepted
	exitRejected = 1 // the judged thing was rejected
	exitUsage    = 2 // usage, configuration or pack error
)

// rejected is returned by a command whose subject was judged and rejected;
// it has already printed why.
var errRejected = errors.New("rejected")

func main() {
	sandbox.Init()
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
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
	root.PersistentFlags().StringVar(&a.configFile, "config", "", "configuration file (default ./judge.yaml if present, else built-in)")
	root.PersistentFlags().StringVar(&a.problemsDir, "problems", "", "problem pack directory to use instead of the built-in one")
	root.PersistentFlags().IntVar(&a.workers, "workers", 0, "programs run at once (default: judge.yaml's workers, there 0 = one per core)")
	root.AddCommand(a.problemsCommand(), a.runCommand(), a.checkCommand(), a.solveCommand(),
		a.genCommand(), a.doctorCommand(), a.verifyCommand(),
		a.exportCommand(), a.validateCommand(), a.stressCommand())
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return err })
	return root
}

// setup loads the configuration and the pack.
func (a *app) setup() error {
	if a.cfg != nil {
		return nil
	}
	cfg, err := judge.LoadConfig(a.configFile)
	if err != nil {
		return err
	}
	if a.workers < 0 {
		return fmt.Errorf("--workers must be 1 or more, not %d", a.workers)
	}
	if a.workers > 0 {
		cfg.Workers = a.workers
	}
	a.cfg = cfg
	dir := a.problemsDir
	if dir == "" {
		dir = cfg.Problems
	}
	if dir == "" {
		a.pack = problems.Embedded()
		return nil
	}
	a.pack, err = problems.FromDir(dir)
	return err
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
		return nil, fmt.Errorf("submission: %w", errors.Unwrap(err))
	}
	return p, nil
}

// readInput reads the input a command names: a file, or standard input
// when there is none or it is "-".
func readInput(cmd *cobra.Command, args []string) ([]byte, error) {
	var input []byte
	var err error
	if len(args) == 0 || args[0] == "-" {
		input, err = io.ReadAll(cmd.InOrStdin())
	} else {
		input, err = os.ReadFile(args[0])
	}
	if err != nil {
		return nil, fmt.Errorf("input: %w", errors.Unwrap(err))
	}
	return input, nil
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
	f, ok := a.stdout.(*os.File)
	return ok && isatty.IsTerminal(f.Fd())
}
