// Command benchtime times whole processes for scripts/bench.sh: each
// command runs with stdin from a file and stdout a pipe it drains, the commands
// alternating (their order rotates every round), and it prints one line per
// command: label, median wall ms, median CPU ms (user+sys, from the kernel),
// min wall ms, runs, and the median over the rounds of its wall time divided
// by the first command's in the same round (1 for the first): a ratio that
// the machine's drift from round to round moves less than a ratio of
// medians. Stdlib only, so the script needs nothing installed.
//
//	benchtime [-runs 5] [-warmup 1] [-in FILE] [-accept 0,1] -- LABEL=CMD...
//
// CMD is split on spaces (no quoting); a command exiting with a status not
// in -accept fails the run.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"
)

var okStatus []int

type command struct {
	label string
	args  []string
	wall  []time.Duration
	cpu   []time.Duration
}

func main() {
	runs := flag.Int("runs", 5, "timed runs of each command")
	in := flag.String("in", "", "file given as stdin (default: none)")
	warm := flag.Int("warmup", 1, "untimed runs of each command first")
	accept := flag.String("accept", "0", "comma-separated exit statuses that count as success")
	flag.Parse()
	for _, s := range strings.Split(*accept, ",") {
		n, err := strconv.Atoi(s)
		if err != nil {
			fatalf("-accept: %v", err)
		}
		okStatus = append(okStatus, n)
	}
	var cmds []*command
	for _, a := range flag.Args() {
		label, cmd, ok := strings.Cut(a, "=")
		if !ok || cmd == "" {
			fatalf("want LABEL=CMD, got %q", a)
		}
		cmds = append(cmds, &command{label: label, args: strings.Fields(cmd)})
	}
	if len(cmds) == 0 || *runs < 1 {
		fatalf("usage: benchtime [-runs N] [-in FILE] -- LABEL=CMD...")
	}
	for range *warm {
		for _, c := range cmds {
			if _, _, err := run(c.args, *in); err != nil {
				fatalf("%s: %v", c.label, err)
			}
		}
	}
	for r := range *runs {
		for k := range cmds {
			c := cmds[(k+r)%len(cmds)]
			wall, cpu, err := run(c.args, *in)
			if err != nil {
				fatalf("%s: %v", c.label, err)
			}
			c.wall, c.cpu = append(c.wall, wall), append(c.cpu, cpu)
		}
	}
	for _, c := range cmds {
		ratios := make([]float64, len(c.wall))
		for r, w := range c.wall {
			ratios[r] = float64(w) / float64(cmds[0].wall[r])
		}
		fmt.Printf("%s %.2f %.2f %.2f %d %.3f\n", c.label, ms(median(c.wall)), ms(median(c.cpu)), ms(slices.Min(c.wall)), len(c.wall), median(ratios))
	}
}

func run(args []string, in string) (wall, cpu time.Duration, err error) {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout = io.Discard
	cmd.Stderr = os.Stderr
	if in != "" {
		f, err := os.Open(in)
		if err != nil {
			return 0, 0, err
		}
		defer f.Close()
		cmd.Stdin = f
	}
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if x, ok := err.(*exec.ExitError); ok && x.Exited() && slices.Contains(okStatus, x.ExitCode()) {
		err = nil
	}
	if cmd.ProcessState != nil {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	return wall, cpu, err
}

func median[T time.Duration | float64](d []T) T {
	s := slices.Clone(d)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func fatalf(format string, a ...any) {
	fmt.Fprintf(os.Stderr, "benchtime: "+format+"\n", a...)
	os.Exit(1)
}
