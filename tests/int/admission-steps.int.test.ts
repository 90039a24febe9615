/**
 * The admission calendar against the seeded database: the admin refuses a step that ends before it
 * starts, and the process page and home page mark the seeded year at fixed moments (never the day
 * the tests run), in Lagos time.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getAdmissionCalendar, getAdmissionNotice } from '@/content/admission-steps'
import { payloadClient } from '@/content/payload'
import { getProcessPage } from '@/content/process-page'

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
      ['2 March – 30 July 2027', 'Applications open'],
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
      step: { title: 'Applications open', dates: '2 March – 30 July 2027' },
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
