import { describe, expect, it } from 'vitest'

import { jsonLd } from './json-ld'
import {
  isoDuration,
  listedModules,
  modulesByYear,
  MODULES_LISTED_PER_YEAR,
  programmeJsonLd,
  type ProgrammeLd,
} from './programme-page'

const mod = (level: string, semester: string, code: string) => ({ level, semester, code })

describe('modulesByYear', () => {
  it('gives the lowest level to Year 1, the next to Year 2, and so on', () => {
    const modules = [mod('200', 'First', 'B201'), mod('100', 'Second', 'A102'), mod('100', 'First', 'A101')]
    const years = modulesByYear(modules, 2)
    expect(years.map((y) => y.year)).toEqual([1, 2])
    expect(years[0].level).toBe('100')
    expect(years[0].modules.map((m) => m.code)).toEqual(['A101', 'A102'])
    expect(years[1].level).toBe('200')
    expect(years[1].modules.map((m) => m.code)).toEqual(['B201'])
  })

  it('orders levels by number, not as text', () => {
    const years = modulesByYear([mod('1000', 'First', 'Z'), mod('900', 'First', 'Y')], 2)
    expect(years.map((y) => y.level)).toEqual(['900', '1000'])
  })

  it('orders by semester, then by code', () => {
    const years = modulesByYear(
      [mod('100', 'Second', 'A1'), mod('100', 'First', 'C1'), mod('100', 'First', 'B1'), mod('100', 'Odd', 'A0')],
      1,
    )
    expect(years[0].modules.map((m) => m.code)).toEqual(['B1', 'C1', 'A1', 'A0'])
  })

  it('leaves a year without a level empty, and drops levels beyond the last year', () => {
    const years = modulesByYear([mod('100', 'First', 'A'), mod('200', 'First', 'B'), mod('300', 'First', 'C')], 2)
    expect(years).toHaveLength(2)
    expect(years.flatMap((y) => y.modules.map((m) => m.code))).toEqual(['A', 'B'])
    const more = modulesByYear([mod('100', 'First', 'A')], 3)
    expect(more.map((y) => y.modules.length)).toEqual([1, 0, 0])
    expect(more[2].level).toBeNull()
  })

  it('has at least one year, and at most twelve, for odd durations', () => {
    expect(modulesByYear([], 0)).toHaveLength(1)
    expect(modulesByYear([], Number.NaN)).toHaveLength(1)
    expect(modulesByYear([], 2.7)).toHaveLength(2)
    expect(modulesByYear([], 1000)).toHaveLength(12)
  })

  it('does not change its input', () => {
    const modules = [mod('100', 'Second', 'B'), mod('100', 'First', 'A')]
    modulesByYear(modules, 1)
    expect(modules.map((m) => m.code)).toEqual(['B', 'A'])
  })
})

describe('listedModules', () => {
  const year = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `M${i}`, credits: (i % 3) + 1 }))

  it('lists a real year whole', () => {
    const modules = year(28)
    const { listed, count, credits } = listedModules(modules)
    expect(listed).toEqual(modules)
    expect(count).toBe(28)
    expect(credits).toBe(modules.reduce((sum, m) => sum + m.credits, 0))
  })

  it('lists the first 40 of a year past that, and counts and credits all of them', () => {
    const modules = year(218)
    const { listed, count, credits } = listedModules(modules)
    expect(MODULES_LISTED_PER_YEAR).toBe(40)
    expect(listed).toEqual(modules.slice(0, 40))
    expect(count).toBe(218)
    expect(credits).toBe(modules.reduce((sum, m) => sum + m.credits, 0))
  })
})

describe('isoDuration', () => {
  it('writes years, months and semesters (six months each)', () => {
    expect(isoDuration(4, 'Years')).toBe('P4Y')
    expect(isoDuration(18, 'Months')).toBe('P18M')
    expect(isoDuration(3, 'Semesters')).toBe('P18M')
    expect(isoDuration(1, 'anything')).toBe('P1Y')
  })

  it('is null for no duration', () => {
    expect(isoDuration(0, 'Years')).toBeNull()
    expect(isoDuration(Number.NaN, 'Years')).toBeNull()
  })
})

const base: ProgrammeLd = {
  name: 'Computer Science',
  degreeInView: 'B.Sc. Computer Science',
  description: 'Programming and more.',
  url: 'https://example.edu/course/computer-science',
  image: 'https://example.edu/media/cs.webp',
  duration: 4,
  durationType: 'Years',
  typeLabel: 'Undergraduate',
  institutionName: 'Atlantic Crest University',
  institutionUrl: 'https://example.edu/',
  tuition: { local: 8_000_000, intl: 12_000 },
  modules: [{ code: 'CSC101', name: 'Introduction to Computing', credits: 3 }],
}

describe('programmeJsonLd', () => {
  it('describes the programme as an EducationalOccupationalProgram', () => {
    expect(programmeJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'Computer Science',
      url: 'https://example.edu/course/computer-science',
      description: 'Programming and more.',
      image: 'https://example.edu/media/cs.webp',
      educationalCredentialAwarded: 'B.Sc. Computer Science',
      educationalProgramMode: 'in-person',
      programType: 'Undergraduate',
      timeToComplete: 'P4Y',
      provider: { '@type': 'CollegeOrUniversity', name: 'Atlantic Crest University', url: 'https://example.edu/' },
      offers: [
        { '@type': 'Offer', category: 'Tuition', price: 8_000_000, priceCurrency: 'NGN' },
        { '@type': 'Offer', category: 'Tuition', price: 12_000, priceCurrency: 'USD' },
      ],
      hasCourse: [{ '@type': 'Course', courseCode: 'CSC101', name: 'Introduction to Computing', numberOfCredits: 3 }],
    })
  })

  it('leaves out what is empty or unknown', () => {
    const data = programmeJsonLd({ ...base, description: '', image: null, tuition: null, modules: [], duration: 0 })
    for (const key of ['description', 'image', 'offers', 'hasCourse', 'timeToComplete'])
      expect(data).not.toHaveProperty(key)
    expect(programmeJsonLd({ ...base, tuition: { local: 0, intl: 0 } })).not.toHaveProperty('offers')
    expect(programmeJsonLd({ ...base, tuition: { local: 5, intl: 0 } }).offers).toHaveLength(1)
  })

  it('stays inside its script element whatever the texts say', () => {
    const out = jsonLd(programmeJsonLd({ ...base, name: '</script><script>alert(1)</script>' }))
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })
})
