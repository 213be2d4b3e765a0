#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests (ctest's fixture "postgres", see
# tests/CMakeLists.txt): `start DIR` makes a cluster in DIR (initdb, trust on a Unix socket in
# DIR, no TCP, no fsync) with a database "goldset" owned by the role "goldset"; `stop DIR`
# stops it and removes DIR. PostgreSQL refuses to run as root: as root the server runs as the
# "postgres" user that Debian's package creates. GOLDSET_PG_DURABLE=1 (the benchmarks) keeps
# fsync, synchronous commit and full-page writes on, as a real server has them.
set -euo pipefail
verb=${1:?start|stop}
dir=${2:?DIR}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [[ -z "$bindir" ]]; then
    echo "pg_cluster.sh: PostgreSQL's server is not installed (scripts/install-deps.sh installs it)" >&2
    exit 1
fi
as_server() {
    if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
stop() {
    if [[ -f "$dir/data/postmaster.pid" ]]; then
        as_server "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
}
case "$verb" in
start)
    stop
    mkdir -p "$dir"
    if [[ $(id -u) -eq 0 ]]; then chown postgres "$dir"; fi
    as_server "$bindir/initdb" -D "$dir/data" -A trust -U goldset -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log"
    fast="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    if [[ "${GOLDSET_PG_DURABLE:-0}" == 1 ]]; then fast=""; fi
    as_server "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-k $dir -c listen_addresses='' $fast -c max_connections=60" \
        start >/dev/null
    "$bindir/createdb" -h "$dir" -U goldset goldset
    echo "postgresql:///goldset?host=$dir&user=goldset"
    ;;
stop)
    stop
    ;;
*)
    echo "usage: pg_cluster.sh start|stop DIR" >&2
    exit 2
    ;;
esac
