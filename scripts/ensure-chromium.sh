#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download is possible here).
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
  exit 0
fi
echo "Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "(or point CHROME_PATH at a Chromium or Chrome binary)" >&2
exit 1
