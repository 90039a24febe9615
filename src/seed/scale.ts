/**
 * The scale seed (`npm run seed -- --scale N`): adds N times the demo volume of news, events, staff
 * (with their publications), running modules and gallery images to a database that already holds the
 * demo, so anyone can measure how pages and responses grow with the archive. It never runs on the
 * normal first-start seed.
 *
 * Every new document is a variant of a demo document read back from the database (new names, slugs,
 * dates), written through Payload's local API with the same hooks as an editor's save, so the search
 * index covers the new staff, news and events. Pictures and PDF files are reused, not generated again.
 * Several runs add up: each run tags its slugs and IDs with its own stamp.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { fullName } from '@/lib/names'
import { slugify } from '@/lib/slug'

import { FIRST_NAMES, MIDDLE_NAMES, SURNAMES } from './demo/people'
import { createRandom } from './random'

export type ScaleCounts = {
  news: number
  events: number
  staff: number
  publications: number
  modules: number
  gallery: number
}

export const SCALE_KINDS = ['news', 'events', 'staff', 'modules', 'gallery'] as const
export type ScaleKind = (typeof SCALE_KINDS)[number]

const context = { disableRevalidate: true }
const common = { context, overrideAccess: true, depth: 0 } as const

/** Documents written in one database transaction: one commit per batch rather than per document. */
const BATCH = 250

type Doc = Record<string, unknown> & { id: number }

/**
 * Calls `fn` for indexes 0..items-1, one after another, BATCH at a time inside one transaction (the
 * hooks' own reads and writes join it), reporting progress every thousand.
 */
