#!/usr/bin/env bash
# scripts/bench.sh — the performance harness (see BENCHMARKS.md).
#
# Builds the judge and every program involved (gcc/g++ -O2 as judge.yaml
# compiles them, go build with CGO_ENABLED=0), materialises the inputs, then
# times whole processes with scripts/benchtime (the commands alternating,
# their order rotating each round, one warm-up; medians of wall time and of
# user+sys CPU time) and prints Markdown tables:
#   1. each reference against its floor (scripts/floor, or a generated
#      program that only writes the answer) and its baseline, same input
#   2. judge overhead: `judge run eight --all` vs a bare sequential loop
#   3. Go benchmarks (checker udlr-any replay, puzzle.EightTable, sandbox run)
#   4. `judge verify` of the whole pack (once)
# Every figure comes with the load average at the time it was taken.
#
# usage: scripts/bench.sh [--runs N] [--quick]
#                         [--no-refs] [--no-judge] [--no-gobench] [--no-verify]
#                         [--work DIR]
#   --runs N       timed runs per large-input program (default 5; one-case
#                  programs get 4x as many; plus one warm-up)
#   --quick        --runs 3, fewer benchmark iterations, no read/parse table
#   --work DIR     keep binaries and inputs in DIR (default: a temp dir, removed)
# Needs: go, gcc, g++. Large tests come from the judge's cache (`judge run`
# materialises them; `judge doctor` names the cache).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

RUNS=5 QUICK=0 DO_REFS=1 DO_JUDGE=1 DO_GOBENCH=1 DO_VERIFY=1 WORK=
while [ $# -gt 0 ]; do
	case $1 in
	--runs) RUNS=$2; shift ;;
	--quick) RUNS=3 QUICK=1 ;;
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
ms_s() { awk -v a="$1" 'BEGIN { printf (a >= 1000 ? "%.2f s" : (a >= 10 ? "%.1f ms" : "%.2f ms")), (a >= 1000 ? a / 1000 : a) }'; }

# ---------------------------------------------------------------- build
log "building the judge and the timing helpers (CGO_ENABLED=0)"
CGO_ENABLED=0 go build -o "$BIN/judge" ./cmd/judge
CGO_ENABLED=0 go build -o "$BIN/benchtime" ./scripts/benchtime
CGO_ENABLED=0 go build -o "$BIN/floor" ./scripts/floor
JUDGE=$BIN/judge

compile() { # compile SRC OUT
	case $1 in
	*.c) gcc -O2 -std=gnu17 -o "$2" "$1" -lm ;;
	*.cpp) g++ -O2 -std=gnu++17 -o "$2" "$1" ;;
	*.go) CGO_ENABLED=0 go build -o "$2" "$1" ;;
	*) echo "bench.sh: cannot compile $1" >&2; return 1 ;;
	esac
}

printf '#include <stdio.h>\nint main(void) { puts("unsolvable"); return 0; }\n' >"$WORK/unsolvable.c"
compile "$WORK/unsolvable.c" "$BIN/unsolvable"

# Rows of the reference table: problem | input (pack test name, or "file:" a
# board written here) | label. The one-case problems are timed on the input
# the issue names and on the one that cost their search most (eight and
# eight-count walk a table now: every start costs about the same).
ROWS=(
	"eight|secret/04-far-31-1|31 moves (the issue's input)"
	"eight|secret/zoo-001|30 moves (zoo-001: the old IDA*'s hardest)"
	"eight-count|secret/0-distance-31-1|31 moves (farthest)"
	"eight-count|secret/zoo-001|30 moves (zoo-001: the old IDA*'s hardest)"
	"chino|secret/n3-d12-reversed|9 8 7 / 6 5 4 / 3 2 1 (12 steps)"
	"chino|secret/n3-d12-3|12 steps (most boards searched)"
	"cube|large:max-total|max total M³ (27 MB)"
	"mn-puzzle|large:max-total|max total M·N (27 MB)"
	"eight-multi|large:all|all 362,880 boards (7 MB)"
)
# The baseline of each problem: the plainest accepted program (BFS over
# Cantor ranks; scanf and merge sort), a file under solutions/P/accepted/ or
# a path (chino's, cube's and mn-puzzle's sit too near the limit for the
# pack: scripts/baselines/), and the floor each reference is held to.
declare -A BASE=([eight]=bfs-cantor.cpp [eight-count]=bfs-cantor.cpp [chino]=scripts/baselines/chino-bfs-cantor.cpp
	[cube]=scripts/baselines/cube-scanf-mergesort.c [mn-puzzle]=scripts/baselines/mn-puzzle-scanf-mergesort.c [eight-multi]=bfs-cantor.c)
