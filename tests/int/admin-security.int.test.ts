/** The admin's accounts: who may create, unlock, demote and delete them, and how strong a password must be. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import type { User } from '@/payload-types'

let payload: Payload
let admin: User
let editor: User

const stamp = Date.now()

beforeAll(async () => {
  payload = await payloadClient()
  admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
  editor = await payload.create({
    collection: 'users',
    data: { email: `security-editor-${stamp}@int.test`, password: 'editor-password-123', role: 'editor' },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@int.test` } }, overrideAccess: true })
})

const tooShort = { data: { errors: [{ path: 'password', message: 'The password needs at least 12 characters.' }] } }

describe('passwords', () => {
  it('must have at least twelve characters, for every account', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: `short-${stamp}@int.test`, password: 'short', role: 'editor' },
      }),
    ).rejects.toMatchObject(tooShort)
    await expect(
      payload.update({ collection: 'users', id: editor.id, data: { password: 'elevenchars' } }),
    ).rejects.toMatchObject(tooShort)
    await expect(
      payload.update({ collection: 'users', id: editor.id, data: { password: 'a-long-enough-password' } }),
    ).resolves.toMatchObject({ id: editor.id })
  })

  /** The rule's answer for a guessable password, on the password field. */
  const tooEasy = {
    data: { errors: [{ path: 'password', message: expect.stringMatching(/^The password is too easy to guess\. \S/) }] },
  }

  it.each(['password1234', '123456789012', 'aaaaaaaaaaaa'])(
    'refuses %s when an account is created, changed or reset, and says why',
    async (weak) => {
      await expect(
        payload.create({
          collection: 'users',
          data: { email: `weak-${stamp}@int.test`, password: weak, role: 'editor' },
        }),
      ).rejects.toMatchObject(tooEasy)
      await expect(
        payload.update({ collection: 'users', id: editor.id, data: { password: weak } }),
      ).rejects.toMatchObject(tooEasy)
      const token = await payload.forgotPassword({
        collection: 'users',
        data: { email: editor.email },
        disableEmail: true,
      })
      await expect(
        payload.resetPassword({ collection: 'users', data: { token, password: weak }, overrideAccess: true }),
      ).rejects.toMatchObject(tooEasy)
      const strong = 'copper-lagoon-umbrella-58'
      await expect(
        payload.resetPassword({ collection: 'users', data: { token, password: strong }, overrideAccess: true }),
      ).resolves.toMatchObject({ user: { id: editor.id } })
    },
  )
})

describe('locked accounts', () => {
  it('can be unlocked by an admin, not by an editor', async () => {
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: admin.email, password: '' },
        overrideAccess: false,
        req: { user: editor },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: editor.email, password: '' },
        overrideAccess: false,
        req: { user: { ...admin, collection: 'users' } },
      }),
    ).resolves.toBe(true)
  })
})

describe('the last admin', () => {
  it('cannot be demoted or deleted', async () => {
    const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
    expect(admins.totalDocs).toBe(1)
    await expect(payload.update({ collection: 'users', id: admin.id, data: { role: 'editor' } })).rejects.toThrow(
      /at least one admin/,
    )
    await expect(payload.delete({ collection: 'users', id: admin.id })).rejects.toThrow(/at least one admin/)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).role).toBe('admin')
  })

  it('can be demoted once another admin exists', async () => {
    const second = await payload.create({
      collection: 'users',
      data: { email: `second-admin-${stamp}@int.test`, password: 'second-admin-password', role: 'admin' },
    })
    const demoted = await payload.update({ collection: 'users', id: second.id, data: { role: 'editor' } })
    expect(demoted.role).toBe('editor')
  })
})
