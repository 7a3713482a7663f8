//go:build linux

// Package pgcluster runs a PostgreSQL cluster of a test's or a script's
// own: initdb and pg_ctl in a directory it is given, on a free port, as
// the postgres user when run as root (the server refuses root). It can be
// stopped and started again (a database outage) without touching any other
// cluster of the machine.
package pgcluster

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"syscall"
)

// ErrMissing is a machine without PostgreSQL's server programs, or run as
// root without a postgres user.
var ErrMissing = errors.New("no PostgreSQL server to run")

// Cluster is one cluster, in Dir.
type Cluster struct {
	Dir  string
	Port int
	// Listen is the addresses it listens on (default 127.0.0.1).
	Listen string
	bin    string
	cred   *syscall.Credential
}

// New makes (initdb) a cluster in dir, which must not exist; its
// superuser is postgres, trusted from loopback, and lines of hba are added
// to its pg_hba.conf.
func New(dir string, hba ...string) (*Cluster, error) {
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(found) == 0 {
		return nil, fmt.Errorf("%w: no /usr/lib/postgresql/*/bin/pg_ctl", ErrMissing)
	}
	sort.Strings(found)
	c := &Cluster{Dir: dir, Listen: "127.0.0.1", bin: filepath.Dir(found[len(found)-1])}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("%w: running as root and no postgres user: %v", ErrMissing, err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		c.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		return nil, err
	}
	if c.cred != nil {
		if err := os.Chown(dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return nil, err
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	c.Port = ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	if err := c.run("initdb", "-D", c.data(), "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale", "C"); err != nil {
		return nil, err
	}
	if len(hba) > 0 {
		f, err := os.OpenFile(filepath.Join(c.data(), "pg_hba.conf"), os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		for _, l := range hba {
			fmt.Fprintln(f, l)
		}
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (c *Cluster) data() string { return filepath.Join(c.Dir, "data") }

func (c *Cluster) run(prog string, args ...string) error {
	cmd := exec.Command(filepath.Join(c.bin, prog), args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	cmd.Dir = c.Dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v\n%s", prog, err, out)
	}
	return nil
}

// Start starts the server and waits until it takes connections.
func (c *Cluster) Start() error {
	return c.run("pg_ctl", "-D", c.data(), "-w", "-l", filepath.Join(c.Dir, "log"),
		"-o", fmt.Sprintf("-p %d -k %s -c listen_addresses=%s -c fsync=off -c max_connections=200", c.Port, c.Dir, c.Listen), "start")
}

// Stop stops the server (fast: open transactions are rolled back), if it runs.
func (c *Cluster) Stop() error {
	if _, err := os.Stat(filepath.Join(c.data(), "postmaster.pid")); err != nil {
		return nil
	}
	return c.run("pg_ctl", "-D", c.data(), "-w", "-m", "fast", "stop")
}

// DSN names database db on host as role (with password pass, or none).
func (c *Cluster) DSN(role, pass, host, db string) string {
	auth := role
	if pass != "" {
		auth += ":" + pass
	}
	return fmt.Sprintf("postgres://%s@%s:%d/%s", auth, host, c.Port, db)
}

// Within makes a cluster in dir/pg and starts it; dir (a temporary
// directory of the caller's, removed by it after Stop) is opened to the
// postgres user's traversal.
func Within(dir string) (*Cluster, error) {
	if err := os.Chmod(dir, 0o711); err != nil {
		return nil, err
	}
	c, err := New(filepath.Join(dir, "pg"))
	if err != nil {
		return nil, err
	}
	return c, c.Start()
}
