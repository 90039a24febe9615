/**
 * Astro's pages read through a Payload instance of their own (src/content/payload.ts, decision 39), by
 * Payload's `getPayload({ key })`: a typed option its documentation does not describe. Were an upgrade
 * to drop it, every key would be handed the one instance, and this test would fail.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'

const KEY = 'int-test-second-instance'
let second: Payload | undefined

afterAll(async () => {
  await second?.destroy()
})

it('gives a key its own Payload instance, on the same database, and the same key the same one', async () => {
  const first = await getPayload({ config })
  second = await getPayload({ config, key: KEY })
  expect(second).not.toBe(first)
  expect(await getPayload({ config, key: KEY })).toBe(second)
  const stories = async (payload: Payload) => (await payload.count({ collection: 'news' })).totalDocs
  expect(await stories(second)).toBe(await stories(first))
  expect(await stories(second)).toBeGreaterThan(0)
})
