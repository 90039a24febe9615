/** Who may read and write what (docs/data-model.md#who-may-edit). */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import type { User } from '@/payload-types'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await payloadClient()
  const existing = await payload.find({ collection: 'users', where: { email: { equals: 'editor@int.test' } } })
  editor =
    existing.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { email: 'editor@int.test', password: 'editor-password-123', role: 'editor' },
    }))
})

const asPublic = { overrideAccess: false } as const

describe('the public (no one signed in)', () => {
  it('reads published content but never drafts', async () => {
    const published = await payload.find({ collection: 'news', ...asPublic, limit: 100 })
    expect(published.totalDocs).toBeGreaterThan(0)
    expect(published.docs.every((n) => n._status === 'published')).toBe(true)
    const all = await payload.find({ collection: 'news', draft: true, limit: 100 })
    expect(all.docs.some((n) => n._status === 'draft')).toBe(true)
    const draftSlugs = all.docs.filter((n) => n._status === 'draft').map((n) => n.slug)
    expect(published.docs.map((n) => n.slug)).not.toEqual(expect.arrayContaining(draftSlugs))
  })

  it('cannot create, change or delete content', async () => {
    const [faculty] = (await payload.find({ collection: 'faculties', limit: 1 })).docs
    await expect(
      payload.create({
        collection: 'faculties',
        data: { name: 'Intruders', slug: 'intruders', code: 'INTR' },
        ...asPublic,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({ collection: 'faculties', id: faculty.id, data: { name: 'Hacked' }, ...asPublic }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'faculties', id: faculty.id, ...asPublic })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { shortName: 'X' }, ...asPublic }),
    ).rejects.toThrow(/not allowed/i)
    expect((await payload.findByID({ collection: 'faculties', id: faculty.id })).name).toBe(faculty.name)
  })

  it('cannot list users or make an account', async () => {
    await expect(payload.find({ collection: 'users', ...asPublic })).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'me@evil.test', password: 'password-123456', role: 'admin' },
        ...asPublic,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('an editor', () => {
  it('writes content, but not site settings or users', async () => {
    const as = { overrideAccess: false, user: editor } as const
    const created = await payload.create({
      collection: 'campus-life',
      data: { title: 'Editor test entry', description: 'Written by an editor.' },
      context: { disableRevalidate: true },
      ...as,
    })
    expect(created.title).toBe('Editor test entry')
    await payload.delete({ collection: 'campus-life', id: created.id, context: { disableRevalidate: true }, ...as })
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { shortName: 'X' }, ...as })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'new@int.test', password: 'password-123456', role: 'editor' },
        ...as,
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('cannot make themselves an admin', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.role).toBe('editor')
  })
})
