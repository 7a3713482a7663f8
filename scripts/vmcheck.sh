#!/usr/bin/env bash
# vmcheck.sh: the judge on a cgroup-v2-only Debian 12, as most users have it
# (Debian 12, Ubuntu 22.04+, Fedora: systemd's default), which this kind of
# build machine (cgroup v1 controllers mounted) cannot show.
#
# Boots Debian's cloud kernel in qemu with cgroup_no_v1=all on a Debian 12
# root filesystem made by mmdebstrap from Debian's mirror, with the
# compilers the judge drives (gcc, g++, python3, OpenJDK 17) and the Go
# toolchain this checkout builds with (copied in: Debian 12's Go is too
# old), and checks inside the guest:
#   - judge doctor: level full, runs through servers, cgroups v2; once as
#     root in the root group and once as a systemd service with
#     Delegate=yes is placed (alone in system.slice/judge.service, the
#     controllers enabled down to it): the judge moves into a leaf;
#   - judge run as an unprivileged uid (4242, by setpriv, as
#     testdata/nonroot.txtar on the host): refused without --trust, AC
#     with it, the report saying so;
#   - the sandbox's hostile suite and the sweep tests (the go test binary;
#     the hostile programs prebuilt here, static, to save the emulated
#     compiles; the tests that compile use the guest's gcc), with the tests'
#     limits scaled for emulation;
#   - judge verify of one problem (default chino), from the delegated group,
#     with the problem's and the compilers' CPU limits scaled; its CPU-time
#     margins are reported, not failed (as .ci/run does: they are CPU times);
#   - the cost of one run: BenchmarkRunTrue (servers, a helper per run), and
#     the judge overhead (judge run eight of a program that prints
#     "unsolvable", on all 339 tests, default workers and --workers 1)
#     against a bare loop running the same program on the same inputs, all
#     in the guest: the ratios compare with the host, not the milliseconds.
# The scale is 1.5 x the ratio of a fixed CPU-bound loop's CPU time in the
# guest (run until two runs in a row agree within a quarter) to the
# host's (median of three), at least 2, printed. A
# language's start is not emulated at that ratio: the JVM starts in ~0.1 s
# of CPU on a host and 1.4-3.6 s under TCG (its class loading and JIT compilers
# are emulated code writing code), so each language's floor (a program
# printing one line, run as judge.yaml runs it, the least of three) is
# measured on both sides, and the time limit gets, on top of time_limit x
# scale, 1.5 x the most any language's start costs here beyond the ratio
# (its floor here less ratio x its floor on the host): time_limit x scale
# + that, printed with each language's floors.
# VMCHECK_KERNEL=trixie boots Debian 13's cloud kernel (Linux 6.12, from
# Debian's mirror by apt, the suite's signature checked) instead of
# Debian 12's (6.1) under the same Debian 12 userland: from 6.12 a cgroup
# v2 memory group's peak can be reset, and a server keeps its run group
# as on v1. It has no cgroup v1 memory controller (no VMCHECK_CGROUPS=v1).
# VMCHECK_CGROUPS=v1 boots the same kernel without cgroup_no_v1=all and
# mounts the v1 controllers as this kind of host has them (no delegation
# there: the delegated steps run from the root group); --compare runs
# --cost twice, on v2 then on v1, and prints both: the same machine, the
# same kernel, only the cgroup version differs.
# Everything comes from Debian packages (apt-get download of the kernel,
# mmdebstrap from the mirror; apt-get install qemu-system-x86 mmdebstrap
# busybox-static cpio e2fsprogs). No KVM is needed (TCG). The root
# filesystem image is made once and kept outside the checkout, in
# ${XDG_CACHE_HOME:-~/.cache}/slidejudge-vm (2-3 min to make, 1.4 GB);
# the guest writes to a throw-away overlay. Its logs are copied back to
# that dir's last-MODE-v2/ (-v1; -v2trixie) after the run. Exit status 0 when every
# check holds.
#   scripts/vmcheck.sh [--quick|--verify|--suite|--cost|--compare] [PROBLEM]   (from anywhere in the checkout)
# --quick (what CI runs): only the two doctors, the unprivileged runs and
# one judged program from the delegated group, about 2 minutes of guest;
# --verify: those and judge
# verify, not the costs or the suite; --suite: those and the suite, not
# verify or the costs; --cost: those and the costs, not verify or the suite;
# --compare: --cost on v2, then on v1, and the two side by side.
# Environment: VMCHECK_ROUNDS (judge-overhead rounds, default 3),
# VMCHECK_BENCHTIME (BenchmarkRunTrue's -test.benchtime, default 200x),
# VMCHECK_BASE (a commit: --cost also builds that commit's judge and times
# it in every round beside this checkout's, at the default workers and at
# --workers 1, so that two builds are compared in one boot: the guest's
# speed drifts by a tenth or more from boot to boot),
# VMCHECK_VARIANTS ("NAME:VAR=VALUE VAR=VALUE;NAME:..."; --cost then also
# times this checkout's judge at the default workers once under each
# variant's environment in each of VMCHECK_VROUNDS rounds (default 4),
# in an order rotated every round, between two bare loops, and prints
# each judging over the mean of the two: a switch read from the
# environment compared with itself in one boot, the drift within a round
# halved; VMCHECK_ROUNDS=0 skips the usual rounds),
# VMCHECK_PROFILE (non-empty: --cost also records the bare loop and both
# judgings with perf, the whole guest, into out/perf-*.txt (by command,
# by command and object, by symbol, by thread, and the judge's own
# functions with what they call) and every switch, wake-up, exec and exit
# into out/sched-*.txt.gz (perf script); a root
# filesystem of its own, with linux-perf), VMCHECK_MEM
# (MiB, default 4096), VMCHECK_CPUS (default 2) and VMCHECK_CGROUPS (v2,
# the default, or v1).
# A failure prints one line starting "vmcheck:" on stderr: the checks that
# failed in the guest, or the host step that did.
set -euo pipefail
trap 'echo "vmcheck: failed on the host (exit $?) at line $LINENO: $BASH_COMMAND" >&2' ERR
ROOT=$(cd "$(dirname "$0")/.." && pwd)
QUICK= VERIFY=
SUITE= COST=
case "${1:-}" in --quick) QUICK=1; shift;; --verify) VERIFY=1; shift;; --suite) SUITE=1; shift;; --cost) COST=1; shift;;
--compare)
	# the cost on v2, then on v1: the same kernel and machine
	trap - ERR; shift; rc=0
	for v in v2 v1; do
		echo "=== cgroup $v: scripts/vmcheck.sh --cost"
		VMCHECK_CGROUPS=$v "$0" --cost "$@" || rc=1
	done
	C=${XDG_CACHE_HOME:-$HOME/.cache}/slidejudge-vm
	echo "=== the cost, cgroup v2 against v1 (same kernel, same machine)"
	for v in v2 v1; do
		grep -h -E 'CPU scale|BenchmarkRunTrue.*ns/op|round [0-9]+:' "$C/last-cost-$v/console.txt" 2>/dev/null | sed "s/^ */   $v: /" || echo "   $v: no result"
	done
	exit $rc;;
