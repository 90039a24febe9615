import { describe, expect, it } from 'vitest'

import { admissionCalendarProblems, type AuditStep } from './admission-audit'

const step = (kind: string, startsOn: string, endsOn = '', session = '2027/2028'): AuditStep => ({
  kind,
  title: kind,
  session,
  startsOn,
  endsOn,
})

/** The demo's admission year, dates agreeing. */
const YEAR = [
  step('applications-open', '2027-03-02', '2027-07-31'),
  step('applications-close', '2027-07-31'),
  step('post-utme-screening', '2027-08-12', '2027-08-14'),
  step('admission-list', '2027-08-21'),
  step('caps-acceptance', '2027-08-21', '2027-09-09'),
  step('acceptance-deadline', '2027-09-09'),
  step('resumption', '2027-09-12'),
  step('registration', '2027-09-13', '2027-09-17'),
]
const replace = (kind: string, s: AuditStep) => YEAR.map((y) => (y.kind === kind ? s : y))

describe('admissionCalendarProblems', () => {
  it('finds nothing when the dates agree', () => {
    expect(admissionCalendarProblems(YEAR)).toEqual([])
  })

  it('catches a closing day that is not the last day of the open span', () => {
    const steps = replace('applications-open', step('applications-open', '2027-03-02', '2027-07-30'))
    expect(admissionCalendarProblems(steps)).toEqual([
      "2027/2028: 'applications-close' is on 2027-07-31, but 'applications-open' runs until 2027-07-30: the closing day is the span's last day",
    ])
  })

  it('takes a one-day opening with any later closing day', () => {
    expect(admissionCalendarProblems(replace('applications-open', step('applications-open', '2027-03-02')))).toEqual([])
  })

  it('wants the screening after applications close, and the list after the screening', () => {
    const early = replace('post-utme-screening', step('post-utme-screening', '2027-07-31', '2027-08-02'))
    expect(admissionCalendarProblems(early)).toEqual([
      "2027/2028: 'post-utme-screening' (2027-07-31) should be after the last day of 'applications-close' (2027-07-31)",
    ])
    const list = replace('admission-list', step('admission-list', '2027-08-14'))
    expect(admissionCalendarProblems(list)).toContain(
      "2027/2028: 'admission-list' (2027-08-14) should be after the last day of 'post-utme-screening' (2027-08-14)",
    )
  })

  it('wants acceptance on CAPS to end by the acceptance deadline, and resumption after it', () => {
    const caps = replace('caps-acceptance', step('caps-acceptance', '2027-08-21', '2027-09-10'))
    expect(admissionCalendarProblems(caps)).toHaveLength(1)
    const resumption = replace('resumption', step('resumption', '2027-09-09'))
    expect(admissionCalendarProblems(resumption)).toEqual([
      "2027/2028: 'resumption' (2027-09-09) should be after the last day of 'acceptance-deadline' (2027-09-09)",
    ])
  })

  it('judges each session on its own', () => {
    const other = [step('applications-close', '2026-07-31', '', '2026/2027'), ...YEAR]
    expect(admissionCalendarProblems(other)).toEqual([])
  })
})
