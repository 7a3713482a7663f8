// Package gocache shares the Go build cache between compiles without
// sharing anything writable. The store (a directory in the go command's
// own GOCACHE layout) is filled only by the judge's trusted warm-up builds
// of the standard library and is never writable by a compile. A compile
// reaches it through GOCACHEPROG: a relay of two cats in the sandbox
// carries the go command's requests over FIFOs to a Session in the judge,
// which copies (or links) the store's entries the compile asks for into a
// per-compile directory the compile can only read, and writes the
// compile's own objects there too. Nothing one compile writes is seen by
// another, and no compile can change, chmod or plant anything in the store.
package gocache

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// Relay is the GOCACHEPROG command of a compile: it joins the go command's
// pipes to the FIFOs of the Session named by $SLIDEJUDGE_GOCACHE. Only sh
// and cat run in the sandbox; the judge's binary is never reachable there.
// (The background cat's stdin is taken from fd 3: sh gives a background
// job /dev/null otherwise.)
const Relay = `sh -c 'exec 3<&0; cat <&3 >"$SLIDEJUDGE_GOCACHE/req" & exec cat <"$SLIDEJUDGE_GOCACHE/resp"'`

// EnvVar names the FIFO directory for Relay in a compile's environment.
const EnvVar = "SLIDEJUDGE_GOCACHE"

// Store is the shared, read-only layer: DIR/xx/<action>-a entries and
// DIR/xx/<output>-d objects, as the go command writes them.
type Store struct {
	Dir string
}

const (
	dirMode  = 0o755
	fileMode = 0o644
)

// Open makes the store at dir if needed, then checks it and repairs what
// is off: directories 0755 and files 0644 owned by the judge's uid. An
// entry owned by anyone else (planted) is removed, not trusted.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, dirMode); err != nil {
		return nil, fmt.Errorf("go build cache: %w", err)
	}
	if err := repair(dir); err != nil {
		return nil, fmt.Errorf("go build cache %s: %w", dir, err)
	}
	return &Store{Dir: dir}, nil
}

// repair walks the store: the root must be a real directory of ours; below
// it, wrong modes are reset and foreign or special files removed.
func repair(dir string) error {
	uid := os.Geteuid()
	st, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return errors.New("not a directory")
	}
	if owner(st) != uid {
		return fmt.Errorf("owned by uid %d, not the judge's uid %d: remove it", owner(st), uid)
	}
	if st.Mode().Perm() != dirMode {
		if err := os.Chmod(dir, dirMode); err != nil {
			return err
		}
	}
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if path == dir {
			return nil
		}
		if err != nil {
			// An unreadable directory (mode 000): make it readable, walk again.
			if d != nil && d.IsDir() && errors.Is(err, fs.ErrPermission) {
				if err := os.Chmod(path, dirMode); err != nil {
					return err
				}
				return repair(dir)
			}
			return err
		}
		info, err := d.Info()
		if err != nil {
			return nil // gone meanwhile
		}
		want := os.FileMode(fileMode)
		switch {
		case owner(info) != uid || !(info.Mode().IsRegular() || info.IsDir()):
			if err := os.RemoveAll(path); err != nil {
				return err
			}
			if info.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case info.IsDir():
			want = dirMode
		}
		if info.Mode().Perm() != want {
			return os.Chmod(path, want)
		}
		return nil
	})
}

// entry is one action's record in the go command's format:
// "v1 <action hex> <output hex> <size, 20 wide> <unix nanos, 20 wide>\n".
type entry struct {
	output []byte
	size   int64
	time   time.Time
}

const (
	hashSize  = sha256.Size
	entrySize = 2 + 1 + 2*hashSize + 1 + 2*hashSize + 1 + 20 + 1 + 20 + 1
)

// lookup reads the store's entry for action; ok is false when it has none.
func (s *Store) lookup(action []byte) (entry, string, bool) {
	name := s.file(action, "a")
	f, err := os.Open(name)
	if err != nil {
		return entry{}, "", false
	}
	defer f.Close()
	buf := make([]byte, entrySize+1)
	n, _ := io.ReadFull(f, buf)
	e, ok := parseEntry(buf[:n], action)
	if !ok {
		return entry{}, "", false
	}
	obj := s.file(e.output, "d")
	if st, err := os.Stat(obj); err != nil || st.Size() != e.size {
		return entry{}, "", false
	}
	return e, obj, true
}