-*) echo "vmcheck: unknown option $1 (--quick, --verify, --suite, --cost or --compare)" >&2; exit 2;;
esac
PROBLEM=${1:-chino}
CG=${VMCHECK_CGROUPS:-v2}
KREL=${VMCHECK_KERNEL:-bookworm}
case "$KREL" in bookworm|trixie) ;; *) echo "vmcheck: VMCHECK_KERNEL must be bookworm or trixie, not $KREL" >&2; exit 2;; esac
case "$CG" in v1|v2) ;; *) echo "vmcheck: VMCHECK_CGROUPS must be v1 or v2, not $CG" >&2; exit 2;; esac
[ -d "$ROOT/problems/$PROBLEM" ] || { echo "vmcheck: no problem $PROBLEM" >&2; exit 2; }
for t in qemu-system-x86_64 busybox cpio gcc g++ go apt-get apt-cache dpkg-deb mmdebstrap mkfs.ext4 debugfs; do
	command -v "$t" >/dev/null || { echo "vmcheck: $t missing (apt-get install qemu-system-x86 mmdebstrap busybox-static cpio e2fsprogs g++ golang)" >&2; exit 2; }
done
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/slidejudge-vm
mkdir -p "$CACHE"
W=$(mktemp -d "${TMPDIR:-/tmp}/vmcheck.XXXXXX")
# qemu runs in the background and the script waits for it, so that a
# signal to the script (an interrupted CI job, a kill) runs these traps
# and takes the guest down with it: a foreground pipeline would defer them
# until qemu ended on its own.
QPID=
stop() { if [ -n "$QPID" ]; then kill "$QPID" 2>/dev/null || true; wait "$QPID" 2>/dev/null || true; fi; }
trap 'stop; rm -rf "$W"' EXIT
trap 'echo "vmcheck: interrupted: guest stopped" >&2; exit 130' INT TERM HUP
cd "$W"
t0=$(date +%s)

# The kernel: Debian's cloud flavour, kept by its package name: Debian
# 12's (bookworm, Linux 6.1) from the host's apt sources, or Debian 13's
# (trixie, 6.12) by apt from a sources list of its own, kept in the cache
# (apt checks the suite's signature as for any source).
case "$KREL" in
bookworm) APTO=();;
trixie)
	command -v xz >/dev/null || { echo "vmcheck: xz missing (apt-get install xz-utils): Debian 13's modules are xz-compressed" >&2; exit 2; }
	A="$CACHE/apt-trixie"
	mkdir -p "$A/lists/partial" "$A/cache/archives/partial" "$A/parts"
	echo "deb http://deb.debian.org/debian trixie main" > "$A/sources.list"
	APTO=(-o APT::Sandbox::User=root -o "Dir::Etc::SourceList=$A/sources.list" -o "Dir::Etc::SourceParts=$A/parts" -o "Dir::State::Lists=$A/lists" -o "Dir::Cache=$A/cache")
	[ -n "$(ls "$A/lists" | grep -v partial)" ] || apt-get "${APTO[@]}" update >/dev/null;;
esac
dep=$(apt-cache "${APTO[@]}" depends linux-image-cloud-amd64 | grep -o 'linux-image-[0-9][^ ]*' | head -1)
KD="$CACHE/$dep"
if [ ! -d "$KD/kern" ]; then
	echo "== kernel $dep (apt-get download)"
	mkdir -p "$W/k" && (cd "$W/k" && apt-get "${APTO[@]}" download "$dep" >/dev/null 2>&1 && dpkg-deb -x "$dep"_*.deb kern)
	rm -rf "$KD" && mv "$W/k" "$KD"
