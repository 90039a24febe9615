/** Rules the content model enforces for editors: slugs, names, codes, times. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await payloadClient()
})

describe('staff members', () => {
  it('get their full name and slug from their names when the slug is left empty', async () => {
    const created = await payload.create({
      collection: 'staff',
      data: { staffId: 'TEST-0001', firstName: 'Ekemini', middleName: 'Grace', surname: 'Ọkon' } as never,
      context,
    })
    expect(created.fullName).toBe('Ekemini Grace Ọkon')
    expect(created.slug).toBe('ekemini-grace-okon')
    await payload.delete({ collection: 'staff', id: created.id, context })
  })
})

describe('slugs', () => {
  it('must be unique and well formed', async () => {
    const [existing] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
    const data = {
      title: 'A second story',
      newsType: 'General',
      description: existing.description,
      publishedAt: new Date().toISOString(),
      _status: 'published',
    } as const
    await expect(
      payload.create({ collection: 'news', data: { ...data, slug: existing.slug }, context }),
    ).rejects.toThrow()
    await expect(payload.create({ collection: 'news', data: { ...data, slug: 'Bad Slug!' }, context })).rejects.toThrow(
      /slug/i,
    )
  })
})

describe('events', () => {
  it('refuse times that are not HH:MM', async () => {
    const [existing] = (await payload.find({ collection: 'events', limit: 1, depth: 0 })).docs
    await expect(
      payload.update({ collection: 'events', id: existing.id, data: { startTime: '25:00' }, context }),
    ).rejects.toThrow(/Starts/i)
    await expect(
      payload.update({ collection: 'events', id: existing.id, data: { endTime: '9am' }, context }),
    ).rejects.toThrow(/Ends/i)
  })
})

describe('faculties', () => {
  it('refuse a malformed faculty code', async () => {
    await expect(
      payload.create({
        collection: 'faculties',
        data: { name: 'Faculty of Tests', code: 'bad code' } as never,
        context,
      }),
    ).rejects.toThrow(/code/i)
  })
})
