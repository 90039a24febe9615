/**
 * The content audit (issue 22): the seeded content never contradicts itself. One check per kind of
 * contradiction, each a general rule (src/lib/content-audit.ts) applied to everything of its kind
 * through the local API: figures against the lists they count, years of study and graduate outcomes
 * against the first intake, halls against the hostel list, events against the academic calendar,
 * publications against their own year, programmes against a credible structure, requirement lists
 * against repeats, and the portals and library page against what students need. The rules are
 * written down in docs/data-model.md#content-audit.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import { taughtModules } from '@/content/staff-modules'
import type { AboutPage, HomePage } from '@/payload-types'
import { env } from '@/env'
import { admissionCalendarProblems } from '@/lib/admission-audit'
import {
  calendarEventWords,
  closedOn,
  closedPeriods,
  countClaims,
  creditLoadProblems,
  figureMatches,
  firstIntakeYear,
  GRADUATE_OUTCOME,
  hallOrdinalClaims,
  hallsNamed,
  hasGraduates,
  impossibleRepeats,
  impossibleYearClaims,
  isPlaceholderModule,
  legalPageProblems,
  moduleListDisagreements,
  ordinalHolds,
  repeatedGroups,
  repeatedNames,
  sharedPictures,
  storyCalendarContradictions,
  yearsAfter,
} from '@/lib/content-audit'
import { toIsoDate } from '@/lib/dates'
import { sessionStartYear } from '@/seed/dates'

import { seedNow } from '../support/clock'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

/** The words of a Lexical rich text value, paragraph by paragraph. */
function plain(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown[]; root?: unknown; type?: string }
    if (typeof n.text === 'string') out.push(n.text)
    if (n.root) walk(n.root)
    for (const c of n.children ?? []) walk(c)
    if (n.type === 'paragraph' || n.type === 'listitem' || n.type === 'heading') out.push('\n')
  }
  walk(value)
  return out
    .join('')
    .replace(/ *\n */g, '\n')
    .trim()
}

type Text = { where: string; text: string }

/** Every public text that makes claims about the university: pages, news, events, faculties, staff, programmes. */
async function publicTexts(): Promise<Text[]> {
  const [about, home, texts, news, events, faculties, staff, programmes, centres, campusLife] = await Promise.all([
    payload.findGlobal({ slug: 'about-page', depth: 0 }),
    payload.findGlobal({ slug: 'home-page', depth: 0 }),
    payload.findGlobal({ slug: 'page-texts', depth: 0 }),
    payload.find({ collection: 'news', pagination: false, depth: 0 }),
    payload.find({ collection: 'events', pagination: false, depth: 0 }),
    payload.find({ collection: 'faculties', pagination: false, depth: 0 }),
    payload.find({ collection: 'staff', pagination: false, depth: 0 }),
    payload.find({ collection: 'programmes', pagination: false, depth: 0 }),
    payload.find({ collection: 'centres', pagination: false, depth: 0 }),
    payload.find({ collection: 'campus-life', pagination: false, depth: 0 }),
  ])
  return [
    ...aboutTexts(about),
    ...homeTexts(home),
    { where: 'page texts', text: JSON.stringify(texts) },
    ...news.docs.map((n) => ({ where: `news: ${n.title}`, text: `${n.title}.\n${plain(n.description)}` })),
    ...events.docs.map((e) => ({ where: `event: ${e.title}`, text: `${e.title}.\n${plain(e.description)}` })),
    ...faculties.docs.map((f) => ({ where: `faculty: ${f.name}`, text: plain(f.detail) })),
    ...staff.docs.map((s) => ({ where: `staff: ${s.fullName}`, text: plain(s.biography) })),
    ...programmes.docs.map((p) => ({ where: `programme: ${p.code}`, text: p.description ?? '' })),
    ...centres.docs.map((c) => ({
      where: `centre: ${c.name}`,
      text: [c.tagline, ...(c.initiatives ?? []).map((i) => i.text)].join('.\n'),
    })),
    ...campusLife.docs.map((c) => ({ where: `campus life: ${c.title}`, text: c.description ?? '' })),
  ]
}

