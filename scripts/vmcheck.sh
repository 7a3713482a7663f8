#!/usr/bin/env bash
# vmcheck.sh: the judge on a cgroup-v2-only Linux, as most users have it
# (Debian 12, Ubuntu 22.04+, Fedora: systemd's default), which this kind of
# build machine (cgroup v1 controllers mounted) cannot show.
#
# Boots Debian's cloud kernel in qemu with cgroup_no_v1=all, from an
# initramfs holding a static build of the judge and of the sandbox's test
# binary, static executables (the pack's C/C++/Go solutions of eight and
# the hostile programs, built here: the guest has no compiler) and busybox,
# and checks inside the guest:
#   - judge doctor: level full, runs through servers, cgroups v2;
#   - judge run eight of each executable, with the problem's CPU limit
#     scaled for emulation (the scale, measured by one CPU-bound program
#     here and there, is printed): the verdict its folder names;
#   - the sandbox's hostile suite and the sweep tests (go test binary);
#   - the cost of one run: BenchmarkRunTrue against a bare fork+exec loop
#     of /bin/true in the same guest (the ratio is what compares with the
#     host, not the milliseconds: the guest is emulated).
# Everything comes from Debian packages (apt-get download of the kernel;
# apt-get install qemu-system-x86 busybox-static cpio); no KVM is needed
# (TCG), so it takes several minutes. Exit status 0 when every check holds.
#   scripts/vmcheck.sh            (from anywhere in the checkout)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
for t in qemu-system-x86_64 busybox cpio gcc g++ go apt-get dpkg-deb; do
	command -v "$t" >/dev/null || { echo "vmcheck: $t missing (apt-get install qemu-system-x86 busybox-static cpio g++ golang)" >&2; exit 2; }
done
W=$(mktemp -d "${TMPDIR:-/tmp}/vmcheck.XXXXXX")
trap 'rm -rf "$W"' EXIT
cd "$W"

echo "== building (kernel from apt, judge and test binaries static)"
apt-get download linux-image-cloud-amd64 >/dev/null 2>&1
dep=$(dpkg-deb -f linux-image-cloud-amd64_*.deb Depends | tr ',' '\n' | grep -o 'linux-image-[0-9][^ ]*' | head -1)
apt-get download "$dep" >/dev/null 2>&1
dpkg-deb -x "$dep"_*.deb kern
K=$(ls kern/boot/vmlinuz-*)
mkdir -p r/{bin,proc,sys,dev,tmp,etc,root/exe,root/hostile,usr/bin,lib,lib64}
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$W/r/bin/judge" ./cmd/judge &&
	CGO_ENABLED=0 go test -c -o "$W/r/root/sandbox.test" ./judge/sandbox)
cp /usr/bin/busybox r/bin/
for a in sh mount mkdir cat ls echo poweroff uname cp switch_root chmod head tail grep sed true sleep wc tr cut; do ln -sf busybox r/bin/$a; done

# The pack's executables for eight, named by the verdict their folder says.
S="$ROOT/solutions/eight"
g++ -static -O2 -o r/root/exe/AC-bfs-cantor "$S/accepted/bfs-cantor.cpp"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$W/r/root/exe/AC-reference" "$S/accepted/reference.go")
g++ -static -O2 -o r/root/exe/MLE-decimal-index "$S/memory_limit_exceeded/decimal-index.cpp"
gcc -static -O2 -o r/root/exe/WA-parity-with-blank "$S/wrong_answer/parity-with-blank.c"
g++ -static -O2 -o r/root/exe/WA-astar-stop-on-generate "$S/wrong_answer/astar-stop-on-generate.cpp"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$W/r/root/exe/RE-small-queue" "$S/run_time_error/small-queue.go")
gcc -static -O2 -o r/root/exe/TLE-loop "$ROOT/judge/sandbox/testdata/hostile/loop.c"
# The pack's eight, whose time limit the guest scales.
mkdir -p r/root/pack && cp -r "$ROOT/problems/eight" r/root/pack/ && rm -f r/root/pack/eight/*.go

# The hostile programs and their sources, as the test binary expects them.
mkdir -p r/root/testdata && cp -r "$ROOT/judge/sandbox/testdata/hostile" r/root/testdata/
for c in "$ROOT"/judge/sandbox/testdata/hostile/*.c; do
	[ "$(basename "$c")" = bomb.c ] && continue # a compile bomb: the test compiles it, where gcc is
	gcc -static -O1 -pthread -o "r/root/hostile/$(basename "$c" .c)" "$c" -lrt
done
for g in "$ROOT"/judge/sandbox/testdata/hostile/*.go; do
	(cd "$ROOT" && CGO_ENABLED=0 go build -o "$W/r/root/hostile/$(basename "$g" .go)" "$g")
done

# A fixed amount of CPU work (its CPU ms printed) for the scale, and a bare
# fork+exec+wait loop (its µs a run printed) for the cost of a run.
cat > cpuwork.c <<'C'
#include <stdio.h>
#include <time.h>
int main(void) {
	struct timespec a, b; volatile unsigned long x = 1;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (unsigned long i = 0; i < 300000000UL; i++) x = x * 6364136223846793005UL + 1442695040888963407UL;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	printf("%ld\n", (long)((b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000));
	return 0;
}
C
cat > forkloop.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
	int n = atoi(argv[1]); struct timespec a, b;
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (int i = 0; i < n; i++) {
		pid_t p = fork();
		if (p == 0) { execv(argv[2], argv + 2); _exit(127); }
		int st; waitpid(p, &st, 0);
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%ld\n", (long)(((b.tv_sec - a.tv_sec) * 1000000000L + (b.tv_nsec - a.tv_nsec)) / n / 1000));
	return 0;
}
C
gcc -static -O1 -o r/bin/cpuwork cpuwork.c
gcc -static -O2 -o r/bin/forkloop forkloop.c
host_ms=$(./r/bin/cpuwork)
host_loop=$(./r/bin/forkloop 500 /bin/true)
echo "host: cpuwork ${host_ms} ms CPU; bare fork+exec+wait of /bin/true ${host_loop} us"
echo "$host_ms" > r/root/host_ms

echo 'root:x:0:0::/root:/bin/sh' > r/etc/passwd
echo 'nobody:x:65534:65534::/nonexistent:/bin/false' >> r/etc/passwd
printf 'root:x:0:\nnogroup:x:65534:\n' > r/etc/group
# pivot_root refuses the initramfs itself: everything moves onto a tmpfs.
cat > r/init <<'IN'
#!/bin/sh
mkdir -p /newroot; mount -t tmpfs -o size=2000m root /newroot
for d in bin etc root usr lib lib64 init2; do cp -a /$d /newroot/; done
mkdir -p /newroot/proc /newroot/sys /newroot/dev /newroot/tmp
exec switch_root /newroot /init2
IN
cat > r/init2 <<'IN'
#!/bin/sh
mount -t proc proc /proc; mount -t sysfs sys /sys; mount -t devtmpfs dev /dev; mount -t tmpfs tmp /tmp; chmod 1777 /tmp
mkdir -p /sys/fs/cgroup; mount -t cgroup2 cgroup2 /sys/fs/cgroup
export HOME=/root TMPDIR=/tmp XDG_CACHE_HOME=/tmp/cache NO_COLOR=1 PATH=/bin; cd /root
fails=0
check() { if [ "$1" = ok ]; then echo "ok   $2"; else echo "FAIL $2"; fails=$((fails+1)); fi; }
echo "== kernel $(uname -r), $(grep -c ^processor /proc/cpuinfo) CPUs; cgroup2 controllers: $(cat /sys/fs/cgroup/cgroup.controllers); v1: $(grep -c ' cgroup ' /proc/mounts) mounts"
guest_ms=$(cpuwork); host_ms=$(cat host_ms)
scale=$(( (guest_ms * 3 + host_ms * 2 - 1) / (host_ms * 2) )); [ "$scale" -lt 2 ] && scale=2
echo "== CPU scale: cpuwork ${guest_ms} ms here, ${host_ms} ms on the host: limits x${scale} (1.5x the ratio, at least 2)"
sed -i "s/^  time_limit: [0-9.]*/  time_limit: ${scale}/" pack/eight/problem.yaml
grep time_limit pack/eight/problem.yaml

