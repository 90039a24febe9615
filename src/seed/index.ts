/**
 * The demo content: a complete fictional university, written through Payload's
 * local API. `seed` refuses to touch a database that already has content unless
 * `reset` is set, and removes what it wrote if it fails halfway.
 */
import { randomInt } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'

import { env } from '@/env'
import { closedOn, closedPeriods } from '@/lib/content-audit'
import { passwordProblem } from '@/lib/password'
import { DEFAULT_SYNONYMS } from '@/lib/search-query'
import { slugify } from '@/lib/slug'

import { entryRequirementsFor, FACULTIES, PROGRAMMES } from './demo/academics'
import { admissionGuide, GUIDE_FEE_TITLES } from './demo/admission-guide'
import { intakeToCome } from './demo/admission'
import { CAMPUS_LIFE, CENTRES, CONTACT_OFFICES, OTHER_FEES, PORTAL_TILES, SCHOLARSHIPS } from './demo/campus'
import { legalPages } from './demo/legal'
import { EVENTS, NEWS } from './demo/news-events'
import { aboutPage, admissionsPage, homePage, hostelPage, pageTexts, siteSettings } from './demo/pages'
import { DESIGNATIONS, FOUNDER_PORTRAIT, LEADERS, PORTRAITS, staffPortrait, TITLES } from './demo/people'
import { PICTURES, type PictureSeed } from './demo/pictures'
import { academicCalendar, addDays, asCalendarDate, calendarDate, startOfDay, weekday } from './dates'
import {
  campusScene,
  courtyardScene,
  eventScene,
  facultyBanner,
  hostelScene,
  laboratoryScene,
  lectureHallScene,
  libraryScene,
  logoSvg,
  portrait,
  renderPng,
  sportsScene,
} from './images'
import { paragraph, richText } from './lexical'
import { makePdf } from './pdf'
import { biography, buildPlan, facultyDetail } from './plan'
import { seedVisitCounts } from './visits'

export const DEFAULT_ADMIN_EMAIL = 'admin@atlanticcrest.edu.ng'

export type SeedOptions = {
  reset?: boolean
  log?: (msg: string) => void
  /** The moment the demo's dates are relative to (news days ago, events in days, the session); default: now. */
  now?: Date
}
export type SeedResult = { adminEmail: string; generatedPassword: string | null }

/** Hooks read this to skip cache revalidation: the seed runs outside Next.js. */
const context = { disableRevalidate: true }
/**
 * Spread into every call. Each call gets its own copy of the context: Payload uses the object it is
 * given, and the object-storage plugin marks it during an upload, so one shared object would make
 * uploads running side by side skip storing their files.
 */
const common = {
  get context() {
    return { ...context }
  },
  overrideAccess: true,
  depth: 0,
} as const

/** Collections Payload keeps for itself: schema bookkeeping, not content. */
const KEEP = new Set<string>(['payload-migrations', 'payload-kv'])

/** Deleted first, so little points at a document that is already gone. */
const DELETE_FIRST: string[] = [
  'payload-locked-documents',
  'payload-preferences',
  'publications',
  'running-modules',
  'tuition-rows',
  'news',
  'events',
  'slides',
  'gallery-images',
  'campus-life',
  'leadership-members',
  'programmes',
]
// Departments need their faculty and faculty leadership rows need their staff member: delete in this order.
const DELETE_LAST: string[] = [
  'departments',
  'faculties',
  'staff',
  'titles',
  'designations',
  'documents',
  'media',
  'users',
]

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, faculties] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'faculties', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && faculties.totalDocs === 0
}

/** Runs `fn` over `items`, `size` at a time: some parallelism without crowding SQLite. */
async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, k) => fn(item, i + k)))))
  }
  return out
}

