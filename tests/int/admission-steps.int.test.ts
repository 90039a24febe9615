/**
 * The admission calendar against the seeded database: the admin refuses a step that ends before it
 * starts, and the process page and home page mark the seeded year at fixed moments (never the day
 * the tests run), in Lagos time.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getAboutPage } from '@/content/about'
import { getAdmissionCalendar, getAdmissionNotice, getAdmissionWindow } from '@/content/admission-steps'
import { getAdmissionsSection } from '@/content/admissions-section'
import { getHomePage } from '@/content/home-page'
import { payloadClient } from '@/content/payload'
import { getHostelPage } from '@/content/places'
import { getProcessPage } from '@/content/process-page'
import { getProgrammePage, getUndergraduateOverview } from '@/content/programmes'
import { getScholarshipsPage } from '@/content/scholarships'

const context = { disableRevalidate: true }
/** Noon UTC, as Payload stores date-only fields. */
const stored = (date: string) => `${date}T12:00:00.000Z`

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await payloadClient()
})

const screening = (startsOn: string, endsOn: string | null) => ({
  kind: 'post-utme-screening' as const,
  title: 'Post-UTME screening (test)',
  startsOn: stored(startsOn),
  endsOn: endsOn ? stored(endsOn) : null,
  whatToDo: 'Bring your JAMB result slip.',
})

describe('an admission step’s end date', () => {
  // The steps made here go before the seeded year is checked below.
  afterAll(async () => {
    for (const id of created) await payload.delete({ collection: 'admission-steps', id, context })
  })

  it('is refused before the start date, saying what to fix', async () => {
    const error = await payload
      .create({ collection: 'admission-steps', data: screening('2026-08-14', '2026-08-12'), context })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error, 'the create is refused').not.toBeNull()
    const { data } = error as { data?: { errors?: Array<{ message: string; path: string }> } }
    expect(data?.errors).toEqual([
      expect.objectContaining({ path: 'endsOn', message: expect.stringMatching(/cannot be before Starts on/) }),
    ])
  })

  it('is refused on an edit that moves the start after the end', async () => {
    const doc = await payload.create({
      collection: 'admission-steps',
      data: screening('2026-08-12', '2026-08-14'),
      context,
    })
    created.push(doc.id)
    await expect(
      payload.update({ collection: 'admission-steps', id: doc.id, data: { startsOn: stored('2026-08-20') }, context }),
    ).rejects.toThrow(/Ends on/)
  })

  it('may be the start date itself, or left empty', async () => {
    for (const endsOn of ['2026-08-12', null]) {
      const doc = await payload.create({
        collection: 'admission-steps',
        data: screening('2026-08-12', endsOn),
        context,
      })
      created.push(doc.id)
      expect(doc.id).toBeGreaterThan(0)
    }
  })
})

