#!/usr/bin/env bash
# tools/test/stress-gate.sh [runs]: `npm test` several times in a row (3 by default) while one busy
# loop per core holds the whole machine, as a loaded CI machine would. Every run must pass: a test
# that fails only under load is a flaky test. Prints each run's result and time, then a summary.
set -uo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-3}"
cores="$(nproc)"
logs="$(mktemp -d -t inhala-stress-XXXXXX)"

busy=()
stop_busy() { for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop_busy EXIT INT TERM
for _ in $(seq 1 "$cores"); do
  (while :; do :; done) &
  busy+=("$!")
done
echo "stress gate: ${runs} runs of npm test with ${cores} busy loops (logs in ${logs})"

failures=0
for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  if npm test >"${logs}/run-${run}.log" 2>&1; then result=passed; else result=FAILED; failures=$((failures + 1)); fi
  echo "run ${run}: ${result} in $(($(date +%s) - started)) s"
  grep -E '^=== .*: (ok|FAILED|stopped)' "${logs}/run-${run}.log" | sed 's/^/    /'
  if [ "$result" = FAILED ]; then grep -E '✕|✘|● |FAIL ' "${logs}/run-${run}.log" | head -20 | sed 's/^/    /'; fi
done
echo "stress gate: $((runs - failures)) of ${runs} runs passed"
[ "$failures" -eq 0 ]
