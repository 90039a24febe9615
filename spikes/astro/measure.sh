#!/bin/bash
# The whole comparison of issue 53, part 1, in one go: today's design (b) against the Astro spike (a),
# both built from main-snapshot/ (HEAD of /work/main). Re-run it on a quiet machine for final figures.
#
#   ./measure.sh              everything: build times, glue, APIs, dev reload, servers, pages, load, edits
#   SKIP=builds,dev ./measure.sh   leave steps out (builds, dev, lighthouse, visit, load, edit)
#   REFRESH=1 ./measure.sh    export a fresh main-snapshot/ and admin-only/ from /work/main's HEAD first
#
# Ports: today's server 3230, the spike 4330, astro dev 4331. Prints Markdown; results.md/json beside it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
. ./env.sh
snap=$here/main-snapshot
skip=",${SKIP:-},"
out=$here/results-static.md
: >"$out"
say() { echo "$*" | tee -a "$out"; }
pids=()
cleanup() { for p in "${pids[@]}"; do kill -- -"$p" 2>/dev/null || kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

if [ -n "${REFRESH:-}" ]; then
  rm -rf "$snap" admin-only
  mkdir -p "$snap" admin-only
  git -C /work/main archive HEAD | tar -x -C "$snap"
  git -C /work/main archive HEAD | tar -x -C admin-only
  cp -al /work/main/node_modules "$snap/node_modules"
  cp -al /work/main/node_modules admin-only/node_modules
  # What Next keeps in design (a): no Pages Router, and no i18n locales (data-light becomes Astro's render choice).
  rm -rf admin-only/src/pages
  sed -i '/^  i18n: {/d' admin-only/next.config.ts
  scripts/link-main-modules.sh
fi

# ---------------------------------------------------------------- glue we own, lines (wc -l)
lines() { cat "$@" 2>/dev/null | wc -l | tr -d ' '; }
# Lines of $1 from the first line matching $2 to the first after it matching $3.
span() { awk -v a="$2" -v b="$3" '$0 ~ a {on=1} on {n++} on && $0 ~ b && n>1 {print n; exit}' "$1"; }
say "## Glue we own (lines, wc -l)"
say ""
say "Today (b), at $(git -C /work/main rev-parse --short HEAD):"
(
  cd "$snap"
  isl=$(find src/islands -name '*.ts*' ! -name '*.test.ts' | sort)
  say "- src/islands/ (not its test): $(lines $isl) ($(echo "$isl" | wc -l) files: table, wrapper, hydrator, on-intent, start-by, slots, styles, shims, 17 entries, 12 later)"
  say "- scripts/build-islands.mjs: $(lines scripts/build-islands.mjs)"
  say "- src/cache-handler.mjs + cache-page-files.mjs + cache-tags.mjs: $(lines src/cache-handler.mjs src/cache-page-files.mjs src/cache-tags.mjs)"
  say "- src/content/cache.ts (unstable_cache wrapper, readForDocument, documentAnswer, Symbol.for globals): $(lines src/content/cache.ts)"
  say "- src/components/ui/frozen-markup.tsx: $(lines src/components/ui/frozen-markup.tsx)"
  say "- src/pages/_document.tsx + _app.tsx: $(lines src/pages/_document.tsx src/pages/_app.tsx)"
  say "- warm-up in scripts/server.mjs (documentAddresses … warmUp): $(span scripts/server.mjs 'One address of each document page' '^}$' ) + $(span scripts/server.mjs 'function warmUpRequest' '^}$') + $(span scripts/server.mjs 'How long warming up may take' '^}$')"
  say "- 'request still unanswered' log in scripts/server.mjs (logUnanswered): $(span scripts/server.mjs 'function logUnanswered' '^}$')"
  say "- exit 75 and restart in scripts/start.ts: $(span scripts/start.ts 'WEDGED_EXIT = 75' 'serve\(1\)')"
  say "- scripts/watched-build.ts: $(lines scripts/watched-build.ts)"
  say "- src/server-only.ts (a guard both routers accept): $(lines src/server-only.ts)"
  say "- pages declaring unstable_runtimeJS: $(grep -rl 'unstable_runtimeJS' src/pages | wc -l)"
)
say ""
say "Astro (a), the spike's glue that a move keeps:"
say "- client:intent directive (src/directives/: directive, integration, types): $(lines src/directives/intent.js src/directives/integration.mjs src/directives/env.d.ts)"
say "- island placement (src/spike/island.tsx: <Island> as a named slot, collectIslands): $(lines src/spike/island.tsx)"
say "- one process, one port (server.mjs: Astro's handler, Next for /admin /api /_next, gzip): $(lines server.mjs)"
say "- the frame (src/layouts/Document.astro): $(lines src/layouts/Document.astro)"
say "- the route cache told of edits (src/pages/spike/expire.ts; a hook calling it is not written): $(lines src/pages/spike/expire.ts)"
say "- astro.config.mjs: $(lines astro.config.mjs)"
say ""
say "Astro (a), spike-only stand-ins (a move deletes or rewrites what they stand for):"
say "- spike-vite.mjs (aliases into main-snapshot, bundled pictures from Next's build): $(lines spike-vite.mjs)"
say "- src/spike/next-image.ts (getImageProps with the site's widths, via Next internals): $(lines src/spike/next-image.ts)"
say "- src/spike/next-head.tsx, next-navigation.ts, frozen-markup.tsx: $(lines src/spike/next-head.tsx src/spike/next-navigation.ts src/spike/frozen-markup.tsx)"
say "- scripts/link-main-modules.sh (one node_modules, one React): $(lines scripts/link-main-modules.sh)"
say "- page bodies (src/spike/documents/*.tsx) and pages (src/pages/**/*.astro), page code not glue: $(lines src/spike/documents/*.tsx) + $(lines src/pages/index.astro src/pages/resources/gallery.astro 'src/pages/breakdown/[code].astro')"
say ""

# ---------------------------------------------------------------- undocumented or unstable framework APIs
say "## Undocumented or unstable framework APIs used"
say ""
(
  cd "$snap"
  say "Today (b): \`unstable_\`/\`experimental\` in src/, scripts/, next.config.ts (tests left out):"
  grep -rnoE "unstable_[A-Za-z]+|experimental[A-Za-z.]*" src scripts next.config.ts --include='*.ts' --include='*.tsx' --include='*.mjs' \
    | grep -v '\.test\.' | awk -F: '{print $3}' | sort | uniq -c | sed 's/^/    /' | tee -a "$out"
  say "  Next's cache-entry internals read by src/cache-handler.mjs: $(grep -oE "value\??\.kind|rscData|segmentData|x-next-cache-tags|softTags" src/cache-handler.mjs | sort -u | tr '\n' ' ')"
)
say "Astro (a), the spike's own files (main-snapshot's src/ reached through them is listed above):"
grep -rnoE "unstable_[A-Za-z]+|experimental[A-Za-z.]*|next/dist/[a-z/._-]+" src astro.config.mjs server.mjs spike-vite.mjs \
  | awk -F: '{print $1": "$3}' | sort | uniq -c | sed 's/^/    /' | tee -a "$out"
say ""

# ---------------------------------------------------------------- build time and peak memory
timed() { # label, then the command; prints wall time and the peak RSS of the largest process
  local label=$1; shift
  local log; log=$(mktemp)
  /usr/bin/time -v "$@" >"$log.out" 2>"$log" || { tail -n 30 "$log.out" "$log" >&2; return 1; }
  say "- $label: $(grep 'Elapsed (wall clock)' "$log" | awk '{print $NF}') wall, peak $(($(grep 'Maximum resident' "$log" | awk '{print $NF}') / 1024)) MB RSS (largest process)"
}
if [[ $skip != *,builds,* ]]; then
  say "## Build (cold: build folders removed first; /usr/bin/time -v)"
  say ""
  buildenv=(env NODE_OPTIONS=--conditions=production DATA_DIR=$snap/.e2e-data/3230 DATABASE_URL= PUBLIC_URL=http://127.0.0.1:3230 NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production NEXT_DIST_DIR=.next-measure-build)
  [ -f "$snap/.e2e-data/3230/site.db" ] || { echo "start today's server once first (./start-today.sh) so the build has a database" >&2; exit 1; }
  rm -rf "$snap/.next-measure-build" admin-only/.next-measure-build dist .astro node_modules/.vite
  (cd "$snap" && timed "today (b): islands + next build (all routes)" "${buildenv[@]}" npm run build --silent)
  timed "Astro (a): astro build (the public pages)" astro build
  (cd admin-only && timed "Astro (a): next build of what Next keeps (src/pages removed: /admin, APIs, feeds)" "${buildenv[@]}" npx next build)
  rm -rf "$snap/.next-measure-build" admin-only/.next-measure-build
  say ""
fi

# ---------------------------------------------------------------- servers
up() { for _ in $(seq 1 600); do curl -sf -o /dev/null "$1" && return 0; sleep 1; done; return 1; }
if ! curl -sf -o /dev/null http://127.0.0.1:3230/; then
  setsid ./start-today.sh 3230 >/tmp/measure-3230.log 2>&1 &
  pids+=($!)
  up http://127.0.0.1:3230/ || { echo "today's server did not start: /tmp/measure-3230.log" >&2; exit 1; }
fi
[ -d dist ] || astro build >/dev/null
if ! curl -sf -o /dev/null http://127.0.0.1:4330/; then
  setsid node server.mjs >/tmp/measure-4330.log 2>&1 &
  pids+=($!)
  up http://127.0.0.1:4330/ || { echo "the spike did not start: /tmp/measure-4330.log" >&2; exit 1; }
fi
say "## Memory of the running servers (RSS after the pages were asked for once)"
for u in / /resources/gallery /breakdown/ACC-BSC /admin; do curl -s -o /dev/null http://127.0.0.1:3230$u; curl -s -o /dev/null http://127.0.0.1:4330$u; done
for port in 3230 4330; do
  pid=$(ss -ltnp | grep ":$port " | grep -oE 'pid=[0-9]+' | head -1 | cut -d= -f2)
  say "- port $port (pid $pid): $(($(awk '/VmRSS/ {print $2}' /proc/$pid/status) / 1024)) MB"
done
say ""

# ---------------------------------------------------------------- dev: does an island edit reach the page?
if [[ $skip != *,dev,* ]]; then
  say "## Dev: an island edited while \`astro dev\` runs"
  file=$snap/src/components/tuition/year-buttons.tsx
  cp "$file" /tmp/year-buttons.tsx.orig
  PORT=4331 setsid env -u NODE_ENV astro dev --port 4331 >/tmp/measure-4331.log 2>&1 &
  devpid=$!
  up http://127.0.0.1:4331/breakdown/ACC-BSC
  before=$(curl -s http://127.0.0.1:4331/breakdown/ACC-BSC | grep -o 'Year [0-9]<' | head -1)
  sed -i 's/label: `Year ${year}`/label: `Study year ${year}`/' "$file"
  start=$(date +%s%3N)
  for _ in $(seq 1 100); do curl -s http://127.0.0.1:4331/breakdown/ACC-BSC | grep -q 'Study year 1' && break; sleep 0.2; done
  after=$(curl -s http://127.0.0.1:4331/breakdown/ACC-BSC | grep -o 'Study year [0-9]<' | head -1 || true)
  took=$(($(date +%s%3N) - start))
  # The browser's copy: Vite serves the component's module as edited (HMR sends it to an open page).
  module=$(curl -s "http://127.0.0.1:4331/@fs$file" | grep -c 'Study year' || true)
  cp /tmp/year-buttons.tsx.orig "$file"
  kill -- -$devpid 2>/dev/null || true
  say "- server render: '${before%<}' -> '${after%<}' in ${took} ms; the island's module Vite serves the browser has the edit: $([ "$module" -gt 0 ] && echo yes || echo no)"
  say "- today: \`npm run dev\` builds the islands once (\`node scripts/build-islands.mjs && … next dev\`); an island's script changes only when that is run again (decision 27)"
  say ""
fi

# ---------------------------------------------------------------- pages, load, edits
TODAY=http://127.0.0.1:3230 ASTRO=http://127.0.0.1:4330 "$snap/node_modules/.bin/tsx" measure.ts
echo
cat "$out"
