/**
 * The screening, acceptance and payment guide against the seeded database: its two fees are the other
 * fees' (an edit of a fee's amount is what the page shows next), a fee left out is 'to be announced',
 * an amount typed into its words is refused, and the site settings refuse a bank channel a payer
 * could not use. Every change is put back.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getHowToPay, getScreeningPage } from '@/content/admission-guide'
import { payloadClient } from '@/content/payload'

import { seedNow } from '../support/clock'

const context = { disableRevalidate: true }
const now = seedNow().getTime()

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

async function feeTitled(title: string) {
  const { docs } = await payload.find({ collection: 'other-fees', where: { title: { equals: title } }, depth: 0 })
  expect(docs, title).toHaveLength(1)
  return docs[0]!
}

/** What a save refused, as the admin shows it beside the field. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error, 'the save is refused').not.toBeNull()
  return (error as { data?: { errors?: Array<{ message: string }> } }).data?.errors?.[0]?.message ?? String(error)
}

describe('the screening and acceptance page', () => {
  it('names the seeded fees from the other fees, and the dates from the admission calendar', async () => {
    const [application, acceptance] = await Promise.all([feeTitled('Application fee'), feeTitled('Acceptance fee')])
    const view = await getScreeningPage(now)
    expect(view.screening.fee).toEqual({
      title: 'Application fee',
      amount: application.amount,
      paidBy: application.paidBy,
      due: 'Once, when you apply',
    })
    expect(view.acceptance.fee).toMatchObject({ title: 'Acceptance fee', amount: acceptance.amount })
    // On the seed's day (November 2026) the intake to come is 2027's.
    expect(view.screening.date).toEqual({
      title: 'Post-UTME screening',
      dates: expect.stringMatching(/August 2027$/),
      anchor: expect.stringMatching(/^post-utme-screening-2027-08-/),
    })
    expect(view.acceptance.deadline?.anchor).toMatch(/^acceptance-deadline-2027-09-/)
    expect(view.documents.map((d) => d.name)).toEqual(
      expect.arrayContaining(['O’level results', 'Birth certificate', 'Certificate of state of origin']),
    )
  })

  it('shows a fee’s new amount after the fee is edited, and “to be announced” without a fee', async () => {
    const fee = await feeTitled('Acceptance fee')
    const guide = await payload.findGlobal({ slug: 'admission-guide', depth: 0 })
    try {
      await payload.update({ collection: 'other-fees', id: fee.id, data: { amount: fee.amount + 5_000 }, context })
      expect((await getScreeningPage(now)).acceptance.fee?.amount).toBe(fee.amount + 5_000)

      await payload.updateGlobal({
        slug: 'admission-guide',
        data: { acceptance: { ...guide.acceptance, fee: null } },
        context,
      })
      const view = await getScreeningPage(now)
      expect(view.acceptance.fee).toBeNull()
      // The rest of the section stays.
      expect(view.acceptance.capsSteps.length).toBe(guide.acceptance?.capsSteps?.length)
    } finally {
      await payload.update({ collection: 'other-fees', id: fee.id, data: { amount: fee.amount }, context })
      await payload.updateGlobal({ slug: 'admission-guide', data: { acceptance: guide.acceptance }, context })
    }
    expect((await getScreeningPage(now)).acceptance.fee?.amount).toBe(fee.amount)
  })

  it('refuses an amount typed into its words, saying where amounts come from', async () => {
    const guide = await payload.findGlobal({ slug: 'admission-guide', depth: 0 })
    const message = await refusal(
      payload.updateGlobal({
        slug: 'admission-guide',
        data: { screening: { ...guide.screening, format: 'A test; the form costs N25,000.' } },
        context,
      }),
    )
    expect(message).toMatch(/N25,000.*Other fees list/)
    expect((await payload.findGlobal({ slug: 'admission-guide', depth: 0 })).screening?.format).toBe(
      guide.screening?.format,
    )
  })
})

describe('the payment channels', () => {
  it('lists Remita first, and each bank with its account', async () => {
    const view = await getHowToPay()
    expect(view.channels[0]).toMatchObject({ name: 'Remita', kind: 'remita', url: 'https://remita.net' })
    expect(view.channels[0]!.instructions.join(' ')).toMatch(/RRR/)
    const banks = view.channels.filter((c) => c.kind === 'bank')
    expect(banks.length).toBeGreaterThan(0)
    for (const b of banks) expect(b.bank?.accountNumber).toMatch(/^\d{10}$/)
    expect(view.steps.length).toBeGreaterThan(0)
    expect(view.receipts).toMatch(/Never pay cash/)
  })

  it('refuses a bank channel without a ten-digit account number, and an address that is not https', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const channels = settings.paymentChannels ?? []
    const bank = channels.find((c) => c.kind === 'bank')!
    const save = (changed: typeof bank) =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { paymentChannels: channels.map((c) => (c === bank ? changed : c)) },
        context,
      })
    expect(await refusal(save({ ...bank, accountNumber: '12345' }))).toMatch(/ten digits/)
    expect(await refusal(save({ ...bank, url: 'http://pay.example.com' }))).toMatch(/https:\/\//)
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).paymentChannels).toEqual(channels)
  })
})