fi
K=$(ls "$KD"/kern/boot/vmlinuz-*)
KMOD=
for d in "$KD"/kern/lib/modules/* "$KD"/kern/usr/lib/modules/*; do [ -d "$d" ] && KMOD=$d; done
MODS=$KMOD/kernel
[ "$CG" = v1 ] && ! grep -q '^CONFIG_MEMCG=y' "$KD"/kern/boot/config-* && { echo "vmcheck: kernel $dep has no memory controller" >&2; exit 2; }
[ "$CG" = v1 ] && grep -q '^# CONFIG_MEMCG_V1 is not set' "$KD"/kern/boot/config-* && { echo "vmcheck: kernel $dep has no cgroup v1 memory controller (VMCHECK_KERNEL=bookworm for --compare)" >&2; exit 2; }

# The root filesystem: Debian 12 with the judge's compilers, made once.
PKGS=mount,gcc,g++,python3,openjdk-17-jdk-headless,procps
[ -n "${VMCHECK_PROFILE:-}" ] && PKGS=$PKGS,linux-perf # an image of its own
IMG="$CACHE/bookworm-$(printf '%s\n' bookworm "$PKGS" 1 | sha256sum | cut -c1-12).img"
if [ ! -f "$IMG" ]; then
	echo "== root filesystem: mmdebstrap bookworm + $PKGS (once; kept as $(basename "$IMG"))"
	mmdebstrap --quiet --variant=apt --include="$PKGS" bookworm "$W/rootfs.tar" http://deb.debian.org/debian
	mkdir "$W/rfs" && tar -C "$W/rfs" -xpf "$W/rootfs.tar" && rm "$W/rootfs.tar"
	mkdir -p "$W/rfs/w" "$W/rfs/usr/local/go"
	mkfs.ext4 -q -L sjroot -d "$W/rfs" "$W/root.img" 3G
	rm -rf "$W/rfs"
	mv "$W/root.img" "$IMG"
fi

# The Go build cache of the judge's warm-up (gocache.WarmSource built as
# the judge's Go compile line builds it: CGO_ENABLED=0, -trimpath, so no
# object depends on where GOROOT is), built here once per toolchain: in the
# emulated guest a cold standard library took past an hour, and judge
# verify's Go references waited for it. The guest's warm-up then finds
# every object in it and only links.
GOV=$(go env GOVERSION)
GW="$CACHE/gowarm-$GOV-$(sed -n '/^const WarmSource = `/,/^`/p' "$ROOT/judge/gocache/gocache.go" | sha256sum | cut -c1-12)"
if [ -z "$QUICK" ] && [ ! -d "$GW" ]; then
	echo "== Go build cache of the warm-up ($GOV, once; kept as $(basename "$GW"))"
	mkdir -p "$W/gw" && sed -n '/^const WarmSource = `/,/^`/p' "$ROOT/judge/gocache/gocache.go" | sed '1s/.*/package main/; $d' > "$W/gw/warm.go"
	(cd "$W/gw" && CGO_ENABLED=0 GOTOOLCHAIN=local GOFLAGS= GO111MODULE=off GOCACHE="$W/gw/cache" go build -trimpath -o prog warm.go)
	rm -rf "$GW" && mv "$W/gw/cache" "$GW"
fi

if [ -n "$QUICK$VERIFY" ]; then echo "== building: judge (static)"; else echo "== building: judge, sandbox test binary, hostile programs (static)"; fi
mkdir -p w/bin w/sandbox/testdata w/hostile w/out w/exe
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$W/w/bin/judge" ./cmd/judge)
if [ -n "${VMCHECK_BASE:-}" ]; then
	echo "== building: the judge of ${VMCHECK_BASE} (VMCHECK_BASE)"
	mkdir -p "$W/base" && git -C "$ROOT" archive "$VMCHECK_BASE" | tar -x -C "$W/base"
	(cd "$W/base" && CGO_ENABLED=0 go build -o "$W/w/bin/judge-base" ./cmd/judge)
	rm -rf "$W/base"
fi
if [ -z "$QUICK$VERIFY" ]; then
	(cd "$ROOT" && CGO_ENABLED=0 go test -c -o "$W/w/sandbox/sandbox.test" ./judge/sandbox)
	cp -r "$ROOT/judge/sandbox/testdata/hostile" w/sandbox/testdata/
	for c in "$ROOT"/judge/sandbox/testdata/hostile/*.c; do
		[ "$(basename "$c")" = bomb.c ] && continue # a compile bomb: the test compiles it, with the guest's gcc
		gcc -static -O1 -pthread -o "w/hostile/$(basename "$c" .c)" "$c" -lrt
	done
	for g in "$ROOT"/judge/sandbox/testdata/hostile/*.go; do
		(cd "$ROOT" && CGO_ENABLED=0 go build -o "$W/w/hostile/$(basename "$g" .go)" "$g")
	done
fi
# The pack (its time limits scaled in the guest; verify judges the solutions
# built into the judge) and a C++ program for a run from the delegated group.
mkdir -p w/pack w/solutions
cp -r "$ROOT/problems/$PROBLEM" "$ROOT/problems/eight" w/pack/ && rm -f w/pack/*/*.go
cp -r "$ROOT/solutions/$PROBLEM" w/solutions/ # verify of a pack on disk reads the solutions beside it
cp "$ROOT/solutions/eight/accepted/bfs-cantor.cpp" "$ROOT/solutions/eight/accepted/bfs.py" w/exe/
# The Go toolchain the judge compiles Go with, and its warm store.
cp -a "$(go env GOROOT)" w/go
[ -z "$QUICK" ] && cp -a "$GW" w/gowarm

# A fixed amount of CPU work (its CPU ms printed) for the scale, and the
# program of the judge-overhead table. "cpuwork CMD..." runs CMD instead
# (stdin and stdout /dev/null) and prints the CPU it took, its threads and
# its children's included, in microseconds: the languages' floors.
cat > cpuwork.c <<'C'
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
int main(int argc, char **argv) {
	if (argc > 1) {
		int st;
		struct rusage r;
		pid_t p = fork();
		if (p == 0) {
			int fd = open("/dev/null", O_RDWR);
			dup2(fd, 0); dup2(fd, 1);
			execvp(argv[1], argv + 1);
			_exit(127);
		}
		waitpid(p, &st, 0);
		getrusage(RUSAGE_CHILDREN, &r);
		printf("%ld\n", (long)((r.ru_utime.tv_sec + r.ru_stime.tv_sec) * 1000000L + r.ru_utime.tv_usec + r.ru_stime.tv_usec));
		return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : 1;
	}
	/* arithmetic and loads and stores over 4 MiB, as compilers and
	   judged programs do: emulation runs a bare arithmetic loop at
	   nearly the host's speed (2x), memory access far slower */
	static unsigned m[1 << 20];
	struct timespec a, b; volatile unsigned long x = 1;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (unsigned long i = 0; i < 100000000UL; i++) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		m[(x >> 33) & ((1 << 20) - 1)] += (unsigned)i;
	}
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	printf("%ld\n", (long)((b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000));
	return 0;
}
C
gcc -static -O1 -o w/bin/cpuwork cpuwork.c
printf '#include <stdio.h>\nint main(void) { puts("unsolvable"); return 0; }\n' > u.c
gcc -O2 -o w/exe/unsolvable u.c
# Each language's floor, built as the judge builds it: a program that
# prints one line (Java's class compiled here for Java 17, the guest's).
mkdir -p w/floor
cp w/exe/unsolvable w/floor/c
printf '#include <iostream>\nint main() { std::cout << "unsolvable" << std::endl; }\n' > u.cpp
g++ -O2 -o w/floor/cpp u.cpp
printf 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("unsolvable") }\n' > u.go
CGO_ENABLED=0 GOTOOLCHAIN=local GO111MODULE=off go build -trimpath -o w/floor/go u.go
printf 'print("unsolvable")\n' > w/floor/u.py
cat > w/floor/floors <<'F'
c ./c
cpp ./cpp
go ./go
python3 python3 u.py
java java -Xmx256m -Xss64m -XX:+UseSerialGC -cp . Main
F
if command -v javac >/dev/null && command -v java >/dev/null; then
	printf 'public class Main { public static void main(String[] a) { System.out.println("unsolvable"); } }\n' > Main.java
	javac --release 17 -d w/floor Main.java
