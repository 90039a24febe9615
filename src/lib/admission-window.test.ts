import { describe, expect, it } from 'vitest'

import {
  admissionWindow,
  applicationWindows,
  daysBetween,
  windowSentence,
  windowWords,
  type WindowStepInput,
} from './admission-window'

const step = (kind: string, startsOn: string, endsOn = '', session = '2027/2028'): WindowStepInput => ({
  kind,
  startsOn,
  endsOn,
  session,
})
/** An instant written in Lagos time (UTC+1). */
const lagos = (iso: string) => Date.parse(`${iso}+01:00`)

/** The demo's admission year: applications from 2 March to 31 July 2027, closing on 31 July. */
const YEAR = [
  step('post-utme-screening', '2027-08-12', '2027-08-14'),
  step('applications-open', '2027-03-02', '2027-07-31'),
  step('applications-close', '2027-07-31'),
  step('admission-list', '2027-08-21'),
]
const NEXT_YEAR = [step('applications-open', '2028-03-01', '2028-07-31', '2028/2029')]

describe('daysBetween', () => {
  it('counts calendar days, across months and leap days', () => {
    expect(daysBetween('2027-07-30', '2027-07-31')).toBe(1)
    expect(daysBetween('2027-07-31', '2027-07-31')).toBe(0)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-12-02', '2027-07-31')).toBe(241)
  })
})

describe('applicationWindows', () => {
  it('takes the span of an applications-open step, soonest first', () => {
    expect(applicationWindows([...NEXT_YEAR, ...YEAR])).toEqual([
      { opensOn: '2027-03-02', closesOn: '2027-07-31', session: '2027/2028' },
      { opensOn: '2028-03-01', closesOn: '2028-07-31', session: '2028/2029' },
    ])
  })

  it('closes a one-day opening on its session’s closing step, else on its own day', () => {
    const steps = [
      step('applications-open', '2027-03-02'),
      step('applications-close', '2026-07-31', '', '2026/2027'),
      step('applications-close', '2027-07-31'),
      step('applications-open', '2028-03-01', '', '2028/2029'),
    ]
    expect(applicationWindows(steps).map((w) => [w.opensOn, w.closesOn])).toEqual([
      ['2027-03-02', '2027-07-31'],
      ['2028-03-01', '2028-03-01'],
    ])
  })

  it('ignores steps without a valid first day and steps of other kinds', () => {
    expect(applicationWindows([step('applications-open', ''), step('registration', '2027-09-13')])).toEqual([])
  })
})

describe('admissionWindow', () => {
  it('says nothing when the calendar has no window', () => {
    expect(admissionWindow([], lagos('2027-05-01T10:00:00'))).toBeNull()
    expect(admissionWindow([step('registration', '2027-09-13')], lagos('2027-05-01T10:00:00'))).toBeNull()
  })

  it('is opening until the last minute of the day before it opens, in Lagos', () => {
    expect(admissionWindow(YEAR, lagos('2026-12-02T10:00:00'))).toEqual({
      state: 'opening',
      opensOn: '2027-03-02',
      closesOn: '2027-07-31',
      session: '2027/2028',
    })
    expect(admissionWindow(YEAR, lagos('2027-03-01T23:59:00'))?.state).toBe('opening')
  })

  it('is open from midnight in Lagos on the opening day, while it is still the day before in UTC', () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Lagos.
    const now = Date.parse('2027-03-01T23:30:00Z')
    expect(admissionWindow(YEAR, now)).toMatchObject({ state: 'open', closesOn: '2027-07-31', daysLeft: 152 })
  })

  it('counts the days left with today included: 2 the day before the last, 1 on the last day', () => {
    expect(admissionWindow(YEAR, lagos('2027-07-30T12:00:00'))).toMatchObject({ state: 'open', daysLeft: 2 })
    expect(admissionWindow(YEAR, lagos('2027-07-31T00:00:00'))).toMatchObject({ state: 'open', daysLeft: 1 })
    expect(admissionWindow(YEAR, lagos('2027-07-31T23:59:00'))).toMatchObject({ state: 'open', daysLeft: 1 })
  })

  it('is closed from midnight in Lagos after the last day, while it is still the last day in UTC', () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in Lagos.
    expect(admissionWindow(YEAR, Date.parse('2027-07-31T23:30:00Z'))).toEqual({
      state: 'closed',
      closedOn: '2027-07-31',
      nextOpensOn: null,
    })
    expect(admissionWindow(YEAR, Date.parse('2027-07-31T22:59:00Z'))?.state).toBe('open')
  })

  it('names the next opening once one is in the calendar, until it opens', () => {
    const steps = [...YEAR, ...NEXT_YEAR]
    expect(admissionWindow(steps, lagos('2027-11-01T10:00:00'))).toEqual({
      state: 'closed',
      closedOn: '2027-07-31',
      nextOpensOn: '2028-03-01',
    })
    expect(admissionWindow(steps, lagos('2028-02-29T23:59:00'))?.state).toBe('closed')
    expect(admissionWindow(steps, lagos('2028-03-01T00:00:00'))).toMatchObject({ state: 'open', daysLeft: 153 })
  })

  it('keeps the window that stays open longest when two overlap', () => {
    const steps = [
      step('applications-open', '2027-03-02', '2027-05-31'),
      step('applications-open', '2027-05-01', '2027-07-31'),
    ]
    expect(admissionWindow(steps, lagos('2027-05-10T10:00:00'))).toMatchObject({ closesOn: '2027-07-31', daysLeft: 83 })
  })
})

describe('windowWords', () => {
  it('says how many days are left while open, and when the last day is today', () => {
    const open = admissionWindow(YEAR, lagos('2027-07-30T12:00:00'))
    expect(open && windowWords(open)).toEqual({
      headline: 'Applications are open.',
      detail: 'Until 31 July 2027: 2 days left to apply.',
    })
    const last = admissionWindow(YEAR, lagos('2027-07-31T12:00:00'))
    expect(last && windowSentence(last)).toBe('Applications are open. Today, 31 July 2027, is the last day to apply.')
  })

  it('says when applications open, for which session, and when they close', () => {
    const opening = admissionWindow(YEAR, lagos('2026-12-02T10:00:00'))
    expect(opening && windowSentence(opening)).toBe(
      'Applications for the 2027/2028 session open on 2 March 2027. They close on 31 July 2027.',
    )
  })

  it('says they are closed, and when the next open if the calendar knows', () => {
    const closed = admissionWindow([...YEAR, ...NEXT_YEAR], lagos('2027-08-01T08:00:00'))
    expect(closed && windowSentence(closed)).toBe(
      'Applications are closed. They closed on 31 July 2027; the next applications open on 1 March 2028.',
    )
    const unknown = admissionWindow(YEAR, lagos('2027-08-01T08:00:00'))
    expect(unknown && windowWords(unknown).detail).toBe(
      'They closed on 31 July 2027; the next dates will be published in the admission calendar.',
    )
  })
})
