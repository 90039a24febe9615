import { describe, expect, it } from 'vitest'

import { keyDates } from './key-dates'

const e = (date: string, title: string) => ({ date, title })

describe('keyDates', () => {
  const entries = [
    e('2026-09-07', 'Registration for first semester opens'),
    e('2026-10-01', 'Independence Day (public holiday)'),
    e('2026-10-17', 'Matriculation ceremony for new students'),
    e('2027-02-08', 'Second semester lectures begin'),
    e('2027-01-11', 'First semester examinations begin'),
    e('2026-11-13', 'Founder’s Day lecture'),
    e('2027-08-31', 'End of the academic session'),
  ]

  it('keeps the entries an applicant needs, still to come, soonest first', () => {
    expect(keyDates(entries, '2026-10-02').map((x) => x.date)).toEqual([
      '2026-10-17',
      '2027-01-11',
      '2027-02-08',
      '2027-08-31',
    ])
  })

  it('counts an entry on today as still to come', () => {
    expect(keyDates(entries, '2026-10-17')[0].title).toBe('Matriculation ceremony for new students')
  })

  it('leaves out holidays and other events', () => {
    const titles = keyDates(entries, '2026-01-01', 10).map((x) => x.title)
    expect(titles).not.toContain('Independence Day (public holiday)')
    expect(titles).not.toContain('Founder’s Day lecture')
  })

  it('stops at the limit, and gives nothing for a limit of 0', () => {
    expect(keyDates(entries, '2026-01-01', 2)).toHaveLength(2)
    expect(keyDates(entries, '2026-01-01', 0)).toEqual([])
  })

  it('is empty when nothing is still to come', () => {
    expect(keyDates(entries, '2030-01-01')).toEqual([])
    expect(keyDates([], '2026-01-01')).toEqual([])
  })

  it('ignores entries without a plain date, and keeps the order of entries on one day', () => {
    const same = [
      e('', 'Registration opens'),
      e('2026-09-07', 'Resumption of returning students'),
      e('2026-09-07', 'Registration for first semester opens'),
    ]
    expect(keyDates(same, '2026-01-01').map((x) => x.title)).toEqual([
      'Resumption of returning students',
      'Registration for first semester opens',
    ])
  })
})
