#!/usr/bin/env bash
# What the failover leg needs from Debian (issue 41): pg_auto_failover for the installed PostgreSQL server,
# checked on its own. The server's programs (initdb, pg_ctl) come with the PostgreSQL that runs on every
# machine of ours; the failover tool does not, so it is installed here when `pg_autoctl` is missing or the
# extension for this PostgreSQL major version is.
set -euo pipefail

major="$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)"
if [ -z "$major" ] || [ ! -x "/usr/lib/postgresql/$major/bin/initdb" ]; then
  echo "No PostgreSQL server programs under /usr/lib/postgresql: the failover leg needs them." >&2
  exit 1
fi

missing=()
[ -f "/usr/lib/postgresql/$major/lib/pgautofailover.so" ] || missing+=("postgresql-$major-auto-failover")
command -v pg_autoctl >/dev/null || missing+=(pg-auto-failover-cli)

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "Missing for the failover leg: ${missing[*]}. Run as root, or install these Debian packages." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

pg_autoctl --version | head -1
