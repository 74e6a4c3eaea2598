#!/usr/bin/env bash
# The scale profile on this machine: PostgreSQL primary with a streaming replica, the outside-system simulators,
# the API instances of API_PORTS and nginx in front of them, every value from scripts/scale/profile.env.
# `bash scripts/scale/down.sh` stops it (`--purge` also removes the data).
set -euo pipefail
source "$(dirname "$0")/profile.sh"
cd "$scale_root"

# Debian packages, installed the way scripts/ensure-system.sh installs the test suite's.
need=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "Debian paketleri kuruluyor: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

mkdir -p "$SCALE_DIR"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$SCALE_DIR"

# Each step is skipped when already done, so the script also resumes a profile that stopped half-way.
pg_start() { # data-dir port log
  as_pg "$PGBIN/pg_ctl" -D "$1" status >/dev/null 2>&1 && return 0
  as_pg "$PGBIN/pg_ctl" -D "$1" -l "$3" -w -t 60 -o "-p $2 -k $SCALE_DIR -c listen_addresses=127.0.0.1 $PG_OPTIONS" \
    start >/dev/null
}

if [ ! -d "$SCALE_DIR/primary" ]; then
  as_pg "$PGBIN/initdb" -D "$SCALE_DIR/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  cat >>"$SCALE_DIR/primary/postgresql.conf" <<CONF
wal_level = replica
max_wal_senders = 5
hot_standby = on
shared_buffers = $PG_SHARED_BUFFERS
max_connections = $PG_MAX_CONNECTIONS
CONF
  pg_start "$SCALE_DIR/primary" "$PG_PRIMARY_PORT" "$SCALE_DIR/primary.log"
  as_pg "$PGBIN/psql" -h 127.0.0.1 -p "$PG_PRIMARY_PORT" -U postgres -qc "create database $PG_DATABASE"
else
  pg_start "$SCALE_DIR/primary" "$PG_PRIMARY_PORT" "$SCALE_DIR/primary.log"
fi
echo "PostgreSQL birincil sunucu: $PRIMARY_URL"

# The replica starts as a copy of the primary (-R writes its standby settings) and then follows its WAL stream. The
# copy asks for an immediate checkpoint: a spread one keeps a fresh profile waiting for minutes.
if [ ! -d "$SCALE_DIR/replica" ]; then
  as_pg "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$PG_PRIMARY_PORT" -U postgres -D "$SCALE_DIR/replica" -R -X stream \
    -c fast
fi
pg_start "$SCALE_DIR/replica" "$PG_REPLICA_PORT" "$SCALE_DIR/replica.log"
echo "PostgreSQL yedek sunucu (akış replikasyonu): $REPLICA_URL"

# The instances run the committed portal (source.sh), never the edits in progress of this working tree.
src=$(bash "$scale_here/source.sh")
echo "Portal kodu: $src"
if [ "${BIG_REGISTRIES:-0}" -gt 0 ]; then
  (cd "$src" && node --import tsx scripts/scale/generate.ts --url "$PRIMARY_URL" --registries "$BIG_REGISTRIES" \
    --seed "$SEED")
fi

# The instances serve a copy of the web build, so a rebuild in the working tree does not change a running profile.
[ -f apps/web/dist/index.html ] || node scripts/build-web.mjs
[ -d "$SCALE_DIR/web" ] || cp -r apps/web/dist "$SCALE_DIR/web"

start() { # name, then the command; runs in its own process group, its id in $SCALE_DIR/<name>.pid
  local name=$1
  shift
  [ -f "$SCALE_DIR/$name.pid" ] && kill -0 "$(cat "$SCALE_DIR/$name.pid")" 2>/dev/null && return 0
  setsid "$@" >"$SCALE_DIR/$name.log" 2>&1 &
  echo $! >"$SCALE_DIR/$name.pid"
}
wait_for() { # url, seconds[, name of the process that must stay up]
  for _ in $(seq 1 "$2"); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    if [ -n "${3:-}" ] && ! kill -0 "$(cat "$SCALE_DIR/$3.pid")" 2>/dev/null; then
      echo "$3 durdu; günlüğü: $SCALE_DIR/$3.log" >&2
      tail -5 "$SCALE_DIR/$3.log" >&2
      return 1
    fi
    sleep 1
  done
  echo "Yanıt gelmedi: $1" >&2
  return 1
}

template="$scale_here/nginx.conf.template"
cd "$src"
SIMULATORS_PORT=$SIMULATORS_PORT start simulators node --import tsx apps/simulators/src/server.ts
public="http://localhost:$NGINX_PORT"
servers=""
# One after the other: the first instance migrates and seeds an empty database, the next finds it ready.
for port in $API_PORTS; do
  PORT=$port HOST=127.0.0.1 DATABASE_URL=$PRIMARY_URL PUBLIC_URL=$public WEB_DIST=$SCALE_DIR/web \
    SIMULATORS_URL="http://localhost:$SIMULATORS_PORT" TRUSTED_PROXIES=127.0.0.1 SEED_SCALE=1 \
    start "api-$port" node --import tsx apps/api/src/server.ts
  # Seeding an empty database takes minutes on a busy machine.
  wait_for "http://127.0.0.1:$port/api/health" 900 "api-$port"
  echo "API: http://127.0.0.1:$port (ölçümler: http://127.0.0.1:$((port + 1000))/metrics)"
  servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done

mkdir -p "$SCALE_DIR/nginx/tmp"
awk -v dir="$SCALE_DIR/nginx" -v port="$NGINX_PORT" -v servers="$servers" \
  '{ gsub(/@DIR@/, dir); gsub(/@PORT@/, port); if ($0 ~ /@SERVERS@/) { printf "%s", servers } else print }' \
  "$template" >"$SCALE_DIR/nginx/nginx.conf"
nginx_run() { "$NGINX" -p "$SCALE_DIR/nginx" -c "$SCALE_DIR/nginx/nginx.conf" -e "$SCALE_DIR/nginx/error.log" "$@"; }
if [ -f "$SCALE_DIR/nginx/nginx.pid" ] && kill -0 "$(cat "$SCALE_DIR/nginx/nginx.pid")" 2>/dev/null; then
  nginx_run -s reload
else
  nginx_run
fi
wait_for "http://127.0.0.1:$NGINX_PORT/api/health" 30
echo "nginx: $public → $API_PORTS"
