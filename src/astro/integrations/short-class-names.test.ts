import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { classesOf, namer, readableNamer, scopedNamer } from './short-class-names.mjs'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'short-class-names-'))
fs.mkdirSync(path.join(root, 'components/ui'), { recursive: true })
fs.writeFileSync(
  path.join(root, 'components/ui/card.module.css'),
  '/* .commented { } */ .card { margin: 0.5rem } .card:hover .title, .card-wide { color: red }',
)
fs.writeFileSync(path.join(root, 'components/ui/banner.module.css'), '.title { font-weight: 700 }')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('short class names', () => {
  it('lists the classes of every module, by file, sorted, and nothing from comments or numbers', () => {
    expect(classesOf(root)).toEqual([
      'components/ui/banner.module.css:title',
      'components/ui/card.module.css:card',
      'components/ui/card.module.css:card-wide',
      'components/ui/card.module.css:title',
    ])
  })

  it('names a class by its place in that list, the same in any build, and one class per name', () => {
    const name = namer(root, classesOf(root))
    const card = path.join(root, 'components/ui/card.module.css')
    expect(name('title', path.join(root, 'components/ui/banner.module.css'))).toBe('_0')
    expect(name('title', `${card}?used`)).toBe('_3')
    expect(name('card', card)).toBe('_1')
    // A class the scan did not see gets a number of its own, and keeps it.
    expect(name('unseen', card)).toBe('_4')
    expect(name('unseen', card)).toBe('_4')
    expect(namer(root, classesOf(root))('card', card)).toBe('_1')
  })

  it('names a class by its module and itself under npm run dev, and by number in a build', () => {
    const card = path.join(root, 'components/ui/card.module.css')
    expect(readableNamer(root)('card-wide', `${card}?used`)).toBe('components-ui-card__card-wide')
    expect(scopedNamer(root, false)('title', card)).toBe('components-ui-card__title')
    expect(scopedNamer(root, true)('title', card)).toBe('_3')
  })
})
