import { describe, expect, it } from 'vitest'

import { changeSummary, fieldChanges } from './audit-changes'

describe('fieldChanges', () => {
  it('lists the fields that differ, with both values', () => {
    expect(
      fieldChanges(
        { tuitionAmount: 1_250_000, level: '100', updatedAt: 'a' },
        { tuitionAmount: 12_500_000, level: '100', updatedAt: 'b' },
      ),
    ).toEqual([{ field: 'tuitionAmount', from: '1250000', to: '12500000' }])
  })

  it('records a new document field by field, from nothing', () => {
    expect(fieldChanges(undefined, { title: 'Open day', slug: 'open-day', id: 4 })).toEqual([
      { field: 'title', from: null, to: 'Open day' },
      { field: 'slug', from: null, to: 'open-day' },
    ])
  })

  it('never records passwords, tokens or sessions', () => {
    const changes = fieldChanges(
      { hash: 'h1', salt: 's1', resetPasswordToken: null, sessions: [], role: 'editor' },
      { hash: 'h2', salt: 's2', resetPasswordToken: 'secret', sessions: [{ id: 'x' }], role: 'admin' },
    )
    expect(changes).toEqual([{ field: 'role', from: 'editor', to: 'admin' }])
  })

  it('treats a relationship as its id, however deep it was read', () => {
    const faculty = (id: number) => ({ id, name: 'Engineering', updatedAt: '2026-11-01T00:00:00Z' })
    expect(fieldChanges({ faculty: 3 }, { faculty: faculty(3) })).toEqual([])
    expect(fieldChanges({ faculty: 3 }, { faculty: faculty(5) })).toEqual([{ field: 'faculty', from: '3', to: '5' }])
  })

  it('sees a change inside a list of rows', () => {
    const row = (amount: number) => [{ id: 'r1', item: 'Hostel', amount }]
    expect(fieldChanges({ fees: row(50_000) }, { fees: row(60_000) })).toEqual([
      {
        field: 'fees',
        from: '[{"id":"r1","item":"Hostel","amount":50000}]',
        to: '[{"id":"r1","item":"Hostel","amount":60000}]',
      },
    ])
  })

  it('cuts long values short', () => {
    const [change] = fieldChanges({ body: 'a' }, { body: 'b'.repeat(1000) })
    expect(change.to).toHaveLength(160)
    expect(change.to?.endsWith('…')).toBe(true)
  })
})

describe('changeSummary', () => {
  it('names at most five fields', () => {
    const changes = 'abcdefg'.split('').map((field) => ({ field, from: null, to: '1' }))
    expect(changeSummary('update', changes)).toBe('Changed a, b, c, d, e and 2 more')
    expect(changeSummary('update', [])).toBe('Saved without changes')
    expect(changeSummary('delete', changes)).toBe('Deleted')
  })
})
