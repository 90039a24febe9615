#!/usr/bin/env bash
# One browser test (tests/e2e/instances.spec.ts) runs nginx in front of two instances of the site, with
# the configuration in deploy/. It uses Debian's nginx package, installed here when missing and root.
set -euo pipefail
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing Debian's nginx package…"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nginx
  # Only the program is wanted: the tests start their own nginx with their own configuration.
  # The package starts a default server on port 80: stop it again.
  (systemctl disable --now nginx || service nginx stop) >/dev/null 2>&1 || true
  exit 0
fi
echo "nginx is missing, so the test of several instances behind nginx is skipped." >&2
echo "Install it with:  sudo apt-get update && sudo apt-get install -y nginx" >&2
exit 0
