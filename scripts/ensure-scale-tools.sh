#!/usr/bin/env bash
# npm run test:scale needs what the API tests need (ping, redis-server, postgresql) and nginx.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-system-tools.sh" --with-nginx
