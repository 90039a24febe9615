/**
 * Everything the seed writes, planned in memory first (no database): staff,
 * their modules and publications, each programme's running modules and
 * tuition rows. Keeping this pure makes the content the same on every run and
 * lets the writer create documents in a simple order.
 */
import {
  FACULTIES,
  FACULTY_BASICS,
  FACULTY_MODULES,
  GENERAL_MODULES,
  POSTGRADUATE_MODULES,
  PROGRAMMES,
  type DepartmentSeed,
  type FacultySeed,
  type ProgrammeSeed,
} from './demo/academics'
import {
  DESIGNATIONS,
  FIRST_NAMES,
  INSTITUTIONS,
  MIDDLE_NAMES,
  SURNAMES,
  type Designation,
  type Gender,
} from './demo/people'
import { bold, bulletList, h3, paragraph, richText, type RichText } from './lexical'
import { createRandom, type Random } from './random'
import { slugify } from '@/lib/slug'

export type QualificationPlan = { discipline: string; institution: string; year: number }
export type ModuleRef = { name: string; code: string; creditUnit: number }
export type PublicationPlan = {
  title: string
  authors: string
  year: number
  views: number
  downloads: number
  abstract: string[]
}

export type StaffPlan = {
  index: number
  staffId: string
  title: string
  firstName: string
  middleName: string | null
  surname: string
  fullName: string
  slug: string
  gender: Gender
  designation: Designation
  department: DepartmentSeed
  faculty: FacultySeed
  email: string
  phone: string
  portrait: number
  joined: number
  interests: string[]
  qualifications: QualificationPlan[]
  modules: ModuleRef[]
  publications: PublicationPlan[]
}

export type RunningModulePlan = {
  programme: string
  moduleCode: string
  moduleName: string
  level: '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800'
  semester: 'First' | 'Second'
  creditLoad: number
  moduleType: 'Core' | 'Elective' | 'Required'
  lecturers: number[]
}

export type TuitionRowPlan = {
  programme: string
  level: 'All' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800'
  semester: 'All' | 'First' | 'Second'
  tuitionAmount: number
  tuitionAmountIntl: number
}