function aboutTexts(a: AboutPage): Text[] {
  return [
    { where: 'about: hero', text: a.heroText ?? '' },
    ...(a.pillars ?? []).map((p) => ({ where: `about: pillar ${p.title}`, text: p.text ?? '' })),
    ...(a.timeline ?? []).map((t) => ({ where: `about: ${t.year}`, text: `${t.title ?? ''}. ${t.text ?? ''}` })),
    ...(a.statistics ?? []).map((s) => ({ where: 'about: statistics', text: `${s.value} ${s.label}` })),
    { where: 'about: call to action', text: a.callToAction?.text ?? '' },
  ]
}

function homeTexts(h: HomePage): Text[] {
  return [
    { where: 'home: message', text: h.proChancellorMessage ?? '' },
    ...(h.offerings ?? []).map((o) => ({ where: `home: ${o.title}`, text: o.text ?? '' })),
  ]
}

/** The first intake (the about page's timeline) and the session the seed's clock is in. */
async function intakeAndSession(): Promise<{ intake: number; session: number }> {
  const about = await payload.findGlobal({ slug: 'about-page', depth: 0 })
  const intake = firstIntakeYear(
    (about.timeline ?? []).map((t) => ({ year: t.year, title: t.title ?? '', text: t.text ?? '' })),
  )
  expect(intake, 'the about page tells when the first students came').not.toBeNull()
  return { intake: intake as number, session: sessionStartYear(seedNow()) }
}

const count = async (collection: Parameters<Payload['count']>[0]['collection'], where = {}) =>
  (await payload.count({ collection, where })).totalDocs

