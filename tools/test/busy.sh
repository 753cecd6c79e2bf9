#!/usr/bin/env bash
# Runs a command while two busy loops hold both cores of the test machine, the way a busy CI
# runner or a laptop compiling something else does. The loops stop when the command ends or
# when this script is interrupted (Ctrl-C or kill stops the command too).
# Usage: tools/test/busy.sh npx jest -c jest.config.js --selectProjects domain tools ui …
set -u
loops=()
for _ in 1 2; do
  (while :; do :; done) &
  loops+=("$!")
done
started=$(date +%s)
setsid "$@" &
command=$!
stop() {
  kill -- "-${command}" 2>/dev/null
  kill "${loops[@]}" 2>/dev/null
}
trap 'stop; exit 130' INT TERM
wait "$command"
status=$?
stop
echo "busy.sh: exit ${status} after $(($(date +%s) - started)) s with two busy loops holding the cores" >&2
exit "$status"
