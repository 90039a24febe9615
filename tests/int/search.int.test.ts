/**
 * Site search against a migrated, seeded database: the index the hooks keep, the word rule (every
 * word, any order, case and accents ignored), drafts never found, edits showing at once.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEARCH_KINDS } from '@/collections/search-index'
import { payloadClient } from '@/content/payload'
import { getSearchPage, SEARCH_GROUP_LIMIT, type SearchPageView } from '@/content/search'
import { rebuildSearchIndex } from '@/hooks/search-index'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await payloadClient()
})

const urls = (view: SearchPageView, kind: string) =>
  view.groups.find((g) => g.kind === kind)?.results.map((r) => r.url) ?? []
const allUrls = (view: SearchPageView) => view.groups.flatMap((g) => g.results.map((r) => r.url))

/** Puts accents on the vowels of a word and changes its case: 'Akpan' -> 'ÀKPÀN'. */
const accented = (word: string) =>
  word.toUpperCase().replace(/A/g, 'À').replace(/E/g, 'É').replace(/I/g, 'Ì').replace(/O/g, 'Ọ').replace(/U/g, 'Ú')

/** The longest word of a text, for a query that finds few things. */
const longestWord = (text: string) =>
  text
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)[0] as string

describe('the index after the seed', () => {
  it('has one entry per programme, faculty, department, staff and leadership member, published news item or event, scholarship, fee, calendar date, admission step and portal', async () => {
    const count = async (
      collection:
        | 'programmes'
        | 'faculties'
        | 'departments'
        | 'staff'
        | 'leadership-members'
        | 'scholarships'
        | 'other-fees'
        | 'calendar-entries'
        | 'admission-steps'
        | 'portal-tiles',
    ) => (await payload.count({ collection })).totalDocs
    const published = async (collection: 'news' | 'events') =>
      (await payload.count({ collection, where: { _status: { equals: 'published' } } })).totalDocs
    const expected =
      (await count('programmes')) +
      (await count('faculties')) +
      (await count('departments')) +
      (await count('staff')) +
      (await count('leadership-members')) +
      (await count('scholarships')) +
      (await count('other-fees')) +
      (await count('calendar-entries')) +
      (await count('admission-steps')) +
      (await count('portal-tiles')) +
      (await published('news')) +
      (await published('events'))
    expect(expected).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'search-index' })).totalDocs).toBe(expected)
  })

  it('is built the same again from scratch', async () => {
    const before = (await payload.count({ collection: 'search-index' })).totalDocs
    expect(await rebuildSearchIndex(payload)).toBe(before)
    expect((await payload.count({ collection: 'search-index' })).totalDocs).toBe(before)
  })
})

describe('finding content', () => {
  it('finds a programme by a word of its name, whatever the case and accents', async () => {
    const [programme] = (await payload.find({ collection: 'programmes', limit: 1, sort: 'name', depth: 0 })).docs
    const word = longestWord(programme.name)
    for (const q of [word, word.toLowerCase(), accented(word)]) {
      const view = await getSearchPage(q)
      expect(view.searched).toBe(true)
      expect(urls(view, 'programme'), q).toContain(`/course/${programme.slug}`)
    }
  })

  it('finds a staff member by surname, and by first name and surname in any order', async () => {
    const [staff] = (await payload.find({ collection: 'staff', limit: 1, sort: 'surname', depth: 0 })).docs
    const url = `/about/staff/${staff.slug}`
    expect(urls(await getSearchPage(staff.surname), 'staff')).toContain(url)
    expect(urls(await getSearchPage(accented(staff.surname)), 'staff')).toContain(url)
    expect(urls(await getSearchPage(`${staff.surname} ${staff.firstName}`), 'staff')).toContain(url)
    // Every word must match when any result has them all; with a word found nowhere, the results with the
    // other words, marked as partial.
    expect((await getSearchPage(`${staff.surname} ${staff.firstName}`)).partial).toBe(false)
    const partial = await getSearchPage(`${staff.surname} qqqzzzx`)
    expect(partial.partial).toBe(true)
    expect(urls(partial, 'staff')).toContain(url)
  })

  it('finds an accented name by its plain spelling and the other way round', async () => {
    const created = await payload.create({
      collection: 'staff',
      data: { staffId: 'TEST-SRCH-1', firstName: 'Ìbíyẹmí', surname: 'Àkpánùdọ' } as never,
      context,
    })
    try {
      expect(urls(await getSearchPage('akpanudo'), 'staff')).toContain(`/about/staff/${created.slug}`)
      expect(urls(await getSearchPage('IBIYEMI AKPANUDO'), 'staff')).toContain(`/about/staff/${created.slug}`)
      expect(urls(await getSearchPage('Àkpánùdọ'), 'staff')).toContain(`/about/staff/${created.slug}`)
    } finally {
      await payload.delete({ collection: 'staff', id: created.id, context })
    }
    // Deleting removes the entry.
    expect((await getSearchPage('akpanudo')).total).toBe(0)
  })

  it('finds published news by a word of its title, never a draft', async () => {
    const [news] = (
      await payload.find({
        collection: 'news',
        where: { _status: { equals: 'published' } },
        limit: 1,
        sort: '-publishedAt',
        depth: 0,
      })
    ).docs
    expect(urls(await getSearchPage(longestWord(news.title)), 'news')).toContain(`/news/${news.slug}`)

    const { docs: drafts } = await payload.find({
      collection: 'news',
      where: { _status: { equals: 'draft' } },
      depth: 0,
      draft: true,
    })
    expect(drafts.length).toBeGreaterThan(0)
    for (const draft of drafts) {
      const view = await getSearchPage(draft.title)
      expect(allUrls(view)).not.toContain(`/news/${draft.slug}`)
    }
  })

  it('finds faculties, departments, events and fixed pages at their addresses', async () => {
    const [faculty] = (await payload.find({ collection: 'faculties', limit: 1, depth: 0 })).docs
    expect(urls(await getSearchPage(faculty.name), 'faculty')).toContain(`/faculty/${faculty.slug}`)
    const [department] = (await payload.find({ collection: 'departments', limit: 1, depth: 0 })).docs
    expect(urls(await getSearchPage(department.name), 'department')).toContain(
      `/department#${department.code.toLowerCase()}`,
    )
    const [event] = (await payload.find({ collection: 'events', limit: 1, depth: 0 })).docs
    expect(urls(await getSearchPage(event.title), 'event')).toContain(`/events/${event.slug}`)
    expect(urls(await getSearchPage('tuition fees'), 'page')).toContain('/admissions/tuition')
    expect(urls(await getSearchPage('HOSTEL'), 'page')).toContain('/hostel')
    expect(urls(await getSearchPage('programme finder'), 'page')).toContain('/admission/course-finder')
  })

  it('groups results in a fixed order with snippets', async () => {
    const view = await getSearchPage('computer')
    const order = [...SEARCH_KINDS.map((k) => k.value as string), 'page']
    const kinds = view.groups.map((g) => g.kind)
    expect(kinds.length).toBeGreaterThan(0)
    expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds)
    for (const g of view.groups) {
      expect(g.results.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT)
      expect(g.total).toBeGreaterThanOrEqual(g.results.length)
      for (const r of g.results) expect(r.snippet.length).toBeLessThanOrEqual(165)
    }
  })
})

