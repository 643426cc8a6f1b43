#!/usr/bin/env bash
# The API tests need Debian packages: iputils-ping (real ICMP round trips for the ping tool),
# redis-server (the tests that prove several server instances share their limits) and postgresql (the
# contact store's tests against a real PostgreSQL server: initdb, pg_ctl, postgres). With --with-nginx
# (scripts/ensure-scale-tools.sh, for npm run test:scale) also nginx (Debian's nginx-light).
# Installs whichever is missing when we are root, without starting the packages' own services (the
# tests run their own, on loopback ports, in temporary folders); otherwise says what to do.
set -euo pipefail
missing=()
command -v ping >/dev/null || missing+=(iputils-ping)
command -v redis-server >/dev/null || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ "${1:-}" = "--with-nginx" ]; then
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get…"
  # No service starts on install (nginx on port 80, a PostgreSQL cluster on 5432): a policy-rc.d
  # already there is left alone, ours is removed afterwards.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install them (apt-get install ${missing[*]}) to run the API tests." >&2
exit 1
