#!/usr/bin/env bash
# scripts/loadcheck.sh — do verdicts depend on the machine's load? (issue 19)
#
# Runs `judge verify` and `judge run P FILE --all --json` on every program
# under solutions/ twice: on the machine as it is (load 0: no load added)
# and with 4 × cores spinning processes added (`sh -c 'while :; do :; done'`),
# then compares every verdict — each program's in verify, each program's
# and each test's in `run --all` — and prints a Markdown table: the verdicts
# side by side, the re-runs the judge made (starved runs run again) and how
# long each phase took. The load average before and after each phase is
# printed with it: other work on the machine counts as load too.
#
# usage: scripts/loadcheck.sh [--load N] [--only P] [--work DIR] [--compare]
#   --load N    spinning processes in the loaded phase (default 4 × cores
#               this process may use: its affinity mask, `nproc`)
#   --only P    only problem P (repeatable); default every problem
#   --work DIR  keep the JSON reports in DIR (default: a temp dir, removed)
#   --compare   only compare the reports already in --work DIR (e.g. of a
#               run stopped early: programs without a loaded report are
#               counted as not compared)
# Exit 0 when every verdict is the same under both loads, 1 when one
# differs, 2 on a usage or build error. Needs: go, python3 (and the
# compilers of judge.yaml).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

LOAD=$((4 * $(nproc))) ONLY=() WORK= COMPARE=0
while [ $# -gt 0 ]; do
	case $1 in
	--load) LOAD=$2; shift ;;
	--only) ONLY+=("$2"); shift ;;
	--work) WORK=$2; shift ;;
	--compare) COMPARE=1 ;;
	-h | --help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
	*) echo "loadcheck.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
	esac
	shift
done
case $LOAD in '' | *[!0-9]*) echo "loadcheck.sh: --load needs a whole number, not $LOAD" >&2; exit 2 ;; esac

SPIN=()
stop_spinners() {
	for pid in "${SPIN[@]}"; do kill "$pid" 2>/dev/null || true; done
	for pid in "${SPIN[@]}"; do wait "$pid" 2>/dev/null || true; done
	SPIN=()
}
if [ "$COMPARE" = 1 ] && [ -z "$WORK" ]; then
	echo "loadcheck.sh: --compare needs --work DIR" >&2
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

# phase NAME SPINNERS: every report of one load into $WORK/NAME.
phase() {
	local name=$1 n=$2 dir=$WORK/$1
	mkdir -p "$dir"
	for _ in $(seq "$n"); do
		sh -c 'while :; do :; done' &
		SPIN+=($!)
	done
	local before start
	before=$(loadavg)
	start=$(date +%s)
	printf '%s\t%s\t-\t-\t-\n' "$n" "$before" >"$dir/phase.tsv"
	log "$name: $n spinning processes added; load average $before"
	"${JUDGE[@]}" verify --json "${problems[@]}" >"$dir/verify.json" || [ $? -eq 1 ] || exit 2
	local verify_s=$(($(date +%s) - start))
	for p in "${problems[@]}"; do
		for f in solutions/"$p"/*/*; do
			local folder out
			folder=$(basename "$(dirname "$f")")
			out=$dir/run.$p.$folder.$(basename "$f").json
			"${JUDGE[@]}" run "$p" "$f" --all --json >"$out" || [ $? -eq 1 ] || exit 2
		done
	done
	local total_s=$(($(date +%s) - start))
	printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$before" "$(loadavg)" "$verify_s" "$((total_s - verify_s))" >"$dir/phase.tsv"
	stop_spinners
	log "$name: done in ${total_s}s; load average $(loadavg)"
}

phase idle 0
phase loaded "$LOAD"
fi

python3 - "$WORK" <<'EOF'
import glob, json, os, sys

work = sys.argv[1]

def reports(name):
    d = os.path.join(work, name)
    verify = {}
    try:
        with open(os.path.join(d, "verify.json")) as f:
            verify = {(p["problem"], c["file"]): c for p in json.load(f)["problems"] for c in p["programs"]}
    except (OSError, ValueError):
        pass  # a phase stopped before verify ended
    runs = {}
    for path in sorted(glob.glob(os.path.join(d, "run.*.json"))):
        _, p, folder, fname = os.path.basename(path)[:-5].split(".", 3)
        try:
            with open(path) as f:
                runs[(p, folder + "/" + fname)] = json.load(f)
        except ValueError:
            pass  # the run a stopped phase was in
    try:
        with open(os.path.join(d, "phase.tsv")) as f:
            phase = tuple(f.read().strip().split("\t"))
    except OSError:
        phase = ("-",) * 5
    return verify, runs, phase

iv, ir, iphase = reports("idle")
lv, lr, lphase = reports("loaded")

print("| problem | program | expected | verify, load 0 | verify, loaded | run --all, load 0 | run --all, loaded | tests differing | re-runs, load 0 | re-runs, loaded |")
print("|---|---|---|---|---|---|---|---|---|---|")
same = total = missing = reruns_idle = reruns_loaded = 0
for key in sorted(set(iv) | set(ir)):
    a, b = iv.get(key, {}), lv.get(key, {})
    ra, rb = ir.get(key, {}), lr.get(key, {})
    if not rb or not b:
        missing += 1
        print(f"| {key[0]} | {key[1]} | {a.get('expected', '?')} | {a.get('verdict', '-')} | {b.get('verdict', 'not run')} "
              f"| {ra.get('verdict', '-')} | not run | - | - | - |")
        continue
    ta = {t["name"]: t["verdict"] for t in ra.get("tests", [])}
    tb = {t["name"]: t["verdict"] for t in rb.get("tests", [])}
    diff = [n for n in sorted(set(ta) | set(tb)) if ta.get(n) != tb.get(n)]
    na = sum(t.get("reruns", 0) for t in ra.get("tests", []))
    nb = sum(t.get("reruns", 0) for t in rb.get("tests", []))
    reruns_idle += na
    reruns_loaded += nb
    ok = a.get("verdict") == b.get("verdict") and ra.get("verdict") == rb.get("verdict") and not diff
    total += 1
    same += ok
    mark = "" if ok else " **≠**"
    print(f"| {key[0]} | {key[1]} | {a.get('expected', '?')} | {a.get('verdict', '-')} | {b.get('verdict', '-')}{mark} "
          f"| {ra.get('verdict', '-')} ({len(ta)} tests) | {rb.get('verdict', '-')} ({len(tb)} tests) "
          f"| {', '.join(diff[:3]) + (' …' if len(diff) > 3 else '') if diff else 'none'} | {na} | {nb} |")
whys = [(k, t["name"], t["rerun_why"]) for name, rs in (("load 0", ir), ("loaded", lr))
        for k, r in sorted(rs.items()) for t in r.get("tests", []) if t.get("reruns")]
if whys:
    print()
    print("Re-runs (what the first, starved run measured):")
    for k, test, why in whys[:12]:
        print(f"- {k[0]} {k[1]} {test}: {why}")
print()
print("| phase | spinning processes added | load average before | after | `judge verify` | every `judge run --all` |")
print("|---|---|---|---|---|---|")
for name, (spin, before, after, vs, rs) in (("load 0", iphase), ("loaded", lphase)):
    print(f"| {name} | {spin} | {before} | {after} | {vs} s | {rs} s |")
print()
print(f"identical verdicts: {same} of {total} programs compared (verify and every test of run --all); "
      f"{missing} not run under load; re-runs of starved runs: {reruns_idle} at load 0, {reruns_loaded} loaded")
sys.exit(0 if same == total and missing == 0 else 1)
EOF
