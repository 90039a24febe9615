import { describe, expect, it } from 'vitest'

import { stem } from './stem'

const same = (...words: string[]) => new Set(words.map(stem)).size === 1

describe('stem', () => {
  it('brings plurals together with their singular', () => {
    expect(stem('fees')).toBe('fee')
    expect(stem('scholarships')).toBe('scholarship')
    expect(stem('faculties')).toBe('faculty')
    expect(same('courses', 'course')).toBe(true)
    expect(same('programmes', 'programme')).toBe(true)
    expect(same('churches', 'church')).toBe(true)
    expect(same('classes', 'class')).toBe(true)
  })

  it('brings verb forms together', () => {
    expect(stem('applying')).toBe('apply')
    expect(stem('applied')).toBe('apply')
    expect(same('nursing', 'nurse', 'nurses')).toBe(true)
    expect(same('engineering', 'engineer', 'engineers')).toBe(true)
    expect(same('registered', 'register')).toBe(true)
    expect(same('running', 'run')).toBe(true)
    expect(same('admitted', 'admit')).toBe(true)
  })

  it('leaves alone what only looks plural or inflected, short words and codes', () => {
    for (const word of ['news', 'campus', 'business', 'analysis', 'bus', 'is', 'fee', 'need', 'string', 'csc101']) {
      expect(stem(word), word).toBe(word)
    }
  })

  it('keeps different words apart', () => {
    expect(stem('hostel')).not.toBe(stem('host'))
    expect(stem('law')).not.toBe(stem('lawal'))
  })
})
