/**
 * The /api/v1 contract (docs/contract.md) on the seeded demo database:
 * every endpoint answers with its schema and the seeded content; errors are
 * JSON with the right status; GETs carry ETag and answer 304.
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

import { payloadClient } from '@/content/payload'
import { endpoints, handleContract } from '@/contract/router'
import * as S from '@/contract/schemas'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

const ORIGIN = 'http://contract.test'

async function call(path: string, init: RequestInit & { client?: string } = {}) {
  const { client = '203.0.113.7', ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('x-forwarded-for', client)
  const request = new Request(`${ORIGIN}/api/v1/${path}`, { ...rest, headers })
  // As Next.js hands the catch-all segments over: split on '/', then decoded.
  const response = await handleContract(request, path.split('/').filter(Boolean).map(decodeURIComponent))
  const text = await response.text()
  return { response, status: response.status, body: text ? JSON.parse(text) : null }
}

async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const { status, body } = await call(path)
  expect(status, path).toBe(200)
  const parsed = schema.safeParse(body)
  expect(parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3)), path).toBe('')
  return parsed.data as z.infer<T>
}

describe('every list endpoint', () => {
  it('answers 200 with a body matching its schema', async () => {
    const plain = endpoints.filter((e) => e.method === 'GET' && !e.path.includes('{'))
    expect(plain.length).toBeGreaterThanOrEqual(24)
    for (const e of plain) await get(e.path, e.response)
  })
})

describe('academics', () => {
  it('lists the seeded faculties with their deans', async () => {
    const faculties = await get('academics/faculty/academic/list', S.Faculty.array())
    const seeded = await payload.find({ collection: 'faculties', pagination: false, depth: 1 })
    expect(faculties.map((f) => f.FacultyCode).sort()).toEqual(seeded.docs.map((f) => f.code).sort())
    for (const f of faculties) {
      expect(f.FacultyDean, f.FacultyName).not.toBe('')
      expect(f.DeanSlug, f.FacultyName).not.toBe('')
    }
  })

  it('gives faculty details with sanitized HTML and absolute image URLs', async () => {
    const details = await get('academics/faculty/details', S.FacultyDetail.array())
    expect(details.length).toBe(await payload.count({ collection: 'faculties' }).then((c) => c.totalDocs))
    expect(details.some((d) => d.FacultyDetail.includes('<p>'))).toBe(true)
    for (const d of details) {
      expect(d.FacultyDetail).not.toMatch(/<script|onerror=|javascript:/i)
      if (d.FacultyImage) expect(d.FacultyImage.startsWith(`${ORIGIN}/api/media/file/`)).toBe(true)
    }
  })

  it('lists departments with their faculty codes', async () => {
    const departments = await get('academics/department/academic/list', S.Department.array())
    expect(departments).toHaveLength(await payload.count({ collection: 'departments' }).then((c) => c.totalDocs))
    expect(departments.every((d) => d.FacultyCode)).toBe(true)
    expect(await get('academic/departments', S.Department.array())).toEqual(departments)
  })

  it('lists programmes, and only undergraduate ones at am-course-ug', async () => {
    const courses = await get('academics/course/view/list', S.Course.array())
    expect(courses).toHaveLength(await payload.count({ collection: 'programmes' }).then((c) => c.totalDocs))
    const ug = await get('academic/am-course-ug', S.Course.array())
    expect(ug.length).toBeGreaterThan(0)
    expect(ug.every((c) => c.ApplicationType === 'undergraduate')).toBe(true)
    expect(ug.length).toBe(courses.filter((c) => c.ApplicationType === 'undergraduate').length)
  })

  it('gives each programme its own tuition rows', async () => {
    const withTuition = await get('general/website/tuition', S.CourseWithTuition.array())
    const [first] = withTuition
    expect(first.TuitionList.length).toBeGreaterThan(0)
    expect(first.TuitionList.every((r) => r.CourseCode === first.CourseCode)).toBe(true)
    const byLevel = await get(`academics/tuition/by/Level/${first.CourseCode}`, S.TuitionRow.array())
    expect(byLevel).toEqual(first.TuitionList)
  })

  it('breaks a programme down into running modules with lecturers, and tuition', async () => {
    const ug = await get('academic/am-course-ug', S.Course.array())
    const course = ug[0]
    const breakdown = await get(`general/breakdown/${course.CourseCode}`, S.Breakdown)
    expect(breakdown.courseDetails?.CourseCode).toBe(course.CourseCode)
    const levels = new Set(breakdown.runningModuleList.map((m) => m.CourseLevel))
    expect(levels.size).toBe(course.Duration)
    for (const m of breakdown.runningModuleList) {
      expect(m.CourseCode).toBe(course.CourseCode)
      expect(m.Lecturers.length, m.ModuleCode).toBeGreaterThan(0)
    }
    expect(breakdown.tuitionList.length).toBeGreaterThan(0)
  })

  it('answers 404 with an empty breakdown for an unknown course', async () => {
    const { status, body } = await call('general/breakdown/NOPE-000')
    expect(status).toBe(404)
    expect(body).toEqual({ courseDetails: null, runningModuleList: [], tuitionList: [] })
  })

  it('lists who teaches which module, from the running modules', async () => {
    const timetable = await get('general/website/timetable/staff', S.TimetableEntry.array())
    const staff = await get('academic/staff/all', S.StaffMember.array())
    const ids = new Set(staff.map((s) => s.StaffID))
    expect(timetable.length).toBeGreaterThan(0)
    expect(timetable.every((t) => ids.has(t.StaffID))).toBe(true)
  })
})

describe('people', () => {
  it('gives leadership and staff in one answer', async () => {
    const body = await get('leadership/leadership/list', S.Leadership)
    // The typed Board, Management and Senate, and each faculty's dean in the Senate.
    expect(body.leadership).toHaveLength(
      (await payload.count({ collection: 'leadership-members' })).totalDocs +
        (await payload.count({ collection: 'faculties', where: { dean: { exists: true } } })).totalDocs,
    )
    expect(body.staff).toHaveLength(await payload.count({ collection: 'staff' }).then((c) => c.totalDocs))
  })

  it('gives one staff member with qualifications, modules and publications', async () => {
    const [someone] = (await payload.find({ collection: 'staff', limit: 1, depth: 0, sort: 'staffId' })).docs
    const profile = await get(`academic/staff/${someone.staffId}`, S.StaffProfile)
    expect(await get(`academic/staff/${encodeURIComponent(someone.staffId)}`, S.StaffProfile)).toEqual(profile)
    expect(profile.staff.StaffID).toBe(someone.staffId)
    expect(profile.qualifications).toHaveLength(someone.qualifications?.length ?? 0)
    // The modules the breakdowns (running modules) name them on, once per code.
    const taught = await payload.find({
      collection: 'running-modules',
      where: { lecturers: { in: [someone.id] } },
      pagination: false,
      depth: 0,
    })
    expect(profile.modules.map((m) => m.ModuleCode)).toEqual([...new Set(taught.docs.map((m) => m.moduleCode))].sort())
    const seeded = await payload.count({ collection: 'publications', where: { staff: { equals: someone.id } } })
    expect(profile.publications).toHaveLength(seeded.totalDocs)
    for (const p of profile.publications)
      expect(p.UploadFile).toMatch(/^http:\/\/contract\.test\/api\/documents\/file\//)
  })

  it('answers 404 JSON for an unknown staff ID', async () => {
    const { status, body } = await call('academic/staff/NOBODY-9999')
    expect(status).toBe(404)
    expect(body.error).toMatch(/NOBODY-9999/)
  })

  it('gives the title and designation lookups', async () => {
    const titles = await get('academic/titles', S.Title.array())
    expect(titles.map((t) => t.TitleName)).toContain('Prof.')
    const designations = await get('academic/designation', S.Designation.array())
    expect(designations.length).toBe(await payload.count({ collection: 'designations' }).then((c) => c.totalDocs))
  })
})

describe('news, events and the rest', () => {
  it('lists only published news, newest first', async () => {
    const news = await get('news/all/active', S.NewsItem.array())
    const published = await payload.count({ collection: 'news', where: { _status: { equals: 'published' } } })
    expect(news).toHaveLength(published.totalDocs)
    const dates = news.map((n) => n.InsertedDate)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('lists events with calendar dates and clock times', async () => {
    const events = await get('event/all/active', S.Event.array())
    expect(events.length).toBeGreaterThanOrEqual(10)
    expect(events.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.EventDate))).toBe(true)
  })

  it('gives the home page content as a one-element list', async () => {
    const content = await get('general/homepage/content', S.HomepageContent.array())
    expect(content).toHaveLength(1)
    const home = await payload.findGlobal({ slug: 'home-page' })
    expect(content[0].ProChancellorName).toBe(home.proChancellorName)
  })

  it('answers every other screen list with the seeded counts', async () => {
    const counts: Array<[string, z.ZodType, Parameters<Payload['count']>[0]['collection']]> = [
      ['slider/homepage', S.SliderItem.array(), 'slides'],
      ['general/web_contact', S.ContactOffice.array(), 'contact-offices'],
      ['gallery/list', S.GalleryImage.array(), 'gallery-images'],
      ['general/other-fee/list', S.OtherFee.array(), 'other-fees'],
      ['general/campus-life/list', S.CampusLifeEntry.array(), 'campus-life'],
      ['general/academic_calendar', S.CalendarEntry.array(), 'calendar-entries'],
      ['general/finance_scholarship', S.Scholarship.array(), 'scholarships'],
    ]
    for (const [path, schema, collection] of counts) {
      const body = (await get(path, schema)) as unknown[]
      expect(body.length, path).toBe((await payload.count({ collection })).totalDocs)
    }
  })
})

describe('errors', () => {
  it('answers 404 JSON for an unknown path', async () => {
    const { status, body, response } = await call('no/such/endpoint')
    expect(status).toBe(404)
    expect(body.error).toBeTruthy()
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('answers 400 JSON for malformed parameters', async () => {
    for (const path of [
      'academic/staff/%3Cscript%3E',
      `general/breakdown/${'A'.repeat(40)}`,
      'academics/tuition/by/Level/..',
      'academic/update/View/count/abc',
    ]) {
      const method = path.startsWith('academic/update') ? 'PUT' : 'GET'
      const { status, body } = await call(path, { method })
      expect(status, path).toBe(400)
      expect(body.error, path).toMatch(/Malformed/)
    }
  })

  it('answers 405 with Allow for a wrong method', async () => {
    const { status, response } = await call('news/all/active', { method: 'DELETE' })
    expect(status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})

describe('caching headers', () => {
  it('sends ETag and Cache-Control with stale-while-revalidate, and 304 on If-None-Match', async () => {
    const first = await call('academics/faculty/academic/list')
    const etag = first.response.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.response.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/)
    const second = await call('academics/faculty/academic/list', { headers: { 'If-None-Match': etag! } })
    expect(second.status).toBe(304)
    expect(second.body).toBeNull()
    const other = await call('academics/faculty/academic/list', { headers: { 'If-None-Match': '"stale"' } })
    expect(other.status).toBe(200)
  })
})

describe('the publication counters', () => {
  async function firstPublication() {
    const [p] = (await payload.find({ collection: 'publications', limit: 1, sort: 'id', depth: 0 })).docs
    return p
  }

  it('counts 100 concurrent clicks from 100 clients exactly once each', async () => {
    const p = await firstPublication()
    const before = p.viewCount ?? 0
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(`academic/update/View/count/${p.id}`, { method: 'PUT', client: `198.51.100.${i}` }),
      ),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const after = await payload.findByID({ collection: 'publications', id: p.id, depth: 0 })
    expect(after.viewCount).toBe(before + 100)
  })

  it('counts 1,000 calls from one client once, refusing the flood with 429', async () => {
    const p = await firstPublication()
    const before = p.downloadCount ?? 0
    const statuses: number[] = []
    for (let i = 0; i < 1000; i++) {
      const { status, response } = await call(`academic/update/download/count/${p.id}`, {
        method: 'PUT',
        client: '192.0.2.55',
      })
      statuses.push(status)
      if (status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true)
    const after = await payload.findByID({ collection: 'publications', id: p.id, depth: 0 })
    expect(after.downloadCount).toBe(before + 1)
  })

  it('answers a repeated click with the unchanged counts', async () => {
    const p = await firstPublication()
    const first = await call(`academic/update/View/count/${p.id}`, { method: 'PUT', client: '192.0.2.77' })
    const again = await call(`academic/update/View/count/${p.id}`, { method: 'PUT', client: '192.0.2.77' })
    expect(again.status).toBe(200)
    expect(S.PublicationCounts.parse(again.body)).toEqual(first.body)
  })

  it('answers 404 for an unknown publication', async () => {
    const { status } = await call('academic/update/View/count/999999', { method: 'PUT', client: '192.0.2.88' })
    expect(status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every endpoint with resolvable references', async () => {
    const { status, body } = await call('openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    for (const e of endpoints) {
      expect(body.paths[`/${e.path.replace('*}', '}')}`]?.[e.method.toLowerCase()], e.path).toBeTruthy()
    }
    const refs = [...JSON.stringify(body).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1])
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(body.components.schemas[ref], ref).toBeTruthy()
  })

  it('validates against the OpenAPI 3.1 schema', async () => {
    const { body } = await call('openapi.json')
    const result = await new Validator().validate(body)
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 500)).toEqual([])
    expect(result.valid).toBe(true)
  })
})

describe('when the database is down', () => {
  it('answers 503 with Retry-After and no stack trace, and keeps answering', async () => {
    // The adapter fails as it does when the database cannot be reached.
    const outage = vi.spyOn(payload.db, 'find').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    try {
      for (let i = 0; i < 2; i++) {
        const { status, body, response } = await call('academics/faculty/academic/list')
        expect(status).toBe(503)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(body.error).toMatch(/unavailable/i)
        expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*:\d+:\d+/)
      }
    } finally {
      outage.mockRestore()
    }
    expect((await call('academics/faculty/academic/list')).status).toBe(200)
  })
})