declare -A FLOOR=([eight]=print [eight-count]=print [chino]=print
	[cube]=parse [mn-puzzle]=parse [eight-multi]=copy)
declare -A TARGET=([print]=1.3 [parse]=1.5 [copy]=1.5)
declare -A FLOOR_TEXT=([print]="writes the answer only" [parse]="reads 1 MiB blocks, parses every integer"
	[copy]="reads the input, writes the answers")

if [ "$DO_REFS" = 1 ]; then
	log "building references and baselines"
	for p in eight eight-count chino cube mn-puzzle eight-multi; do
		compile "solutions/$p/accepted/reference.go" "$BIN/$p-ref"
		base=${BASE[$p]}
		[[ $base == */* ]] || base=solutions/$p/accepted/$base
		compile "$base" "$BIN/$p-base"
	done
	CACHE=$("$JUDGE" doctor | sed -n 's/^cache: //p')

	echo
	echo "## References against their floor and their baseline (whole processes, medians of alternating runs)"
	echo
	echo "Each row, two alternating runs of scripts/benchtime (wall and user+sys CPU medians, one warm-up):"
	echo "\`benchtime -runs N -in INPUT -- floor=FLOOR ref=REFERENCE\` for the floor ratio, then"
	echo "\`benchtime -runs $RUNS -in INPUT -- ref=REFERENCE base=BASELINE\` for the baseline ratio."
	echo
	echo "| problem | input | floor | runs | floor wall | reference wall | ref / floor | CPU ref / floor | target | met? (wall / CPU) | baseline | runs | baseline wall | reference wall | baseline / ref | CPU base / ref | load avg |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
	i=0
	for row in "${ROWS[@]}"; do
		IFS='|' read -r p test label <<<"$row"
		i=$((i + 1))
		if [[ $test == large:* ]]; then
			name=$(grep -o "secret/[^ ]*-${test#large:}\$" "problems/$p/large-tests.yaml" | head -n 1)
			in=$CACHE/large/$p/$name.in
			if [ ! -f "$in" ]; then
				# Judging anything puts every test of the problem in the cache.
				"$JUDGE" run "$p" "$BIN/unsolvable" >/dev/null 2>&1 || true
			fi
			[ -f "$in" ] || { echo "bench.sh: $p: $name not materialised under $CACHE" >&2; exit 1; }
		else
			in=problems/$p/data/$test.in
		fi
		ans=${in%.in}.ans
		# Both programs' answers must pass the checker.
		bad=
		for who in ref base; do
			"$BIN/$p-$who" <"$in" >"$WORK/out/$i-$who.out"
			"$JUDGE" check "$p" "$in" "$WORK/out/$i-$who.out" "$ans" >/dev/null 2>&1 || bad="$bad $who output rejected;"
		done
		f=${FLOOR[$p]}
		case $f in
		print) # a Go program whose whole work is writing the reference's answer
			{
				printf 'package main\n\nimport "os"\n\nfunc main() { os.Stdout.WriteString(`'
				cat "$WORK/out/$i-ref.out"
				printf '`) }\n'
			} >"$WORK/floor-$i.go"
			compile "$WORK/floor-$i.go" "$BIN/floor-$i"
			floor="$BIN/floor-$i" ;;
		parse) floor="$BIN/floor parse" ;;
		copy) floor="$BIN/floor copy $WORK/out/$i-ref.out" ;;
		esac
		runs=$((RUNS * 4))
		case $p in cube | mn-puzzle | eight-multi) runs=$RUNS ;; esac
		la=$(load)
		out=$("$BIN/benchtime" -runs "$runs" -warmup 1 -in "$in" -- "floor=$floor" "ref=$BIN/$p-ref")
		read -r _ fw fc _ _ <<<"$(grep '^floor ' <<<"$out")"
		read -r _ rw rc _ _ <<<"$(grep '^ref ' <<<"$out")"
		out=$("$BIN/benchtime" -runs "$RUNS" -warmup 0 -in "$in" -- "ref=$BIN/$p-ref" "base=$BIN/$p-base")
		read -r _ rw2 rc2 _ _ <<<"$(grep '^ref ' <<<"$out")"
		read -r _ bw bc _ _ <<<"$(grep '^base ' <<<"$out")"
		la="$la → $(load)"
		r=$(ratio "$rw" "$fw")
		rcpu=$(ratio "$rc" "$fc")
		t=${TARGET[$f]}
		met=no metc=no
		ge "$t" "$r" && met=yes
		ge "$t" "$rcpu" && metc=yes
		met="$met / $metc"
		[ -n "$bad" ] && met="no:$bad"
		echo "| $p | $label | ${FLOOR_TEXT[$f]} | $runs | $(ms_s "$fw") | $(ms_s "$rw") | ${r}× | ${rcpu}× | ≤ ${t}× | $met | ${BASE[$p]} | $RUNS | $(ms_s "$bw") | $(ms_s "$rw2") | $(ratio "$bw" "$rw2")× | $(ratio "$bc" "$rc2")× | $la |"
	done
	if [ "$QUICK" = 0 ]; then
		echo
		echo "Reading alone (\`floor read\`) against parsing (\`floor parse\`), same harness:"
		echo
		echo "| input | read wall | parse wall | parse / read |"
		echo "|---|---|---|---|"
		for p in cube mn-puzzle; do
			name=$(grep -o "secret/[^ ]*-max-total\$" "problems/$p/large-tests.yaml" | head -n 1)
			out=$("$BIN/benchtime" -runs "$RUNS" -warmup 1 -in "$CACHE/large/$p/$name.in" -- "read=$BIN/floor read" "parse=$BIN/floor parse")
			read -r _ aw _ _ _ <<<"$(grep '^read ' <<<"$out")"
			read -r _ pw _ _ _ <<<"$(grep '^parse ' <<<"$out")"
			echo "| $p $name | $(ms_s "$aw") | $(ms_s "$pw") | $(ratio "$pw" "$aw")× |"
		done
	fi
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
	read -r _ bw bc _ _ _ <<<"$(grep '^bare ' <<<"$out")"
	read -r _ jw jc _ _ r <<<"$(grep '^judge ' <<<"$out")"
	read -r _ j1w j1c _ _ r1 <<<"$(grep '^judge1 ' <<<"$out")"
	# The ratios are medians of each round's ratio (benchtime's last
	# column): the machine's drift moves them less than a ratio of medians.
	r=$(awk -v a="$r" 'BEGIN { printf "%.2f", a }')
	r1=$(awk -v a="$r1" 'BEGIN { printf "%.2f", a }')
	met=no met1=no
	ge 1 "$r" && [ "$r" != 1.00 ] && met=yes
	ge 1.3 "$r1" && met1=yes
	echo
	echo "## Judge overhead: \`judge run eight <prints unsolvable> --all --json\`, $n tests, medians of $jr alternating runs"
	echo
	echo "| command | wall | CPU (with its children) | ratio to bare loop (median of the rounds') | CPU ratio | target | met? | per test over bare | load avg |"
	echo "|---|---|---|---|---|---|---|---|---|"
	echo "| bare sequential bash loop | $(ms_s "$bw") | $(ms_s "$bc") | 1× | 1× | | | | $la |"
	echo "| judge, default workers ($(nproc) cores) | $(ms_s "$jw") | $(ms_s "$jc") | ${r}× | $(ratio "$jc" "$bc")× | < 1× | $met | $(awk -v a="$jw" -v b="$bw" -v n="$n" 'BEGIN { printf "%.2f ms", (a - b) / n }') | |"
	echo "| judge --workers 1 | $(ms_s "$j1w") | $(ms_s "$j1c") | ${r1}× | $(ratio "$j1c" "$bc")× | ≤ 1.3× | $met1 | $(awk -v a="$j1w" -v b="$bw" -v n="$n" 'BEGIN { printf "%.2f ms", (a - b) / n }') | |"
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
