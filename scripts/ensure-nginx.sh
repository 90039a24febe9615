#!/usr/bin/env bash
# One browser test (tests/e2e/instances.spec.ts) runs nginx in front of two instances of the site, with
# the configuration in deploy/, which loads the brotli module. It uses Debian's nginx and brotli module
# packages, installed here when missing and root.
set -euo pipefail
has_nginx() { command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; }
has_brotli() { for d in /usr/lib/nginx/modules /usr/share/nginx/modules; do [ -e "$d/ngx_http_brotli_filter_module.so" ] && return 0; done; return 1; }
if has_nginx && has_brotli; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "nginx or its brotli module is missing: installing Debian's packages…"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nginx libnginx-mod-http-brotli-filter
  # Only the program is wanted: the tests start their own nginx with their own configuration.
  # The package starts a default server on port 80: stop it again.
  (systemctl disable --now nginx || service nginx stop) >/dev/null 2>&1 || true
  exit 0
fi
echo "nginx or its brotli module is missing, so the test of several instances behind nginx is skipped." >&2
echo "Install them with:  sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-filter" >&2
exit 0
