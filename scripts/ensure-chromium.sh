#!/usr/bin/env bash
# End-to-end tests drive the system Chromium (Playwright cannot download its own browser here).
# Installs Debian's chromium when it is missing and we are root; otherwise says what to do.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium and fonts with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  exit 0
fi
echo "Chromium not found at $browser: install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
