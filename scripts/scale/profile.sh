# Sourced by the scale profile's scripts: loads profile.env (the environment wins) and names the PostgreSQL tools.
scale_here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
scale_root=$(cd "$scale_here/../.." && pwd)
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  key=${line%%=*}
  [ -n "${!key:-}" ] || export "$key=$(eval "echo \"${line#*=}\"")"
done <"$scale_here/profile.env"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
export PRIMARY_URL="postgres://postgres@127.0.0.1:$PG_PRIMARY_PORT/$PG_DATABASE"
export REPLICA_URL="postgres://postgres@127.0.0.1:$PG_REPLICA_PORT/$PG_DATABASE"
as_pg() {
  # PostgreSQL refuses to run as root.
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
