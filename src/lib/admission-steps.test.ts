import { describe, expect, it } from 'vitest'

import {
  admissionTimeline,
  endsBeforeStart,
  homeNotice,
  isStepLinkUrl,
  noticeAction,
  stepAnchor,
  stepStatus,
} from './admission-steps'

const step = (kind: string, startsOn: string, endsOn = '') => ({ kind, title: kind, startsOn, endsOn })
/** An instant written in Lagos time (UTC+1). */
const lagos = (iso: string) => Date.parse(`${iso}+01:00`)

const YEAR = [
  step('resumption', '2026-09-06'),
  step('post-utme-screening', '2026-08-12', '2026-08-14'),
  step('applications-open', '2026-03-02'),
  step('admission-list', '2026-08-21'),
  step('caps-acceptance', '2026-08-21', '2026-09-04'),
  step('applications-close', '2026-07-31'),
]

describe('endsBeforeStart', () => {
  it('refuses an end before the start only', () => {
    expect(endsBeforeStart('2026-08-14', '2026-08-12')).toBe(true)
    expect(endsBeforeStart('2026-08-12', '2026-08-12')).toBe(false)
    expect(endsBeforeStart('2026-08-12', '2026-08-14')).toBe(false)
    expect(endsBeforeStart('2026-08-12', '')).toBe(false)
    expect(endsBeforeStart('', '2026-08-12')).toBe(false)
  })
})

describe('isStepLinkUrl', () => {
  it('takes a path of the site or a full address, and nothing', () => {
    for (const ok of [null, undefined, '', '/admissions/eligibility', 'https://portal.acu.edu.ng/apply']) {
      expect(isStepLinkUrl(ok), String(ok)).toBe(true)
    }
    for (const bad of ['admissions', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b', 3]) {
      expect(isStepLinkUrl(bad), String(bad)).toBe(false)
    }
  })
})

describe('stepStatus', () => {
  const screening = step('post-utme-screening', '2026-08-12', '2026-08-14')
  it('is upcoming before the first day, current through the last, done after', () => {
    expect(stepStatus(screening, '2026-08-11')).toBe('upcoming')
    expect(stepStatus(screening, '2026-08-12')).toBe('current')
    expect(stepStatus(screening, '2026-08-14')).toBe('current')
    expect(stepStatus(screening, '2026-08-15')).toBe('done')
  })
  it('treats a step without an end, or with an earlier one, as one day', () => {
    expect(stepStatus(step('admission-list', '2026-08-21'), '2026-08-21')).toBe('current')
    expect(stepStatus(step('admission-list', '2026-08-21'), '2026-08-22')).toBe('done')
    expect(stepStatus(step('admission-list', '2026-08-21', '2026-08-01'), '2026-08-22')).toBe('done')
  })
})

describe('admissionTimeline', () => {
  it('orders the steps by date and marks each one on the day in Lagos', () => {
    const timeline = admissionTimeline(YEAR, lagos('2026-08-21T10:00:00'))
    expect(timeline.map((s) => [s.kind, s.status])).toEqual([
      ['applications-open', 'done'],
      ['applications-close', 'done'],
      ['post-utme-screening', 'done'],
      ['admission-list', 'current'],
      ['caps-acceptance', 'current'],
      ['resumption', 'upcoming'],
    ])
    expect(timeline[2].dates).toBe('12–14 August 2026')
    expect(timeline[2].anchor).toBe('post-utme-screening-2026-08-12')
    expect(timeline[4].dates).toBe('21 August – 4 September 2026')
  })

  it('turns the day at midnight in Lagos, an hour before midnight UTC', () => {
    // 23:30 UTC on 14 August is already 00:30 on 15 August in Lagos: the screening is over.
    const justAfter = admissionTimeline(YEAR, Date.parse('2026-08-14T23:30:00Z'))
    expect(justAfter.find((s) => s.kind === 'post-utme-screening')?.status).toBe('done')
    // 22:59 UTC is 23:59 in Lagos: still its last day.
    const justBefore = admissionTimeline(YEAR, Date.parse('2026-08-14T22:59:00Z'))
    expect(justBefore.find((s) => s.kind === 'post-utme-screening')?.status).toBe('current')
    // 23:00 UTC on 11 August is midnight in Lagos: the first day has begun.
    const firstDay = admissionTimeline(YEAR, Date.parse('2026-08-11T23:00:00Z'))
    expect(firstDay.find((s) => s.kind === 'post-utme-screening')?.status).toBe('current')
  })

  it('keeps steps of the same day in their given order and leaves out those without a date', () => {
    const timeline = admissionTimeline(
      [step('registration', '2026-09-07'), step('resumption', ''), step('resumption', '2026-09-07')],
      lagos('2026-01-01T09:00:00'),
    )
    expect(timeline.map((s) => s.kind)).toEqual(['registration', 'resumption'])
  })
})

describe('homeNotice', () => {
  it('announces the current step, the one ending soonest first', () => {
    const now = lagos('2026-08-21T08:00:00')
    expect(homeNotice(admissionTimeline(YEAR, now), now)).toMatchObject({
      when: 'now',
      step: { kind: 'admission-list' },
    })
  })

  it('announces the next step within seven days when none is current', () => {
    const now = lagos('2026-08-05T08:00:00')
    expect(homeNotice(admissionTimeline(YEAR, now), now)).toMatchObject({
      when: 'soon',
      step: { kind: 'post-utme-screening', dates: '12–14 August 2026' },
    })
  })

  it('announces nothing when the next step is further away, or every step is done', () => {
    const early = lagos('2026-08-04T08:00:00')
    expect(homeNotice(admissionTimeline(YEAR, early), early)).toBeNull()
    const late = lagos('2026-09-07T08:00:00')
    expect(homeNotice(admissionTimeline(YEAR, late), late)).toBeNull()
  })
})

describe('stepAnchor and noticeAction', () => {
  it('name a step by kind and first day, and say what to bring to a screening', () => {
    expect(stepAnchor(step('resumption', '2026-09-06'))).toBe('resumption-2026-09-06')
    expect(noticeAction('post-utme-screening')).toBe('what to bring')
    expect(noticeAction('registration')).toBe('what to do')
  })
})
