#!/usr/bin/env bash
# After changing a collection: write a migration for each database we support.
# Usage: npm run migrate:create -- <name>
set -euo pipefail
name="${1:?usage: npm run migrate:create -- <name>}"
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
export NODE_ENV=production DATA_DIR="$tmp"
echo "▸ SQLite"
node_modules/.bin/tsx scripts/migrate.ts --no-search-rebuild   # bring a scratch database up to the last migration
node_modules/.bin/payload migrate:create "$name"
echo "▸ PostgreSQL"
eval "$(scripts/postgres-test-server.sh)"
trap 'eval "$PG_TEST_STOP" >/dev/null; rm -rf "$tmp"' EXIT
DATABASE_URL="$TEST_DATABASE_URL" node_modules/.bin/tsx scripts/migrate.ts --no-search-rebuild
DATABASE_URL="$TEST_DATABASE_URL" node_modules/.bin/payload migrate:create "$name"
