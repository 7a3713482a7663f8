#!/usr/bin/env bash
# scripts/bench.sh — the performance harness of issue 6 (see BENCHMARKS.md).
#
# Builds the judge and every program involved (gcc/g++ -O2 as judge.yaml
# compiles them, go build with CGO_ENABLED=0), materialises the inputs, then
# times whole processes, reference against baseline on the same input,
# alternating, and prints Markdown tables of medians:
#   1. references vs baselines (ratio targets of issue 6)
#   2. judge overhead: `judge run eight --all` vs a bare sequential loop
#   3. Go benchmarks (checker udlr-any replay, puzzle.EightTable, sandbox run)
#   4. `judge verify` of the whole pack (once)
# Every figure comes with the load average at the time it was taken.
#
# usage: scripts/bench.sh [--runs N] [--slow-runs N] [--quick]
#                         [--no-refs] [--no-judge] [--no-gobench] [--no-verify]
#                         [--work DIR]
#   --runs N       timed runs per program (default 5; plus one warm-up)
#   --slow-runs N  timed runs of baselines slower than 2 s (default 3)
#   --quick        --runs 3 --slow-runs 1, fewer benchmark iterations
#   --work DIR     keep binaries and inputs in DIR (default: a temp dir, removed)
# Needs: go, gcc, g++. Large tests come from the judge's cache (`judge run`
# materialises them; `judge doctor` names the cache).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

RUNS=5 SLOW_RUNS=3 QUICK=0 DO_REFS=1 DO_JUDGE=1 DO_GOBENCH=1 DO_VERIFY=1 WORK=
while [ $# -gt 0 ]; do
	case $1 in
	--runs) RUNS=$2; shift ;;
	--slow-runs) SLOW_RUNS=$2; shift ;;
	--quick) RUNS=3 SLOW_RUNS=1 QUICK=1 ;;
	--no-refs) DO_REFS=0 ;;
	--no-judge) DO_JUDGE=0 ;;
	--no-gobench) DO_GOBENCH=0 ;;
	--no-verify) DO_VERIFY=0 ;;
	--work) WORK=$2; shift ;;
	-h | --help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
	*) echo "bench.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
	esac
	shift
done

if [ -z "$WORK" ]; then
	WORK=$(mktemp -d "${TMPDIR:-/tmp}/slidejudge-bench.XXXXXX")
	trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK/bin" "$WORK/in" "$WORK/out"
BIN=$WORK/bin

log() { printf 'bench: %s\n' "$*" >&2; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
# ratio A B: A/B with one decimal (or two below 10).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) { print "-"; exit } r = a / b; printf (r < 10 ? "%.2f" : "%.1f"), r }'; }
ge() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }
ms_s() { awk -v a="$1" 'BEGIN { printf (a >= 1000 ? "%.2f s" : "%.1f ms"), (a >= 1000 ? a / 1000 : a) }'; }

# ---------------------------------------------------------------- build
log "building the judge and the timing helper (CGO_ENABLED=0)"
CGO_ENABLED=0 go build -o "$BIN/judge" ./cmd/judge
CGO_ENABLED=0 go build -o "$BIN/benchtime" ./scripts/benchtime
JUDGE=$BIN/judge

compile() { # compile SRC OUT
	case $1 in
	*.c) gcc -O2 -std=gnu17 -o "$2" "$1" -lm ;;
	*.cpp) g++ -O2 -std=gnu++17 -o "$2" "$1" ;;
	*.go) CGO_ENABLED=0 go build -o "$2" "$1" ;;
	*) echo "bench.sh: cannot compile $1" >&2; return 1 ;;
	esac
}