fi
# median3 CMD...: CMD's output, the median of three runs
median3() { { "$@"; "$@"; "$@"; } | sort -n | sed -n 2p; }
# floors: each language's floor (the least of three, in us), where it runs
floors() {
	local id cmd a b c
	while read -r id cmd; do
		a=$(cd w/floor && ../bin/cpuwork $cmd) && b=$(cd w/floor && ../bin/cpuwork $cmd) && c=$(cd w/floor && ../bin/cpuwork $cmd) \
			&& printf '%s %s\n' "$id" "$(printf '%s\n' "$a" "$b" "$c" | sort -n | head -1)"
	done < w/floor/floors
}
./w/bin/cpuwork > /dev/null # a warm-up
median3 ./w/bin/cpuwork > w/host_ms
floors > w/host_floors || true
echo "host: cpuwork $(cat w/host_ms) ms CPU (median of 3); floors (us of CPU, least of 3): $(tr '\n' ' ' < w/host_floors)"
echo "$PROBLEM" > w/problem; echo "$CG" > w/cgroups
echo "$QUICK" > w/quick; echo "$VERIFY" > w/verifyonly; echo "$SUITE" > w/suiteonly; echo "$COST" > w/costonly
echo "${VMCHECK_PROFILE:-}" > w/profile; echo "${VMCHECK_ROUNDS:-3}" > w/rounds; echo "${VMCHECK_VARIANTS:-}" > w/variants; echo "${VMCHECK_VROUNDS:-4}" > w/vrounds; echo "${VMCHECK_BENCHTIME:-200x}" > w/benchtime

# What the guest runs, as PID 1 (no init system: nothing else runs).
cat > w/init.sh <<'IN'
#!/bin/bash
mount -t proc proc /proc; mount -t sysfs sys /sys; mount -t devtmpfs dev /dev 2>/dev/null
mount -t tmpfs -o size=1g tmp /tmp; chmod 1777 /tmp
dmesg -n 1; CG=$(cat /w/cgroups)
if [ "$CG" = v1 ]; then
	# the v1 controllers as this kind of host mounts them, each its own
	# hierarchy, and an empty v2 hierarchy beside them (systemd's hybrid)
	mount -t tmpfs -o mode=755 cgroup /sys/fs/cgroup
	for c in cpu cpuacct cpuset memory devices freezer blkio pids; do mkdir /sys/fs/cgroup/$c; mount -t cgroup -o $c cgroup /sys/fs/cgroup/$c; done
	mkdir /sys/fs/cgroup/unified; mount -t cgroup2 cgroup2 /sys/fs/cgroup/unified
else
	mount -t cgroup2 cgroup2 /sys/fs/cgroup
fi
mount --bind /w/go /usr/local/go
export HOME=/root TMPDIR=/tmp XDG_CACHE_HOME=/var/cache/sj NO_COLOR=1 LANG=C.UTF-8
export PATH=/usr/local/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
mkdir -p "$XDG_CACHE_HOME/slidejudge"; cd /w
# the warm store made on the host (the judge keeps only its own uid's files)
[ -d /w/gowarm ] && cp -a /w/gowarm "$XDG_CACHE_HOME/slidejudge/go" && chown -R 0:0 "$XDG_CACHE_HOME/slidejudge/go"
O=/w/out; P=$(cat problem); QUICK=$(cat quick); VERIFY=$(cat verifyonly); SUITE=$(cat suiteonly); COST=$(cat costonly)
fails=0; failed=; t0=$(date +%s)
check() { if [ "$1" = ok ]; then echo "ok   $2"; else echo "FAIL $2"; fails=$((fails+1)); failed="${failed:+$failed; }$2"; fi; }
phase() { echo "== [$(( $(date +%s) - t0 )) s] $*"; }
# delegated CMD...: CMD run as systemd runs a service with Delegate=yes:
# alone in system.slice/judge.service, memory, pids and cpu enabled in the
# subtree_control of every group above it. On v1 (no delegation): CMD.
delegated() {
	[ "$CG" = v1 ] && { "$@"; return; }
	local g=/sys/fs/cgroup/system.slice/judge.service
	# a fresh group, as systemd makes at each start of a service
	[ -d "$g" ] && find "$g" -depth -type d -exec rmdir {} \;
	mkdir -p "$g"
	echo "+memory +pids +cpu" > /sys/fs/cgroup/cgroup.subtree_control
	echo "+memory +pids +cpu" > /sys/fs/cgroup/system.slice/cgroup.subtree_control
	( echo "$BASHPID" > "$g/cgroup.procs" && exec "$@" )
}
if [ "$CG" = v1 ]; then grp="root group, cgroup v1"; DG="root group, cgroup v1: no delegation"; else grp="root group"; DG="delegated group"; fi
phase "kernel $(uname -r), $(nproc) CPUs, $(sed -n 's/^PRETTY_NAME="\(.*\)"/\1/p' /etc/os-release); cgroup2 controllers: $(cat /sys/fs/cgroup/cgroup.controllers /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null); v1 mounts: $(grep -c ' cgroup ' /proc/mounts)"
echo "   $(gcc --version | head -1); $(python3 --version); $(java -version 2>&1 | head -1); $(go version)"
# The scale: cpuwork until two runs in a row agree within a quarter (at
# most 8 runs, 4 in --quick), their mean, against the host's median. The guest's first runs
# after boot can be far slower, by its wall clock too (19.3 s of CPU, then
# 2.2 s and 2.3 s; 20.7, 14.9, then 1.6 s), cause not found: the kernel's
# clocksource lines are printed (TSC marked unstable at boot, hpet).
echo "   $(dmesg | grep -i -E 'clocksource|tsc' | sed 's/^\[ *[0-9.]*\] //' | tail -4 | tr '\n' ';')"
most=8; [ -n "$QUICK" ] && most=4 # --quick: the scale bounds only its compiles
prev=$(bin/cpuwork); runs=$prev; n=1
while :; do
	cur=$(bin/cpuwork); runs="$runs, $cur"; n=$((n + 1))
	[ "$cur" -le $((prev * 5 / 4)) ] && [ "$prev" -le $((cur * 5 / 4)) ] && break
	[ "$n" -ge "$most" ] && { echo "   (cpuwork not steady after $n runs: the last two taken)"; break; }
	prev=$cur
