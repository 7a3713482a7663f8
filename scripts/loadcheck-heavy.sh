#!/usr/bin/env bash
# scripts/loadcheck-heavy.sh — loadcheck.sh at 20 × cores of mixed load
# (issue 26): spinning processes, block I/O (`dd` with oflag=direct) and
# memory/page-cache churn in the loaded phase, verdicts compared with load
# 0, re-runs and extensions counted. Arguments go to loadcheck.sh (--only P
# for one problem, --work DIR to keep the reports, --load N to change the
# spinners). Heavy: on a shared machine, run it on a problem or two.
set -euo pipefail
exec "$(dirname "${BASH_SOURCE[0]}")/loadcheck.sh" --load $((20 * $(nproc))) --mixed "$@"