# baseline P NAME: the pack's baseline solutions/P/<verdict>/NAME, else the
# stand-in scripts/baselines/P-NAME (written here until the pack has one).
baseline() {
	local f
	for f in solutions/"$1"/*/"$2"; do
		[ -f "$f" ] && { echo "$f"; return; }
	done
	[ -f "scripts/baselines/$1-$2" ] && { echo "scripts/baselines/$1-$2"; return; }
	echo ""
}

printf '#include <stdio.h>\nint main(void) { puts("unsolvable"); return 0; }\n' >"$WORK/unsolvable.c"
compile "$WORK/unsolvable.c" "$BIN/unsolvable"

# problem | baseline file name | input (resolved below)
PROBLEMS=(eight eight-count chino cube mn-puzzle eight-multi)
declare -A BASE_NAME=([eight]=bfs-cantor.cpp [eight-count]=bfs-cantor.cpp [chino]=bfs.cpp
	[cube]=scanf-mergesort.c [mn-puzzle]=scanf-mergesort.c)
declare -A TARGET=([eight]=10 [eight-count]=5 [chino]=50 [cube]=5 [mn-puzzle]=5)
declare -A BASE_SRC INPUT INPUT_NAME

if [ "$DO_REFS" = 1 ]; then
	log "building references and baselines"
	for p in "${PROBLEMS[@]}"; do
		compile "solutions/$p/accepted/reference.go" "$BIN/$p-ref"
		if [ -n "${BASE_NAME[$p]:-}" ]; then
			src=$(baseline "$p" "${BASE_NAME[$p]}")
			if [ -z "$src" ]; then
				log "no baseline ${BASE_NAME[$p]} for $p"
				continue
			fi
			BASE_SRC[$p]=$src
			compile "$src" "$BIN/$p-base"
		fi
	done

	# ------------------------------------------------------------ inputs
	log "materialising inputs"
	INPUT[eight]=problems/eight/data/secret/04-far-31-1.in
	INPUT_NAME[eight]="secret/04-far-31-1 (31 moves)"
	far=problems/eight-count/data/secret/0-distance-31-1.in
	INPUT[eight-count]=$far
	INPUT_NAME[eight-count]="secret/$(basename "$far" .in) (farthest)"
	printf '9 8 7\n6 5 4\n3 2 1\n' >"$WORK/in/chino-987654321.in"
	INPUT[chino]=$WORK/in/chino-987654321.in
	INPUT_NAME[chino]="9 8 7 / 6 5 4 / 3 2 1"
	CACHE=$("$JUDGE" doctor | sed -n 's/^cache: //p')
	declare -A LARGE=([cube]=max-total [mn-puzzle]=max-total [eight-multi]=all)
	for p in cube mn-puzzle eight-multi; do
		name=$(grep -o "secret/[^ ]*-${LARGE[$p]}\$" "problems/$p/large-tests.yaml" | head -n 1)
		f=$CACHE/large/$p/$name.in
		if [ ! -f "$f" ] || [ ! -f "$CACHE/large/$p/$name.ans" ]; then
			# Judging anything puts every test of the problem in the cache.
			"$JUDGE" run "$p" "$BIN/unsolvable" >/dev/null 2>&1 || true
		fi
		[ -f "$f" ] || { echo "bench.sh: $p: $name not materialised under $CACHE" >&2; exit 1; }
		INPUT[$p]=$f
		INPUT_NAME[$p]="$name ($(du -m "$f" | cut -f1) MB)"
	done

	# ------------------------------------------------------------ correctness
	# Every program's output on its input must be accepted by the checker.
	for p in "${PROBLEMS[@]}"; do
		for who in ref base; do
			[ -x "$BIN/$p-$who" ] || continue
			in=${INPUT[$p]} ans=${INPUT[$p]%.in}.ans
			[ -f "$ans" ] || ans=
			"$BIN/$p-$who" <"$in" >"$WORK/out/$p-$who.out"
			if ! "$JUDGE" check "$p" "$in" "$WORK/out/$p-$who.out" $ans >"$WORK/out/$p-$who.check" 2>&1; then
				log "$p $who: output rejected: $(head -c 200 "$WORK/out/$p-$who.check")"
				touch "$WORK/out/$p-$who.rejected"
			fi
		done
	done

	# ------------------------------------------------------------ timing
	echo
	echo "## References vs baselines (whole process, medians of alternating runs)"
	echo
	echo "| problem | input | baseline | runs | baseline wall | reference wall | ratio | target | met? | baseline CPU | reference CPU | CPU ratio | load avg |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
	for p in "${PROBLEMS[@]}"; do
		in=${INPUT[$p]}
		if [ -x "$BIN/$p-base" ]; then
			runs=$RUNS
			# A slow baseline gets fewer runs.
			t0=$EPOCHREALTIME
			"$BIN/$p-base" <"$in" >/dev/null
			t1=$EPOCHREALTIME
			warm=1
			if ge "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" 2; then runs=$SLOW_RUNS warm=0; fi
			la=$(load)
			out=$("$BIN/benchtime" -runs "$runs" -warmup "$warm" -in "$in" -- "base=$BIN/$p-base" "ref=$BIN/$p-ref")
			read -r _ bw bc _ _ <<<"$(grep '^base ' <<<"$out")"
			read -r _ rw rc _ _ <<<"$(grep '^ref ' <<<"$out")"
			la="$la → $(load)"
			r=$(ratio "$bw" "$rw")
			t=${TARGET[$p]}
			met=no
			ge "$r" "$t" && met=yes
			[ -e "$WORK/out/$p-ref.rejected" ] && met="no (reference output rejected)"
			[ -e "$WORK/out/$p-base.rejected" ] && met="$met; baseline output rejected"
			echo "| $p | ${INPUT_NAME[$p]} | ${BASE_SRC[$p]#solutions/} | $runs | $(ms_s "$bw") | $(ms_s "$rw") | ${r}× | ≥ ${t}× | $met | $(ms_s "$bc") | $(ms_s "$rc") | $(ratio "$bc" "$rc")× | $la |"
		else
			la=$(load)
			out=$("$BIN/benchtime" -runs "$RUNS" -warmup 1 -in "$in" -- "ref=$BIN/$p-ref")
			read -r _ rw rc _ _ <<<"$out"
			met=no
			ge 1000 "$rw" && [ "$rw" != 1000.0 ] && met=yes
			[ -e "$WORK/out/$p-ref.rejected" ] && met="no (reference output rejected)"
			echo "| $p | ${INPUT_NAME[$p]} | — | $RUNS | — | $(ms_s "$rw") | — | < 1 s | $met | — | $(ms_s "$rc") | — | $la → $(load) |"
		fi
	done
fi

# ---------------------------------------------------------------- judge overhead
if [ "$DO_JUDGE" = 1 ]; then
	log "judge overhead on eight"
	ls problems/eight/data/sample/*.in problems/eight/data/secret/*.in >"$WORK/eight-inputs"
	n=$(wc -l <"$WORK/eight-inputs")
	cat >"$WORK/bare-loop.sh" <<-EOF
		while IFS= read -r f; do "$BIN/unsolvable" <"\$f" >/dev/null; done <"$WORK/eight-inputs"
	EOF
	"$JUDGE" run eight "$BIN/unsolvable" --all --json >"$WORK/out/judge-eight.json" || true
	judged=$(grep -c '"name":' "$WORK/out/judge-eight.json" || true)
	[ "$judged" = "$n" ] || log "warning: the judge ran $judged tests, the loop runs $n inputs"
	# Short runs on a shared machine: many alternating rounds, so that the
	# medians hold still.
	jr=$((RUNS * 4))
	[ "$QUICK" = 1 ] || jr=$((RUNS * 8))
	la=$(load)
	out=$("$BIN/benchtime" -runs "$jr" -warmup 1 -accept 0,1 -- \
		"bare=bash $WORK/bare-loop.sh" \
		"judge=$JUDGE run eight $BIN/unsolvable --all --json" \
		"judge1=$JUDGE run eight $BIN/unsolvable --all --json --workers 1")
	la="$la → $(load)"
	read -r _ bw _ _ _ <<<"$(grep '^bare ' <<<"$out")"
	read -r _ jw jc _ _ <<<"$(grep '^judge ' <<<"$out")"
	read -r _ j1w j1c _ _ <<<"$(grep '^judge1 ' <<<"$out")"
	r=$(ratio "$jw" "$bw")
	met=no
	ge 1.5 "$r" && met=yes
	echo
	echo "## Judge overhead: \`judge run eight <prints unsolvable> --all --json\`, $n tests, medians of $jr alternating runs"
	echo
	echo "| command | wall | judge CPU (own) | ratio to bare loop | target | met? | per test over bare | load avg |"
	echo "|---|---|---|---|---|---|---|---|"
	echo "| bare sequential bash loop | $(ms_s "$bw") | — | 1× | | | | $la |"
	echo "| judge, default workers ($(nproc) cores) | $(ms_s "$jw") | $(ms_s "$jc") | ${r}× | ≤ 1.5× | $met | $(awk -v a="$jw" -v b="$bw" -v n="$n" 'BEGIN { printf "%.2f ms", (a - b) / n }') | |"
	echo "| judge --workers 1 | $(ms_s "$j1w") | $(ms_s "$j1c") | $(ratio "$j1w" "$bw")× | | | $(awk -v a="$j1w" -v b="$bw" -v n="$n" 'BEGIN { printf "%.2f ms", (a - b) / n }') | |"
fi

# ---------------------------------------------------------------- Go benchmarks
if [ "$DO_GOBENCH" = 1 ]; then
	log "Go benchmarks"
	bt=5x st=200x
	[ "$QUICK" = 1 ] && bt=2x st=50x
	echo
	echo "## Go benchmarks (load avg $(load) before)"
	echo
	echo '```'
	go test -run '^$' -bench 'BenchmarkUdlrAnyAll$' -benchtime "$bt" ./checker | grep -E '^(Benchmark|cpu:)' || true
	go test -run '^$' -bench 'BenchmarkEightTable' -benchtime "$bt" -benchmem ./puzzle | grep -E '^Benchmark' || true
	go test -run '^$' -bench 'BenchmarkRunTrue' -benchtime "$st" ./judge/sandbox | grep -E '^Benchmark' || true
	echo '```'
fi

# ---------------------------------------------------------------- verify
if [ "$DO_VERIFY" = 1 ]; then
	log "judge verify (whole pack, once)"
	la=$(load)
	status=0
	t0=$EPOCHREALTIME
	"$JUDGE" verify >"$WORK/out/verify.txt" 2>&1 || status=$?
	t1=$EPOCHREALTIME
	vw=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) * 1000 }')
	met=no
	ge 60000 "$vw" && met=yes
	echo
	echo "## \`judge verify\` of the whole pack"
	echo
	echo "| command | wall | target | met? | exit status | load avg |"
	echo "|---|---|---|---|---|---|"
	echo "| judge verify | $(ms_s "$vw") | < 60 s | $met | $status | $la → $(load) |"
	[ "$status" = 0 ] || log "judge verify exited $status: $(tail -n 5 "$WORK/out/verify.txt")"
fi
