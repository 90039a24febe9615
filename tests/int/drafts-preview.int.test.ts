/**
 * Programmes, faculties and the page globals keep drafts: a change saved as a draft is seen in the
 * preview (the public page's own content functions, read with drafts) and nowhere else until it is
 * published; a programme never published is on no public list. Local API calls as the admin makes them.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { getAboutPage } from '@/content/about'
import { getProgrammes } from '@/content/academics'
import { readForPreview } from '@/content/cache'
import { getFacultyPage } from '@/content/faculty-page'
import { payloadClient } from '@/content/payload'
import { getProgrammePage } from '@/content/programmes'
import { getSitemapEntries } from '@/content/sitemap'

let payload: Payload
// A fresh context for every call: Payload keeps its own notes in the one it is given.
const ctx = () => ({ disableRevalidate: true })
// Names no other test or run uses (the clock plays no part).
const unique = () => randomUUID().replace(/-/g, '').slice(0, 10)

beforeAll(async () => {
  payload = await payloadClient()
})

/** The programmes a test made, removed after it: other test files count every programme. */
const made: number[] = []
afterEach(async () => {
  for (const id of made.splice(0)) await payload.delete({ collection: 'programmes', id, context: ctx() })
})

/** A new programme in the first faculty, created as a script or an import would (no status given). */
async function newProgramme(name: string, options: { draft?: boolean } = {}) {
  const [faculty] = (await payload.find({ collection: 'faculties', limit: 1, depth: 0, sort: 'id' })).docs
  const code = `DR${unique().slice(-6).toUpperCase()}`
  const data = {
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    code,
    degreeInView: `B.Sc. ${name}`,
    duration: 4,
    durationType: 'Years' as const,
    applicationType: 'undergraduate' as const,
    faculty: faculty.id,
  }
  const programme = options.draft
    ? await payload.create({
        collection: 'programmes',
        draft: true,
        data: { ...data, _status: 'draft' },
        context: ctx(),
      })
    : await payload.create({ collection: 'programmes', data, context: ctx() })
  made.push(programme.id)
  return programme
}

/** An anonymous call to Payload's REST API, as anyone on the web can make it. */
async function publicRest(path: string) {
  const response = await handleEndpoints({ config, request: new Request(`http://localhost${path}`) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('programme drafts', () => {
  it('a programme created without a status is published, as before drafts', async () => {
    const programme = await newProgramme(`Draft Test Published ${unique()}`)
    expect(programme._status).toBe('published')
    expect((await getProgrammes()).map((p) => p.slug)).toContain(programme.slug)
  })

  it('a change saved as a draft shows in the preview only, until it is published', async () => {
    const name = `Draft Test Marine Biology ${unique()}`
    const programme = await newProgramme(name)
    const slug = programme.slug as string
    await payload.update({
      collection: 'programmes',
      id: programme.id,
      draft: true,
      data: { description: 'A draft description nobody has approved yet.' },
      context: ctx(),
    })
    // The public page and the programme list: the published description (none).
    expect((await getProgrammePage(slug))?.description).toBe('')
    expect((await getProgrammes()).find((p) => p.slug === slug)?.description).toBe('')
    // The preview: the draft.
    const preview = await readForPreview(() => getProgrammePage(slug))
    expect(preview?.description).toBe('A draft description nobody has approved yet.')
    expect(preview?.name).toBe(name)

    await payload.update({ collection: 'programmes', id: programme.id, data: { _status: 'published' }, context: ctx() })
    expect((await getProgrammePage(slug))?.description).toBe('A draft description nobody has approved yet.')
  })

  it('a programme saved only as a draft is on no public list, and only the preview finds it', async () => {
    const name = `Draft Test Unpublished ${unique()}`
    const programme = await newProgramme(name, { draft: true })
    const slug = programme.slug as string
    expect(programme._status).toBe('draft')

    expect((await getProgrammes()).map((p) => p.slug)).not.toContain(slug)
    expect(await getProgrammePage(slug)).toBeNull()
    expect((await getSitemapEntries()).map((e) => e.path)).not.toContain(`/course/${slug}`)
    const indexed = await payload.find({ collection: 'search-index', where: { url: { equals: `/course/${slug}` } } })
    expect(indexed.totalDocs).toBe(0)
    // Payload's REST API, asked by anyone, with or without ?draft=true.
    for (const query of ['', '&draft=true']) {
      const { body } = await publicRest(`/api/programmes?where[slug][equals]=${slug}${query}`)
      expect(body.totalDocs, query).toBe(0)
    }

    expect((await readForPreview(() => getProgrammePage(slug)))?.name).toBe(name)
  })
})

describe('faculty drafts', () => {
  it('a faculty renamed in a draft keeps its published name on its page', async () => {
    const [faculty] = (await payload.find({ collection: 'faculties', limit: 1, depth: 0, sort: 'id' })).docs
    const slug = faculty.slug as string
    const draftName = `${faculty.name} (draft ${unique()})`
    await payload.update({
      collection: 'faculties',
      id: faculty.id,
      draft: true,
      data: { name: draftName },
      context: ctx(),
    })
    try {
      expect((await getFacultyPage(slug))?.name).toBe(faculty.name)
      expect((await readForPreview(() => getFacultyPage(slug)))?.name).toBe(draftName)
    } finally {
      // Publish the faculty as it was, so the draft goes.
      await payload.update({
        collection: 'faculties',
        id: faculty.id,
        data: { name: faculty.name, _status: 'published' },
        context: ctx(),
      })
    }
    expect((await getFacultyPage(slug))?.name).toBe(faculty.name)
  })
})

describe('page global drafts', () => {
  it('the about page drafted shows in the preview; visitors and the public API keep the published page', async () => {
    const published = await getAboutPage()
    const draftTitle = `A draft heading ${unique()}`
    await payload.updateGlobal({ slug: 'about-page', draft: true, data: { heroTitle: draftTitle }, context: ctx() })
    try {
      expect((await getAboutPage()).heroTitle).toBe(published.heroTitle)
      expect((await readForPreview(() => getAboutPage())).heroTitle).toBe(draftTitle)
      const anyone = await publicRest('/api/globals/about-page?depth=0')
      expect(anyone.status).toBe(200)
      expect(anyone.body.heroTitle).toBe(published.heroTitle)
      // The draft is the web team's: asked for by anyone else, refused.
      expect((await publicRest('/api/globals/about-page?depth=0&draft=true')).status).toBe(403)
    } finally {
      await payload.updateGlobal({
        slug: 'about-page',
        data: { heroTitle: published.heroTitle, _status: 'published' },
        context: ctx(),
      })
    }
    expect((await readForPreview(() => getAboutPage())).heroTitle).toBe(published.heroTitle)
  })
})
