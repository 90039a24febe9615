/**
 * Every width media query in the stylesheets uses one of the breakpoints named in tokens.css
 * (in rem, so they follow the reader's font size): `(min-width: X)` mobile first, or
 * `(width < X)` for a phone-only layout that would cost more to undo.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')
const BREAKPOINTS = ['22.5rem', '30rem', '37.5rem', '48rem', '60rem', '75rem']

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

/** Width conditions of one @media prelude: every "(…width…)" group. */
const widthConditions = (prelude: string) => prelude.match(/\([^()]*width[^()]*\)/g) ?? []

const allowed = new Set(BREAKPOINTS.flatMap((bp) => [`(min-width: ${bp})`, `(width < ${bp})`]))

describe('breakpoints', () => {
  const files = cssFiles(SRC)

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it('tokens.css names every breakpoint', () => {
    const tokens = fs.readFileSync(path.join(SRC, 'styles/tokens.css'), 'utf8')
    for (const bp of BREAKPOINTS) expect(tokens, bp).toContain(bp)
  })

  it('every width media query uses a breakpoint of the set', () => {
    const wrong: string[] = []
    let seen = 0
    for (const file of files) {
      const lines = fs.readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, i) => {
        const media = /@media\s+([^{]*)/.exec(line)
        if (!media) return
        for (const condition of widthConditions(media[1])) {
          seen++
          if (!allowed.has(condition.replace(/\s+/g, ' ')))
            wrong.push(`${path.relative(path.dirname(SRC), file)}:${i + 1} ${condition}`)
        }
      })
    }
    expect(seen).toBeGreaterThan(10)
    expect(wrong, `use one of ${BREAKPOINTS.join(', ')}`).toEqual([])
  })

  it('checks what it says', () => {
    expect(allowed.has('(min-width: 37.5rem)')).toBe(true)
    expect(allowed.has('(width < 37.5rem)')).toBe(true)
    expect(allowed.has('(min-width: 600px)')).toBe(false)
    expect(allowed.has('(max-width: 37.49rem)')).toBe(false)
    expect(widthConditions('screen and (min-width: 48rem) and (prefers-reduced-motion: reduce)')).toEqual([
      '(min-width: 48rem)',
    ])
    expect(widthConditions('(max-width: 959.98px)')).toEqual(['(max-width: 959.98px)'])
  })
})
