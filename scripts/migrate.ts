/**
 * Applies the committed migrations (`--fresh`: drops everything first) through
 * Payload's local API. Used by `npm start` and the integration tests instead of
 * `payload migrate`, whose process now and then ends silently with exit code 0
 * before migrating (docs/decisions/0006-scripts-prove-they-finished.md).
 *
 * Exit codes: 0 done; 1 the process ended early on its own (worth another attempt);
 * 2 a real failure, printed with its stack (another attempt would fail the same way).
 */
import { getPayload } from 'payload'

// Stays 1 if the process ends before the last line: a silent early end never looks like success.
process.exitCode = 1
process.env.PAYLOAD_MIGRATING = 'true'

const fresh = process.argv.includes('--fresh')
// scripts/migrate-create.sh brings a scratch database to the last migration, which may be older than the config.
const rebuild = !process.argv.includes('--no-search-rebuild')
try {
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config, disableOnInit: true })
  if (fresh) await payload.db.migrateFresh({ forceAcceptWarning: true })
  else await payload.db.migrate()
  // A migration that changed what is searched asked for this; it reads through the current config.
  const { rebuildSearchIndex, takeSearchRebuildRequest } = await import('../src/hooks/search-index')
  if (takeSearchRebuildRequest() && rebuild)
    console.log(`Search index rebuilt: ${await rebuildSearchIndex(payload)} entries.`)
} catch (error) {
  console.error('Migrating the database failed:', error)
  process.exit(2)
}
console.log(fresh ? 'Database rebuilt from the migrations.' : 'Migrations applied.')
process.exit(0)
