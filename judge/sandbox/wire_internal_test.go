//go:build linux

package sandbox

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestRequestsDecode: a server decodes a request that repeats the last one
// byte for byte from memory, and any other anew; a malformed one fails and
// is not remembered.
func TestRequestsDecode(t *testing.T) {
	var rs requests
	one, _ := json.Marshal(runRequest{Path: "/work/prog", Args: []string{"prog"}, UID: 65534, Tasks: []string{"a/tasks"}})
	two, _ := json.Marshal(runRequest{Path: "/work/prog", Args: []string{"prog"}, UID: 65534, Tasks: []string{"b/tasks"}})
	for i, c := range []struct {
		b     []byte
		tasks string
		err   bool
	}{{one, "a/tasks", false}, {one, "a/tasks", false}, {two, "b/tasks", false}, {[]byte("{"), "", true}, {two, "b/tasks", false}, {one, "a/tasks", false}} {
		req, err := rs.decode(slices.Clone(c.b))
		if (err != nil) != c.err {
			t.Fatalf("request %d: error %v, want one: %v", i, err, c.err)
		}
		if !c.err && (len(req.Tasks) != 1 || req.Tasks[0] != c.tasks || req.Path != "/work/prog" || req.UID != 65534) {
			t.Fatalf("request %d decoded as %+v", i, req)
		}
		if c.err && rs.last != nil {
			t.Fatalf("request %d: a malformed request is remembered", i)
		}
	}
	// The bytes are the server's buffer, read into again: a request decoded
	// from memory compares with a copy, not with the buffer.
	buf := slices.Clone(one)
	if _, err := rs.decode(buf); err != nil {
		t.Fatal(err)
	}
	copy(buf, two)
	if req, _ := rs.decode(buf[:len(two)]); len(req.Tasks) != 1 || req.Tasks[0] != "b/tasks" {
		t.Fatalf("a changed buffer decoded as the request before: %+v", req)
	}
}