func parseEntry(b, action []byte) (entry, bool) {
	h := 2 * hashSize
	if len(b) != entrySize || string(b[:3]) != "v1 " || b[3+h] != ' ' || b[4+2*h] != ' ' || b[25+2*h] != ' ' || b[entrySize-1] != '\n' {
		return entry{}, false
	}
	id, err := hex.DecodeString(string(b[3 : 3+h]))
	if err != nil || string(id) != string(action) {
		return entry{}, false
	}
	out, err := hex.DecodeString(string(b[4+h : 4+2*h]))
	if err != nil {
		return entry{}, false
	}
	size, err := strconv.ParseInt(trimLeft(b[5+2*h:25+2*h]), 10, 64)
	if err != nil || size < 0 {
		return entry{}, false
	}
	nanos, err := strconv.ParseInt(trimLeft(b[26+2*h:entrySize-1]), 10, 64)
	if err != nil || nanos < 0 {
		return entry{}, false
	}
	return entry{out, size, time.Unix(0, nanos)}, true
}

func trimLeft(b []byte) string {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	return string(b)
}

func (s *Store) file(id []byte, kind string) string {
	return filepath.Join(s.Dir, fmt.Sprintf("%02x", id[0]), fmt.Sprintf("%x-%s", id, kind))
}

