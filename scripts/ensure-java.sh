#!/usr/bin/env bash
# The markup test (tests/e2e/markup.spec.ts) checks every page with the Nu HTML checker (npm vnu-jar), a
# Java program. It uses Debian's Java runtime, installed here when missing and root (vnu-jar's own
# install script, which downloads a Java build, is denied in package.json's allowScripts).
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Java is missing: installing Debian's default-jre-headless…"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends default-jre-headless
  exit 0
fi
echo "Java is missing, so the markup test cannot run." >&2
echo "Install it with:  sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
exit 1