echo "== judge doctor"
judge doctor > doctor.txt 2>&1; head -14 doctor.txt
grep -q '^sandbox level: full' doctor.txt && check ok "doctor: level full" || check no "doctor: level full"
grep -q '^runs: servers' doctor.txt && check ok "doctor: runs through servers" || check no "doctor: runs through servers"
grep -q 'cgroups .*v2' doctor.txt && check ok "doctor: cgroups v2" || check no "doctor: cgroups v2"

echo "== judge run eight (each executable, to its first failure, limits x${scale})"
for exe in exe/*; do
	want=${exe#exe/}; want=${want%%-*}
	judge run eight --problems /root/pack "$exe" > run.txt 2>&1
	line=$(grep "^eight " run.txt | head -1)
	echo "   $line"
	case "$line" in *": $want "*) check ok "run $exe: $want";; *) check no "run $exe: $want"; tail -5 run.txt;; esac
done

echo "== hostile suite and sweeps (sandbox test binary)"
SLIDEJUDGE_TEST_TIME_SCALE=$scale SLIDEJUDGE_HOSTILE_PREBUILT=/root/hostile ./sandbox.test -test.timeout 30m \
	-test.v -test.run 'TestHostile|TestIPCBetweenRuns|TestKeyringBetweenRuns|TestNoLeakedFiles|TestServerDies|TestSweepGroups|TestKilledJudgeGroupsSwept|TestNothingLeftInTmp' > tests.txt 2>&1 \
	&& check ok "go tests" || { check no "go tests"; grep -E -- '--- FAIL|_test.go' tests.txt | head -40; }
echo "   $(grep -c -- '--- PASS' tests.txt) passed, $(grep -c -- '--- FAIL' tests.txt) failed, $(grep -c -- '--- SKIP' tests.txt) skipped (tests and subtests)"

echo "== cost of a run: BenchmarkRunTrue against a bare fork+exec loop"
loop=$(forkloop 500 /bin/true)
SLIDEJUDGE_TEST_TIME_SCALE=$scale ./sandbox.test -test.run '^$' -test.bench RunTrue -test.benchtime 300x > bench.txt 2>&1 && check ok "benchmark" || { check no "benchmark"; grep -v '^ *bench_test.go:[0-9]*: level' bench.txt | head -20; }
grep -E 'ns/op' bench.txt
echo "bare fork+exec+wait of /bin/true: ${loop} us a run"
echo "== result: ${fails} failed"
poweroff -f
IN
chmod +x r/init r/init2
(cd r && find . | cpio -o -H newc 2>/dev/null | gzip -1 > ../initrd.gz)

echo "== booting $(basename "$K") in qemu (TCG, cgroup_no_v1=all)"
start=$(date +%s)
timeout 2400 qemu-system-x86_64 -accel tcg,thread=multi -m 3072 -smp 2 -kernel "$K" -initrd initrd.gz \
	-append "console=ttyS0 quiet cgroup_no_v1=all panic=-1" -nographic -no-reboot 2>&1 |
	tr -d '\r' | sed -un '/== kernel/,/== result/p' | tee out.txt
echo "== guest time: $(( $(date +%s) - start )) s"
grep -q '^== result: 0 failed' out.txt