describe('the content audit', () => {
  it('states every count of a listed thing as that list’s count', async () => {
    const counts: Record<string, number> = {
      centres: await count('centres'),
      faculties: await count('faculties'),
      departments: await count('departments'),
      programmes: await count('programmes'),
      scholarships: await count('scholarships'),
      portals: await count('portal-tiles'),
      'engineering disciplines': (
        await payload.find({
          collection: 'programmes',
          where: { applicationType: { equals: 'undergraduate' }, degreeInView: { like: 'B.Eng.' } },
          limit: 0,
        })
      ).totalDocs,
    }
    const things = {
      'centres? of excellence': 'centres',
      faculties: 'faculties',
      '(?:academic )?departments': 'departments',
      '(?:degree )?programmes': 'programmes',
      scholarships: 'scholarships',
      portals: 'portals',
      'engineering (?:disciplines|degrees)': 'engineering disciplines',
    }
    const about = await payload.findGlobal({ slug: 'about-page', depth: 0 })
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    const texts = await payload.findGlobal({ slug: 'page-texts', depth: 0 })
    const pages = [...aboutTexts(about), ...homeTexts(home), { where: 'page texts', text: JSON.stringify(texts) }]
    const wrong: string[] = []
    let checked = 0
    for (const { where, text } of pages) {
      for (const c of countClaims(text, things)) {
        checked++
        const actual = counts[c.thing] as number
        if (c.atLeast ? c.count > actual : c.count !== actual)
          wrong.push(`${where}: "${c.phrase}", the list has ${actual}`)
      }
    }
    // The about page's statistics: a figure whose label names a list is that list's count.
    for (const s of about.statistics ?? []) {
      const thing = Object.entries(things).find(([pattern]) => new RegExp(`^${pattern}$`, 'i').test(s.label.trim()))
      if (!thing) continue
      checked++
      const ok = figureMatches(s.value, counts[thing[1]] as number)
      if (ok !== true) wrong.push(`about statistics: ${s.value} ${s.label}, the list has ${counts[thing[1]]}`)
    }
    expect(checked, 'the pages state some counts').toBeGreaterThan(2)
    expect(wrong).toEqual([])
  })

  it('claims no year of study that no student can have reached since the first intake', async () => {
    const { intake, session } = await intakeAndSession()
    const wrong = (await publicTexts()).flatMap(({ where, text }) =>
      impossibleYearClaims(text, intake, session).map((c) => `${where}: "${c.phrase}"`),
    )
    expect(wrong).toEqual([])
  })

  it('reports no graduate outcomes before the first class could have graduated', async () => {
    const { intake, session } = await intakeAndSession()
    if (hasGraduates(intake, session)) return
    const wrong = (await publicTexts()).filter(({ text }) => GRADUATE_OUTCOME.test(text)).map((t) => t.where)
    expect(wrong).toEqual([])
  })

  it('names only halls the hostel page lists, and counts them as it does', async () => {
    const hostel = await payload.findGlobal({ slug: 'hostel-page', depth: 0 })
    const halls = (hostel.hostels ?? []).map((h) => ({ name: h.name, gender: h.gender }))
    expect(halls.length).toBeGreaterThan(0)
    const names = new Set(halls.map((h) => h.name))
    const [news, events, campusLife] = await Promise.all([
      payload.find({ collection: 'news', pagination: false, depth: 0 }),
      payload.find({ collection: 'events', pagination: false, depth: 0 }),
      payload.find({ collection: 'campus-life', pagination: false, depth: 0 }),
    ])
    const texts = [
      ...news.docs.map((n) => ({ where: `news: ${n.title}`, text: `${n.title}. ${plain(n.description)}` })),
      ...events.docs.map((e) => ({
        where: `event: ${e.title}`,
        text: `${e.title}. ${e.location ?? ''}. ${plain(e.description)}`,
      })),
      ...campusLife.docs.map((c) => ({ where: `campus life: ${c.title}`, text: `${c.title}. ${c.description ?? ''}` })),
    ]
    const wrong: string[] = []
    for (const { where, text } of texts) {
      for (const hall of hallsNamed(text)) if (!names.has(hall)) wrong.push(`${where}: ${hall} is not a listed hall`)
      for (const claim of hallOrdinalClaims(text))
        if (!ordinalHolds(claim, halls)) wrong.push(`${where}: "${claim.phrase}", but the list has fewer`)
    }
    expect(wrong).toEqual([])
  })

  it('holds no event in an examination period, on a holiday or in a break of the academic calendar', async () => {
    const [calendar, events] = await Promise.all([
      payload.find({ collection: 'calendar-entries', pagination: false, depth: 0 }),
      payload.find({ collection: 'events', pagination: false, depth: 0 }),
    ])
    const periods = closedPeriods(calendar.docs.map((c) => ({ date: c.date, title: c.title, type: c.type })))
    expect(periods.some((p) => /examinations/i.test(p.reason))).toBe(true)
    const wrong = events.docs.flatMap((e) => {
      const closed = closedOn(e.eventDate, periods)
      return closed ? [`${e.title} on ${e.eventDate.slice(0, 10)}: ${closed.reason}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('mentions no year after a publication’s own year, in its title or its text', async () => {
    const { docs } = await payload.find({ collection: 'publications', pagination: false, depth: 1 })
    expect(docs.length).toBeGreaterThan(0)
    const wrong: string[] = []
    for (const p of docs) {
      const year = Number(p.publishedYear)
      let text = p.title
      const file = typeof p.file === 'object' ? p.file : null
      if (file?.filename) {
        // The seed's PDFs keep their words as plain strings: (…) Tj.
        const pdf = await readFile(path.join(env.dataDir, 'documents', file.filename), 'latin1')
        text += ` ${[...pdf.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]).join(' ')}`
      }
      const later = yearsAfter(text, year)
      if (later.length) wrong.push(`${p.title} (${year}) mentions ${[...new Set(later)].join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives every undergraduate programme 15 to 24 credit units in each semester of each year', async () => {
    const [programmes, modules] = await Promise.all([
      payload.find({
        collection: 'programmes',
        where: { applicationType: { equals: 'undergraduate' } },
        pagination: false,
        depth: 0,
      }),
      payload.find({ collection: 'running-modules', pagination: false, depth: 0 }),
    ])
    expect(programmes.docs.length).toBeGreaterThan(0)
    const wrong = programmes.docs.flatMap((p) =>
      creditLoadProblems(
        modules.docs.filter((m) => m.programme === p.id),
        p.duration,
      ).map((problem) => `${p.code} ${problem}`),
    )
    expect(wrong).toEqual([])
  })

  it('names real modules: no placeholders, none twice in a programme, and the core a curriculum needs', async () => {
    const [programmes, modules] = await Promise.all([
      payload.find({ collection: 'programmes', pagination: false, depth: 0 }),
      payload.find({ collection: 'running-modules', pagination: false, depth: 0 }),
    ])
    const wrong: string[] = []
    const core = new Map<number, string[]>()
    for (const p of programmes.docs) {
      const mine = modules.docs.filter((m) => m.programme === p.id)
      for (const m of mine) if (isPlaceholderModule(m.moduleName, p.name)) wrong.push(`${p.code}: ${m.moduleName}`)
      for (const n of repeatedNames(mine.map((m) => m.moduleName))) wrong.push(`${p.code}: ${n} twice`)
      core.set(
        p.id,
        mine.filter((m) => m.moduleType !== 'Elective').map((m) => m.moduleName),
      )
      // A programme that leads to registration as a midwife teaches midwifery as a core module.
      if (/midwi/i.test(p.description ?? '') && !core.get(p.id)?.some((n) => /midwifery/i.test(n)))
        wrong.push(`${p.code}: leads to registration as a midwife without a core midwifery module`)
    }
    // The named core of two disciplines, as the NUC's minimum standards (CCMAS) have them.
    const expected: Array<[RegExp, RegExp[]]> = [
      [
        /^Computer Science$/,
        [
          /Introduction to Computing Sciences/,
          /Problem Solving/,
          /Elementary Mathematics/,
          /General Physics/,
          /Data Structures/,
          /Operating Systems/,
        ],
      ],
      [
        /^Nursing/,
        [
          /Anatomy/,
          /Physiology/,
          /Foundations of Nursing/,
          /Medical-Surgical Nursing/,
          /Midwifery/,
          /Community Health Nursing/,
          /Mental Health Nursing/,
        ],
      ],
    ]
    for (const [name, needs] of expected) {
      const p = programmes.docs.find((d) => d.applicationType === 'undergraduate' && name.test(d.name))
      expect(p, String(name)).toBeDefined()
      for (const need of needs)
        if (!core.get(p!.id)?.some((n) => need.test(n))) wrong.push(`${p!.code}: no core module like ${need}`)
    }
    expect(wrong).toEqual([])
  })

  it("lists each subject group once in a programme's UTME requirements, and asks no O'level group twice for one subject", async () => {
    const { docs } = await payload.find({ collection: 'programmes', pagination: false, depth: 0 })
    const wrong = docs.flatMap((p) => {
      const r = p.entryRequirements
      return [
        // A repeated O'level row is "two credits among …" (shown once); it needs as many subjects.
        ...impossibleRepeats(r?.olevelSubjects ?? []).map((g) => `${p.code} O'level: ${g}`),
        ...repeatedGroups(r?.utmeSubjects ?? []).map((g) => `${p.code} UTME: ${g}`),
      ]
    })
    expect(wrong).toEqual([])
  })

  it('gives admission dates that agree: applications close on the last day of their span, screening after, and so on', async () => {
    const { docs } = await payload.find({ collection: 'admission-steps', pagination: false, depth: 0 })
    const steps = docs.map((s) => ({
      kind: s.kind,
      title: s.title,
      session: s.session ?? '',
      startsOn: toIsoDate(s.startsOn),
      endsOn: toIsoDate(s.endsOn),
    }))
    expect(steps.length, 'the demo has an admission calendar').toBeGreaterThan(0)
    expect(admissionCalendarProblems(steps)).toEqual([])
  })

  it('offers an e-learning portal among the portals', async () => {
    const { docs } = await payload.find({ collection: 'portal-tiles', pagination: false, depth: 0 })
    const learning = docs.filter((t) =>
      /\b(e-?learning|learning (management|platform)|virtual learning|LMS)\b/i.test(`${t.name} ${t.description ?? ''}`),
    )
    expect(learning.length).toBeGreaterThan(0)
    expect(learning[0]?.categories).toContain('student')
    expect(learning[0]?.url).toMatch(/^https:\/\//)
  })

  it('tells on the library page where the library is, when it opens and its rules', async () => {
    const { library } = await payload.findGlobal({ slug: 'page-texts', depth: 0 })
    const lines = (t: string | null | undefined) => (t ?? '').split('\n').filter((l) => l.trim())
    expect(library.location ?? '').toMatch(/campus/i)
    const hours = lines(library.hours)
    expect(hours.length).toBeGreaterThan(0)
    for (const h of hours)
      expect(h, 'an opening hour says a day and a time or that it is closed').toMatch(/day|holiday|examination/i)
    expect(hours.some((h) => /\d{1,2}:\d{2}\s*(AM|PM)/i.test(h))).toBe(true)
    expect(lines(library.rules).length).toBeGreaterThanOrEqual(3)
  })

  it('has a privacy notice, accessibility statement and disclaimer, each reviewed within the year', async () => {
    const legal = await payload.findGlobal({ slug: 'legal-pages', depth: 0 })
    for (const name of ['privacy', 'accessibility', 'disclaimer'] as const) {
      const page = { body: plain(legal[name]?.body), lastReviewed: legal[name]?.lastReviewed ?? '' }
      expect(legalPageProblems(page, seedNow()), name).toEqual([])
    }
  })
  it('lists on each lecturer’s profile the modules the breakdowns name them on, and only those', async () => {
    const [staff, modules] = await Promise.all([
      payload.find({ collection: 'staff', pagination: false, depth: 0 }),
      payload.find({ collection: 'running-modules', pagination: false, depth: 1 }),
    ])
    const shown = modules.docs.filter((m) => typeof m.programme === 'object' && m.programme?._status === 'published')
    let lecturers = 0
    for (const s of staff.docs) {
      const onBreakdowns = shown
        .filter((m) => (m.lecturers ?? []).some((l) => (typeof l === 'object' ? l.id : l) === s.id))
        .map((m) => ({ code: m.moduleCode, name: m.moduleName }))
      if (onBreakdowns.length > 0) lecturers++
      const profile = await taughtModules(payload, s)
      const listed = onBreakdowns.length > 0 ? profile : []
      expect(moduleListDisagreements(listed, onBreakdowns), s.fullName ?? '').toEqual([])
      // A typed list (shown only for someone no breakdown names) never names a module they do not teach.
      if (onBreakdowns.length > 0 && (s.modules ?? []).length > 0)
        expect(
          moduleListDisagreements(s.modules ?? [], onBreakdowns).filter((p) => p.includes('no breakdown')),
        ).toEqual([])
    }
    expect(lecturers, 'the demo names lecturers on its breakdowns').toBeGreaterThan(10)
  })

  it('gives no two people the same portrait', async () => {
    const [leaders, staff, about, home] = await Promise.all([
      payload.find({ collection: 'leadership-members', pagination: false, depth: 0 }),
      payload.find({ collection: 'staff', pagination: false, depth: 0 }),
      payload.findGlobal({ slug: 'about-page', depth: 0 }),
      payload.findGlobal({ slug: 'home-page', depth: 0 }),
    ])
    const id = (image: unknown) =>
      image && typeof image === 'object' ? (image as { id: number }).id : (image as number)
    const people = [
      ...leaders.docs.map((l) => ({ name: l.fullName, picture: id(l.image) })),
      ...staff.docs.map((s) => ({ name: s.fullName ?? s.slug, picture: id(s.image) })),
      { name: about.founder.name, picture: id(about.founder.image) },
      { name: home.proChancellorName, picture: id(home.proChancellorImage) },
    ]
    expect(people.filter((p) => p.picture).length, 'the demo has portraits').toBeGreaterThan(60)
    expect(sharedPictures(people)).toEqual([])
  })

  it('keeps what stories say of a calendar event to the calendar’s dates and semesters', async () => {
    const [news, calendar] = await Promise.all([
      payload.find({ collection: 'news', pagination: false, depth: 0, where: { _status: { equals: 'published' } } }),
      payload.find({ collection: 'calendar-entries', pagination: false, depth: 0 }),
    ])
    const entries = calendar.docs.map((c) => ({
      date: c.date,
      title: c.title,
      type: c.type,
      semesterCode: c.semesterCode,
    }))
    let aboutEvents = 0
    for (const n of news.docs) {
      const text = `${n.title}. ${plain(n.description)}`
      const words = text.toLowerCase().replace(/-/g, ' ')
      if (entries.some((e) => words.includes(calendarEventWords(e) ?? '\u0000'))) aboutEvents++
      expect(storyCalendarContradictions({ text, published: n.publishedAt ?? '' }, entries), n.title).toEqual([])
    }
    expect(aboutEvents, 'some stories name calendar events').toBeGreaterThanOrEqual(2)
  })
})
