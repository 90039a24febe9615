/**
 * What an audit entry says changed: each top-level field whose value differs, with both values
 * cut short. Secrets and bookkeeping are never recorded (password hashes, reset tokens, sessions,
 * timestamps); rich text and other structures are compared whole and shown as short JSON.
 */
export type FieldChange = { field: string; from: string | null; to: string | null }

/** Never copied into the audit trail, whatever the collection. */
const UNRECORDED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'sessions',
  'loginAttempts',
  'lockUntil',
  '_verificationToken',
  'apiKey',
  'apiKeyIndex',
])

const MAX_VALUE = 160

/**
 * A relationship given as its document (it has timestamps; an array's row has none) counts as its
 * id, so the depth a document was read at never looks like a change.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object' && 'id' in value && ('updatedAt' in value || 'createdAt' in value))
    return (value as { id: unknown }).id
  return value
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text
}

export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  const changes: FieldChange[] = []
  for (const field of fields) {
    if (UNRECORDED.has(field)) continue
    const from = shown(plain(before?.[field]))
    const to = shown(plain(after[field]))
    const same = JSON.stringify(plain(before?.[field]) ?? null) === JSON.stringify(plain(after[field]) ?? null)
    if (!same) changes.push({ field, from, to })
  }
  return changes
}

/** One line for the admin's list: "Updated tuitionAmount, slug" and the like. */
export function changeSummary(action: 'create' | 'update' | 'delete', changes: FieldChange[]): string {
  if (action === 'delete') return 'Deleted'
  if (action === 'create') return 'Created'
  if (!changes.length) return 'Saved without changes'
  const names = changes.map((c) => c.field)
  const listed = names.slice(0, 5).join(', ')
  return `Changed ${listed}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`
}