// Size is the bytes the store's files take.
func (s *Store) Size() (int64, error) {
	var n int64
	err := filepath.WalkDir(s.Dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n, err
}

// request and response are the GOCACHEPROG protocol's messages
// (cmd/go/internal/cacheprog).
type request struct {
	ID       int64
	Command  string
	ActionID []byte `json:",omitempty"`
	OutputID []byte `json:",omitempty"`
	BodySize int64  `json:",omitempty"`
}

type response struct {
	ID            int64
	Err           string     `json:",omitempty"`
	KnownCommands []string   `json:",omitempty"`
	Miss          bool       `json:",omitempty"`
	OutputID      []byte     `json:",omitempty"`
	Size          int64      `json:",omitempty"`
	Time          *time.Time `json:",omitempty"`
	DiskPath      string     `json:",omitempty"`
}

// Session serves one compile: gets from the store (copied or linked into
// Private) and from the compile's own puts (written into Private).
type Session struct {
	store   *Store
	private string // objects the compile may read: only the judge writes here
	shown   string // private as the compile sees it
	fifos   string // req and resp, the only things the compile may write here
	maxBody int64
	left    int64 // bytes the compile's puts may still write (its disk limit)
	link    bool

	req, resp *os.File
	own       map[string]entry // the compile's own puts, by action
	done      chan struct{}
	err       error
	closeOnce sync.Once
}

// Start prepares a session: private (a fresh directory the compile gets
// read-only) and fifos (one it gets read-write, holding only the FIFOs).
// maxBody bounds one object, maxTotal all the compile's puts together; link lets store objects be hard-linked into
// private instead of copied, which is safe only when compiles run as a uid
// that cannot write or chmod the store's files.
func (s *Store) Start(private, fifos string, maxBody, maxTotal int64, link bool) (*Session, error) {
	return s.StartShown(private, private, fifos, maxBody, maxTotal, link)
}

// StartShown is Start for a compile that sees private as shown (a private
// root shows the judge's dirs elsewhere): the paths the session hands the
// go command name its objects there.
func (s *Store) StartShown(private, shown, fifos string, maxBody, maxTotal int64, link bool) (*Session, error) {
	x := &Session{store: s, private: private, shown: shown, fifos: fifos, maxBody: maxBody, left: maxTotal, link: link,
		own: map[string]entry{}, done: make(chan struct{})}
	for _, name := range []string{"req", "resp"} {
		if err := mkfifo(filepath.Join(fifos, name), 0o666); err != nil {
			return nil, fmt.Errorf("go build cache: %w", err)
		}
		// Umask may have cut the mode; the compile's uid must open both.
		if err := os.Chmod(filepath.Join(fifos, name), 0o666); err != nil {
			return nil, err
		}
	}
	// Opened read-write, a FIFO never blocks the open and is ours for good,
	// whatever the compile later does to the name.
	var err error
	if x.req, err = os.OpenFile(filepath.Join(fifos, "req"), os.O_RDWR, 0); err != nil {
		return nil, err
	}
	if x.resp, err = os.OpenFile(filepath.Join(fifos, "resp"), os.O_RDWR, 0); err != nil {
		x.req.Close()
		return nil, err
	}
	go x.serve()
	return x, nil
}

// Env is what a compile's environment needs for Relay.
func (x *Session) Env() []string { return []string{EnvVar + "=" + x.fifos} }

// Close ends the session once the compile has ended; the error is the
// protocol's, if it broke (a compile that never used the cache is fine).
func (x *Session) Close() error {
	x.hangUp()
	<-x.done
	if errors.Is(x.err, os.ErrClosed) {
		return nil
	}
	return x.err
}

// hangUp closes the FIFOs: the relay's cat sees the end of its input and
// exits, which the go command waits for after "close".
func (x *Session) hangUp() {
	x.closeOnce.Do(func() {
		x.req.Close()
		x.resp.Close()
	})
}

// limitedReader fails a message past its budget, so that a peer cannot make
// the judge buffer an endless JSON value.
type limitedReader struct {
	r    io.Reader
	left int64
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.left <= 0 {
		return 0, errors.New("message too long")
	}
	if int64(len(p)) > l.left {
		p = p[:l.left]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	return n, err
}

func (x *Session) serve() {
	defer close(x.done)
	defer x.hangUp()
	lim := &limitedReader{r: x.req}
	dec := json.NewDecoder(lim)
	out := bufio.NewWriter(x.resp)
	enc := json.NewEncoder(out)
	send := func(r response) error {
		if err := enc.Encode(r); err != nil {
			return err
		}
		return out.Flush()
	}
	if x.err = send(response{KnownCommands: []string{"get", "put", "close"}}); x.err != nil {
		return
	}
	for {
		lim.left = 1 << 16
		var req request
		if err := dec.Decode(&req); err != nil {
			if !errors.Is(err, io.EOF) {
				x.err = err
			}
			return
		}
		var res response
		switch req.Command {
		case "get":
			res = x.get(req)
		case "put":
			// The body follows as a base64 JSON string.
			lim.left = x.maxBody/3*4 + 1<<10
			var body []byte
			if req.BodySize > 0 {
				if err := dec.Decode(&body); err != nil {
					x.err = fmt.Errorf("put body: %w", err)
					return
				}
			}
			res = x.put(req, body)
		case "close":
			x.err = send(response{ID: req.ID})
			return
		default:
			res = response{Err: fmt.Sprintf("unknown command %q", req.Command)}
		}
		res.ID = req.ID
		if x.err = send(res); x.err != nil {
			return
		}
	}
}

func (x *Session) get(req request) response {
	if len(req.ActionID) != hashSize {
		return response{Err: "bad action id"}
	}
	if e, obj, ok := x.store.lookup(req.ActionID); ok {
		path, err := x.bring(obj, e.output)
		if err == nil {
			return response{OutputID: e.output, Size: e.size, Time: &e.time, DiskPath: x.seen(path)}
		}
	}
	if e, ok := x.own[string(req.ActionID)]; ok {
		return response{OutputID: e.output, Size: e.size, Time: &e.time, DiskPath: x.seen(x.object(e.output))}
	}
	return response{Miss: true}
}

func (x *Session) object(output []byte) string {
	return filepath.Join(x.private, fmt.Sprintf("%x-d", output))
}

// bring puts a store object into private, once.
func (x *Session) bring(obj string, output []byte) (string, error) {
	path := x.object(output)
	if _, err := os.Lstat(path); err == nil {
		return path, nil
	}
	if x.link {
		if err := os.Link(obj, path); err == nil {
			return path, nil
		}
	}
	return path, copyFile(obj, path)
}

func (x *Session) put(req request, body []byte) response {
	switch {
	case len(req.ActionID) != hashSize || len(req.OutputID) != hashSize:
		return response{Err: "bad action or output id"}
	case req.BodySize < 0 || req.BodySize > x.maxBody:
		return response{Err: fmt.Sprintf("object over %d MiB", x.maxBody>>20)}
	case int64(len(body)) != req.BodySize:
		return response{Err: "body size differs from BodySize"}
	}
	if sum := sha256.Sum256(body); string(sum[:]) != string(req.OutputID) {
		return response{Err: "body does not hash to OutputID"}
	}
	path := x.object(req.OutputID)
	if _, err := os.Lstat(path); err != nil {
		// The objects lie on the host's disk: they count as compile output.
		if req.BodySize > x.left {
			return response{Err: "the compile's objects are over its disk limit"}
		}
		if err := writeFile(path, body); err != nil {
			return response{Err: err.Error()}
		}
		x.left -= req.BodySize
	}
	now := time.Now()
	x.own[string(req.ActionID)] = entry{req.OutputID, req.BodySize, now}
	return response{DiskPath: x.seen(path)}
}

// seen is path, a file in private, as the compile sees it.
func (x *Session) seen(path string) string {
	return filepath.Join(x.shown, filepath.Base(path))
}

// writeFile writes a new read-only file, atomically.
func writeFile(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o444); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return writeFile(to, data)
}

// MakeEmpty makes dir an empty cache in the go command's layout (its 256
// subdirectories and README), which a go command using GOCACHEPROG can
// open without writing to it.
func MakeEmpty(dir string) error {
	for i := range 256 {
		if err := os.MkdirAll(filepath.Join(dir, fmt.Sprintf("%02x", i)), dirMode); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(dir, "README"), []byte("An empty Go build cache: objects come through GOCACHEPROG.\n"), fileMode)
}

// WarmSource is the program the warm-up builds: every standard package a
// contest solution commonly imports, so that their compiled forms come
// from the store. A package outside it is compiled by the compile that
// needs it, into that compile's own directory.
const WarmSource = `package main

import (
	_ "bufio"
	_ "bytes"
	_ "cmp"
	_ "container/heap"
	_ "container/list"
	_ "container/ring"
	_ "encoding/base64"
	_ "encoding/binary"
	_ "encoding/csv"
	_ "encoding/hex"
	_ "encoding/json"
	_ "errors"
	_ "fmt"
	_ "hash/crc32"
	_ "hash/fnv"
	_ "hash/maphash"
	_ "index/suffixarray"
	_ "io"
	_ "io/ioutil"
	_ "iter"
	_ "log"
	_ "maps"
	_ "math"
	_ "math/big"
	_ "math/bits"
	_ "math/cmplx"
	_ "math/rand"
	_ "math/rand/v2"
	_ "os"
	_ "path"
	_ "path/filepath"
	_ "reflect"
	_ "regexp"
	_ "runtime"
	_ "runtime/debug"
	_ "slices"
	_ "sort"
	_ "strconv"
	_ "strings"
	_ "sync"
	_ "sync/atomic"
	_ "text/scanner"
	_ "text/tabwriter"
	_ "time"
	_ "unicode"
	_ "unicode/utf16"
	_ "unicode/utf8"
)

func main() {}
`

// warmEvery is how often a warm-up runs again although its stamp exists:
// the go command refreshes the entries it uses, so the store's own trim
// (entries unused for five days) never drops the standard library.
const warmEvery = 24 * time.Hour

// Warm runs build, a trusted build that writes the store (GOCACHE=s.Dir,
// outside any sandbox), unless one with the same key ran in the last day.
// Judges warming at once take turns under a lock; ran says whether this
// call built.
func (s *Store) Warm(key string, build func() error) (ran bool, err error) {
	stamp := filepath.Join(s.Dir, "warm-"+key)
	fresh := func() bool {
		st, err := os.Stat(stamp)
		return err == nil && time.Since(st.ModTime()) < warmEvery
	}
	if fresh() {
		return false, nil
	}
	lock, err := os.OpenFile(filepath.Join(s.Dir, "warm.lock"), os.O_CREATE|os.O_RDWR, fileMode)
	if err != nil {
		return false, err
	}
	defer lock.Close()
	unlock, err := lockFile(lock)
	if err != nil {
		return false, err
	}
	defer unlock()
	if fresh() {
		return false, nil
	}
	if err := build(); err != nil {
		return true, err
	}
	// Touched, not just made: a stamp older than a day is rewritten.
	if err := os.WriteFile(stamp, nil, fileMode); err != nil {
		return true, err
	}
	now := time.Now()
	return true, os.Chtimes(stamp, now, now)
}
