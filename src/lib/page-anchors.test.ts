import { describe, expect, it } from 'vitest'

import { officeAnchor, officeNote, PRESS_NOTE } from './page-anchors'

describe('officeAnchor', () => {
  it('makes an id of the office name that a link can name', () => {
    expect(officeAnchor('Media and Public Relations Office')).toBe('office-media-and-public-relations-office')
    expect(officeAnchor('Admissions & Records')).toBe('office-admissions-and-records')
  })

  it('never gives an empty or bare id, whatever the name', () => {
    expect(officeAnchor('***')).toBe('office-unnamed')
    expect(officeAnchor('Bursary')).toMatch(/^office-[a-z0-9-]+$/)
  })
})

describe('officeNote', () => {
  it('marks the one office that answers the press, the first that says so', () => {
    const offices = ['Registry', 'Media Office', 'Press Office']
    expect(offices.map((o) => officeNote(o, offices))).toEqual([null, PRESS_NOTE, null])
  })

  it('marks nothing when no office answers the press', () => {
    const offices = ['Registry', 'Multimedia Studio']
    expect(offices.map((o) => officeNote(o, offices))).toEqual([null, null])
  })
})
