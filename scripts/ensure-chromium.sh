#!/usr/bin/env bash
# The browsers the project drives (scripts/lib/browser.ts), from Debian: Playwright cannot download its own
# here. Chromium's headless shell runs the tests and the size check; the desktop Chromium runs what the
# shell cannot (a camera, Lighthouse). Installs what is missing when we are root; otherwise says what to do.
set -euo pipefail
packages=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || packages+=(chromium-headless-shell)
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${packages[*]} and fonts with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" fonts-noto-core >/dev/null
  exit 0
fi
echo "Missing ${packages[*]}: apt-get install ${packages[*]}, or set CHROMIUM_PATH (headless shell) and CHROME_PATH (desktop Chromium)." >&2
exit 1
