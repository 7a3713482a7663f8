// Allocates 4 GiB in a Go program (whose runtime reserves much more virtual
// memory than it uses): must end as a memory limit.
package main

func main() {
	var keep [][]byte
	for i := 0; i < 4096; i++ {
		b := make([]byte, 1<<20)
		for j := range b {
			b[j] = byte(i)
		}
		keep = append(keep, b)
	}
	println(len(keep))
}
