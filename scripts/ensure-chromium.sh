#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download is possible here), with Roboto, the
# system typeface of the Android phones the site is built for: what a phone shows before the site's own
# typeface arrives is tested in that typeface (tests/e2e/layout.spec.ts).
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chrome" ] || missing+=(chromium)
fc-list 2>/dev/null | grep -q '/Roboto-Regular\.ttf' || missing+=(fonts-roboto-unhinted)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Missing for the browser tests: ${missing[*]}; installing Debian's packages…"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
  exit 0
fi
echo "Missing for the browser tests: ${missing[*]}. Install with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
echo "(or point CHROME_PATH at a Chromium or Chrome binary)" >&2
exit 1