export type Plan = {
  staff: StaffPlan[]
  runningModules: RunningModulePlan[]
  tuitionRows: TuitionRowPlan[]
  /** Staff index of each faculty's dean, and of the optional second leadership entry. */
  deans: Record<string, number>
  facultyLeadership: Record<string, Array<{ role: string; staff: number }>>
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const levelOf = (year: number) => String(year * 100) as RunningModulePlan['level']

function pickUnique<T>(rng: Random, pool: readonly T[], used: Set<T>): T {
  const free = pool.filter((x) => !used.has(x))
  const item = rng.pick(free.length ? free : pool)
  used.add(item)
  return item
}

// ---------------------------------------------------------------- staff

function designationFor(rng: Random, indexInDept: number, firstDeptOfFaculty: boolean): Designation {
  if (indexInDept === 0) return firstDeptOfFaculty || rng.chance(0.35) ? 'Professor' : 'Associate Professor'
  if (indexInDept === 1) return rng.pick(['Associate Professor', 'Senior Lecturer', 'Senior Lecturer'] as const)
  if (indexInDept === 2) return rng.pick(['Lecturer I', 'Lecturer II', 'Assistant Lecturer'] as const)
  return rng.pick(['Lecturer II', 'Assistant Lecturer', 'Graduate Assistant'] as const)
}

function titleFor(rng: Random, d: Designation, gender: Gender, faculty: string, hasPhd: boolean): string {
  if (d === 'Professor') return 'Prof.'
  if (hasPhd) return faculty === 'FENG' && rng.chance(0.3) ? 'Engr.' : 'Dr.'
  if (faculty === 'FENG' && rng.chance(0.6)) return 'Engr.'
  if (faculty === 'FLAW' && rng.chance(0.5)) return 'Barr.'
  if (gender === 'male') return 'Mr.'
  return rng.chance(0.55) ? 'Mrs.' : 'Ms.'
}

function qualifications(
  rng: Random,
  dept: DepartmentSeed,
  designation: Designation,
  hasPhd: boolean,
  thisYear: number,
): QualificationPlan[] {
  const [first, second] = dept.degrees
  const field = dept.name
  const local = () => rng.pick(INSTITUTIONS.local)
  const anywhere = (p: number) => (rng.chance(p) ? rng.pick(INSTITUTIONS.abroad) : local())
  if (hasPhd) {
    const phd =
      designation === 'Professor'
        ? rng.int(1996, 2008)
        : designation === 'Associate Professor'
          ? rng.int(2006, 2013)
          : rng.int(2011, 2021)
    const masters = phd - rng.int(3, 5)
    const bachelor = masters - rng.int(2, 4)
    return [
      { discipline: `${first} ${field}`, institution: local(), year: bachelor },
      { discipline: `${second} ${field}`, institution: anywhere(0.4), year: masters },
      { discipline: `Ph.D. ${field}`, institution: anywhere(0.5), year: phd },
    ]
  }
  const masters = Math.min(
    thisYear - 1,
    designation === 'Graduate Assistant' ? rng.int(2023, 2025) : rng.int(2015, 2023),
  )
  const bachelor = masters - rng.int(2, 4)
  const out: QualificationPlan[] = [{ discipline: `${first} ${field}`, institution: local(), year: bachelor }]
  // Nigerian lawyers are called to the Bar after the Law School year.
  if (first === 'LL.B.')
    out.push({ discipline: 'B.L. (Barrister at Law)', institution: 'Nigerian Law School', year: bachelor + 1 })
  out.push({ discipline: `${second} ${field}`, institution: anywhere(0.35), year: masters })
  return out
}

/** Titles of a publication on an interest; a year it names is before the year it is published. */
const PUBLICATION_TEMPLATES: Array<(interest: string, year: number) => string> = [
  (i: string) => `${cap(i)} in the Niger Delta: challenges and prospects`,
  (i: string) => `An empirical study of ${i} in southern Nigeria`,
  (i: string) => `Rethinking ${i} for West African contexts`,
  (i: string) => `${cap(i)}: evidence from Akwa Ibom State, Nigeria`,
  (i: string, year: number) => `A review of ${i} research in sub-Saharan Africa, 2010 to ${year - 1}`,
  (i: string) => `Low-cost approaches to ${i}: a case study from Uyo`,
]

const initials = (p: { firstName: string; middleName: string | null; surname: string }) =>
  `${p.surname}, ${p.firstName.charAt(0)}.${p.middleName ? ` ${p.middleName.charAt(0)}.` : ''}`

function planStaff(thisYear: number): StaffPlan[] {
  const rng = createRandom(20230901)
  const usedFirst = new Set<string>()
  const usedSurname = new Set<string>()
  const staff: StaffPlan[] = []
  for (const faculty of FACULTIES) {
    faculty.departments.forEach((dept, deptIndex) => {
      for (let j = 0; j < dept.staff; j++) {
        const index = staff.length
        const gender: Gender = rng.chance(0.45) ? 'female' : 'male'
        const firstName = pickUnique(rng, FIRST_NAMES[gender], usedFirst)
        const surname = pickUnique(rng, SURNAMES, usedSurname)
        const middleName = rng.chance(0.5) ? rng.pick(MIDDLE_NAMES[gender]) : null
        const designation = designationFor(rng, j, deptIndex === 0)
        const hasPhd =
          ['Professor', 'Associate Professor', 'Senior Lecturer'].includes(designation) ||
          (designation === 'Lecturer I' && rng.chance(0.6))
        const fullName = [firstName, middleName, surname].filter(Boolean).join(' ')
        const emailName = `${firstName}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '')
        staff.push({
          index,
          staffId: `ACU/ACA/${String(index + 1).padStart(4, '0')}`,
          title: titleFor(rng, designation, gender, faculty.code, hasPhd),
          firstName,
          middleName,
          surname,
          fullName,
          slug: slugify(fullName),
          gender,
          designation,
          department: dept,
          faculty,
          email: `${emailName}@atlanticcrest.edu.ng`,
          phone: `+234 ${rng.pick(['803', '806', '813', '816', '703', '805', '807', '909', '802', '808'])} 555 ${rng.int(1000, 9999)}`,
          // Their own portrait (staffPortrait), shared with nobody.
          portrait: index,
          joined: rng.int(2023, Math.min(2025, thisYear)),
          interests: rng.shuffle(dept.interests).slice(0, rng.int(2, 3)),
          qualifications: qualifications(rng, dept, designation, hasPhd, thisYear),
          modules: [],
          publications: [],
        })
      }
    })
  }
  // Publications, with co-authors from the same department.
  for (const s of staff) {
    const colleagues = staff.filter((o) => o.department.code === s.department.code && o.index !== s.index)
    const count = rng.int(1, 3)
    const templates = rng.shuffle(PUBLICATION_TEMPLATES)
    for (let k = 0; k < count; k++) {
      const interest = s.interests[k % s.interests.length] as string
      const coauthors = rng.shuffle(colleagues).slice(0, rng.int(0, 2))
      const names = [s, ...coauthors].map(initials)
      const authors =
        names.length > 1 ? `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}` : (names[0] as string)
      const views = rng.int(12, 240)
      const year = rng.int(2017, thisYear)
      s.publications.push({
        title: (templates[k] as (i: string, year: number) => string)(interest, year),
        authors,
        year,
        views,
        downloads: rng.int(2, Math.max(3, Math.floor(views / 2))),
        abstract: [
          `This paper examines ${interest} with data collected in southern Nigeria between ${year - 4} and ${year - 1}. It combines field observations, interviews with practitioners and a review of published work.`,
          `The findings point to practical, low-cost steps for institutions in the region and identify questions for further research. The authors thank colleagues in the Department of ${s.department.name}, Atlantic Crest University.`,
        ],
      })
    }
  }
  return staff
}

// ---------------------------------------------------------------- modules

// Final pieces of work ("Thesis", "Business Project"), not "Software Project Management".
const PROJECT = /(dissertation|thesis|project)$/i

/** An undergraduate semester's credit load (src/lib/content-audit.ts): at least 15 units, never above 24. */
const UG_LOAD = { min: 15, max: 24 }
const MODULE_CREDIT = 3

/** A name without its numeral or bracket ("Fluid Mechanics I" → "fluid mechanics"), to tell a course taught twice. */
const baseName = (name: string) =>
  name
    .replace(/\s*\(.*\)$/, '')
    .replace(/\s+(I|II|III|IV)$/, '')
    .toLowerCase()

type PlannedName = { name: string; code?: string; credit: number; type: RunningModulePlan['moduleType'] }

/**
 * Every programme's running modules. An undergraduate semester has the general studies course of its
 * level, the faculty's basic courses in 100 level, the programme's own topics spread evenly over
 * its semesters (all core), the industrial attachment and the final project where they fall, then
 * the faculty's shared courses until the semester carries 15 to 24 units (docs/data-model.md#demo-content).
 * Foundation and postgraduate programmes take their topics two or three a semester.
 */
function planModules(staff: StaffPlan[]): RunningModulePlan[] {
  const rng = createRandom(20240115)
  const out: RunningModulePlan[] = []
  const programmeDepts = new Set(PROGRAMMES.map((p) => p.department).filter(Boolean))
  const counters = new Map<string, number>()

  const teachersFor = (p: ProgrammeSeed): number[] => {
    const faculty = FACULTIES.find((f) => f.code === p.faculty)
    if (!faculty) throw new Error(`Unknown faculty ${p.faculty}`)
    const depts = p.department
      ? faculty.departments.filter((d) => d.code === p.department || !programmeDepts.has(d.code)).map((d) => d.code)
      : faculty.departments.map((d) => d.code)
    return staff.filter((s) => depts.includes(s.department.code)).map((s) => s.index)
  }

  for (const p of PROGRAMMES) {
    const teachers = teachersFor(p)
    const key = teachers.join(',')
    const own = p.topics.filter((t) => !PROJECT.test(t))
    const finals = p.topics.filter((t) => PROJECT.test(t))
    const isUg = p.type === 'undergraduate'
    if (isUg) finals.push(p.faculty === 'FLAW' ? 'Long Essay' : 'Research Project')
    const taken = new Set(own.map(baseName))
    const shared = (isUg ? (FACULTY_MODULES[p.faculty] ?? []) : POSTGRADUATE_MODULES).filter((name) => {
      const base = baseName(name)
      return ![...taken].some((t) => t === base || t.startsWith(`${base} `) || base.startsWith(`${t} `))
    })
    const semesters = p.duration * 2
    let ownUsed = 0
    for (let year = 1; year <= p.duration; year++) {
      for (const semester of ['First', 'Second'] as const) {
        const index = (year - 1) * 2 + (semester === 'First' ? 0 : 1)
        const level = levelOf(year)
        const last = year === p.duration && semester === 'Second'
        const names: PlannedName[] = []
        if (isUg) {
          const general = GENERAL_MODULES.find((g) => g.level === year * 100 && g.semester === semester)
          if (general) names.push({ name: general.name, code: general.code, credit: general.credit, type: 'Required' })
          if (year === 1) {
            for (const b of FACULTY_BASICS[p.faculty]?.[semester] ?? [])
              names.push({ name: b.name, code: b.code, credit: b.credit, type: 'Core' })
          }
          const siwesYear = p.duration >= 5 ? 4 : 3
          if (year === siwesYear && semester === 'Second' && p.faculty !== 'FLAW') {
            names.push({
              name: 'Students’ Industrial Work Experience Scheme',
              code: `SIW ${year}99`,
              credit: 6,
              type: 'Required',
            })
          }
        }
        if (last)
          for (const f of finals) names.push({ name: f, code: `${p.prefix} ${year}99`, credit: 6, type: 'Core' })
        const load = () => names.reduce((sum, n) => sum + n.credit, 0)
        if (isUg) {
          // This semester's share of the programme's own topics, then shared courses up to the load.
          const share = Math.round(((index + 1) * own.length) / semesters) - ownUsed
          for (const name of own.slice(ownUsed, ownUsed + share)) {
            names.push({ name, credit: MODULE_CREDIT, type: 'Core' })
          }
          ownUsed += share
          while (load() < UG_LOAD.min) {
            const name = shared.shift()
            if (!name) throw new Error(`${p.code} ${level} ${semester}: only ${load()} credit units`)
            names.push({ name, credit: MODULE_CREDIT, type: 'Core' })
          }
          // Now and then an elective from the shared courses, from 300 level on.
          const spare = shared.length > 2 * (semesters - index)
          if (year >= 3 && spare && load() + 2 <= UG_LOAD.max && rng.chance(0.4)) {
            names.push({ name: shared.shift() as string, credit: 2, type: 'Elective' })
          }
        } else {
          const slots = p.type === 'foundation' ? 3 : rng.int(2, 3)
          while (names.length < slots) {
            const name = own[ownUsed] ?? shared.shift()
            if (own[ownUsed]) ownUsed++
            if (!name) throw new Error(`${p.code} has too few modules for ${level} ${semester}`)
            names.push({ name, credit: MODULE_CREDIT, type: 'Core' })
          }
        }
        let seq = semester === 'First' ? 1 : 2
        for (const m of names) {
          const code = m.code ?? `${p.prefix} ${year}${String(seq).padStart(2, '0')}`
          if (!m.code) seq += 2
          const n = counters.get(key) ?? 0
          const lecturers = [teachers[n % teachers.length] as number]
          if (teachers.length > 1 && rng.chance(0.3)) lecturers.push(teachers[(n + 1) % teachers.length] as number)
          counters.set(key, n + 1)
          out.push({
            programme: p.code,
            moduleCode: code,
            moduleName: m.name,
            level,
            semester,
            creditLoad: m.credit,
            moduleType: m.type,
            lecturers,
          })
        }
      }
    }
    if (isUg && ownUsed < own.length) throw new Error(`${p.code}: ${own.length - ownUsed} topics left unplanned`)
  }
  return out
}

/** Each staff member's own module list: two or three of the modules they teach. */
function assignStaffModules(staff: StaffPlan[], modules: RunningModulePlan[]) {
  const rng = createRandom(20240301)
  for (const s of staff) {
    const mine = new Map<string, ModuleRef>()
    for (const m of modules) {
      if (!m.lecturers.includes(s.index) || m.moduleType === 'Required') continue
      if (!mine.has(m.moduleCode))
        mine.set(m.moduleCode, { name: m.moduleName, code: m.moduleCode, creditUnit: m.creditLoad })
    }
    // Someone who teaches too little (small group) co-teaches faculty modules until they have two.
    if (mine.size < 2) {
      for (const m of modules) {
        if (mine.size >= 2) break
        const programme = PROGRAMMES.find((p) => p.code === m.programme)
        if (programme?.faculty !== s.faculty.code || m.lecturers.includes(s.index) || m.lecturers.length > 1) continue
        m.lecturers.push(s.index)
        mine.set(m.moduleCode, { name: m.moduleName, code: m.moduleCode, creditUnit: m.creditLoad })
      }
    }
    const list = [...mine.values()]
    s.modules = rng.shuffle(list).slice(0, Math.min(list.length, rng.int(2, 3)))
  }
}

// ---------------------------------------------------------------- tuition

const round = (n: number, to: number) => Math.round(n / to) * to

function planTuition(): TuitionRowPlan[] {
  const rows: TuitionRowPlan[] = []
  for (const p of PROGRAMMES) {
    const [ngn, usd] = p.fee
    const row = (level: TuitionRowPlan['level'], semester: TuitionRowPlan['semester'], factor = 1) =>
      rows.push({
        programme: p.code,
        level,
        semester,
        tuitionAmount: round(ngn * factor, 5000),
        tuitionAmountIntl: round(usd * factor, 50),
      })
    switch (p.tuition.kind) {
      case 'all':
        row('All', 'All')
        break
      case 'semesters':
        row('All', 'First')
        row('All', 'Second')
        break
      case 'levels':
        for (let y = 1; y <= p.duration; y++) row(levelOf(y), 'All')
        break
      case 'full':
        // Fees rise a little in later years, when laboratory and project costs grow.
        for (let y = 1; y <= p.duration; y++) {
          const factor = 1 + 0.03 * (y - 1)
          row(levelOf(y), 'First', factor)
          row(levelOf(y), 'Second', factor)
        }
        break
    }
  }
  return rows
}

// ---------------------------------------------------------------- rich text

const pronoun = (g: Gender) => (g === 'female' ? 'She' : 'He')

export function biography(s: StaffPlan): RichText {
  const he = pronoun(s.gender)
  const previous = s.qualifications[s.qualifications.length - 1]?.institution ?? 'another university'
  const taught = s.modules.map((m) => m.name)
  const blocks = [
    paragraph(
      `${s.title} ${s.fullName} is ${/^[AEIOU]/.test(s.designation) ? 'an' : 'a'} ${s.designation} in the Department of ${s.department.name}, ${s.faculty.name}. `,
      `${he} joined Atlantic Crest University in ${s.joined} after teaching and research at ${previous}.`,
    ),
    h3('Research interests'),
    bulletList(s.interests.map(cap)),
    paragraph(
      `${he} teaches ${taught.length > 1 ? `${taught.slice(0, -1).join(', ')} and ${taught[taught.length - 1]}` : (taught[0] ?? 'undergraduate modules')}, supervises student projects and is a member of the `,
      bold(s.department.bodies[0] ?? 'relevant professional body'),
      '.',
    ),
  ]
  if (s.designation === 'Professor') {
    blocks.push(
      paragraph(
        `${he} has supervised many postgraduate theses and serves as an external examiner to several Nigerian universities.`,
      ),
    )
  }
  return richText(...blocks)
}

export function facultyDetail(f: FacultySeed, programmeCount: number): RichText {
  return richText(
    ...f.about,
    h3('Why study with us'),
    bulletList(f.highlights),
    paragraph(
      'The faculty has ',
      bold(`${f.departments.length} departments`),
      ' and offers ',
      bold(`${programmeCount} programmes`),
      ' from foundation to postgraduate level.',
    ),
  )
}

// ---------------------------------------------------------------- all

export function buildPlan(today: Date): Plan {
  const thisYear = today.getUTCFullYear()
  const staff = planStaff(thisYear)
  const runningModules = planModules(staff)
  assignStaffModules(staff, runningModules)
  const deans: Record<string, number> = {}
  const facultyLeadership: Record<string, Array<{ role: string; staff: number }>> = {}
  FACULTIES.forEach((f, i) => {
    const members = staff.filter((s) => s.faculty.code === f.code)
    const rank = (d: Designation) => DESIGNATIONS.indexOf(d)
    const sorted = [...members].sort((a, b) => rank(a.designation) - rank(b.designation) || a.index - b.index)
    const dean = sorted[0]
    if (!dean) throw new Error(`Faculty ${f.code} has no staff`)
    deans[f.code] = dean.index
    const entries = [{ role: 'Dean', staff: dean.index }]
    const sub = sorted.find((s) => s.department.code !== dean.department.code)
    if (i % 2 === 0 && sub) entries.push({ role: 'Sub-Dean', staff: sub.index })
    facultyLeadership[f.code] = entries
  })
  return { staff, runningModules, tuitionRows: planTuition(), deans, facultyLeadership }
}