done
guest_ms=$(( (prev + cur) / 2 )); host_ms=$(cat host_ms)
scale=$(( (guest_ms * 3 + host_ms * 2 - 1) / (host_ms * 2) )); [ "$scale" -lt 2 ] && scale=2
# Each language's floor here (the least of three) against the host's: a
# start costs here what ratio x the host's would, plus its extra (the JVM:
# class loading and JIT compilers, emulated code writing code); the limits
# get 1.5 x the largest extra on top of time_limit x scale.
extra=0; fl=
[ -n "$QUICK" ] && { : > floor/floors; fl="; not measured (--quick judges no Java)"; }
while read -r id cmd; do
	g=$(for i in 1 2 3; do (cd floor && ../bin/cpuwork $cmd) || echo fail; done | sort -n | head -1)
	h=$(sed -n "s/^$id //p" host_floors); h=${h:-0}
	case "$g" in fail|'') check no "floor of $id runs here"; continue;; esac
	e=$(awk -v g="$g" -v h="$h" -v a="$guest_ms" -v b="$host_ms" 'BEGIN { e = g - h * a / b; print (e > 0 ? int(e) : 0) }')
	[ "$e" -gt "$extra" ] && { extra=$e; by=$id; }
	fl="$fl; $id $(awk -v g="$g" -v h="$h" 'BEGIN { printf "%.1f ms here, %.1f ms on the host", g / 1000, h / 1000 }')"
done < floor/floors
add=$(awk -v e="$extra" 'BEGIN { a = 1.5 * e / 1e6; a = int(a * 10 + 0.999) / 10; print a }')
phase "CPU scale: cpuwork ${guest_ms} ms of CPU here (runs: $runs ms), ${host_ms} ms on the host: CPU limits x${scale} (1.5 x the ratio, at least 2), plus ${add} s"
echo "   floors (a program printing one line, run as judge.yaml runs it; CPU, least of 3)${fl#;}"
[ "$extra" -gt 0 ] && echo "   + ${add} s: 1.5 x $by's start here beyond $(awk -v a="$guest_ms" -v b="$host_ms" 'BEGIN { printf "%.1f", a / b }')x its host floor ($(awk -v e="$extra" 'BEGIN { printf "%.1f", e / 1000 }') ms)"
for y in pack/*/problem.yaml; do
	tl=$(sed -n 's/^  time_limit: \([0-9.]*\).*/\1/p' "$y")
	# at most the 60 s a problem may have (judge verify then runs to 2.2x it)
	sed -i "s/^  time_limit: [0-9.]*/  time_limit: $(awk -v t="$tl" -v s="$scale" -v a="$add" 'BEGIN { l = t * s + a; print (l > 60 ? 60 : l) }')/" "$y"
	echo "   $(basename "$(dirname "$y")"): time_limit $tl -> $(sed -n 's/^  time_limit: \([0-9.]*\).*/\1/p' "$y") s"
done
export JUDGE_COMPILE_TIME_LIMIT=$(awk -v s="$scale" -v a="$add" 'BEGIN { print 60 * s + a }')

phase "judge doctor, as root in the $grp"
bin/judge doctor > $O/doctor-root.txt 2>&1; sed -n '1,12p' $O/doctor-root.txt | sed 's/^/   /'
grep -q '^sandbox level: full' $O/doctor-root.txt && check ok "doctor ($grp): level full" || check no "doctor ($grp): level full"
grep -q '^runs: servers' $O/doctor-root.txt && check ok "doctor ($grp): runs through servers" || check no "doctor ($grp): runs through servers"
grep -q "cgroups .*$CG" $O/doctor-root.txt && check ok "doctor ($grp): cgroups $CG" || check no "doctor ($grp): cgroups $CG"
grep -q "root .*the judge's paths shown through read-only overlays" $O/doctor-root.txt && check ok "doctor ($grp): the judge's paths through overlays" || check no "doctor ($grp): the judge's paths through overlays"

if [ "$CG" = v2 ]; then
phase "judge doctor, alone in a delegated group (system.slice/judge.service)"
delegated bin/judge doctor > $O/doctor-delegated.txt 2>&1; grep -E '^(sandbox level|runs|  cgroups)' $O/doctor-delegated.txt | sed 's/^/   /'
grep -q '^sandbox level: full' $O/doctor-delegated.txt && check ok "doctor (delegated): level full" || check no "doctor (delegated): level full"
grep -q '^runs: servers' $O/doctor-delegated.txt && check ok "doctor (delegated): runs through servers" || check no "doctor (delegated): runs through servers"
grep -q 'moved into the leaf /sys/fs/cgroup/system.slice/judge.service/judge' $O/doctor-delegated.txt && check ok "doctor (delegated): the judge in the leaf judge.service/judge" || check no "doctor (delegated): the judge in the leaf judge.service/judge"
echo "   after it: system.slice/judge.service holds: $(cd /sys/fs/cgroup/system.slice/judge.service && ls -d */ 2>/dev/null | tr -d / | tr '\n' ' ')"
fi

