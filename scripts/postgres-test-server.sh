#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the integration tests
# and prints its URL. Installs Debian's postgresql first when it is missing and
# we are root. Usage: eval "$(scripts/postgres-test-server.sh)"; stop with
# "$PG_TEST_STOP", which also removes the server's folder (/tmp/pg-test.*).
set -euo pipefail
# Below Linux's ephemeral range (32768-60999): a port there may be the local end of any outgoing connection of
# the moment, which nothing listens on but which PostgreSQL cannot bind ("Address already in use").
port="${PG_TEST_PORT:-25432}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "installing Debian's postgresql…" >&2
    (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql) >&2
    bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql'" >&2
    exit 1
  fi
fi
dir=$(mktemp -d /tmp/pg-test.XXXXXX)
run=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run=(runuser -u postgres --)
fi
"${run[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
# Take the next port when that one is busy (another test server, say), or cannot be bound after all.
for attempt in $(seq 1 20); do
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  if "${run[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off" start >/dev/null; then
    break
  fi
  [ "$attempt" = 20 ] && { tail -n 5 "$dir/log" >&2; exit 1; }
  port=$((port + 1))
done
"${run[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres site_test
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/site_test"
# The folder goes even when the server was already stopped.
echo "export PG_TEST_STOP='${run[*]} $bindir/pg_ctl -D $dir/data -m fast stop; rm -rf $dir'"
