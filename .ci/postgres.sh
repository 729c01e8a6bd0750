#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suite and prints
#   export TEST_DATABASE_URL=postgres://...
# so that `.ci/run` can `eval "$(bash .ci/postgres.sh)"`.
#
# - Installs Debian's `postgresql` when no server binaries are present (as root).
# - The cluster lives in a temporary folder owned by an unprivileged user
#   (`postgres`, or the caller when not root), listens only on 127.0.0.1 on a
#   free port, and uses password authentication.
# - Idempotent: a cluster left running by an earlier call is reused.
# - Never fails the caller: on any problem it prints nothing to stdout, a
#   reason to stderr, and exits 0 (the PostgreSQL tests are then skipped).
#
# `bash .ci/postgres.sh stop` stops the cluster and removes its folder.
set -u

# Everything but the final line goes to stderr.
exec 3>&1 1>&2

STATE_DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/event-console-pg}"
DB_NAME=event_test
DB_USER=event_test

fail() {
  echo "postgres.sh: $*; the PostgreSQL tests will be skipped" >&2
  exit 0
}

find_bin_dir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

install_postgres() {
  [ "$(id -u)" = 0 ] || return 1
  command -v apt-get >/dev/null 2>&1 || return 1
  export DEBIAN_FRONTEND=noninteractive
  echo "postgres.sh: installing Debian's postgresql" >&2
  if ! apt-get install -y -q --no-install-recommends postgresql </dev/null; then
    apt-get update -q </dev/null || return 1
    apt-get install -y -q --no-install-recommends postgresql </dev/null || return 1
  fi
}

# Runs a command as the cluster's owner. File descriptor 3 (the real stdout)
# is closed for it, so that the server it may start does not hold the
# caller's pipe open.
as_owner() {
  as_owner_open "$@" 3>&-
}

as_owner_open() {
  if [ "$(id -u)" = 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u "$OWNER" -- "$@"
    else
      su -s /bin/sh "$OWNER" -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

port_in_use() {
  (exec 9<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

print_url() {
  local password port
  password="$(cat "$STATE_DIR/password")"
  port="$(cat "$STATE_DIR/port")"
  echo "export TEST_DATABASE_URL=postgres://$DB_USER:$password@127.0.0.1:$port/$DB_NAME" >&3
}

stop_cluster() {
  [ -d "$STATE_DIR/data" ] || return 0
  as_owner "$BIN/pg_ctl" -D "$STATE_DIR/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
}

BIN="$(find_bin_dir)" || BIN=""
if [ -z "$BIN" ] && [ "${1:-}" != stop ]; then
  install_postgres || fail "no PostgreSQL server binaries and they could not be installed"
  BIN="$(find_bin_dir)" || fail "PostgreSQL was installed but initdb/pg_ctl were not found"
fi

if [ "$(id -u)" = 0 ]; then
  if id postgres >/dev/null 2>&1; then OWNER=postgres; else OWNER=nobody; fi
else
  OWNER="$(id -un)"
fi

if [ "${1:-}" = stop ]; then
  [ -n "$BIN" ] && stop_cluster
  rm -rf "$STATE_DIR"
  exit 0
fi

# Reuse a cluster that an earlier call left running.
if [ -f "$STATE_DIR/port" ] && [ -f "$STATE_DIR/password" ] && [ -d "$STATE_DIR/data" ]; then
  if as_owner "$BIN/pg_ctl" -D "$STATE_DIR/data" status >/dev/null 2>&1; then
    if PGPASSWORD="$(cat "$STATE_DIR/password")" "$BIN/psql" -h 127.0.0.1 -p "$(cat "$STATE_DIR/port")" -U "$DB_USER" -d "$DB_NAME" -tAc 'SELECT 1' >/dev/null 2>&1; then
      print_url
      exit 0
    fi
  fi
  stop_cluster
fi
rm -rf "$STATE_DIR"

mkdir -p "$STATE_DIR" || fail "cannot create $STATE_DIR"
chmod 700 "$STATE_DIR"
mkdir -p "$STATE_DIR/socket"
head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$STATE_DIR/password" || fail "cannot write a password"
chown -R "$OWNER" "$STATE_DIR" 2>/dev/null || [ "$(id -u)" != 0 ] || fail "cannot give $STATE_DIR to $OWNER"

as_owner "$BIN/initdb" -D "$STATE_DIR/data" -U "$DB_USER" --auth=scram-sha-256 --pwfile="$STATE_DIR/password" \
  --encoding=UTF8 --locale=C >"$STATE_DIR/initdb.log" 2>&1 || {
  cat "$STATE_DIR/initdb.log" >&2
  fail "initdb failed"
}

started=""
for _ in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 20000))
  port_in_use "$port" && continue
  if as_owner "$BIN/pg_ctl" -D "$STATE_DIR/data" -l "$STATE_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$STATE_DIR/socket -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50" \
    start >/dev/null 2>&1; then
    started=$port
    break
  fi
done
if [ -z "$started" ]; then
  tail -n 20 "$STATE_DIR/server.log" >&2 2>/dev/null
  fail "the PostgreSQL server did not start"
fi
echo "$started" >"$STATE_DIR/port"
chown "$OWNER" "$STATE_DIR/port" 2>/dev/null || true

PGPASSWORD="$(cat "$STATE_DIR/password")" "$BIN/psql" -h 127.0.0.1 -p "$started" -U "$DB_USER" -d postgres -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $DB_NAME" >/dev/null ||
  fail "could not create the database"

print_url
