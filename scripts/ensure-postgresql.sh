#!/usr/bin/env bash
# Makes sure PostgreSQL's server programs are installed for the vote service's tests, from Debian's package via
# apt-get and only when missing. The tests start and remove a throwaway cluster of their own; this script never
# starts a server. When the install is impossible, this script fails, and so would the PostgreSQL suite.
set -euo pipefail
if [ -n "${PG_BIN_DIR:-}" ] && [ -x "$PG_BIN_DIR/initdb" ]; then exit 0; fi
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null; then exit 0; fi
echo "PostgreSQL not found: installing Debian's postgresql package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if ! { $SUDO apt-get update -q && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql; }; then
  echo "error: could not install Debian's postgresql package; the vote service's PostgreSQL tests need it." >&2
  exit 1
fi
compgen -G '/usr/lib/postgresql/*/bin/postgres'
