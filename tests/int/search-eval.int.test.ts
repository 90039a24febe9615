/**
 * How well the site search answers what applicants and parents type: realistic queries (programme
 * names, misspellings, offices, fees, the hostel, scholarships, JAMB/UTME, calendar words, names),
 * each with the result that must be among the first three, written from the seeded content
 * (src/seed/), not from the engine's answers. Precision at 3 is printed and must stay at 0.9 or more.
 */
import { describe, expect, it } from 'vitest'

import { getSearchPage, searchTop } from '@/content/search'

/** What must be in the top 3: a title containing `title` (any case), or a result at `url`. */
type Expected = { title: string } | { url: string }

const EVAL: Array<[query: string, expected: Expected]> = [
  // Programmes, as named and as misspelt.
  ['computer science', { title: 'Computer Science' }],
  ['computr science', { title: 'Computer Science' }],
  ['nursing', { title: 'Nursing Science' }],
  ['nursng', { title: 'Nursing Science' }],
  ['nursin', { title: 'Nursing Science' }],
  ['artificial inteligence', { title: 'Artificial Intelligence' }],
  ['mechanical engeneering', { title: 'Mechanical Engineering' }],
  ['medical laboratory', { title: 'Medical Laboratory Science' }],
  ['petroleum engineering', { title: 'Petroleum' }],
  ['cyber security', { title: 'Cyber Security' }],
  ['data science', { title: 'Data Science' }],
  ['biochemistry', { title: 'Biochemistry' }],
  ['geology', { title: 'Geology' }],
  ['accounting', { title: 'Accounting' }],
  ['masters in public health', { title: 'Master of Public Health' }],
  // Faculties and departments.
  ['faculty of law', { title: 'Faculty of Law' }],
  ['department of economics', { title: 'Economics' }],
  ['law', { title: 'Law' }],
  // Offices and the people in them.
  ['vice chancellor', { title: 'Ekaette Mfon Udoaka' }],
  ['VC', { title: 'Ekaette Mfon Udoaka' }],
  ['registrar', { title: 'Idongesit Paul Umoren' }],
  ['bursar', { title: 'Nkoyo Eyo Henshaw' }],
  ['university librarian', { title: 'Chiamaka Ngozi Okafor' }],
  ['pro chancellor', { title: 'Nsikak Edet Ekpenyong' }],
  ['dean of engineering', { title: 'Faculty of Engineering' }],
  ['olufemi ogunleye', { title: 'Olufemi Adebayo Ogunleye' }],
  ['henshaw', { title: 'Nkoyo Eyo Henshaw' }],
  // Fees.
  ['fees', { title: 'Tuition & Fees' }],
  ['acceptance fee', { title: 'Acceptance fee' }],
  ['application fee', { title: 'Application fee' }],
  ['pay fees', { url: '/admissions/tuition' }],
  ['instalments', { url: '/admissions/tuition' }],
  ['ict fee', { title: 'ICT and e-learning' }],
  ['e-learning', { title: 'ICT and e-learning' }],
  ['gym', { title: 'optional gym membership' }],
  ['health insurance', { title: 'Medical and health insurance' }],
  // The hostel, by its name, its synonym and the words of its page.
  ['hostel', { title: 'Hostel & Accommodation' }],
  ['accommodation', { title: 'Hostel & Accommodation' }],
  ['cooking appliances', { url: '/hostel' }],
  ['visiting hours', { url: '/hostel' }],
  ['hostel portal', { title: 'Hostel portal' }],
  // Scholarships.
  ['scholarships', { url: '/resources/aid' }],
  ['women in stem', { title: 'Women in STEM Scholarship' }],
  ['sports scholarship', { title: 'Sports Excellence Scholarship' }],
  ['vice-chancellor merit scholarship', { title: 'Merit Scholarship' }],
  // Admission: JAMB/UTME and the application.
  ['JAMB', { url: '/admissions/eligibility' }],
  ['utme score', { url: '/admissions/eligibility' }],
  ['application process', { title: 'Application Process' }],
  ['download admission letter', { url: '/admissions/process' }],
  ['student portal', { title: 'Student portal' }],
  // The calendar.
  ['resumption', { title: 'Resumption of returning students' }],
  ['exams', { title: 'examinations' }],
  ['convocation', { title: 'Convocation ceremony' }],
  ['matriculation', { title: 'Matriculation ceremony' }],
  ['mid semester break', { title: 'Mid-semester break' }],
  ['independence day', { title: 'Independence Day' }],
  // The admission calendar (src/seed/demo/admission.ts).
  ['post utme screening', { title: 'Post-UTME screening' }],
  ['screening date', { title: 'Post-UTME screening' }],
  ['accept admission on caps', { title: 'JAMB CAPS' }],
  ['acceptance deadline', { title: 'Acceptance deadline' }],
  ['admission list', { title: 'First admission list' }],
  // Screening, acceptance and paying (the admission guide and the payment channels).
  ['post utme screening', { url: '/admissions/screening' }],
  ['what to bring for screening', { url: '/admissions/screening' }],
  ['acceptance fee', { url: '/admissions/screening' }],
  ['caps', { title: 'JAMB CAPS' }],
  ['accept admission on caps', { url: '/admissions/screening' }],
  ['documents for registration', { url: '/admissions/screening' }],
  ['remita', { url: '/admissions/how-to-pay' }],
  ['remita rrr', { url: '/admissions/how-to-pay' }],
  ['how to pay fees', { url: '/admissions/how-to-pay' }],
  ['how to pay acceptance fee', { url: '/admissions/how-to-pay' }],
  ['bank account number', { url: '/admissions/how-to-pay' }],
  // News and events.
  ['moot court', { title: 'moot court competition' }],
  ['solar mini-grid', { title: 'solar mini-grid' }],
  ['career fair', { title: 'Career and Internship Fair' }],
  ['inaugural lecture', { title: 'Inaugural Lecture' }],
  // The words of the fixed pages' sections (the library's hours, the press office, the hostel's price).
  ['library hours', { url: '/library#opening-hours' }],
  ['library opening times', { url: '/library#opening-hours' }],
  ['when does the library open', { url: '/library#opening-hours' }],
  ['library rules', { url: '/library#library-rules' }],
  ['where is the library', { url: '/library#location' }],
  ['press', { title: 'Media and Public Relations Office' }],
  ['press office', { title: 'Media and Public Relations Office' }],
  ['media enquiries', { title: 'Media and Public Relations Office' }],
  ['hostel fee', { url: '/hostel' }],
  ['how much is hostel', { url: '/hostel' }],
  ['how to pay', { url: '/admissions/how-to-pay' }],
  ['acceptance fee amount', { title: 'Acceptance fee' }],
  ['school fees', { url: '/admissions/tuition' }],
  ['admission requirements', { url: '/admissions/eligibility' }],
  ['direct entry', { url: '/admissions/eligibility' }],
  ['contact number', { url: '/about/contact' }],
  ['health centre phone', { title: 'Health Centre' }],
  ['privacy policy', { url: '/privacy' }],
  ['accessibility statement', { url: '/accessibility' }],
  ['when do applications close', { url: '/admissions/process' }],
  ['exam timetable', { title: 'examinations' }],
  ['wifi in hostel', { url: '/hostel' }],
  ['compare courses', { url: '/admissions/compare' }],
]

