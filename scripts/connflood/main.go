// Command connflood floods an arena (judge serve --open --no-judge, started
// on a loopback port over a fresh database) with connections and prints its
// memory, its descriptors and another user's latency before, during and
// after:
//
//	go build -o /tmp/judge ./cmd/judge && go run ./scripts/connflood -judge /tmp/judge [-conns 6000]
//
// The flood: a third of the connections ask for the problems and stay
// idle (keep-alive), a third open an event stream as one user (mallory) on
// a queued submission, a third say nothing. Bob reads /api/problems 200
// times on new connections, timed; refused ones count as not 200.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strings"
	"time"
)

func rss(pid int) string {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			return strings.TrimSpace(strings.TrimPrefix(l, "VmRSS:"))
		}
	}
	return "?"
}
func fds(pid int) int { e, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid)); return len(e) }

func lat(base string, n int) string {
	var ds []time.Duration
	fail := 0
	c := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	for range n {
		t := time.Now()
		req, _ := http.NewRequest("GET", base+"/api/problems", nil)
		req.Header.Set("Cookie", "sj_name=bob")
		resp, err := c.Do(req)
		if err != nil || resp.StatusCode != 200 {
			fail++
			if resp != nil {
				resp.Body.Close()
			}
			continue
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		ds = append(ds, time.Since(t))
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	if len(ds) == 0 {
		return fmt.Sprintf("all %d failed", n)
	}
	return fmt.Sprintf("p50 %v p99 %v, %d of %d not 200", ds[len(ds)/2].Round(time.Microsecond), ds[len(ds)*99/100].Round(time.Microsecond), fail, n)
}

func main() {
	bin := flag.String("judge", "", "the judge binary")
	n := flag.Int("conns", 6000, "connections in the flood")
	flag.Parse()
	if *bin == "" {
		fmt.Fprintln(os.Stderr, "usage: connflood -judge BIN [-conns N]")
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "connflood-")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	cmd := exec.Command(*bin, "serve", "--open", "--no-judge", "--addr", "127.0.0.1:0", "--db", dir+"/a.db", "--url-file", dir+"/url")
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		panic(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	var base string
	for range 600 {
		if b, err := os.ReadFile(dir + "/url"); err == nil {
			base = strings.TrimRight(string(b), "/")
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	pid := cmd.Process.Pid
	addr := strings.TrimPrefix(base, "http://")
	resp, err := http.Post(base+"/api/submissions", "application/json", strings.NewReader(`{"problem":"eight","language":"python3","source":"print(1)\n"}`))
	if err != nil {
		panic(err)
	}
	resp.Body.Close()
	fmt.Printf("quiet: RSS %s, %d fds; bob %s\n", rss(pid), fds(pid), lat(base, 200))
	var conns []net.Conn
	refused, streams := 0, 0
	for i := range *n {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			refused++
			continue
		}
		switch {
		case i%3 == 0:
			fmt.Fprint(c, "GET /api/problems HTTP/1.1\r\nHost: x\r\n\r\n")
		case i%3 == 1:
			fmt.Fprint(c, "GET /api/submissions/1/events HTTP/1.1\r\nHost: x\r\nCookie: sj_name=mallory\r\n\r\n")
			c.SetReadDeadline(time.Now().Add(2 * time.Second))
			if l, err := bufio.NewReader(c).ReadString('\n'); err == nil && strings.Contains(l, "200") {
				streams++
			}
		}
		conns = append(conns, c)
	}
	time.Sleep(time.Second)
	fmt.Printf("flood (%d connections: idle, mallory's streams, silent; %d dial errors, %d streams open): RSS %s, %d fds; bob %s\n", *n, refused, streams, rss(pid), fds(pid), lat(base, 200))
	for _, c := range conns {
		c.Close()
	}
	time.Sleep(5 * time.Second)
	fmt.Printf("5 s after: RSS %s, %d fds; bob %s\n", rss(pid), fds(pid), lat(base, 200))
}