async function inBatches<T>(
  payload: Payload,
  items: number,
  log: (msg: string) => void,
  label: string,
  fn: (index: number, req: PayloadRequest) => Promise<T>,
): Promise<T[]> {
  const out: T[] = []
  const started = Date.now()
  let reported = 0
  for (let i = 0; i < items; i += BATCH) {
    const req = await createLocalReq({ context: { ...context } }, payload)
    await initTransaction(req)
    try {
      for (let k = i; k < Math.min(items, i + BATCH); k++) out.push(await fn(k, req))
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    if (out.length - reported >= 1000 || out.length === items) {
      reported = out.length
      log(`${label}: ${out.length} of ${items} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }
  }
  return out
}

/** A document's own data without its id, timestamps and the ids of its array rows, to write as a new one. */
function copyOf(doc: Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'id' || key === 'createdAt' || key === 'updatedAt') continue
    out[key] = Array.isArray(value)
      ? value.map((row: unknown) => {
          if (!row || typeof row !== 'object') return row
          const { id: _id, ...rest } = row as Record<string, unknown>
          return rest
        })
      : value
  }
  return out
}

async function all(payload: Payload, collection: CollectionSlug, where?: Record<string, unknown>): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection,
    where: where as never,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  return docs as unknown as Doc[]
}

const HOUR = 3600_000

/** The start of a title's slug, cut on a hyphen so a tag can follow it. */
const shortSlug = (title: string) => slugify(title).slice(0, 60).replace(/-+$/, '')

/** The mark a scale run leaves at the end of slugs and titles: `x` + the run's stamp + a number. */
const SCALE_TAG = /\bx[0-9a-z]{5}-\d+\)?$/

/** How many of each kind N times the demo volume means, with any count given outright taking precedence. */
export function scaleCounts(
  demo: Record<ScaleKind, number> & { publicationsPerStaff: number },
  times: number,
  overrides: Partial<Record<ScaleKind, number>> = {},
): ScaleCounts {
  const count = (kind: ScaleKind) => overrides[kind] ?? demo[kind] * times
  const staff = count('staff')
  return {
    news: count('news'),
    events: count('events'),
    staff,
    publications: Math.round(staff * demo.publicationsPerStaff),
    modules: count('modules'),
    gallery: count('gallery'),
  }
}

/**
 * Adds `times` times the demo volume (or the counts in `overrides`) to a seeded database and returns
 * what it wrote.
 */
export async function scaleUp(
  payload: Payload,
  times: number,
  overrides: Partial<Record<ScaleKind, number>>,
  log: (msg: string) => void,
): Promise<ScaleCounts> {
  if (payload.db.name === 'sqlite') {
    // SQLite has no shared transactions here, and waiting for the disk after every one of thousands of
    // small writes is what makes bulk inserts slow: skip that wait for this connection only.
    await (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client.execute(
      'PRAGMA synchronous = OFF',
    )
  }
  const stamp = Date.now().toString(36).slice(-5)
  const rng = createRandom(Number.parseInt(stamp, 36))

  const [news, events, staff, publications, modules, gallery] = await Promise.all([
    all(payload, 'news', { _status: { equals: 'published' } }),
    all(payload, 'events', { _status: { equals: 'published' } }),
    all(payload, 'staff'),
    all(payload, 'publications'),
    all(payload, 'running-modules'),
    all(payload, 'gallery-images'),
  ])
  // The demo's own volume (the first run of the seed), not what earlier scale runs added.
  const demoOf = (docs: Doc[], field: string) => docs.filter((d) => !SCALE_TAG.test(String(d[field])))
  const demoNews = demoOf(news, 'slug')
  const demoEvents = demoOf(events, 'slug')
  const demoStaff = demoOf(staff, 'slug')
  if (demoNews.length === 0 || demoStaff.length === 0) throw new Error('Seed the demo first: the scale seed copies it.')
  const demoStaffIds = new Set(demoStaff.map((s) => s.id))
  const demoPublications = publications.filter((p) => demoStaffIds.has(p.staff as number))
  // Modules taught by scale staff were added by an earlier run.
  const demoModules = modules.filter((m) =>
    ((m.lecturers as number[] | null) ?? []).every((id) => demoStaffIds.has(id)),
  )
  const demoGallery = demoOf(gallery, 'title')

  const counts = scaleCounts(
    {
      news: demoNews.length,
      events: demoEvents.length,
      staff: demoStaff.length,
      modules: demoModules.length,
      gallery: demoGallery.length,
      publicationsPerStaff: demoPublications.length / demoStaff.length,
    },
    times,
    overrides,
  )
  log(
    `Adding ${counts.news} news, ${counts.events} events, ${counts.staff} staff with ${counts.publications} publications, ${counts.modules} running modules, ${counts.gallery} gallery images (run ${stamp})`,
  )
  const tag = (i: number) => `x${stamp}-${i + 1}`

  // ---------------------------------------------------------------- staff and publications
  const genders = ['female', 'male'] as const
  const staffIds = await inBatches(payload, counts.staff, log, 'Staff', async (i, req) => {
    const model = demoStaff[i % demoStaff.length]
    const gender = genders[i % 2]
    const firstName = rng.pick(FIRST_NAMES[gender])
    const middleName = rng.chance(0.5) ? rng.pick(MIDDLE_NAMES[gender]) : null
    const surname = rng.pick(SURNAMES)
    const name = fullName(firstName, middleName, surname)
    const doc = await payload.create({
      collection: 'staff',
      data: {
        ...copyOf(model),
        staffId: `ACU/S/${stamp.toUpperCase()}/${i + 1}`,
        firstName,
        middleName,
        surname,
        fullName: name,
        slug: `${slugify(name)}-${tag(i)}`,
        email: `${slugify(`${firstName}.${surname}`).replace(/-/g, '.')}.${tag(i)}@atlanticcrest.edu.ng`,
      } as never,
      ...common,
      req,
    })
    return doc.id
  })

  const perStaff = demoPublications.length / demoStaff.length
  await inBatches(payload, counts.publications, log, 'Publications', (i, req) => {
    const model = demoPublications[i % demoPublications.length]
    const owner = staffIds[Math.min(staffIds.length - 1, Math.floor(i / Math.max(perStaff, 1)))]
    return payload.create({
      collection: 'publications',
      // The model's PDF is reused: the file says what it is, the record is what grows.
      data: { ...copyOf(model), staff: owner, viewCount: 0, downloadCount: 0 } as never,
      ...common,
      req,
    })
  })

  // ---------------------------------------------------------------- running modules
  const lecturerPool = staffIds.length > 0 ? staffIds : demoStaff.map((s) => s.id)
  await inBatches(payload, counts.modules, log, 'Running modules', (i, req) => {
    const model = demoModules[i % demoModules.length]
    return payload.create({
      collection: 'running-modules',
      data: {
        ...copyOf(model),
        lecturers: [lecturerPool[i % lecturerPool.length]],
      } as never,
      ...common,
      req,
    })
  })

  // ---------------------------------------------------------------- news and events (older than the demo's)
  const oldestNews = Math.min(...demoNews.map((n) => Date.parse(String(n.publishedAt))))
  await inBatches(payload, counts.news, log, 'News', (i, req) => {
    const model = demoNews[i % demoNews.length]
    const title = `${String(model.title).slice(0, 170)} (archive ${tag(i)})`
    return payload.create({
      collection: 'news',
      data: {
        ...copyOf(model),
        title,
        slug: `${shortSlug(String(model.title))}-${tag(i)}`,
        publishedAt: new Date(oldestNews - (i + 1) * 7 * HOUR).toISOString(),
        _status: 'published',
      } as never,
      ...common,
      req,
    })
  })

  const today = new Date()
  await inBatches(payload, counts.events, log, 'Events', (i, req) => {
    const model = demoEvents[i % demoEvents.length]
    // Past events, one every day or two going back: the archive grows, the upcoming ones stay the demo's.
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 60 - i * 2))
    return payload.create({
      collection: 'events',
      data: {
        ...copyOf(model),
        title: `${String(model.title).slice(0, 170)} (archive ${tag(i)})`,
        slug: `${shortSlug(String(model.title))}-${tag(i)}`,
        eventDate: day.toISOString().slice(0, 10),
        publishedAt: new Date(day.getTime() - 21 * 24 * HOUR).toISOString(),
        _status: 'published',
      } as never,
      ...common,
      req,
    })
  })

  // ---------------------------------------------------------------- gallery (the demo's pictures again)
  const lastOrder = Math.max(0, ...gallery.map((g) => Number(g.order) || 0))
  await inBatches(payload, counts.gallery, log, 'Gallery', (i, req) => {
    const model = demoGallery[i % demoGallery.length]
    return payload.create({
      collection: 'gallery-images',
      data: {
        ...copyOf(model),
        title: `${String(model.title)} (archive ${tag(i)})`,
        order: lastOrder + i + 1,
      } as never,
      ...common,
      req,
    })
  })

  return counts
}
