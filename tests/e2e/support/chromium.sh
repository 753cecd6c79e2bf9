#!/bin/sh
# The system Chromium for the journeys, without the right to raise its own priority.
#
# Run as root (CI), Chromium sets its browser and I/O threads to nice -8 for a smooth display; on
# the gate's 2 cores that gave the browser about six times the share of the API tests running
# beside it, whose time limits then ran out. Without CAP_SYS_NICE every thread keeps the nice
# value it was started with (renderers may still lower theirs). Where the capability cannot be
# dropped (no setpriv, no CAP_SETPCAP), Chromium runs as it is.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
drop="--inh-caps=-sys_nice --ambient-caps=-sys_nice --bounding-set=-sys_nice"
# shellcheck disable=SC2086 # the flags are meant to be split
if [ "$(id -u)" = 0 ] && setpriv $drop true >/dev/null 2>&1; then
  exec setpriv $drop "$chromium" "$@"
fi
exec "$chromium" "$@"