describe('access to the index', () => {
  it('the public cannot read it through the API; nobody writes it by hand', async () => {
    await expect(payload.find({ collection: 'search-index', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    // One of the web team who edits content (other tests add faculty editors, who cannot read it).
    const editor = (
      await payload.find({ collection: 'users', where: { role: { in: ['admin', 'editor'] } }, limit: 1, depth: 0 })
    ).docs[0]!
    const asUser = { overrideAccess: false, user: editor } as const
    expect((await payload.find({ collection: 'search-index', limit: 1, ...asUser })).totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'search-index',
        data: { key: 'x:1', kind: 'news', title: 'Fake', url: '/x' },
        ...asUser,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('the query', () => {
  it('empty, or without letters or digits: no search', async () => {
    for (const q of [undefined, '', '   ', ['', 'x']]) {
      const view = await getSearchPage(q)
      expect(view.searched).toBe(false)
      expect(view.query).toBe('')
    }
    const punct = await getSearchPage('%%% ___ ***')
    expect(punct.searched).toBe(false)
    expect(punct.query).toBe('%%% ___ ***')
    expect(punct.total).toBe(0)
  })

  it('odd characters and very long queries are harmless', async () => {
    for (const q of ["'; DROP TABLE search_index; --", '%', '_', '\\', '<script>alert(1)</script>', 'x'.repeat(2000)]) {
      const view = await getSearchPage(q)
      expect(view.query.length).toBeLessThanOrEqual(100)
    }
    expect((await payload.count({ collection: 'search-index' })).totalDocs).toBeGreaterThan(0)
  })
})

describe('edits through the local API', () => {
  const restore: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const fn of restore.reverse()) await fn()
  })

  it('a changed news title is found at once, and the old word no longer finds it', async () => {
    const [news] = (
      await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })
    ).docs
    restore.push(() => payload.update({ collection: 'news', id: news.id, data: { title: news.title }, context }))
    await payload.update({ collection: 'news', id: news.id, data: { title: 'Quokkaberry festival opens' }, context })
    expect(urls(await getSearchPage('quokkaberry'), 'news')).toEqual([`/news/${news.slug}`])
  })

  it('a draft saved over a published item keeps the published text; unpublishing removes it', async () => {
    const [event] = (
      await payload.find({ collection: 'events', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })
    ).docs
    const url = `/events/${event.slug}`
    restore.push(() =>
      payload.update({
        collection: 'events',
        id: event.id,
        data: { title: event.title, _status: 'published' },
        context,
      }),
    )
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { title: 'Wombatfrond draft title' },
      draft: true,
      context,
    })
    expect((await getSearchPage('wombatfrond')).total).toBe(0)
    expect(urls(await getSearchPage(event.title), 'event')).toContain(url)

    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' }, context })
    expect(allUrls(await getSearchPage(event.title))).not.toContain(url)

    await payload.update({
      collection: 'events',
      id: event.id,
      data: { title: 'Wombatfrond published title', _status: 'published' },
      context,
    })
    expect(urls(await getSearchPage('wombatfrond'), 'event')).toEqual([url])
  })

  it('a programme renamed is found by its new name', async () => {
    const [programme] = (await payload.find({ collection: 'programmes', limit: 1, depth: 0 })).docs
    restore.push(() =>
      payload.update({ collection: 'programmes', id: programme.id, data: { name: programme.name }, context }),
    )
    await payload.update({ collection: 'programmes', id: programme.id, data: { name: 'Zyxomancy Studies' }, context })
    expect(urls(await getSearchPage('studies zyxomancy'), 'programme')).toEqual([`/course/${programme.slug}`])
  })
})
