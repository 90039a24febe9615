/**
 * Writes /api/v1/openapi.json as the site serves it, built from the source without a server:
 * `tsx scripts/openapi-document.ts [file]` (stdout without a file). `npm run lint:openapi` lints it
 * with Redocly CLI (docs/contract.md#clients).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The route table loads the content layer, which reads the environment at import and keeps a secret
// in DATA_DIR; the document needs neither, so both point at a throwaway place, not the site's data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-document-'))
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET ||= 'openapi-document-only-0123456789abcdef'

const { readEndpoints } = await import('@/contract/endpoints')
const { counterEndpoints } = await import('@/contract/counters')
const { openApiDocument } = await import('@/contract/openapi')

const json = `${JSON.stringify(openApiDocument([...readEndpoints, ...counterEndpoints]), null, 2)}\n`
rmSync(dataDir, { recursive: true, force: true })
const file = process.argv[2]
if (file) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, json)
} else {
  process.stdout.write(json)
}
