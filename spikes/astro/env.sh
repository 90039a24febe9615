# The environment the spike runs with: the same data as the Next server on 3230 (read src/env.ts).
export PATH=/work/spike-astro/bin:/work/spike-astro/node_modules/.bin:$PATH
export NODE_OPTIONS=--conditions=production
export DATA_DIR=/work/spike-astro/main-snapshot/.e2e-data/3230
export DATABASE_URL=
export NEXT_DIST_DIR=.next-e2e-3230
export PUBLIC_URL=${PUBLIC_URL:-http://127.0.0.1:4330}
export HOST=127.0.0.1
export PORT=${PORT:-4330}
export LOG_LEVEL=warn
export ASTRO_TELEMETRY_DISABLED=1
export NODE_ENV=production