# Not root: the judge as uid 4242 (as testdata/nonroot.txtar on the host)
phase "judge run eight bfs.py --samples as uid 4242 (not root): refused, then AC with --trust"
mkdir -p /tmp/nr/cache /tmp/nr/tmp && cp bin/judge exe/bfs.py /tmp/nr/ && chown -R 4242:4242 /tmp/nr
nr() { env HOME=/tmp/nr TMPDIR=/tmp/nr/tmp JUDGE_CACHE_DIR=/tmp/nr/cache setpriv --reuid=4242 --regid=4242 --clear-groups -- /tmp/nr/judge "$@"; }
nr run --samples eight --problems /w/pack /tmp/nr/bfs.py > $O/nonroot.txt 2> $O/nonroot.err; rc=$?
sed 's/^/   /' $O/nonroot.err | head -2
[ "$rc" -ne 0 ] && grep -q "^judge: not judged: programs run as the judge's own uid 4242 (the judge is not root)" $O/nonroot.err && [ ! -s $O/nonroot.txt ] \
	&& check ok "not root: refused without --trust" || check no "not root: refused without --trust (exit $rc)"
nr run --trust --samples --json eight --problems /w/pack /tmp/nr/bfs.py > $O/nonroot-trust.txt 2>&1
grep -E '"(verdict|sandbox)"' $O/nonroot-trust.txt | head -2 | sed 's/^ */   /'
grep -q '"verdict": "AC"' $O/nonroot-trust.txt && grep -q '"sandbox": "partial[^"]*; trusted by --trust"' $O/nonroot-trust.txt \
	&& check ok "not root: AC with --trust, the report says partial and trusted" || check no "not root: AC with --trust, the report says partial and trusted"
[ -z "$(ls -A /tmp/nr/tmp)" ] && check ok "not root: nothing left in its temp dir" || check no "not root: nothing left in its temp dir ($(ls -A /tmp/nr/tmp | head -3 | tr '\n' ' '))"

phase "judge run eight bfs-cantor.cpp --samples (compiled by the guest's g++), in the $DG"
delegated bin/judge run eight --problems /w/pack exe/bfs-cantor.cpp --samples > $O/run-delegated.txt 2>&1
tail -1 $O/run-delegated.txt | sed 's/^/   /'
grep -q ": AC " $O/run-delegated.txt && check ok "run bfs-cantor.cpp ($DG): AC" || check no "run bfs-cantor.cpp ($DG): AC"

if [ -z "$QUICK" ]; then

if [ -z "$SUITE$COST" ]; then
phase "judge verify $P, in the $DG (limits x${scale} + ${add} s; CPU-time margins reported, not failed)"
delegated bin/judge verify --problems /w/pack "$P" > $O/verify.txt 2>&1; rc=$?
sed 's/^/   /' $O/verify.txt | tail -20
other=$(grep -E 'FAIL' $O/verify.txt | grep -v -E 'FAIL: (time|TLE|MLE) margin|^[a-z0-9-]+ +margins +FAIL|^FAILED: ' || true)
if [ "$rc" -eq 0 ]; then check ok "verify $P"; elif [ -z "$other" ] && grep -q -E '^[a-z0-9-]+ +margins +FAIL' $O/verify.txt; then
	echo "   (only CPU-time margins failed: emulated CPU times)"; check ok "verify $P, margins aside"; else check no "verify $P (exit $rc)"; fi
fi

if [ -z "$VERIFY$SUITE" ]; then
phase "cost of a run: BenchmarkRunTrue, as root in the $grp"
(cd sandbox && SLIDEJUDGE_TEST_TIME_SCALE=$scale ./sandbox.test -test.run '^$' -test.bench 'RunTrue/best' -test.benchtime "$(cat /w/benchtime)" > $O/bench.txt 2>&1) \
	&& check ok "benchmark" || { check no "benchmark"; tail -20 $O/bench.txt; }
grep -E 'ns/op' $O/bench.txt | sed 's/^/   /'