const found = (top: Array<{ title: string; url: string }>, expected: Expected) =>
  top.some((r) =>
    'url' in expected ? r.url === expected.url : r.title.toLowerCase().includes(expected.title.toLowerCase()),
  )

describe('search quality', () => {
  it('puts the expected result in the top 3 for at least 90% of realistic queries', async () => {
    expect(EVAL.length).toBeGreaterThanOrEqual(40)
    const misses: string[] = []
    for (const [query, expected] of EVAL) {
      const top = await searchTop(query, 3)
      if (!found(top, expected)) {
        misses.push(`${query} → ${top.map((r) => r.title).join(' | ') || '(nothing)'}`)
      }
    }
    const precision = (EVAL.length - misses.length) / EVAL.length
    console.log(
      `Search precision at 3: ${precision.toFixed(3)} (${EVAL.length - misses.length}/${EVAL.length})` +
        (misses.length ? `\nMissed:\n  ${misses.join('\n  ')}` : ''),
    )
    expect(precision).toBeGreaterThanOrEqual(0.9)
  })

  it('suggests the closest words when nothing matches', async () => {
    for (const [query, suggestion] of [
      ['nusring', 'nursing'],
      ['fess', 'fees'],
      ['hostle', 'hostel'],
    ]) {
      const view = await getSearchPage(query)
      expect(view.total, query).toBe(0)
      expect(view.suggestion, query).toBe(suggestion)
    }
    expect((await getSearchPage('xylophonequark')).suggestion).toBeNull()
  })

  it('marks the matched words in titles and snippets', async () => {
    const view = await getSearchPage('computr science')
    const first = view.groups[0]!.results[0]!
    expect(first.titleParts.filter((p) => p.mark).map((p) => p.text.toLowerCase())).toEqual(
      expect.arrayContaining(['computer', 'science']),
    )
  })

  it('answers long and odd queries quickly', async () => {
    const queries = [
      'x'.repeat(10_000),
      '%$#@!*&^'.repeat(100),
      Array.from({ length: 50 }, (_, i) => `word${i}`).join(' '),
      'engineering '.repeat(50),
    ]
    for (const q of queries) {
      const started = performance.now()
      const view = await getSearchPage(q)
      expect(performance.now() - started, q.slice(0, 20)).toBeLessThan(1_000)
      expect(view.query.length).toBeLessThanOrEqual(100)
    }
    expect((await getSearchPage('%$#@!*&^')).searched).toBe(false)
  })
})
