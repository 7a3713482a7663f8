#!/usr/bin/env bash
# scripts/loadcheck.sh — do verdicts depend on the machine's load? (issue 19)
#
# Judges every program under solutions/ on every test twice: on the machine
# as it is (load 0: no load added) and with 4 × cores spinning processes
# added (`sh -c 'while :; do :; done'`), then compares every verdict — each
# program's in `judge verify`, each test's — and every check of verify, and
# prints a Markdown table: the verdicts side by side, the re-runs the judge
# made (starved runs run again) and how long each phase took. The load
# average before and after each phase is printed with it: other work on
# the machine counts as load too. Tests that ended by themselves over half
# the time limit at load 0 are listed (verify's margin, on every test): load
# makes CPU time grow and can turn those TLE; a difference on a test that had
# room is the judge's fault, and their count ends the summary.
#
# Each test of each program is judged once a phase: `judge verify --json`
# reports every test it judged (all of an accepted program's, a failing
# one's up to its first failure), and `judge run P FILE --all --json --test
# T…` judges only the tests verify did not reach.
#
# With --mixed the loaded phase is not only CPU (issue 26): besides the
# spinners, a process doing block I/O (`dd` with oflag=direct and
# iflag=direct, 128 MiB at a time, in the work dir) and one churning memory
# and the page cache (512 MiB touched and freed, then the judge's cache
# dir, the pack's files and the work dir evicted with posix_fadvise
# DONTNEED, every half second), so that programs page their binaries and
# inputs in from a busy disk. The judge's cache dir is the work dir's own
# (JUDGE_CACHE_DIR) in both phases. The wall limits the judge stretched by
# the time the machine took (extensions) are counted beside the re-runs.
# scripts/loadcheck-heavy.sh is this with --mixed at 20 × cores.
#
# The added processes are of this script's session, as a build or a batch
# job started from one shell is; the judge's programs run in sessions of
# their own (its servers'). Where the scheduler shares the CPU out by
# session first (autogroup: /proc/sys/kernel/sched_autogroup_enabled), that
# load weighs as one session however many processes it has. With
# --sessions every added process is a session of its own (setsid): N
# sessions, as N users' work would be, each weighing as much as a program.
#
# With --verify-only only `judge verify` runs in each phase (the tests verify
# did not reach are not judged): the whole pack in an hour at heavy load.
#
# usage: scripts/loadcheck.sh [--load N] [--mixed] [--sessions] [--verify-only] [--only P] [--work DIR] [--compare]
#   --load N    spinning processes in the loaded phase (default 4 × cores
#               this process may use: its affinity mask, `nproc`)
#   --mixed     add block I/O and memory/page-cache churn to the loaded phase
#   --sessions  every added process a session of its own
#   --verify-only  judge only what `judge verify` judges
#   --only P    only problem P (repeatable); default every problem
#   --work DIR  keep the JSON reports in DIR (default: a temp dir, removed)
#   --compare   only compare the reports already in --work DIR (e.g. of a
#               run stopped early: programs without a loaded report are
#               counted as not compared)
# Exit 0 when every verdict is the same under both loads, 1 when one
# differs, 2 on a usage or build error. Needs: go, python3 (and the
# compilers of judge.yaml).
set -euo pipefail

CALLER=$PWD
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

LOAD=$((4 * $(nproc))) ONLY=() WORK= COMPARE=0 MIXED=0 SESSIONS=0 VERIFY_ONLY=0
while [ $# -gt 0 ]; do
	case $1 in
	--load) LOAD=$2; shift ;;
	--only) ONLY+=("$2"); shift ;;
	--work) WORK=$2; shift ;;
	--compare) COMPARE=1 ;;
	--mixed) MIXED=1 ;;
	--sessions) SESSIONS=1 ;;
	--verify-only) VERIFY_ONLY=1 ;;
	-h | --help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
	*) echo "loadcheck.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
	esac
	shift
done
case $LOAD in '' | *[!0-9]*) echo "loadcheck.sh: --load needs a whole number, not $LOAD" >&2; exit 2 ;; esac

SETSID=
if [ "$SESSIONS" = 1 ]; then
	# A background job of a script leads no process group: setsid makes
	# the session in place and execs, so $! is the process itself (and
	# the session's process group is killed with it, to be sure).
	SETSID=setsid
