// Command floor is the lower bound scripts/bench.sh holds the large-input
// references to: what any program must do with the input and the output.
//
//	floor parse          read stdin in 1 MiB blocks, parse every integer
//	                     (digit by digit), print their sum
//	floor read           read stdin in 1 MiB blocks, print the byte count
//	floor copy ANSWER    read stdin in 1 MiB blocks, then write ANSWER
//	                     (read into memory first) to stdout
//
// The one-case floor, a program that only writes its answer, is generated
// by bench.sh per input (the answer in a string constant).
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	if len(os.Args) < 2 {
		fail("usage: floor parse|read|copy ANSWER")
	}
	buf := make([]byte, 1<<20)
	switch os.Args[1] {
	case "parse":
		sum, v, in := 0, 0, false
		eachBlock(buf, func(b []byte) {
			for _, c := range b {
				if c >= '0' && c <= '9' {
					v, in = v*10+int(c-'0'), true
				} else if in {
					sum, v, in = sum+v, 0, false
				}
			}
		})
		os.Stdout.WriteString(strconv.Itoa(sum+v) + "\n")
	case "read":
		total := 0
		eachBlock(buf, func(b []byte) { total += len(b) })
		os.Stdout.WriteString(strconv.Itoa(total) + "\n")
	case "copy":
		if len(os.Args) != 3 {
			fail("usage: floor copy ANSWER")
		}
		answer, err := os.ReadFile(os.Args[2])
		if err != nil {
			fail(err.Error())
		}
		eachBlock(buf, func([]byte) {})
		if _, err := os.Stdout.Write(answer); err != nil {
			fail(err.Error())
		}
	default:
		fail("unknown mode " + os.Args[1])
	}
}

func eachBlock(buf []byte, f func([]byte)) {
	for {
		n, err := os.Stdin.Read(buf)
		f(buf[:n])
		if err != nil {
			return
		}
	}
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "floor:", msg)
	os.Exit(2)
}
