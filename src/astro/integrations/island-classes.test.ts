import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { classesByScript } from './island-classes.mjs'

// Built islands as scripts/build-islands.mjs writes them: entries, the modules they load later, shared chunks.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-classes-'))
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
write('home.js', 'const s=document.querySelector(".x");import("./later/home.js")')
write('later/home.js', 'import{a}from"../chunk-AB12.js";const m={slide:"_6q",active:"_6i"};a("script-only")')
write('chunk-AB12.js', 'export const a=(c)=>c+" button";import"./chunk-CD34.js"')
write('chunk-CD34.js', 'export const d="dialog"')
write('gallery.js', 'import("./later/gallery.js")')
write('later/gallery.js', 'const m={open:"_5l"}')
write('countdown.js', 'const t=1')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const candidates = new Set(['_6q', '_6i', '_5l', 'script-only', 'button', 'dialog', 'card'])

describe('classesByScript', () => {
  it('gives each entry script the classes of its own code and of every module it loads, at once or later', () => {
    expect(classesByScript(dir, candidates)).toEqual({
      countdown: [],
      gallery: ['_5l'],
      home: ['_6i', '_6q', 'button', 'dialog', 'script-only'],
    })
  })

  it('refuses a folder with no scripts: the islands must be built first', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'island-classes-empty-'))
    expect(() => classesByScript(empty, candidates)).toThrow(/build them first/)
    fs.rmSync(empty, { recursive: true })
  })
})
