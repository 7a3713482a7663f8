package problems

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"io/fs"
	"sync"
)

// Hash names the pack's content: the SHA-256 of every file of its tree
// (problem.yaml, statement.md, the committed tests, large-tests.yaml with
// the large tests' own hashes), each as its path and bytes in path order,
// in hex. Two judges with the same hash hold the same problems and tests.
func (p *Pack) Hash() (string, error) {
	h := sha256.New()
	var n [8]byte
	err := fs.WalkDir(p.fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		data, err := fs.ReadFile(p.fsys, name)
		if err != nil {
			return err
		}
		for _, part := range [][]byte{[]byte(name), data} {
			binary.BigEndian.PutUint64(n[:], uint64(len(part)))
			h.Write(n[:])
			h.Write(part)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// PackHash is the embedded pack's Hash, shortened to 12 hex digits as
// `judge version` prints it and a worker names the pack it judges with.
var PackHash = sync.OnceValue(func() string {
	sum, err := Embedded().Hash()
	if err != nil {
		panic("problems: the embedded pack cannot be read: " + err.Error())
	}
	return sum[:12]
})
