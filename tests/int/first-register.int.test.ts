/**
 * Payload's first-register endpoint creates a user with access control skipped whenever the users
 * table is empty. The site refuses it outright: accounts come from an admin, the seed or a script.
 */
import { createLocalReq, registerFirstUserOperation, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  // The table was emptied behind Payload's back; the configured admin comes back as the seed makes it.
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: process.env.ADMIN_EMAIL } },
    overrideAccess: true,
  })
  if (totalDocs === 0)
    await payload.create({
      collection: 'users',
      data: { email: process.env.ADMIN_EMAIL as string, password: process.env.ADMIN_PASSWORD as string, role: 'admin' },
    })
})

/** A request as Payload's REST endpoints make it: from the web, nobody signed in. */
async function webRequest() {
  const req = await createLocalReq({}, payload)
  req.payloadAPI = 'REST'
  return req
}

it('is refused from the web even when the users table is empty', async () => {
  // Empty the table behind Payload's back (the hooks refuse removing the last admin); afterAll restores the admin.
  await payload.db.deleteMany({ collection: 'users', where: {} })
  expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  await expect(
    registerFirstUserOperation({
      collection: payload.collections.users,
      data: { email: 'intruder@int.test', password: 'intruder-password-123', role: 'admin' } as never,
      req: await webRequest(),
    }),
  ).rejects.toThrow(/administrator/)
  expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
})