/** Deletes every document of every content collection (and the uploaded files with them). */
export async function clearDatabase(payload: Payload, log: (msg: string) => void = () => {}): Promise<void> {
  const slugs: string[] = payload.config.collections.map((c) => c.slug).filter((s) => !KEEP.has(s))
  const order = [
    ...DELETE_FIRST.filter((s) => slugs.includes(s)),
    ...slugs.filter((s) => !DELETE_FIRST.includes(s) && !DELETE_LAST.includes(s)),
    ...DELETE_LAST.filter((s) => slugs.includes(s)),
  ]
  for (const slug of order) {
    const collection = slug as CollectionSlug
    const config = payload.collections[collection].config
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) {
      if (config.upload) {
        // Through the local API, so the stored files and their resized copies go too.
        const result = await payload.delete({
          collection,
          where: { id: { exists: true } },
          context,
          overrideAccess: true,
          depth: 0,
        })
        if (result.errors.length)
          throw new Error(`Could not delete from ${slug}: ${result.errors[0]?.message ?? 'unknown error'}`)
      } else {
        // One statement per table instead of one operation per document: much faster, and no hooks to run.
        await payload.db.deleteMany({ collection, where: { id: { exists: true } } })
      }
      log(`Removed ${totalDocs} from ${slug}`)
    }
    if (config.versions) await payload.db.deleteVersions({ collection, where: {} })
  }
}

function drawPicture(p: PictureSeed): string {
  switch (p.scene.kind) {
    case 'campus':
      return campusScene(p.seed)
    case 'hostel':
      return hostelScene(p.seed)
    case 'library':
      return libraryScene(p.seed)
    case 'lecture':
      return lectureHallScene(p.seed)
    case 'laboratory':
      return laboratoryScene(p.seed)
    case 'courtyard':
      return courtyardScene(p.seed)
    case 'sport':
      return sportsScene(p.seed, p.scene.sport)
    case 'event':
      return eventScene(p.seed, p.scene.event)
  }
}

