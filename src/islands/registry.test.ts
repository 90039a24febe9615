import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SCRIPT_OF, scriptOf, type IslandName } from './registry'

const here = import.meta.dirname
const read = (file: string) => fs.readFileSync(path.join(here, file), 'utf8')

/** An entry's source with the source of the later module it loads on intent (`import('../later/x')`). */
function scriptSource(script: string): string {
  const entry = read(`entries/${script}.tsx`)
  const later = /import\('\.\.\/later\/([\w-]+)'\)/.exec(entry)?.[1]
  return later ? entry + read(`later/${later}.ts`) : entry
}

describe('the islands registry', () => {
  const names = Object.keys(SCRIPT_OF) as IslandName[]

  it.each(names)('%s has its script', (name) => {
    const script = SCRIPT_OF[name]
    expect(fs.existsSync(path.join(here, 'entries', `${script}.tsx`)), `entries/${script}.tsx`).toBe(true)
    expect(scriptOf(name)).toBe(`/islands/${script}.js`)
  })

  // A script of one island runs wherever that island is shown (the page writes it for no other); one
  // shared by several (the home page's, the header's) must start each of them by name.
  const shared = names.filter((name) => names.filter((other) => SCRIPT_OF[other] === SCRIPT_OF[name]).length > 1)
  it.each(shared)('%s is started by name by the script it shares', (name) => {
    expect(scriptSource(SCRIPT_OF[name])).toContain(`'${name}'`)
  })

  it('has no script that no island names', () => {
    const named = new Set(Object.values(SCRIPT_OF))
    const entries = fs.readdirSync(path.join(here, 'entries')).map((file) => path.basename(file, '.tsx'))
    expect(entries.filter((script) => !named.has(script as (typeof SCRIPT_OF)[IslandName]))).toEqual([])
  })
})
