#!/bin/sh
# The system Chromium for the journeys, without the right to raise its own priority.
#
# Run as root (CI), Chromium sets its browser and I/O threads to nice -8 for a smooth display; on
# the gate's 2 cores that gave the browser about six times the share of the API tests running
# beside it, whose time limits then ran out. Without CAP_SYS_NICE every thread keeps the nice
# value it was started with (renderers may still lower theirs).
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set=-sys_nice "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
