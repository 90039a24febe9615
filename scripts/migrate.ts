/**
 * Applies the committed migrations (`--fresh`: drops everything first) through
 * Payload's local API. Used by `npm start` and the integration tests instead of
 * `payload migrate`, whose process now and then ends silently with exit code 0
 * before migrating (docs/decisions/0006-scripts-prove-they-finished.md).
 *
 * Exit codes: 0 done; 1 the process ended early on its own (worth another attempt);
 * 2 a real failure, printed with its stack (another attempt would fail the same way).
 */
import { getPayload, type Payload } from 'payload'

// Stays 1 if the process ends before the last line: a silent early end never looks like success.
process.exitCode = 1
process.env.PAYLOAD_MIGRATING = 'true'

const fresh = process.argv.includes('--fresh')
// scripts/migrate-create.sh brings a scratch database to the last migration, which may be older than the config.
const rebuild = !process.argv.includes('--no-search-rebuild')
try {
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config, disableOnInit: true })
  const before = fresh ? new Set<string>() : await appliedMigrations(payload)
  if (fresh) await payload.db.migrateFresh({ forceAcceptWarning: true })
  else await payload.db.migrate()
  const applied = [...(await appliedMigrations(payload))].filter((name) => !before.has(name))
  // A migration that changed what is searched was just applied; the rebuild reads through the current config.
  const { rebuildSearchIndex, searchRebuildNeeded } = await import('../src/hooks/search-index')
  if (searchRebuildNeeded(applied) && rebuild)
    console.log(`Search index rebuilt: ${await rebuildSearchIndex(payload)} entries.`)
} catch (error) {
  console.error('Migrating the database failed:', error)
  process.exit(2)
}
console.log(fresh ? 'Database rebuilt from the migrations.' : 'Migrations applied.')
process.exit(0)

/** The names of the migrations the database has had applied (none before its first). */
async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
    return new Set(docs.map((doc) => String(doc.name)))
  } catch {
    // No migrations table yet: a new database.
    return new Set()
  }
}
