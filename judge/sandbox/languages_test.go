package sandbox_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/slidejudge/slidejudge/judge/sandbox"
	"github.com/slidejudge/slidejudge/judge/tmpdir"
)

// Every language compiles (when it does) and runs inside the sandbox.
func TestLanguages(t *testing.T) {
	s := full(t)
	goCache := filepath.Join(tmpdir.Cache(), "sandbox-gocache") // kept warm between test runs
	if err := os.MkdirAll(goCache, 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, cmd, file, src string
		compile, exec        []string
		env, rw              []string
		memory               int64
		procs                int
	}{
		{name: "c", cmd: "gcc", file: "main.c",
			src:     "#include <stdio.h>\nint main(void){int a,b;scanf(\"%d %d\",&a,&b);printf(\"%d\\n\",a+b);}\n",
			compile: []string{"gcc", "-O2", "-o", "main", "main.c"}, exec: []string{"./main"}},
		{name: "c++", cmd: "g++", file: "main.cpp",
			src:     "#include <iostream>\n#include <vector>\nint main(){long a,b;std::cin>>a>>b;std::vector<long> v{a,b};std::cout<<v[0]+v[1]<<\"\\n\";}\n",
			compile: []string{"g++", "-O2", "-std=c++17", "-o", "main", "main.cpp"}, exec: []string{"./main"}},
		{name: "python", cmd: "python3", file: "main.py",
			src:  "a, b = map(int, input().split())\nprint(a + b)\n",
			exec: []string{"python3", "main.py"}},
		{name: "go", cmd: "go", file: "main.go",
			src:     "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n",
			compile: []string{"go", "build", "-o", "main", "main.go"}, exec: []string{"./main"},
			env: []string{"GOCACHE=" + goCache, "CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOFLAGS=-trimpath"}, rw: []string{goCache}},
		{name: "java", cmd: "javac", file: "Main.java",
			src:     "import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n",
			compile: []string{"javac", "Main.java"}, exec: []string{"java", "-Xss64m", "-cp", ".", "Main"},
			memory: 512 << 20, procs: 64},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			need(t, c.cmd)
			b := newBox(t)
			b.write(t, c.file, c.src)
			if c.compile != nil {
				start := time.Now()
				r, _ := b.run(t, s, compileLimits(sandbox.Config{Args: c.compile, Env: c.env, ReadWrite: c.rw}))
				if r.Status != sandbox.Exited || r.ExitCode != 0 {
					t.Fatalf("compile: %+v\n%s", r, b.stderr())
				}
				t.Logf("compile: %v wall, %v cpu, %d MiB", time.Since(start).Round(time.Millisecond), r.CPUTime.Round(time.Millisecond), r.Memory>>20)
			}
			in := filepath.Join(b.root, "in")
			if err := os.WriteFile(in, []byte("40 2\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			r, out := b.run(t, s, sandbox.Config{Args: c.exec, Stdin: in, Memory: c.memory, Processes: c.procs, CPUTime: 2 * time.Second, WallTime: 5 * time.Second})
			if r.Status != sandbox.Exited || r.ExitCode != 0 || strings.TrimSpace(out) != "42" {
				t.Fatalf("run: %+v, output %q\n%s", r, out, b.stderr())
			}
			t.Logf("run: %v wall, %v cpu, %d MiB", r.WallTime.Round(time.Millisecond), r.CPUTime.Round(time.Millisecond), r.Memory>>20)
		})
	}
}
