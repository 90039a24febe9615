#!/bin/bash
# Spike-only: the spike has its own node_modules (astro and its adapters) but renders main-snapshot's
# sources (HEAD of /work/main), whose packages live in main-snapshot/node_modules. Node resolves the built server's bare
# imports from the spike's folder, so each package of main the spike lacks is linked in here, and
# react/react-dom are replaced by main's copies: ONE React. A move into the repository needs none
# of this (one package.json, one node_modules).
set -euo pipefail
main=$(cd "$(dirname "$0")/.." && pwd)/main-snapshot/node_modules
here=$(cd "$(dirname "$0")/.." && pwd)/node_modules
for pkg in react react-dom; do rm -rf "$here/$pkg"; ln -s "$main/$pkg" "$here/$pkg"; done
linked=0
for entry in "$main"/* "$main"/@*/*; do
  name=${entry#"$main"/}
  case "$name" in .bin|.cache|.package-lock.json|@*) [ -d "$entry" ] && [[ "$name" == @*/* ]] || continue ;; esac
  [ -e "$here/$name" ] && continue
  mkdir -p "$(dirname "$here/$name")"
  ln -s "$entry" "$here/$name"; linked=$((linked+1))
done
echo "linked $linked packages of main-snapshot; react -> $(readlink "$here/react")"
