/**
 * Redirects: a renamed published page leaves its old address leading to the new one (chains
 * collapsed, loops refused), and the web team's own redirects are checked as they are typed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import { movedTo } from '@/content/redirects'

let payload: Payload
// A fresh context for every call: Payload keeps its own notes in the one it is given.
const ctx = () => ({ disableRevalidate: true })
const made: Array<{ collection: 'news' | 'staff' | 'redirects'; id: number }> = []

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  for (const { collection, id } of made.reverse())
    await payload.delete({ collection, id, context: ctx() }).catch(() => {})
  await payload.delete({ collection: 'redirects', where: { from: { like: '/news/redirect-test-' } }, context: ctx() })
  await payload.delete({
    collection: 'redirects',
    where: { from: { like: '/about/staff/redirect-test-' } },
    context: ctx(),
  })
})

async function story(slug: string, status: 'published' | 'draft') {
  const [existing] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
  const doc = await payload.create({
    collection: 'news',
    data: {
      title: `Redirect test ${slug}`,
      slug,
      newsType: 'General',
      description: existing.description,
      publishedAt: '2026-11-10T09:00:00.000Z',
      _status: status,
    },
    draft: status === 'draft',
    context: ctx(),
  })
  made.push({ collection: 'news', id: doc.id })
  return doc
}

const rename = (id: number, slug: string) =>
  payload.update({ collection: 'news', id, data: { slug, _status: 'published' }, context: ctx() })

describe('renaming a published story', () => {
  it('redirects the old address to the new, collapses chains and never loops', async () => {
    const doc = await story('redirect-test-a', 'published')
    await rename(doc.id, 'redirect-test-b')
    expect(await movedTo('/news/redirect-test-a')).toBe('/news/redirect-test-b')
    // As shared on WhatsApp: the whole address, with a query and a trailing slash.
    expect(await movedTo('/news/redirect-test-a/')).toBe('/news/redirect-test-b')

    await rename(doc.id, 'redirect-test-c')
    expect(await movedTo('/news/redirect-test-a')).toBe('/news/redirect-test-c')
    expect(await movedTo('/news/redirect-test-b')).toBe('/news/redirect-test-c')

    // Back to the first name: that address is a page again, and the others lead to it.
    await rename(doc.id, 'redirect-test-a')
    expect(await movedTo('/news/redirect-test-a')).toBeNull()
    expect(await movedTo('/news/redirect-test-b')).toBe('/news/redirect-test-a')
    expect(await movedTo('/news/redirect-test-c')).toBe('/news/redirect-test-a')
  })

  it('leaves no redirect for a draft renamed before it was ever published', async () => {
    const doc = await story('redirect-test-draft', 'draft')
    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { slug: 'redirect-test-draft-2' },
      draft: true,
      context: ctx(),
    })
    expect(await movedTo('/news/redirect-test-draft')).toBeNull()
  })

  it('follows a staff member’s renamed profile too', async () => {
    const person = await payload.create({
      collection: 'staff',
      data: { staffId: 'REDIR-0001', firstName: 'Ima', surname: 'Bassey', slug: 'redirect-test-ima' } as never,
      context: ctx(),
    })
    made.push({ collection: 'staff', id: person.id })
    await payload.update({
      collection: 'staff',
      id: person.id,
      data: { slug: 'redirect-test-ima-bassey' },
      context: ctx(),
    })
    expect(await movedTo('/about/staff/redirect-test-ima')).toBe('/about/staff/redirect-test-ima-bassey')
  })
})

describe('the web team’s redirects', () => {
  const custom = (from: string, url: string) =>
    payload.create({ collection: 'redirects', data: { from, to: { type: 'custom', url } }, context: ctx() })

  it('store the path of a pasted address and lead where they say', async () => {
    const r = await custom('https://www.acu.edu.ng/redirect-test-fees/?utm_source=wa', '/admissions/tuition')
    made.push({ collection: 'redirects', id: r.id })
    expect(r.from).toBe('/redirect-test-fees')
    expect(await movedTo('/redirect-test-fees')).toBe('/admissions/tuition')
    expect(await movedTo('/redirect-test-nothing-here')).toBeNull()
  })

  it('refuse the home page, the site’s own paths, themselves, another redirect and unsafe targets', async () => {
    const r = await custom('/redirect-test-old-page', '/about')
    made.push({ collection: 'redirects', id: r.id })
    const refusedFrom = (pattern: RegExp) => ({
      data: { errors: [expect.objectContaining({ message: expect.stringMatching(pattern) })] },
    })
    await expect(custom('/', '/about')).rejects.toMatchObject(refusedFrom(/home page/))
    await expect(custom('/admin/login', '/about')).rejects.toMatchObject(refusedFrom(/belong to the site/))
    await expect(custom('/redirect-test-self', '/redirect-test-self')).rejects.toThrow(/its own address/)
    await expect(custom('/redirect-test-onward', '/redirect-test-old-page')).rejects.toThrow(/itself redirected/)
    await expect(custom('/redirect-test-script', 'javascript:alert(1)')).rejects.toThrow(/https/)
    await expect(custom('/redirect-test-old-page', '/academics')).rejects.toThrow()
  })
})
