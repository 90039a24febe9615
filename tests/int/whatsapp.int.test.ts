/**
 * The offices' WhatsApp chats come from the site settings: a number the web team types is checked
 * before it is saved, and the site reads it as the digits a wa.me link dials.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import { getSite } from '@/content/site'

let payload: Payload
const ctx = () => ({ disableRevalidate: true })

beforeAll(async () => {
  payload = await payloadClient()
})

describe('WhatsApp numbers in the site settings', () => {
  it('refuses a number that is not one, and keeps the one saved before', async () => {
    const before = (await payload.findGlobal({ slug: 'site-settings' })).whatsappBursary
    const error = await payload
      .updateGlobal({ slug: 'site-settings', data: { whatsappBursary: 'ring the bursary' }, context: ctx() })
      .then(
        () => null,
        (e: unknown) => e,
      )
    // The editor is told what to write, beside the field.
    expect((error as { data?: { errors?: Array<{ message: string }> } })?.data?.errors?.[0]?.message).toMatch(
      /with its country code, for example \+234 803 555 0150/,
    )
    expect((await payload.findGlobal({ slug: 'site-settings' })).whatsappBursary).toBe(before)
  })

  it('reads a number written the local way as a Nigerian one, and drops an office left empty', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings' })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        whatsappBursary: '0809-555-0161',
        whatsappBursaryGreeting: 'Good day, Bursary.',
        whatsappStudentAffairs: '',
      },
      context: ctx(),
    })
    try {
      const { whatsapp } = await getSite()
      expect(whatsapp.bursary).toEqual({
        office: 'Bursary',
        number: '0809-555-0161',
        digits: '2348095550161',
        greeting: 'Good day, Bursary.',
      })
      expect(whatsapp.studentAffairs).toBeNull()
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: {
          whatsappBursary: before.whatsappBursary,
          whatsappBursaryGreeting: before.whatsappBursaryGreeting,
          whatsappStudentAffairs: before.whatsappStudentAffairs,
        },
        context: ctx(),
      })
    }
  })
})