phase "judge overhead: judge run eight (prints unsolvable) --all on 339 tests against a bare loop, $(cat /w/rounds) alternating rounds after a warm-up"
ls /w/pack/eight/data/sample/*.in /w/pack/eight/data/secret/*.in > /tmp/inputs
echo "   $(wc -l < /tmp/inputs) inputs"
bare() { while read -r f; do exe/unsolvable < "$f" > /dev/null; done < /tmp/inputs; }
# ms CMD...: CMD's wall ms, or "failed" when it exits 2 or more (1 is the
# judge's WA), its last line on stderr
ms() {
	local a b rc; a=$(date +%s%N)
	"$@" > /tmp/ms.out 2>&1; rc=$?
	[ "$rc" -ge 2 ] && { echo "   failed (exit $rc): $*: $(tail -1 /tmp/ms.out)" >&2; echo failed; return; }
	b=$(date +%s%N); echo $(( (b - a) / 1000000 ))
}
bin/judge run eight --problems /w/pack exe/unsolvable --all --json > /dev/null 2>&1
# base_round I: the base's judge (VMCHECK_BASE) at both worker counts and a
# bare loop of its own; bd and bone its times.
base_round() {
	bd=$(ms bin/judge-base run eight --problems /w/pack exe/unsolvable --all --json); bone=$(ms bin/judge-base run eight --problems /w/pack exe/unsolvable --all --json --workers 1)
	b2=$(ms bare)
	case "$bd $bone $b2" in *failed*) check no "judge overhead round $1: the base's command failed"; bd=; return;; esac
	echo "   round $1, the base: judge default workers $bd ms ($(awk -v a="$bd" -v b="$b2" 'BEGIN { printf "%.2f", a / b }')x); --workers 1 $bone ms ($(awk -v a="$bone" -v b="$b2" 'BEGIN { printf "%.2f", a / b }')x); against a bare loop of $b2 ms"
}
for i in $(seq 1 "$(cat /w/rounds)"); do
	# The base first in even rounds, last in odd ones: neither gains from
	# the guest's drift within a round.
	bd=
	[ -x bin/judge-base ] && [ $((i % 2)) -eq 0 ] && base_round "$i"
	b=$(ms bare); d=$(ms bin/judge run eight --problems /w/pack exe/unsolvable --all --json); one=$(ms bin/judge run eight --problems /w/pack exe/unsolvable --all --json --workers 1)
	shared=$(JUDGE_OWN_CORES=false ms bin/judge run eight --problems /w/pack exe/unsolvable --all --json --workers 1)
	case "$b $d $one $shared" in *failed*) check no "judge overhead round $i: a command failed"; continue;; esac
	echo "   round $i: bare loop $b ms; judge default workers $d ms ($(awk -v a="$d" -v b="$b" 'BEGIN { printf "%.2f", a / b }')x); --workers 1 $one ms ($(awk -v a="$one" -v b="$b" 'BEGIN { printf "%.2f", a / b }')x); --workers 1 with own_cores false $shared ms ($(awk -v a="$shared" -v b="$b" 'BEGIN { printf "%.2f", a / b }')x)"
	[ -x bin/judge-base ] && [ $((i % 2)) -eq 1 ] && base_round "$i"
	if [ -n "$bd" ]; then
		echo "   round $i, this checkout over the base: default workers $(awk -v a="$d" -v b="$bd" 'BEGIN { printf "%.2f", a / b }'), --workers 1 $(awk -v a="$one" -v b="$bone" 'BEGIN { printf "%.2f", a / b }')"
	fi
done
if [ -n "$(cat /w/variants)" ]; then
	# VMCHECK_VARIANTS: this checkout's judge at the default workers under
	# each variant's environment, in an order rotated every round, between
	# two bare loops; each ratio is to the mean of the two.
	IFS=';' read -r -a vars < /w/variants
	nv=${#vars[@]}
	for i in $(seq 1 "$(cat /w/vrounds)"); do
		b1=$(ms bare); names=(); times=()
		for k in $(seq 0 $((nv - 1))); do
			v=${vars[$(( (k + i) % nv ))]}
			names+=("${v%%:*}"); times+=("$(ms env ${v#*:} bin/judge run eight --problems /w/pack exe/unsolvable --all --json)")
		done
		b2=$(ms bare)
		case "$b1 $b2 ${times[*]}" in *failed*) check no "variants round $i: a command failed"; continue;; esac
		line=""; out=""
		for k in $(seq 0 $((nv - 1))); do
			line="$line ${names[k]}=${times[k]}"
			out="$out ${names[k]} $(awk -v a="${times[k]}" -v b="$b1" -v c="$b2" 'BEGIN { printf "%.3f", 2 * a / (b + c) }')"
		done
		echo "   variants round $i: bare $b1 / $b2 ms;$line; ratios:$out"
	done
fi
if [ -n "$(cat /w/profile)" ]; then
	# Where the CPU goes, whole guest: perf's cpu-clock (no PMU under
	# TCG), by command and by symbol, for the bare loop and each judging.
	export -f bare
	PERF=$(command -v perf || ls /usr/bin/perf_* | head -1)
	for what in bare "bin/judge run eight --problems /w/pack exe/unsolvable --all --json" "bin/judge run eight --problems /w/pack exe/unsolvable --all --json --workers 1"; do
		n=$(echo "$what" | sed 's/bin\/judge.*--workers 1/judge-w1/; s/bin\/judge.*/judge/')
		$PERF record -q -a -g -F 499 -o "$O/perf-$n.data" -- bash -c "$what > /dev/null" > "$O/perf-$n.err" 2>&1 || tail -3 "$O/perf-$n.err"
		$PERF report -q -i "$O/perf-$n.data" --no-children --sort comm --stdio -g none 2>/dev/null | head -20 > "$O/perf-$n-comm.txt"
		$PERF report -q -i "$O/perf-$n.data" --no-children --sort comm,dso,sym --stdio -g none 2>/dev/null | head -150 > "$O/perf-$n-sym.txt"
		$PERF report -q -i "$O/perf-$n.data" --no-children --sort comm,dso --stdio -g none 2>/dev/null | head -30 > "$O/perf-$n-dso.txt"
		$PERF report -q -i "$O/perf-$n.data" --no-children --sort pid --stdio -g none 2>/dev/null > "$O/perf-$n-pid.txt"
		$PERF report -q -i "$O/perf-$n.data" --children --comm judge --sort sym --stdio -g none 2>/dev/null | head -120 > "$O/perf-$n-judge-incl.txt"
		rm -f "$O/perf-$n.data"
		echo "   perf $n: $(wc -l < "$O/perf-$n-sym.txt") symbols in out/perf-$n-*.txt; by command:"; sed 's/^/     /' "$O/perf-$n-comm.txt" | head -8
		$PERF stat -a -x, -e context-switches,cpu-migrations,page-faults -o "$O/perf-$n-stat.txt" -- bash -c "$what > /dev/null" > /dev/null 2>&1
		echo "     whole guest, another run: $(grep -v '^#' "$O/perf-$n-stat.txt" | grep . | cut -d, -f1,3 | tr '\n' ' ')"
		# Every switch, exec and exit, for a per-program account of
		# where the time between and inside the programs goes.
		$PERF record -q -a -e sched:sched_switch -e sched:sched_wakeup -e sched:sched_process_exec -e sched:sched_process_exit \
			-o "$O/sched-$n.data" -- bash -c "$what > /dev/null" > "$O/sched-$n.err" 2>&1 || tail -3 "$O/sched-$n.err"
		$PERF script -i "$O/sched-$n.data" -F comm,pid,tid,cpu,time,event,trace 2>/dev/null | gzip > "$O/sched-$n.txt.gz"
		rm -f "$O/sched-$n.data"
	done
fi
fi

