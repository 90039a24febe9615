/**
 * Keeps the site search's index (the `search-index` collection) in step with the content: after a
 * programme, faculty, department, staff member, leadership member, news item, event, scholarship,
 * fee, calendar date, admission step or portal is saved or deleted, its entry is written again or removed. News and events are indexed only while published: a draft saved
 * over a published item leaves the published text in the index; unpublishing removes it.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  Payload,
  PayloadRequest,
} from 'payload'

import type { SearchKind } from '@/collections/search-index'
import { ADMISSION_STEP_LABELS, stepAnchor, type AdmissionStepKind } from '@/lib/admission-steps'
import { formatDate, formatDayRange, toIsoDate } from '@/lib/dates'
import { dueText, type FeeAppliesTo, type FeeDue } from '@/lib/fee-estimate'
import { formatNairaWhole } from '@/lib/money'
import { withoutBrackets } from '@/lib/names'
import { routes } from '@/lib/routes'
import { joinParts, richTextToPlain } from '@/lib/search-text'
import { leaderSlug } from '@/lib/staff-directory'

/** Caps on what one entry stores: enough for matching and a snippet, never a whole archive. */
const SUMMARY_MAX = 2_000
const FOLDED_MAX = 10_000

type Doc = Record<string, unknown> & { id: number | string }
type Lookup = (collection: CollectionSlug, value: unknown, field?: string) => Promise<string>

type Entry = { title: string; url: string; summary: string; text: string[] }

