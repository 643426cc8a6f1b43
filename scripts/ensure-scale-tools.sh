#!/usr/bin/env bash
# The whole-arrangement test (npm run test:scale) needs, besides what ensure-system-tools.sh installs
# (ping, redis-server): nginx (the reverse proxy and static host; Debian's nginx-light is enough) and a
# PostgreSQL server (initdb, pg_ctl, postgres). Installs whichever is missing when we are root
# (Debian's packages, with apt-get, without starting their system services); otherwise says what to do.
set -euo pipefail
bash "$(dirname "$0")/ensure-system-tools.sh"
missing=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get…"
  # The packages' own services (nginx on port 80, a PostgreSQL cluster on 5432) are not started: the test
  # runs its own, on loopback ports, in a temporary folder. A policy-rc.d already there is left alone.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install them (apt-get install ${missing[*]}) to run npm run test:scale." >&2
exit 1
