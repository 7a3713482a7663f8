//go:build linux

package serve

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/serve/pgcluster"
)

// pgCluster is a PostgreSQL cluster of one test's own, which the test may
// stop and start: the shared one (SLIDEJUDGE_TEST_POSTGRES) is never
// stopped.
type pgCluster struct{ *pgcluster.Cluster }

// privatePostgres starts a cluster for t, listening on every address (the
// hosts' side of the network namespaces' links too, where workers log in
// with a password), stopped and removed at its end; without PostgreSQL's
// programs (or, as root, a postgres user) it skips.
func privatePostgres(t *testing.T) *pgCluster {
	t.Helper()
	dir, err := os.MkdirTemp("", "pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o711); err != nil { // for the postgres user, under root
		t.Fatal(err)
	}
	c, err := pgcluster.New(filepath.Join(dir, "pg"), "host all all 10.0.0.0/8 scram-sha-256")
	if errors.Is(err, pgcluster.ErrMissing) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	c.Listen = "*"
	pg := &pgCluster{c}
	pg.start(t)
	t.Cleanup(func() { pg.stop(t) })
	return pg
}

func (c *pgCluster) start(t *testing.T) {
	t.Helper()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
}

func (c *pgCluster) stop(t *testing.T) {
	t.Helper()
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
}

func (c *pgCluster) dsn(role, pass, host, db string) string { return c.DSN(role, pass, host, db) }

// exec runs statements as the superuser on database db.
func (c *pgCluster) exec(t *testing.T, db string, stmts ...string) {
	t.Helper()
	conn, err := sql.Open("pgx", c.dsn("postgres", "", "127.0.0.1", db))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	for _, s := range stmts {
		if _, err := conn.ExecContext(context.Background(), s); err != nil {
			t.Fatalf("%s: %v", strings.SplitN(s, "\n", 2)[0], err)
		}
	}
}

// hostWorker starts a worker process on a "host" of its own: a network
// namespace (unshare -n, which keeps /sys and the cgroups in sight, unlike
// ip netns exec) joined to this one by a veth link, subnet 10.231.n.0/24,
// the database at 10.231.n.1. db is the DSN with HOST where the address
// goes; env adds to the worker's environment.
func hostWorker(t *testing.T, n int, name, db string, env ...string) *exec.Cmd {
	t.Helper()
	for _, prog := range []string{"unshare", "ip"} {
		if _, err := exec.LookPath(prog); err != nil {
			t.Skipf("no %s", prog)
		}
	}
	if os.Geteuid() != 0 {
		t.Skip("network namespaces and veth links need root")
	}
	if out, err := exec.Command("unshare", "-n", "true").CombinedOutput(); err != nil {
		t.Skipf("no network namespace here (unshare -n: %v %s)", err, out)
	}
	probeIf := fmt.Sprintf("vq%dp%d", os.Getpid()%100000, n)
	if out, err := exec.Command("ip", "link", "add", probeIf, "type", "veth", "peer", "name", probeIf+"x").CombinedOutput(); err != nil {
		t.Skipf("no veth links here: %v %s", err, out)
	}
	_ = exec.Command("ip", "link", "del", probeIf).Run()
	hostIf, peer := fmt.Sprintf("vq%dh%d", os.Getpid()%100000, n), fmt.Sprintf("vq%dw%d", os.Getpid()%100000, n)
	// The subnet is the test binary's own (by pid), so that two runs at once
	// on one machine do not give the host side the same address twice.
	subnet := fmt.Sprintf("10.%d.%d", 100+os.Getpid()%150, n)
	host, addr := subnet+".1", subnet+".2"
	// The worker's side waits until this side says its end of the link is
	// there (a line on stdin; EOF if this side gave up), sets it up, then
	// becomes the worker. No clock: on a loaded machine the link took
	// longer than the 10 s the side once polled for ("Cannot find device").
	script := fmt.Sprintf(`read ready || exit 1
ip addr add %[2]s/24 dev %[1]s && ip link set %[1]s up && ip link set lo up && exec "$0" -test.run='^$' </dev/null`, peer, addr)
	cmd := exec.Command("unshare", "-n", "--", "sh", "-c", script, os.Args[0])
	cmd.Env = append(os.Environ(), append([]string{workerChildEnv + "=1", "WORKER_DB=" + strings.Replace(db, "HOST", host, 1),
		"WORKER_NAME=" + name, "WORKER_LEASE=2s"}, env...)...)
	cmd.Stderr = os.Stderr
	ready, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer ready.Close()                                                       // EOF: the worker's side gives up, if this side did
	t.Cleanup(func() { _ = exec.Command("ip", "link", "del", hostIf).Run() }) // gone with the namespace, unless it failed to start
	drainAtEnd(t, cmd)
	ip := func(args ...string) {
		t.Helper()
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	// unshare has the new namespace only once it has called unshare(2): a
	// link moved to its pid before then lands in the host's namespace.
	own, _ := os.Readlink("/proc/self/ns/net")
	for end := time.Now().Add(3 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
		if ns, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", cmd.Process.Pid)); err == nil && ns != own {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("%s: the worker's network namespace never appeared", name)
		}
	}
	ip("link", "add", hostIf, "type", "veth", "peer", "name", peer, "netns", strconv.Itoa(cmd.Process.Pid))
	ip("addr", "add", host+"/24", "dev", hostIf)
	ip("link", "set", hostIf, "up")
	mine, _ := os.Readlink("/proc/self/ns/net")
	if theirs, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", cmd.Process.Pid)); err != nil || theirs == mine {
		t.Fatalf("the worker's network namespace %q (%v) is this one's %q", theirs, err, mine)
	}
	if _, err := io.WriteString(ready, "\n"); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return cmd
}
