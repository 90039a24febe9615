/** The demo content: every collection and page text is filled as docs/data-model.md#demo-content asks. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import { isDatabaseEmpty, seed } from '@/seed'

import { seedNow } from '../support/clock'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

const count = async (collection: Parameters<Payload['count']>[0]['collection'], where = {}) =>
  (await payload.count({ collection, where })).totalDocs

describe('the demo seed', () => {
  it('fills every collection with at least the promised number of documents', async () => {
    const minimum = {
      faculties: 6,
      departments: 18,
      programmes: 40,
      'tuition-rows': 40,
      'running-modules': 100,
      staff: 60,
      publications: 60,
      'leadership-members': 12,
      news: 12,
      events: 10,
      'gallery-images': 30,
      'calendar-entries': 10,
      'admission-steps': 8,
      'campus-life': 6,
      scholarships: 5,
      'other-fees': 6,
      'contact-offices': 8,
      'portal-tiles': 16,
      centres: 6,
      slides: 3,
      titles: 3,
      designations: 5,
      media: 10,
      documents: 1,
    } as const
    for (const [collection, atLeast] of Object.entries(minimum)) {
      expect(await count(collection as keyof typeof minimum), collection).toBeGreaterThanOrEqual(atLeast)
    }
    expect(await count('portal-tiles')).toBe(16)
    expect(await count('centres')).toBe(6)
  })

  it('makes the Faculty of Engineering with 7 departments', async () => {
    const { docs } = await payload.find({ collection: 'faculties', where: { name: { like: 'Engineering' } } })
    expect(docs).toHaveLength(1)
    expect(await count('departments', { faculty: { equals: docs[0].id } })).toBe(7)
  })

  it('offers programmes of all three types, each with tuition', async () => {
    for (const type of ['foundation', 'undergraduate', 'postgraduate']) {
      expect(await count('programmes', { applicationType: { equals: type } }), type).toBeGreaterThan(0)
    }
    const { docs: programmes } = await payload.find({ collection: 'programmes', limit: 100, depth: 0 })
    const { docs: rows } = await payload.find({ collection: 'tuition-rows', limit: 1000, depth: 0 })
    const rowsOf = (id: number) => rows.filter((r) => r.programme === id)
    for (const p of programmes) expect(rowsOf(p.id).length, p.code).toBeGreaterThan(0)
    // Both tuition rules of the spec have data: programmes with fewer than 4 rows, and with 4 or more.
    expect(programmes.some((p) => rowsOf(p.id).length < 4)).toBe(true)
    expect(programmes.some((p) => rowsOf(p.id).length >= 4)).toBe(true)
    expect(rows.some((r) => r.level === 'All' || r.semester === 'All')).toBe(true)
  })

  it('gives every year and semester of every undergraduate programme running modules with lecturers', async () => {
    const { docs: programmes } = await payload.find({
      collection: 'programmes',
      where: { applicationType: { equals: 'undergraduate' } },
      limit: 100,
      depth: 0,
    })
    const { docs: modules } = await payload.find({ collection: 'running-modules', limit: 5000, depth: 0 })
    for (const p of programmes) {
      for (let year = 1; year <= p.duration; year++) {
        for (const semester of ['First', 'Second']) {
          const here = modules.filter(
            (m) => m.programme === p.id && m.level === String(year * 100) && m.semester === semester,
          )
          expect(here.length, `${p.code} ${year * 100} ${semester}`).toBeGreaterThan(0)
          for (const m of here) expect(m.lecturers?.length, m.moduleCode).toBeGreaterThan(0)
        }
      }
    }
  })

  it('gives staff profiles with qualifications, modules and downloadable publications', async () => {
    const { docs: staff } = await payload.find({ collection: 'staff', limit: 100, depth: 0 })
    for (const s of staff) {
      expect(s.fullName, s.staffId).toBeTruthy()
      expect(s.qualifications?.length, s.staffId).toBeGreaterThan(0)
    }
    // What each teaches is the running modules that name them (their profile lists those).
    const { docs: modules } = await payload.find({ collection: 'running-modules', pagination: false, depth: 0 })
    const lecturers = new Set(
      modules.flatMap((m) => (m.lecturers ?? []).map((l) => (typeof l === 'object' ? l.id : l))),
    )
    for (const s of staff) expect(lecturers.has(s.id), s.staffId).toBe(true)
    const { docs: publications } = await payload.find({ collection: 'publications', limit: 5, depth: 1 })
    for (const p of publications) {
      expect(typeof p.file === 'object' && p.file?.mimeType).toBe('application/pdf')
    }
  })

  it('spreads news, events and leadership over every type', async () => {
    for (const newsType of ['General', 'University Updates', 'Research Breakthroughs']) {
      expect(await count('news', { newsType: { equals: newsType } }), newsType).toBeGreaterThan(0)
    }
    for (const eventType of ['General', 'Workshop', 'Conference']) {
      expect(await count('events', { eventType: { equals: eventType } }), eventType).toBeGreaterThan(0)
    }
    for (const category of ['Board', 'Management', 'Senate']) {
      expect(await count('leadership-members', { category: { equals: category } }), category).toBeGreaterThan(0)
    }
    const today = seedNow().toISOString().slice(0, 10)
    expect(await count('events', { eventDate: { less_than: today } })).toBeGreaterThan(0)
    expect(await count('events', { eventDate: { greater_than: today } })).toBeGreaterThan(0)
  })

  it('covers the current academic session with calendar entries of all five types', async () => {
    for (const type of ['semester', 'holiday', 'break', 'exam', 'event']) {
      expect(await count('calendar-entries', { type: { equals: type } }), type).toBeGreaterThan(0)
    }
    const { docs } = await payload.find({ collection: 'calendar-entries', limit: 500, sort: 'date' })
    const first = new Date(docs[0].date).getTime()
    const last = new Date(docs[docs.length - 1].date).getTime()
    expect(first).toBeLessThanOrEqual(seedNow().getTime() + 86_400_000)
    expect(last).toBeGreaterThanOrEqual(seedNow().getTime() - 86_400_000)
  })

  it("fills the page texts with the spec's words and numbers", async () => {
    const about = await payload.findGlobal({ slug: 'about-page' })
    expect(about.heroTitle).toBe('Pioneering the Future of African Education')
    // Counts of the lists the site shows, no graduate outcomes yet (docs/differences.md#about-statistics).
    expect(about.statistics?.map((s) => s.label)).toEqual([
      'Programmes',
      'Faculties',
      'Centres of excellence',
      'Licensed by the NUC',
    ])
    expect(about.statistics?.[0]?.value).toBe(String(await count('programmes')))
    const hostel = await payload.findGlobal({ slug: 'hostel-page' })
    expect(hostel.pricePerSemester).toBe(500000)
    const home = await payload.findGlobal({ slug: 'home-page' })
    expect(home.dualCertifications).toBe('2')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.institutionName).toBeTruthy()
    expect(settings.admissionSite).toMatch(/^https:\/\//)
    expect(settings.helplineHours).toBe('Mon-Fri 8:00 AM - 5:00 PM')
  })

  it('creates the configured admin, and never seeds over existing content', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })
    expect(docs[0]?.role).toBe('admin')
    expect(await isDatabaseEmpty(payload)).toBe(false)
    const faculties = await count('faculties')
    await expect(seed(payload, {})).rejects.toThrow()
    expect(await count('faculties')).toBe(faculties)
  })
})