fi
SPIN=()
stop_spinners() {
	for pid in "${SPIN[@]}"; do
		kill "$pid" 2>/dev/null || true
		[ -z "$SETSID" ] || kill -- "-$pid" 2>/dev/null || true
	done
	for pid in "${SPIN[@]}"; do wait "$pid" 2>/dev/null || true; done
	SPIN=()
}
if [ "$COMPARE" = 1 ] && [ -z "$WORK" ]; then
	echo "loadcheck.sh: --compare needs --work DIR" >&2
	exit 2
fi
# --work is the caller's path; the script works from the repository root.
case $WORK in '' | /*) ;; *) WORK=$CALLER/$WORK ;; esac
if [ "$COMPARE" = 1 ] && ! compgen -G "$WORK/idle/verify.*.json" >/dev/null; then
	echo "loadcheck.sh: no reports to compare in $WORK (idle/verify.*.json)" >&2
	exit 2
fi
if [ -z "$WORK" ]; then
	WORK=$(mktemp -d "${TMPDIR:-/tmp}/slidejudge-loadcheck.XXXXXX")
	trap 'stop_spinners; rm -rf "$WORK"' EXIT
else
	mkdir -p "$WORK"
	trap 'stop_spinners' EXIT
fi
trap 'exit 130' INT TERM

log() { printf 'loadcheck: %s\n' "$*" >&2; }
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

if [ "$COMPARE" = 0 ]; then
export JUDGE_CACHE_DIR=$WORK/cache
log "building the judge"
CGO_ENABLED=0 go build -o "$WORK/judge" ./cmd/judge || exit 2
# Binary and configuration are pinned: a checkout changing under a long run
# must not pair a new judge.yaml with the old judge.
cp judge.yaml "$WORK/judge.yaml"
JUDGE=("$WORK/judge" --config "$WORK/judge.yaml")

problems=("${ONLY[@]}")
if [ ${#problems[@]} -eq 0 ]; then
	mapfile -t problems < <(find solutions -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
fi

# rest VERIFY.json: one line a program verify stopped early, "problem<TAB>
# file<TAB>test<TAB>test…": the tests it did not judge. A problem's tests
# are those of a program verify accepted (it judged them all), else all
# the tests any program was judged on.
rest() {
	python3 - "$1" <<'EOF'
import json, sys
for p in json.load(open(sys.argv[1]))["problems"]:
    progs = p["programs"]
    full = [[t["name"] for t in c.get("tests", [])] for c in progs if c["verdict"] == "AC"]
    every = full[0] if full else sorted({t["name"] for c in progs for t in c.get("tests", [])})
    for c in progs:
        if c["verdict"] == "CE":
            continue
        done = {t["name"] for t in c.get("tests", [])}
        todo = [t for t in every if t not in done]
        if todo:
            print("\t".join([p["problem"], c["file"]] + todo))
EOF
}

# phase NAME SPINNERS P: every report of problem P at one load into
# $WORK/NAME.
phase() {
	local name=$1 n=$2 p=$3 dir=$WORK/$1
	mkdir -p "$dir"
	for _ in $(seq "$n"); do
		$SETSID sh -c 'while :; do :; done' &
		SPIN+=($!)
	done
	if [ "$n" -gt 0 ] && [ "$MIXED" = 1 ]; then
		churn &
		SPIN+=($!)
		$SETSID sh -c 'while :; do
			dd if=/dev/zero of="$1/dd.img" bs=1M count=128 oflag=direct status=none
			dd if="$1/dd.img" of=/dev/null bs=1M iflag=direct status=none
		done' sh "$WORK" &
		SPIN+=($!)
		n="$n+io+churn"
	fi
	[ "$n" = 0 ] || [ -z "$SETSID" ] || n="$n, each a session"
	local before start
	before=$(loadavg)
	start=$(date +%s)
	printf '%s\t%s\t-\t-\t-\n' "$n" "$before" >"$dir/phase.$p.tsv"
	log "$p, $name: $n spinning processes added; load average $before"
	"${JUDGE[@]}" verify --json "$p" >"$dir/verify.$p.json" || [ $? -eq 1 ] || exit 2
	local verify_s=$(($(date +%s) - start))
	local row args t
	while IFS=$'\t' read -r -a row; do
		args=()
		for t in "${row[@]:2}"; do args+=(--test "$t"); done
		"${JUDGE[@]}" run "${row[0]}" "solutions/${row[0]}/${row[1]}" --all --json "${args[@]}" \
			>"$dir/run.${row[0]}.${row[1]/\//.}.json" </dev/null || [ $? -eq 1 ] || exit 2
	done < <([ "$VERIFY_ONLY" = 1 ] || rest "$dir/verify.$p.json")
	local total_s=$(($(date +%s) - start))
	printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$before" "$(loadavg)" "$verify_s" "$((total_s - verify_s))" >"$dir/phase.$p.tsv"
	stop_spinners
	log "$p, $name: done in ${total_s}s; load average $(loadavg)"
}

# churn touches 512 MiB and frees it, then evicts the judge's cache, the
# pack and the work dir from the page cache, every half second.
churn() {
	exec $SETSID python3 - "$WORK" "$ROOT/problems" <<'EOF'
import mmap, os, sys, time
while True:
    m = mmap.mmap(-1, 512 << 20)
    for i in range(0, len(m), 4096):
        m[i] = 1
    m.close()
    for top in sys.argv[1:]:
        for d, _, files in os.walk(top):
            for f in files:
                try:
                    fd = os.open(os.path.join(d, f), os.O_RDONLY | os.O_NOFOLLOW)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                except OSError:
                    pass
                os.close(fd)
    time.sleep(0.5)
EOF
}

# Problem by problem, both loads: a run stopped early has whole problems.
for p in "${problems[@]}"; do
	phase idle 0 "$p"
	phase loaded "$LOAD" "$p"
done
fi

python3 - "$WORK" <<'EOF'
import glob, json, os, sys

work = sys.argv[1]

def reports(name):
    """verify's programs and checks, each program's verdict by test (from
    verify, then from run for the tests verify did not reach), the phase."""
    d = os.path.join(work, name)
    verify, checks, tests, phases = {}, {}, {}, {}
    for path in sorted(glob.glob(os.path.join(d, "verify.*.json"))):
        try:
            with open(path) as f:
                problems = json.load(f)["problems"]
        except ValueError:
            continue  # a phase stopped before verify ended
        for p in problems:
            limit_ms[p["problem"]] = p.get("time_limit_ms")
            for c in p["checks"]:
                checks[(p["problem"], c["name"])] = c
            for c in p["programs"]:
                key = (p["problem"], c["file"])
                verify[key] = c
                tests[key] = {t["name"]: t for t in c.get("tests", [])}
    complete = set(verify)
    for path in sorted(glob.glob(os.path.join(d, "run.*.json"))):
        _, p, folder, fname = os.path.basename(path)[:-5].split(".", 3)
        key = (p, folder + "/" + fname)
        try:
            with open(path) as f:
                for t in json.load(f).get("tests", []):
                    tests.setdefault(key, {})[t["name"]] = t
        except ValueError:
            complete.discard(key)  # the run a stopped phase was in
    for path in sorted(glob.glob(os.path.join(d, "phase.*.tsv"))):
        with open(path) as f:
            phases[os.path.basename(path)[len("phase."):-len(".tsv")]] = tuple(f.read().strip().split("\t"))
    return verify, checks, tests, complete, phases

limit_ms = {}
iv, ic, it, _, iphases = reports("idle")

def no_room(key, t):
    """A test that ended by itself over half the limit at load 0: load can
    push its CPU time over the limit (verify's margin rule, on every test)."""
    lim = limit_ms.get(key[0])
    return lim is not None and t.get("verdict") != "TLE" and 2 * t.get("time_ms", 0) > lim

lv, lc, lt, lcomplete, lphases = reports("loaded")
tally = lambda ts: ", ".join(f"{n} {v}" for v, n in sorted(
    {v: sum(1 for t in ts.values() if t["verdict"] == v) for v in {t["verdict"] for t in ts.values()}}.items(),
    key=lambda x: -x[1]))

print("| problem | program | expected | verify, load 0 | verify, loaded | every test, load 0 | every test, loaded | tests differing | re-runs, load 0 | re-runs, loaded | extensions, load 0 | extensions, loaded |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
same = total = missing = reruns_idle = reruns_loaded = runs_idle = runs_loaded = diff_with_room = 0
ext_idle = ext_loaded = 0
for key in sorted(set(iv) | set(it)):
    a, b = iv.get(key, {}), lv.get(key, {})
    ta, tb = it.get(key, {}), lt.get(key, {})
    if key not in lcomplete:
        missing += 1
        print(f"| {key[0]} | {key[1]} | {a.get('expected', '?')} | {a.get('verdict', '-')} | {b.get('verdict', 'not run')} "
              f"| {len(ta)} tests: {tally(ta)} | not run | - | - | - | - | - |")
        continue
    diff = [n for n in sorted(set(ta) | set(tb)) if ta.get(n, {}).get("verdict") != tb.get(n, {}).get("verdict")]
    diff_with_room += sum(1 for n in diff if not no_room(key, ta.get(n, {})))
    na = sum(t.get("reruns", 0) for t in ta.values())
    nb = sum(t.get("reruns", 0) for t in tb.values())
    reruns_idle += na
    reruns_loaded += nb
    ea = sum(1 for t in ta.values() if t.get("extended"))
    eb = sum(1 for t in tb.values() if t.get("extended"))
    ext_idle += ea
    ext_loaded += eb
    runs_idle += len(ta)
    runs_loaded += len(tb)
    ok = a.get("verdict") == b.get("verdict") and not diff
    total += 1
    same += ok
    mark = "" if ok else " **≠**"
    print(f"| {key[0]} | {key[1]} | {a.get('expected', '?')} | {a.get('verdict', '-')} | {b.get('verdict', '-')}{mark} "
          f"| {len(ta)}: {tally(ta) or '-'} | {len(tb)}: {tally(tb) or '-'} "
          f"| {', '.join(diff[:3]) + (' …' if len(diff) > 3 else '') if diff else 'none'} | {na} | {nb} | {ea} | {eb} |")
whys = [(k, n, t["rerun_why"]) for ts in (it, lt) for k, tests in sorted(ts.items())
        for n, t in sorted(tests.items()) if t.get("reruns")]
if whys:
    print()
    print("Re-runs (what the first, starved run measured):")
    for k, test, why in whys[:12]:
        print(f"- {k[0]} {k[1]} {test}: {why}")
exts = [(k, n, t["extended"]) for ts in (it, lt) for k, tests in sorted(ts.items())
        for n, t in sorted(tests.items()) if t.get("extended")]
if exts:
    print()
    print(f"Extensions (wall limits stretched by the machine's time), the first {min(len(exts), 12)} of {len(exts)}:")
    for k, test, why in exts[:12]:
        print(f"- {k[0]} {k[1]} {test}: {why}")
tight = [(k, n, t) for k, tests in sorted(it.items()) for n, t in sorted(tests.items()) if no_room(k, t)]
print()
print(f"tests without room at load 0 (ended by themselves over half the limit, so load can turn them TLE): {len(tight)}"
      + (", all within the margins" if not tight else ""))
for k, n, t in tight[:12]:
    print(f"- {k[0]} {k[1]} {n}: {t['verdict']} at {t['time_ms']} ms CPU, limit {limit_ms[k[0]]} ms"
          + (", loaded " + lt[k][n]["verdict"] + f" at {lt[k][n].get('time_ms', '?')} ms" if n in lt.get(k, {}) else ""))
if len(tight) > 12:
    print(f"- … {len(tight) - 12} more")
loaded_problems = {p for p, _ in lv}
checks_diff = [k for k in sorted(set(ic) | set(lc))
               if k[0] in loaded_problems and ic.get(k, {}).get("ok") != lc.get(k, {}).get("ok")]
print()
print(f"verify's checks: {len(ic)} at load 0, {len(lc)} loaded; "
      + ("every one with the same outcome" if not checks_diff else
         "differing: " + "; ".join(f"{p} {c}: {ic.get((p, c), {}).get('detail', '-')} / {lc.get((p, c), {}).get('detail', '-')}"
                                   for p, c in checks_diff)))
print()
print("| problem | phase | spinning processes added | load average before | after | `judge verify` | `judge run` on the tests verify did not reach | test runs |")
print("|---|---|---|---|---|---|---|---|")
secs = {"load 0": 0, "loaded": 0}
for p in sorted(set(iphases) | set(lphases)):
    for name, phases, ts in (("load 0", iphases, it), ("loaded", lphases, lt)):
        spin, before, after, vs, rs = phases.get(p, ("-",) * 5)
        runs = sum(len(v) for k, v in ts.items() if k[0] == p)
        secs[name] += sum(int(x) for x in (vs, rs) if x.isdigit())
        print(f"| {p} | {name} | {spin} | {before} | {after} | {vs} s | {rs} s | {runs} |")
print()
print(f"time: {secs['load 0']} s at load 0, {secs['loaded']} s loaded; test runs: {runs_idle} at load 0, {runs_loaded} loaded (programs compared)")
print()
print(f"identical verdicts: {same} of {total} programs compared (verify and every test); "
      f"{missing} not run under load; re-runs of starved runs: {reruns_idle} at load 0, {reruns_loaded} loaded; "
      f"tests whose wall limit was stretched: {ext_idle} at load 0, {ext_loaded} loaded; "
      f"tests differing that had room at load 0: {diff_with_room}")
sys.exit(0 if same == total and missing == 0 and not checks_diff else 1)
EOF
