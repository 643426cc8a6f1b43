#!/usr/bin/env bash
# The API tests need two Debian packages: iputils-ping (real ICMP round trips for the ping tool)
# and redis-server (the test that proves several server instances share their limits).
# Installs whichever is missing when we are root; otherwise says what to do.
set -euo pipefail
missing=()
command -v ping >/dev/null || missing+=(iputils-ping)
command -v redis-server >/dev/null || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install them (apt-get install ${missing[*]}) to run the API tests." >&2
exit 1