/** A password with letters, digits and a few symbols, from the crypto source, that passes the password rule. */
export function randomPassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789!#%+=?@'
  const draw = () => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')
  let password = draw()
  // Twenty random characters nearly always pass; drawing again keeps the rare exception out.
  while (passwordProblem(password)) password = draw()
  return password
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  // Before anything is removed or written: the admin's password must pass the rule like any other.
  const problem = env.adminPassword && passwordProblem(env.adminPassword, [env.adminEmail])
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`)
  if (options.reset) {
    log('Resetting: removing all content')
    await clearDatabase(payload, log)
  } else if (!(await isDatabaseEmpty(payload))) {
    throw new Error(
      'The database already has content. Seeding would mix demo content with it; use the reset option to start from a clean slate.',
    )
  }
  try {
    return await fill(payload, log, options.now ?? new Date())
  } catch (error) {
    // Leave an empty database rather than half a university, so the next run can start again.
    log('Seeding failed; removing what was written')
    await clearDatabase(payload).catch(() => {})
    throw error
  }
}

/** The ids the later areas point at, filled in area by area. */
type Pictures = {
  /** A picture of src/seed/demo/pictures.ts by its key. */
  pic: (key: string) => number
  portraits: number[]
  /** Each staff member's own portrait, by their index in the plan. */
  staffPortraits: number[]
  /** Faculty banners by faculty code. */
  banners: Map<string, number>
  logo: number
}
type Lookups = { titles: Map<string, number>; designations: Map<string, number> }
type Units = { faculties: Map<string, number>; departments: Map<string, number> }
/** A staff member's id by their index in the plan. */
type StaffIds = (index: number) => number
type Plan = ReturnType<typeof buildPlan>
type Log = (msg: string) => void

/**
 * Writes the demo, one area after another. The order is part of the output: ids follow it, and the
 * tests expect the same content from every run.
 */
async function fill(payload: Payload, log: Log, now: Date): Promise<SeedResult> {
  const today = startOfDay(now)
  const plan = buildPlan(today)

  const admin = await seedAdmin(payload)
  const pictures = await seedPictures(payload, log, plan.staff)
  const lookups = await seedLookups(payload)
  const units = await seedFacultiesAndDepartments(payload, pictures, log)
  const staffId = await seedStaff(payload, plan, lookups, units, pictures)
  await seedPublications(payload, plan, staffId)
  log(`Staff: ${plan.staff.length}, publications: ${plan.staff.flatMap((s) => s.publications).length}`)
  await seedFacultyLeadership(payload, plan, units, staffId)
  await seedProgrammes(payload, plan, units, pictures, staffId, log)
  await seedLeadership(payload, pictures)
  await seedNews(payload, today, now, units, pictures)
  await seedEvents(payload, today, now, pictures)
  await seedSlides(payload, pictures)
  log(`News: ${NEWS.length} (one draft), events: ${EVENTS.length}, slides: ${SLIDES.length}`)
  await seedGalleryAndCalendar(payload, today, pictures, log)
  await seedGlobals(payload, pictures, now)
  log('Globals: home, about, admissions, hostel, page texts, site settings')
  log(`Visit counts: ${await seedVisitCounts(payload, now)} rows over 90 days`)
  return admin
}

/** The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or the default e-mail with a generated password. */
async function seedAdmin(payload: Payload): Promise<SeedResult> {
  const adminEmail = env.adminEmail ?? DEFAULT_ADMIN_EMAIL
  const generatedPassword = env.adminPassword ? null : randomPassword()
  await payload.create({
    collection: 'users',
    data: {
      email: adminEmail,
      password: env.adminPassword ?? (generatedPassword as string),
      name: 'Website administrator',
      role: 'admin',
    },
    ...common,
  })
  return { adminEmail, generatedPassword }
}

/** Every drawn picture: the scenes, the portraits, one banner per faculty and the crest. */
async function seedPictures(payload: Payload, log: Log, staff: Plan['staff']): Promise<Pictures> {
  const upload = async (svg: string, name: string, alt: string) => {
    const data = await renderPng(svg)
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
      ...common,
    })
    return doc.id
  }
  const pictures = new Map<string, number>()
  await inBatches(PICTURES, 3, async (p) => pictures.set(p.key, await upload(drawPicture(p), p.key, p.alt)))
  const pic = (key: string) => {
    const id = pictures.get(key)
    if (id === undefined) throw new Error(`Unknown picture ${key}`)
    return id
  }
  const portraits = await inBatches(PORTRAITS, 3, (p, i) =>
    upload(
      portrait({ ...p, seed: 500 + i }),
      `portrait-${String(i + 1).padStart(2, '0')}`,
      `Portrait illustration of ${p.label}`,
    ),
  )
  // One portrait of their own per staff member: no two people share a picture.
  const staffPortraits = await inBatches(staff, 3, (s) => {
    const p = staffPortrait(s.gender, s.portrait)
    return upload(
      portrait({ ...p, seed: 700 + s.portrait }),
      `staff-portrait-${String(s.portrait + 1).padStart(3, '0')}`,
      `Portrait illustration of ${p.label}`,
    )
  })
  const banners = new Map<string, number>()
  await inBatches(FACULTIES, 3, async (f, i) =>
    banners.set(
      f.code,
      await upload(
        facultyBanner(900 + i, f.colour, f.motif),
        `banner-${f.code.toLowerCase()}`,
        `Abstract banner for the ${f.name}`,
      ),
    ),
  )
  const logo = await upload(
    logoSvg(),
    'acu-crest',
    'Crest of Atlantic Crest University: a shield with a rising sun over the sea and an open book',
  )
  log(`Pictures: ${pictures.size + portraits.length + staffPortraits.length + banners.size + 1}`)
  return { pic, portraits, staffPortraits, banners, logo }
}

/** Staff titles and designations, by name. */
async function seedLookups(payload: Payload): Promise<Lookups> {
  const titles = new Map<string, number>()
  for (const name of TITLES)
    titles.set(name, (await payload.create({ collection: 'titles', data: { name }, ...common })).id)
  const designations = new Map<string, number>()
  for (const name of DESIGNATIONS)
    designations.set(name, (await payload.create({ collection: 'designations', data: { name }, ...common })).id)
  return { titles, designations }
}

/** Each faculty, then its departments; ids by code. Deans and faculty leadership come after the staff. */
async function seedFacultiesAndDepartments(payload: Payload, pictures: Pictures, log: Log): Promise<Units> {
  const faculties = new Map<string, number>()
  const departments = new Map<string, number>()
  for (const f of FACULTIES) {
    const count = PROGRAMMES.filter((p) => p.faculty === f.code).length
    const doc = await payload.create({
      collection: 'faculties',
      data: {
        name: f.name,
        slug: slugify(f.name),
        code: f.code,
        detail: facultyDetail(f, count),
        image: pictures.banners.get(f.code),
        phone: f.phone,
        email: f.email,
        partnershipCount: f.partnershipCount ?? null,
      },
      ...common,
    })
    faculties.set(f.code, doc.id)
    for (const d of f.departments) {
      departments.set(
        d.code,
        (
          await payload.create({
            collection: 'departments',
            data: { name: d.name, code: d.code, faculty: doc.id },
            ...common,
          })
        ).id,
      )
    }
  }
  log(`Faculties: ${faculties.size}, departments: ${departments.size}`)
  return { faculties, departments }
}

/** The staff of the plan; answers their ids by plan index. */
async function seedStaff(
  payload: Payload,
  plan: Plan,
  lookups: Lookups,
  units: Units,
  pictures: Pictures,
): Promise<StaffIds> {
  const staffIds: number[] = []
  await inBatches(plan.staff, 4, async (s) => {
    const doc = await payload.create({
      collection: 'staff',
      data: {
        staffId: s.staffId,
        title: lookups.titles.get(s.title),
        firstName: s.firstName,
        middleName: s.middleName,
        surname: s.surname,
        fullName: s.fullName,
        slug: s.slug,
        designation: lookups.designations.get(s.designation),
        department: units.departments.get(s.department.code),
        email: s.email,
        phone: s.phone,
        image: pictures.staffPortraits[s.portrait],
        biography: biography(s),
        qualifications: s.qualifications,
        // No typed module list: the profile lists the running modules that name them (one source).
      },
      ...common,
    })
    staffIds[s.index] = doc.id
  })
  return (index: number) => {
    const id = staffIds[index]
    if (id === undefined) throw new Error(`Staff ${index} was not created`)
    return id
  }
}

/** Each staff publication: its PDF in documents, then the publication pointing at it. */
async function seedPublications(payload: Payload, plan: Plan, staffId: StaffIds): Promise<void> {
  const publications = plan.staff.flatMap((s) => s.publications.map((p) => ({ staff: s, p })))
  await inBatches(publications, 4, async ({ staff: s, p }, i) => {
    const pdf = makePdf({
      title: p.title,
      authors: p.authors,
      year: p.year,
      lines: p.abstract,
      footer: `Atlantic Crest University, Uyo. Staff publication ${s.staffId}.`,
    })
    const file = await payload.create({
      collection: 'documents',
      data: { title: p.title },
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `publication-${String(i + 1).padStart(3, '0')}-${slugify(p.title).slice(0, 60)}.pdf`,
        size: pdf.length,
      },
      ...common,
    })
    await payload.create({
      collection: 'publications',
      data: {
        staff: staffId(s.index),
        title: p.title,
        authors: p.authors,
        publishedYear: p.year,
        file: file.id,
        viewCount: p.views,
        downloadCount: p.downloads,
      },
      ...common,
    })
  })
}

/** Each faculty's dean and leadership, now that the staff exist. */
async function seedFacultyLeadership(payload: Payload, plan: Plan, units: Units, staffId: StaffIds): Promise<void> {
  for (const f of FACULTIES) {
    await payload.update({
      collection: 'faculties',
      id: units.faculties.get(f.code) as number,
      data: {
        dean: staffId(plan.deans[f.code] as number),
        leadership: (plan.facultyLeadership[f.code] ?? []).map((l) => ({ role: l.role, person: staffId(l.staff) })),
      },
      ...common,
    })
  }
}

/** The programmes, then their tuition rows and running modules. */
async function seedProgrammes(
  payload: Payload,
  plan: Plan,
  units: Units,
  pictures: Pictures,
  staffId: StaffIds,
  log: Log,
): Promise<void> {
  const programmes = new Map<string, number>()
  for (const p of PROGRAMMES) {
    const doc = await payload.create({
      collection: 'programmes',
      data: {
        name: p.name,
        slug: slugify(p.code === 'MBA' || p.code === 'MPH' ? p.name : p.degreeInView),
        code: p.code,
        degreeInView: p.degreeInView,
        duration: p.duration,
        durationType: 'Years',
        applicationType: p.type,
        faculty: units.faculties.get(p.faculty) as number,
        department: p.department ? units.departments.get(p.department) : null,
        description: p.description,
        image: pictures.banners.get(p.faculty),
        entryRequirements: entryRequirementsFor(p.code),
      },
      ...common,
    })
    programmes.set(p.code, doc.id)
  }
  const programme = (code: string) => programmes.get(code) as number
  await inBatches(plan.tuitionRows, 6, (r) =>
    payload.create({ collection: 'tuition-rows', data: { ...r, programme: programme(r.programme) }, ...common }),
  )
  await inBatches(plan.runningModules, 6, (m) =>
    payload.create({
      collection: 'running-modules',
      data: { ...m, programme: programme(m.programme), lecturers: m.lecturers.map(staffId) },
      ...common,
    }),
  )
  log(
    `Programmes: ${programmes.size}, tuition rows: ${plan.tuitionRows.length}, running modules: ${plan.runningModules.length}`,
  )
}

/** The university's Board and Management (the Senate's deans come from the faculties, not from here). */
async function seedLeadership(payload: Payload, pictures: Pictures): Promise<void> {
  for (const [order, l] of LEADERS.entries()) {
    await payload.create({
      collection: 'leadership-members',
      data: {
        category: l.category,
        title: l.title,
        fullName: l.fullName,
        designation: l.designation,
        image: pictures.portraits[l.portrait],
        description: richText(...l.about.map((t) => paragraph(t))),
        order: order + 1,
      },
      ...common,
    })
  }
}

/**
 * `days` after the latest entry titled `title` of this session's or the last session's calendar
 * that is at least that far back from today; null when neither has one.
 */
function afterCalendarEntry(title: string, days: number, today: Date): Date | null {
  const entries = [...academicCalendar(addDays(today, -365)).entries, ...academicCalendar(today).entries]
  const after = entries
    .filter((c) => c.title === title)
    .map((c) => addDays(startOfDay(new Date(c.date)), days))
    .filter((d) => d <= today)
    .sort((a, b) => a.getTime() - b.getTime())
  return after.at(-1) ?? null
}

/**
 * The news, published `daysAgo` days before today, or `after` the calendar's event they report; never
 * after now. One is a draft.
 */
async function seedNews(payload: Payload, today: Date, now: Date, units: Units, pictures: Pictures): Promise<void> {
  for (const [i, n] of NEWS.entries()) {
    const day =
      (n.after && afterCalendarEntry(n.after.calendarTitle, n.after.days, today)) ?? addDays(today, -n.daysAgo)
    const published = new Date(day.getTime() + (8 + (i % 8)) * 3600_000)
    await payload.create({
      collection: 'news',
      data: {
        title: n.title,
        slug: slugify(n.draft ? n.title.replace(/^draft:\s*/i, '') : n.title),
        newsType: n.type,
        faculty: n.faculty ? units.faculties.get(n.faculty) : null,
        image: pictures.pic(n.picture),
        description: richText(...n.body),
        publishedAt: (published > now ? now : published).toISOString(),
        _status: n.draft ? 'draft' : 'published',
      },
      draft: Boolean(n.draft),
      ...common,
    })
  }
}

/**
 * The events, each on the weekday nearest `inDays` from today, announced three weeks before. An
 * event never falls in an examination period, a holiday or a break of the academic calendar: it
 * moves to the next weekday that is open (the content audit's rule, src/lib/content-audit.ts) and has no
 * other event.
 */
async function seedEvents(payload: Payload, today: Date, now: Date, pictures: Pictures): Promise<void> {
  const closed = closedPeriods(academicCalendar(today).entries)
  // One event a day: two moved out of the same break would otherwise share the day after it.
  const taken = new Set<string>()
  for (const e of EVENTS) {
    let day = weekday(addDays(today, e.inDays))
    while (closedOn(asCalendarDate(day), closed) || taken.has(asCalendarDate(day))) day = weekday(addDays(day, 1))
    taken.add(asCalendarDate(day))
    const announced = addDays(day, -21)
    await payload.create({
      collection: 'events',
      data: {
        title: e.title,
        slug: slugify(e.title),
        eventType: e.type,
        eventDate: asCalendarDate(day),
        startTime: e.start,
        endTime: e.end,
        location: e.location,
        image: pictures.pic(e.picture),
        description: richText(...e.body),
        publishedAt: (announced > now ? now : announced).toISOString(),
        _status: 'published',
      },
      ...common,
    })
  }
}

/** The home page's slides, in this order. */
const SLIDES = [
  {
    title: 'Welcome to Atlantic Crest University',
    caption:
      'A young university in Uyo with world-class ambitions: small classes, real projects and dual certifications.',
    buttonName: 'How to apply',
    buttonLink: '/admissions/process',
    picture: 'senate-building',
  },
  {
    title: 'Find your place in six faculties',
    caption:
      'Forty programmes from foundation to postgraduate level, in engineering, computing, health, law, management and the sciences.',
    buttonName: 'Explore faculties',
    buttonLink: '/academics/faculties',
    picture: 'lecture-theatre',
  },
  {
    title: 'Pioneering the future of African education',
    caption: 'Founded in 2023 on the Atlantic coast of Nigeria to educate leaders, scientists and makers.',
    buttonName: 'Our story',
    buttonLink: '/about',
    picture: 'convocation-caps',
  },
]

async function seedSlides(payload: Payload, pictures: Pictures): Promise<void> {
  for (const [i, s] of SLIDES.entries()) {
    await payload.create({
      collection: 'slides',
      data: {
        title: s.title,
        caption: s.caption,
        buttonName: s.buttonName,
        buttonLink: s.buttonLink,
        image: pictures.pic(s.picture),
        order: i + 1,
        _status: 'published',
      },
      ...common,
    })
  }
}

/** The gallery, this session's academic calendar, then the campus lists. */
async function seedGalleryAndCalendar(payload: Payload, today: Date, pictures: Pictures, log: Log): Promise<void> {
  await inBatches(PICTURES, 6, (p, i) =>
    payload.create({
      collection: 'gallery-images',
      data: {
        title: p.title,
        category: p.category,
        subCategory: p.subCategory,
        image: pictures.pic(p.key),
        order: i + 1,
      },
      ...common,
    }),
  )
  const calendar = academicCalendar(today)
  await inBatches(calendar.entries, 6, (c) => payload.create({ collection: 'calendar-entries', data: c, ...common }))
  const admission = await seedAdmissionSteps(payload, today)
  await seedCampusLists(payload, pictures)
  await seedContactsAndCentres(payload)
  log(
    `Gallery: ${PICTURES.length}, calendar ${calendar.session}: ${calendar.entries.length} entries, ${admission} admission steps`,
  )
}

/** A plain date (YYYY-MM-DD) as Payload stores date-only fields. */
const storedDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number)
  return calendarDate(year, month, day)
}

/** The admission year still to come on the seed's day (src/seed/demo/admission.ts). */
async function seedAdmissionSteps(payload: Payload, today: Date): Promise<number> {
  const steps = intakeToCome(today)
  await inBatches(steps, 4, (s) =>
    payload.create({
      collection: 'admission-steps',
      data: {
        ...s,
        startsOn: storedDate(s.startsOn),
        endsOn: s.endsOn ? storedDate(s.endsOn) : null,
        link: s.link ?? {},
      },
      ...common,
    }),
  )
  return steps.length
}

/** Campus life, the scholarships and the other fees, each in its order. */
async function seedCampusLists(payload: Payload, pictures: Pictures): Promise<void> {
  for (const [i, c] of CAMPUS_LIFE.entries()) {
    await payload.create({
      collection: 'campus-life',
      data: { title: c.title, description: c.description, image: pictures.pic(c.picture), order: i + 1 },
      ...common,
    })
  }
  for (const [i, s] of SCHOLARSHIPS.entries()) {
    await payload.create({
      collection: 'scholarships',
      data: {
        name: s.name,
        description: s.description,
        tuitionPercentage: s.tuition,
        hostelPercentage: s.hostel,
        feedingPercentage: s.feeding,
        eligibility: s.eligibility,
        deadline: s.deadline,
        howToApply: s.howToApply,
        order: i + 1,
      },
      ...common,
    })
  }
  for (const [i, f] of OTHER_FEES.entries()) {
    await payload.create({
      collection: 'other-fees',
      data: {
        title: f.title,
        amount: f.amount,
        paidBy: f.paidBy,
        isRequired: f.required,
        due: f.due,
        appliesTo: f.appliesTo,
        order: i + 1,
      },
      ...common,
    })
  }
}

/** The contact offices, the portal tiles and the centres, each in its order. */
async function seedContactsAndCentres(payload: Payload): Promise<void> {
  for (const [i, c] of CONTACT_OFFICES.entries()) {
    await payload.create({ collection: 'contact-offices', data: { ...c, order: i + 1 }, ...common })
  }
  for (const [i, t] of PORTAL_TILES.entries()) {
    await payload.create({ collection: 'portal-tiles', data: { ...t, order: i + 1 }, ...common })
  }
  for (const [i, c] of CENTRES.entries()) {
    await payload.create({
      collection: 'centres',
      data: {
        name: c.name,
        tagline: c.tagline,
        location: c.location,
        initiatives: c.initiatives.map((text) => ({ text })),
        url: c.url,
        order: i + 1,
      },
      ...common,
    })
  }
}

/** The page texts and site settings. Every field is set, so a reset leaves nothing stale behind. */
async function seedGlobals(payload: Payload, { pic, portraits, logo }: Pictures, now: Date): Promise<void> {
  const globalOptions = { context, overrideAccess: true, depth: 0 } as const
  await payload.updateGlobal({
    slug: 'home-page',
    data: homePage({
      proChancellor: portraits[9] as number,
      banner: pic('main-avenue'),
      foundation: pic('seminar-room'),
      undergraduate: pic('lecture-theatre'),
      centres: pic('innovation-lab'),
    }),
    ...globalOptions,
  })
  await payload.updateGlobal({
    slug: 'about-page',
    data: aboutPage({ hero: pic('campus-evening'), founder: portraits[FOUNDER_PORTRAIT] as number }),
    ...globalOptions,
  })
  await payload.updateGlobal({ slug: 'admissions-page', data: admissionsPage(), ...globalOptions })
  // The guide names two of the other fees, looked up by title; a fee missing is left empty ('to be announced').
  const feeId = async (title: string) =>
    (await payload.find({ collection: 'other-fees', where: { title: { equals: title } }, limit: 1, depth: 0 })).docs[0]
      ?.id ?? null
  await payload.updateGlobal({
    slug: 'admission-guide',
    data: admissionGuide({
      screening: await feeId(GUIDE_FEE_TITLES.screening),
      acceptance: await feeId(GUIDE_FEE_TITLES.acceptance),
    }),
    ...globalOptions,
  })
  await payload.updateGlobal({
    slug: 'hostel-page',
    data: hostelPage({ male: pic('hostel-male'), female: pic('hostel-female') }),
    ...globalOptions,
  })
  await payload.updateGlobal({ slug: 'legal-pages', data: legalPages(now), ...globalOptions })
  await payload.updateGlobal({ slug: 'page-texts', data: pageTexts(), ...globalOptions })
  await payload.updateGlobal({
    slug: 'search-settings',
    data: { synonyms: DEFAULT_SYNONYMS.map((terms) => ({ terms })) },
    ...globalOptions,
  })
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings({ logo }), ...globalOptions })
}
