#!/usr/bin/env bash
# Stops what scripts/scale/up.sh started, by the process ids it wrote; `--purge` also removes the data.
set -uo pipefail
source "$(dirname "$0")/profile.sh"
[ -d "$SCALE_DIR" ] || exit 0
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -f "$SCALE_DIR/nginx/nginx.pid" ] &&
  "$NGINX" -p "$SCALE_DIR/nginx" -c "$SCALE_DIR/nginx/nginx.conf" -e "$SCALE_DIR/nginx/error.log" -s quit 2>/dev/null
for file in "$SCALE_DIR"/*.pid; do
  [ -f "$file" ] || continue
  pid=$(cat "$file")
  # Each was started in its own process group (setsid): the group holds the node process and nothing else of ours.
  kill -TERM -- "-$pid" 2>/dev/null
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  kill -KILL -- "-$pid" 2>/dev/null
  rm -f "$file"
done
for node in replica primary; do
  [ -d "$SCALE_DIR/$node" ] && as_pg "$PGBIN/pg_ctl" -D "$SCALE_DIR/$node" -m fast -w stop >/dev/null 2>&1
done
if [ "${1:-}" = "--purge" ]; then rm -rf "$SCALE_DIR"; fi
exit 0