if [ -z "$VERIFY$COST" ]; then
# The tests' limits get twice the scale: they judge fork-heavy programs
# (emulated forks cost more than the loop above) and run up to four suites
# at once on the guest's two CPUs, whose CPU clock also counts the time the
# host takes the emulating thread away.
phase "hostile suite and sweeps (sandbox test binary, test limits x$((2 * scale))), as root in the root group"
(cd sandbox && SLIDEJUDGE_TEST_TIME_SCALE=$((2 * scale)) SLIDEJUDGE_HOSTILE_PREBUILT=/w/hostile ./sandbox.test -test.timeout 60m \
	-test.v -test.run 'TestKeptMemoryGroup|TestServerQuietDuringRun|TestProgramKeptOnItsCore|TestPlaceClaims|TestHostile|TestNoHostPath|TestIPCBetweenRuns|TestKeyringBetweenRuns|TestNoLeakedFiles|TestServerDies|TestSweepGroups|TestKilledJudgeGroupsSwept|TestNothingLeftInTmp' > $O/tests.txt 2>&1) \
	&& check ok "hostile suite" || { check no "hostile suite"; grep -E -- '--- FAIL|_test.go' $O/tests.txt | head -40 | sed 's/^/   /'; }
echo "   $(grep -c -- '--- PASS' $O/tests.txt) passed, $(grep -c -- '--- FAIL' $O/tests.txt) failed, $(grep -c -- '--- SKIP' $O/tests.txt) skipped (tests and subtests)"

fi
fi
phase "result: ${fails} failed${failed:+: $failed}"
sync; echo o > /proc/sysrq-trigger; sleep 10
IN
chmod +x w/init.sh
mkfs.ext4 -q -L sjwork -d w work.img $(( $(du -sm w | cut -f1) + 1500 ))M

# The initramfs: busybox, the virtio block modules, and a script that
# mounts the root image and the work disk and hands over to w/init.sh.
mkdir -p r/bin r/proc r/sys r/dev r/newroot r/mod
cp /usr/bin/busybox r/bin/
for a in sh mount mkdir insmod switch_root sleep; do ln -sf busybox r/bin/$a; done
# overlayfs is a module in Debian's kernels (a system with its modules
# installed loads it when the judge first mounts one): the private root
# shows read-only host paths through overlays. A module the kernel has
# built in (modules.builtin) is not copied; Debian 13's are xz-compressed,
# which busybox's insmod does not read.
: > r/mod/list
for m in drivers/virtio/virtio_ring drivers/virtio/virtio drivers/virtio/virtio_pci_legacy_dev drivers/virtio/virtio_pci_modern_dev drivers/virtio/virtio_pci drivers/block/virtio_blk fs/overlayfs/overlay; do
	grep -qx "kernel/$m.ko" "$KMOD/modules.builtin" && continue
	n=$(basename "$m")
	if [ -f "$MODS/$m.ko" ]; then cp "$MODS/$m.ko" r/mod/
	elif [ -f "$MODS/$m.ko.xz" ]; then xz -dc "$MODS/$m.ko.xz" > "r/mod/$n.ko"
	else echo "vmcheck: kernel $dep has no module $m" >&2; exit 2
	fi
	echo "$n" >> r/mod/list
done
# noinit_itable: no ext4lazyinit zeroing the images' inode tables in the
# background during the checks (the root image's afresh each boot: its
# writes are thrown away).
cat > r/init <<'IN'
#!/bin/sh
mount -t proc proc /proc; mount -t sysfs sys /sys; mount -t devtmpfs dev /dev
for m in $(cat /mod/list); do insmod /mod/$m.ko; done
for i in 1 2 3 4 5 6 7 8 9 10; do [ -b /dev/vdb ] && break; sleep 1; done
mount -t ext4 -o noinit_itable /dev/vda /newroot && mount -t ext4 -o noinit_itable /dev/vdb /newroot/w || { echo "== result: no disks"; echo o > /proc/sysrq-trigger; }
mount --move /dev /newroot/dev; umount /proc /sys 2>/dev/null
exec switch_root /newroot /w/init.sh
IN
chmod +x r/init
(cd r && find . | cpio -o -H newc 2>/dev/null | gzip -1 > ../initrd.gz)

NOV1=cgroup_no_v1=all; [ "$CG" = v1 ] && NOV1=
echo "== [$(( $(date +%s) - t0 )) s] booting $(basename "$K") in qemu (TCG, cgroup $CG${NOV1:+: $NOV1}), ${VMCHECK_CPUS:-2} CPUs, ${VMCHECK_MEM:-4096} MiB"
start=$(date +%s)
: > console.raw
timeout 5400 qemu-system-x86_64 -accel tcg,thread=multi -m "${VMCHECK_MEM:-4096}" -smp "${VMCHECK_CPUS:-2}" -kernel "$K" -initrd initrd.gz \
	-drive file="$IMG",format=raw,if=virtio,snapshot=on -drive file=work.img,format=raw,if=virtio \
	-append "console=ttyS0 quiet $NOV1 panic=-1 rw" -display none -serial file:console.raw -monitor none -no-reboot </dev/null >qemu.log 2>&1 &
QPID=$!
echo "   qemu: pid $QPID"
# the console as it comes (this reader ends with qemu)
tail -n +1 --pid="$QPID" -f console.raw | sed -un 's/\r//g; /== \[[0-9]* s\] kernel/,/== .*result/p' | tee out.txt &
wait "$QPID" || true
QPID=
wait || true
sed -n 1,5p qemu.log
echo "== guest time: $(( $(date +%s) - start )) s; all: $(( $(date +%s) - t0 )) s"
L="$CACHE/last${QUICK:+-quick}${VERIFY:+-verify}${SUITE:+-suite}${COST:+-cost}-$CG${KREL#bookworm}"
rm -rf "$L" && mkdir -p "$L" && cp out.txt "$L/console.txt"
debugfs -R "rdump /out $L" work.img >/dev/null 2>&1 || true
echo "== logs: $L/ (console.txt, out/)"
trap - ERR
grep -q 'result: 0 failed' out.txt && exit 0
r=$(sed -n 's/^== \[[0-9]* s\] result: //p' out.txt)
if [ -n "$r" ]; then echo "vmcheck: $r (cgroup $CG; logs in $L)" >&2
else echo "vmcheck: the guest ended without a result after $(( $(date +%s) - start )) s (timeout, or a crash: see $L/console.txt)" >&2; fi
exit 1