describe('the seeded admission year (seeded on 17 November 2026: the 2027/2028 intake, still to come)', () => {
  it('is all to come on the seed’s morning, in date order, and the home page announces none of it yet', async () => {
    const steps = await getAdmissionCalendar(Date.parse('2026-11-17T09:40:00+01:00'))
    expect(steps.map((s) => [s.dates, s.title])).toEqual([
      ['2 March – 31 July 2027', 'Applications open'],
      ['31 July 2027', 'Applications close'],
      ['12–14 August 2027', 'Post-UTME screening'],
      ['21 August 2027', 'First admission list'],
      ['21 August – 9 September 2027', 'Accept your admission on JAMB CAPS'],
      ['9 September 2027', 'Acceptance deadline'],
      ['12 September 2027', 'Resumption of new students'],
      ['13–17 September 2027', 'Registration of new students'],
    ])
    expect(new Set(steps.map((s) => s.status))).toEqual(new Set(['upcoming']))
    expect(await getAdmissionNotice(Date.parse('2026-11-17T09:40:00+01:00'))).toBeNull()
  })

  it('announces applications on the home page from the week before they open', async () => {
    // 2 March 2027 is six days after 24 February.
    expect(await getAdmissionNotice(Date.parse('2027-02-24T10:00:00+01:00'))).toMatchObject({
      when: 'soon',
      step: { title: 'Applications open', dates: '2 March – 31 July 2027' },
    })
    // and all the while they are open.
    expect(await getAdmissionNotice(Date.parse('2027-05-20T10:00:00+01:00'))).toMatchObject({
      when: 'now',
      step: { title: 'Applications open' },
    })
  })

  it('marks the screening current from midnight in Lagos on its first day, and the home page announces it', async () => {
    // 23:10 UTC on 11 August is 00:10 on 12 August in Lagos.
    const now = Date.parse('2027-08-11T23:10:00Z')
    const steps = await getAdmissionCalendar(now)
    expect(steps.map((s) => s.status)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    const notice = await getAdmissionNotice(now)
    expect(notice).toMatchObject({
      when: 'now',
      step: { title: 'Post-UTME screening', dates: '12–14 August 2027', anchor: 'post-utme-screening-2027-08-12' },
    })
    const page = await getProcessPage(now)
    expect(page.admissionSteps.map((s) => s.status)).toEqual(steps.map((s) => s.status))
  })

  it('marks the screening done once its last day is over in Lagos', async () => {
    // 23:05 UTC on 14 August is already 15 August in Lagos.
    const steps = await getAdmissionCalendar(Date.parse('2027-08-14T23:05:00Z'))
    expect(steps[2]).toMatchObject({ title: 'Post-UTME screening', status: 'done' })
  })
})

describe('the admission window of the seeded year (applications 2 March – 31 July 2027, last day included)', () => {
  it('is opening on the seed’s morning, and says when, for which session, and until when', async () => {
    expect(await getAdmissionWindow(Date.parse('2026-11-17T09:40:00+01:00'))).toEqual({
      state: 'opening',
      opensOn: '2027-03-02',
      closesOn: '2027-07-31',
      session: '2027/2028',
      headline: 'Applications for the 2027/2028 session open on 2 March 2027.',
      detail: 'They close on 31 July 2027.',
    })
  })

  it('opens at midnight in Lagos on 2 March, while it is still 1 March in UTC', async () => {
    expect(await getAdmissionWindow(Date.parse('2027-03-01T22:59:00Z'))).toMatchObject({ state: 'opening' })
    expect(await getAdmissionWindow(Date.parse('2027-03-01T23:30:00Z'))).toMatchObject({
      state: 'open',
      daysLeft: 152,
      detail: 'Until 31 July 2027: 152 days left to apply.',
    })
  })

  it('takes applications all of 31 July in Lagos, and is closed from midnight', async () => {
    expect(await getAdmissionWindow(Date.parse('2027-07-30T12:00:00+01:00'))).toMatchObject({ daysLeft: 2 })
    expect(await getAdmissionWindow(Date.parse('2027-07-31T22:59:00Z'))).toMatchObject({
      state: 'open',
      daysLeft: 1,
      detail: 'Today, 31 July 2027, is the last day to apply.',
    })
    // 23:30 UTC on 31 July is 00:30 on 1 August in Lagos.
    expect(await getAdmissionWindow(Date.parse('2027-07-31T23:30:00Z'))).toMatchObject({
      state: 'closed',
      closedOn: '2027-07-31',
      nextOpensOn: null,
      headline: 'Applications are closed.',
    })
  })

  it('is the same on every page that speaks of applying', async () => {
    const now = Date.parse('2027-05-20T10:00:00+01:00')
    const expected = await getAdmissionWindow(now)
    expect(expected).toMatchObject({ state: 'open', daysLeft: 73 })
    const overview = await getUndergraduateOverview(undefined, now)
    const slug = overview.groups[0]?.programmes[0]?.slug ?? ''
    const windows = await Promise.all([
      getHomePage(now).then((v) => v.admissionWindow),
      getAboutPage(now).then((v) => v.admissionWindow),
      getAdmissionsSection(now).then((v) => v.admissionWindow),
      getProcessPage(now).then((v) => v.admissionWindow),
      getProgrammePage(slug, now).then((v) => v?.admissionWindow),
      getHostelPage(now).then((v) => v.admissionWindow),
      getScholarshipsPage(now).then((v) => v.admissionWindow),
    ])
    expect(windows).toEqual(windows.map(() => expected))
    expect(overview.admissionWindow).toEqual(expected)
  })
})
