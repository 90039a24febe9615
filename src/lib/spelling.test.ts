import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { findAmericanSpellings } from './spelling'

const words = (text: string) => findAmericanSpellings(text).map((f) => f.word)

describe('findAmericanSpellings', () => {
  it('finds Center and Program, plurals and any case', () => {
    expect(words('Events and Programs at the Health Center')).toEqual(['Programs', 'Center'])
    expect(words('centers of excellence; a program; PROGRAMS')).toEqual(['centers', 'program', 'PROGRAMS'])
  })

  it('says on which line', () => {
    expect(findAmericanSpellings('one\ntwo\nthe Center')[0]).toMatchObject({ word: 'Center', line: 3 })
  })

  it('leaves the British forms alone', () => {
    expect(words('Centres and Programmes; the Centre; one programme')).toEqual([])
  })

  it('leaves addresses and paths alone', () => {
    expect(words("href: '/resources/center-excellence'")).toEqual([])
    expect(words('https://example.org/programs/list')).toEqual([])
    expect(words('centers/index.ts')).toEqual([])
  })

  it('leaves the CSS keyword alone as a whole literal or a property, but not in prose', () => {
    expect(words(`align?: 'start' | 'center'`)).toEqual([])
    expect(words(`<Hero align="center" />`)).toEqual([])
    expect(words('align === "center" ? styles.center : ""')).toEqual([])
    expect(words(`'center of the campus'`)).toEqual(['center'])
    expect(words(`'Center'`)).toEqual(['Center'])
  })

  it('leaves longer identifiers alone', () => {
    expect(words("'@type': 'EducationalOccupationalProgram', educationalProgramMode, programType")).toEqual([])
  })

  it('finds a word beside punctuation', () => {
    expect(words('Why Choose Our Centers?')).toEqual(['Centers'])
    expect(words('mentorship programs.')).toEqual(['programs'])
  })
})

/** Our code and seeded texts: every .ts and .tsx under src, but not generated files nor this rule itself. */
const root = path.resolve(import.meta.dirname, '..')
const EXCLUDED = new Set(['migrations', 'payload-types.ts', 'lib/spelling.ts', 'lib/spelling.test.ts'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const relative = path.relative(root, full).split(path.sep).join('/')
    if (EXCLUDED.has(relative)) return []
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the code and the seeded texts', () => {
  it('write Centre and Programme, never Center or Program', () => {
    const files = sourceFiles(root)
    expect(files.length).toBeGreaterThan(50)
    expect(files.some((f) => f.includes(`${path.sep}seed${path.sep}`))).toBe(true)
    const found = files.flatMap((file) =>
      findAmericanSpellings(readFileSync(file, 'utf8')).map(
        (f) => `src/${path.relative(root, file).split(path.sep).join('/')}:${f.line} ${f.word}`,
      ),
    )
    expect(found).toEqual([])
  })
})
