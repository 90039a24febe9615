/**
 * What visitors see keeps its history: a fee typed wrong can be seen as it was and put back, from
 * the versions the admin's Versions tab lists (the same Local API calls the admin makes).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTuitionByProgramme } from '@/content/academics'
import { payloadClient } from '@/content/payload'

let payload: Payload
// A fresh context for every call: Payload keeps its own notes in the one it is given.
const ctx = () => ({ disableRevalidate: true })

beforeAll(async () => {
  payload = await payloadClient()
})

describe('versions', () => {
  it('let an editor restore a tuition fee changed by mistake', async () => {
    const [programme] = (
      await payload.find({ collection: 'programmes', where: { name: { contains: 'Nursing' } }, limit: 1, depth: 0 })
    ).docs
    const row = await payload.create({
      collection: 'tuition-rows',
      data: {
        programme: programme.id,
        level: '800',
        semester: 'Second',
        tuitionAmount: 1_250_000,
        tuitionAmountIntl: 900,
      },
      context: ctx(),
    })
    try {
      // The slip: a zero too many.
      await payload.update({
        collection: 'tuition-rows',
        id: row.id,
        data: { tuitionAmount: 12_500_000 },
        context: ctx(),
      })
      const shown = async () =>
        (await getTuitionByProgramme(programme.code))?.find((r) => r.level === '800' && r.semester === 'Second')?.local
      expect(await shown()).toBe(12_500_000)

      const { docs: versions } = await payload.findVersions({
        collection: 'tuition-rows',
        where: { parent: { equals: row.id } },
        sort: '-updatedAt',
      })
      expect(versions.map((v) => v.version.tuitionAmount)).toEqual([12_500_000, 1_250_000])

      await payload.restoreVersion({ collection: 'tuition-rows', id: String(versions[1].id), context: ctx() })
      expect((await payload.findByID({ collection: 'tuition-rows', id: row.id })).tuitionAmount).toBe(1_250_000)
      expect(await shown()).toBe(1_250_000)
      // The restore is itself a version: the mistake can still be seen.
      expect(
        (await payload.countVersions({ collection: 'tuition-rows', where: { parent: { equals: row.id } } })).totalDocs,
      ).toBe(3)
    } finally {
      await payload.delete({ collection: 'tuition-rows', id: row.id, context: ctx() })
    }
  })

  it('keep the site settings’ earlier texts, to put back', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings' })
    const good = 'Monday to Friday, 8 am to 5 pm (history test)'
    await payload.updateGlobal({ slug: 'site-settings', data: { helplineHours: good }, context: ctx() })
    await payload.updateGlobal({ slug: 'site-settings', data: { helplineHours: 'Closed for ever' }, context: ctx() })
    try {
      const { docs } = await payload.findGlobalVersions({ slug: 'site-settings', sort: '-updatedAt', limit: 2 })
      expect(docs.map((d) => d.version.helplineHours)).toEqual(['Closed for ever', good])
      await payload.restoreGlobalVersion({ slug: 'site-settings', id: String(docs[1].id), context: ctx() })
      expect((await payload.findGlobal({ slug: 'site-settings' })).helplineHours).toBe(good)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { helplineHours: before.helplineHours },
        context: ctx(),
      })
    }
  })
})
