#!/bin/bash
# Today's design, exactly as /tmp/start-e2e.sh starts it, but from main-snapshot/ (HEAD of /work/main,
# exported with `git archive`, node_modules hard-linked): the shared working tree holds other
# sessions' unfinished changes, and both designs must be built from the same sources.
port=${1:-3230}; shift || true
cd "$(dirname "$0")/main-snapshot"
rm -rf .e2e-data/$port
exec env PORT=$port DATA_DIR=.e2e-data/$port NEXT_DIST_DIR=.next-e2e-$port ADMIN_EMAIL=admin@e2e.test ADMIN_PASSWORD=e2e-admin-password-123 DATABASE_URL= PUBLIC_URL=http://127.0.0.1:$port HOST=127.0.0.1 LOG_LEVEL=warn SCHEDULE_EVERY_MS=2000 "$@" npm start