type Source = {
  kind: SearchKind
  drafts: boolean
  toEntry: (doc: Doc, lookup: Lookup) => Promise<Entry | null>
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** People, fees, dates and links the search finds too (docs/decisions/0022-search-in-process.md). */
const MORE_SOURCES: Partial<Record<CollectionSlug, Source>> = {
  'leadership-members': {
    kind: 'leadership',
    drafts: false,
    toEntry: async (d) => {
      const name = withoutBrackets(str(d.fullName))
      const designation = str(d.designation)
      const description = richTextToPlain(d.description)
      const category = str(d.category)
      const person = [str(d.title), name].filter(Boolean).join(' ')
      return {
        // The office is in the title: "vice chancellor" finds the Vice-Chancellor before anyone else.
        title: designation ? `${person}, ${designation}` : person,
        // The leader's own page, which a journalist can share.
        url: routes.leader(leaderSlug(str(d.fullName))),
        summary: joinParts([designation, category, description]),
        text: [designation, category, description],
      }
    },
  },
  scholarships: {
    kind: 'scholarship',
    drafts: false,
    toEntry: async (d) => ({
      title: str(d.name),
      url: '/resources/aid',
      summary: joinParts([str(d.description), str(d.eligibility)]),
      text: ['scholarship financial aid', str(d.description), str(d.eligibility), str(d.deadline), str(d.howToApply)],
    }),
  },
  'other-fees': {
    kind: 'fee',
    drafts: false,
    toEntry: async (d) => {
      // When it falls due in the words the fee pages use (content from before the field: every semester).
      const due = dueText({
        due: (d.due as FeeDue) ?? 'semester',
        appliesTo: (d.appliesTo as FeeAppliesTo) ?? 'everyone',
      })
      const amount = typeof d.amount === 'number' ? `${formatNairaWhole(d.amount)}, ${due.toLowerCase()}` : ''
      return {
        title: str(d.title),
        url: '/admissions/tuition',
        summary: joinParts([amount, str(d.paidBy), d.isRequired ? 'Required' : 'Optional']),
        text: ['fee other fees', str(d.paidBy)],
      }
    },
  },
  'calendar-entries': {
    kind: 'calendar',
    drafts: false,
    toEntry: async (d) => {
      const date = toIsoDate(str(d.date))
      return {
        title: str(d.title),
        url: `/academics/calendar#calendar-list-${date.slice(0, 7)}`,
        summary: joinParts([formatDate(date), `Academic calendar, ${str(d.semesterCode) || 'session'}`]),
        text: ['academic calendar', str(d.type), str(d.semesterCode)],
      }
    },
  },
  // An admission step is found by its title and kind (screening, CAPS, acceptance) and leads to its place on the timeline.
  'admission-steps': {
    kind: 'calendar',
    drafts: false,
    toEntry: async (d) => {
      const step = { kind: str(d.kind), title: str(d.title), startsOn: toIsoDate(str(d.startsOn)), endsOn: '' }
      step.endsOn = toIsoDate(str(d.endsOn)) || step.startsOn
      const kind = ADMISSION_STEP_LABELS[step.kind as AdmissionStepKind] ?? ''
      return {
        title: step.title,
        url: `/admissions/process#${stepAnchor(step)}`,
        // Its dates, not what to do: steps name JAMB, UTME and O'level so often that they would push the
        // pages about them (the eligibility checker) out of the first results.
        summary: joinParts([formatDayRange(step.startsOn, step.endsOn), 'Admission calendar']),
        text: ['admission calendar date dates', kind, str(d.session)],
      }
    },
  },
  'portal-tiles': {
    kind: 'portal',
    drafts: false,
    toEntry: async (d) => {
      const name = str(d.name)
      return {
        title: /portal/i.test(name) ? name : `${name} portal`,
        url: str(d.url),
        summary: str(d.description),
        text: ['portal', str(d.description)],
      }
    },
  },
}
export const SEARCH_SOURCES: Partial<Record<CollectionSlug, Source>> = {
  programmes: {
    kind: 'programme',
    drafts: true,
    toEntry: async (d, lookup) => {
      const faculty = await lookup('faculties', d.faculty)
      const department = await lookup('departments', d.department)
      return {
        title: str(d.name),
        url: `/course/${str(d.slug)}`,
        summary: joinParts([str(d.degreeInView), faculty, str(d.description)]),
        text: [str(d.code), str(d.degreeInView), faculty, department, str(d.description)],
      }
    },
  },
  faculties: {
    kind: 'faculty',
    drafts: true,
    toEntry: async (d, lookup) => {
      const detail = richTextToPlain(d.detail)
      // The dean by name: 'dean of engineering' finds the faculty, which names its dean (the Senate lists them from here).
      const dean = await lookup('staff', d.dean, 'fullName')
      return {
        title: str(d.name),
        url: `/faculty/${str(d.slug)}`,
        summary: joinParts([`Faculty code ${str(d.code)}`, dean ? `Dean: ${dean}` : '', detail]),
        text: [str(d.code), dean ? `dean ${dean}` : '', detail],
      }
    },
  },
  departments: {
    kind: 'department',
    drafts: false,
    toEntry: async (d, lookup) => {
      const faculty = await lookup('faculties', d.faculty)
      return {
        title: str(d.name),
        url: `/department#${str(d.code).toLowerCase()}`,
        summary: joinParts([`Department code ${str(d.code)}`, faculty]),
        text: [str(d.code), faculty],
      }
    },
  },
  staff: {
    kind: 'staff',
    drafts: false,
    toEntry: async (d, lookup) => {
      // One after another: inside a transaction they share one database connection.
      const title = await lookup('titles', d.title)
      const designation = await lookup('designations', d.designation)
      const department = await lookup('departments', d.department)
      const biography = richTextToPlain(d.biography)
      const name = str(d.fullName) || joinParts([str(d.firstName), str(d.middleName), str(d.surname)])
      return {
        title: [title, name].filter(Boolean).join(' '),
        url: `/about/staff/${str(d.slug)}`,
        summary: joinParts([designation, department ? `Department of ${department}` : '', biography]),
        text: [str(d.firstName), str(d.middleName), str(d.surname), designation, department, biography],
      }
    },
  },
  news: {
    kind: 'news',
    drafts: true,
    toEntry: async (d) => {
      const description = richTextToPlain(d.description)
      return {
        title: str(d.title),
        url: `/news/${str(d.slug)}`,
        summary: description,
        text: [str(d.newsType), description],
      }
    },
  },
  events: {
    kind: 'event',
    drafts: true,
    toEntry: async (d) => {
      const description = richTextToPlain(d.description)
      return {
        title: str(d.title),
        url: `/events/${str(d.slug)}`,
        summary: joinParts([str(d.location), description]),
        text: [str(d.eventType), str(d.location), description],
      }
    },
  },
  ...MORE_SOURCES,
}

const keyOf = (collection: string, id: number | string) => `${collection}:${id}`

/** Reads a related document's name (or another text field); a populated value is used as it is. */
function makeLookup(payload: Payload, req?: PayloadRequest, memo = new Map<string, string>()): Lookup {
  return async (collection, value, field = 'name') => {
    if (value && typeof value === 'object') return str((value as Record<string, unknown>)[field])
    if (typeof value !== 'number' && typeof value !== 'string') return ''
    const memoKey = `${collection}:${value}:${field}`
    const known = memo.get(memoKey)
    if (known !== undefined) return known
    const doc = await payload.findByID({
      collection,
      id: value,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const name = str((doc as Record<string, unknown> | null)?.[field])
    memo.set(memoKey, name)
    return name
  }
}

async function toData(source: Source, collection: string, doc: Doc, lookup: Lookup) {
  const entry = await source.toEntry(doc, lookup)
  if (!entry || !entry.title) return null
  return {
    key: keyOf(collection, doc.id),
    kind: source.kind,
    title: entry.title,
    url: entry.url,
    summary: entry.summary.slice(0, SUMMARY_MAX),
    // As written (white space collapsed): the search folds it, and needs its hyphens ('Vice-Chancellor').
    folded: [entry.title, ...entry.text].join(' ').replace(/\s+/g, ' ').trim().slice(0, FOLDED_MAX),
  }
}

async function removeEntries(req: PayloadRequest, key: string) {
  await req.payload.delete({ collection: 'search-index', where: { key: { equals: key } }, overrideAccess: true, req })
}

/** Writes (or removes) the entry of one document, inside the request's transaction. */
async function syncDocument(req: PayloadRequest, collection: CollectionSlug, source: Source, saved: Doc) {
  const key = keyOf(collection, saved.id)
  let doc: Doc | null = saved
  if (source.drafts && saved._status !== 'published') {
    // A draft is stored beside the live document: the live one decides what the public sees.
    const live = (await req.payload.findByID({
      collection,
      id: saved.id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })) as Doc | null
    doc = live && live._status === 'published' ? live : null
  }
  const data = doc ? await toData(source, collection, doc, makeLookup(req.payload, req)) : null
  if (!data) return removeEntries(req, key)
  const { docs } = await req.payload.find({
    collection: 'search-index',
    where: { key: { equals: key } },
    depth: 0,
    limit: 10,
    overrideAccess: true,
    req,
  })
  const [first, ...extra] = docs
  if (first) {
    await req.payload.update({ collection: 'search-index', id: first.id, data, depth: 0, overrideAccess: true, req })
  } else {
    await req.payload.create({ collection: 'search-index', data, depth: 0, overrideAccess: true, req })
  }
  for (const e of extra) await req.payload.delete({ collection: 'search-index', id: e.id, overrideAccess: true, req })
}

/** Adds the index hooks to every collection the search covers. */
export function withSearchIndex(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((config) => {
    const collection = config.slug as CollectionSlug
    const source = SEARCH_SOURCES[collection]
    if (!source) return config
    const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
      await syncDocument(req, collection, source, doc as Doc)
      return doc
    }
    const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
      await removeEntries(req, keyOf(collection, id))
    }
    return {
      ...config,
      hooks: {
        ...config.hooks,
        afterChange: [...(config.hooks?.afterChange ?? []), afterChange],
        afterDelete: [...(config.hooks?.afterDelete ?? []), afterDelete],
      },
    }
  })
}

/**
 * The migrations that change what the search index holds (a new kind of entry): once one of them has
 * run, scripts/migrate.ts rebuilds the index after the last migration, so the rebuild reads the tables
 * the current collection config describes (a rebuild inside an older migration would query columns
 * not yet added). One name per database.
 */
const SEARCH_REBUILD_MIGRATIONS = new Set(['20261127_145942_admission_steps', '20261127_150012_admission_steps'])

/** Whether one of the migrations just applied (`names`) changed what the search index holds. */
export const searchRebuildNeeded = (names: Iterable<string>): boolean =>
  [...names].some((name) => SEARCH_REBUILD_MIGRATIONS.has(name))

/**
 * Builds the whole index again from the content: for a database that had content before the
 * index existed (a migration asks for it, above), or after a bulk change without hooks.
 */
export async function rebuildSearchIndex(payload: Payload, req?: PayloadRequest): Promise<number> {
  await payload.db.deleteMany({ collection: 'search-index', where: { id: { exists: true } }, req })
  const lookup = makeLookup(payload, req)
  let count = 0
  for (const [slug, source] of Object.entries(SEARCH_SOURCES)) {
    if (!source) continue
    const collection = slug as CollectionSlug
    const { docs } = await payload.find({
      collection,
      where: source.drafts ? { _status: { equals: 'published' } } : undefined,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      const data = await toData(source, collection, doc as unknown as Doc, lookup)
      if (!data) continue
      await payload.create({ collection: 'search-index', data, depth: 0, overrideAccess: true, req })
      count++
    }
  }
  return count
}
