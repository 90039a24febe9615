/**
 * E-mail through SMTP, against a real SMTP server started here (the `smtp-server` package) on the
 * port the integration tests' environment gives (vitest.config.ts): a forgotten password is reset
 * from the link in the e-mail, a new editor is invited and chooses a password from the link, and
 * an account's owner hears that sign-ins to it were paused (nobody else hears anything).
 */
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import { loginAccountKey } from '@/lib/login-guard'

import { restSignIn } from '../support/rest-sign-in'

type Received = { to: string[]; raw: string }
const inbox: Received[] = []
let server: SMTPServer
let payload: Payload
const stamp = Date.now()
const NEW_PASSWORD = 'amber-canoe-harmattan-5307'

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(Number(process.env.SMTP_PORT), '127.0.0.1', resolve))
  payload = await payloadClient()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@int.test` } }, overrideAccess: true })
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** The message's text as written: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The first message to `address`, once it arrives. */
async function mailTo(address: string): Promise<{ subject: string; body: string }> {
  for (let i = 0; i < 100; i++) {
    const message = inbox.find((m) => m.to.includes(address))
    if (message) {
      const body = decoded(message.raw)
      // A long subject is folded onto indented lines.
      const subject = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(body)?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ')
      return { subject, body }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no e-mail to ${address}`)
}

/** The token of the admin's reset page the e-mail links to. */
const tokenIn = (body: string) => /\/admin\/reset\/([A-Za-z0-9%._-]+)/.exec(body)?.[1]

const signIn = async (email: string, password: string, forwardedFor = '198.51.100.90') =>
  (await restSignIn(email, password, forwardedFor)).status

describe('e-mail', () => {
  it('resets a forgotten password from the link it sends', async () => {
    const email = `forgetful-${stamp}@int.test`
    await payload.create({
      collection: 'users',
      data: { email, password: 'first-password-lagoon-1184', role: 'editor' },
    })
    await payload.forgotPassword({ collection: 'users', data: { email } })

    const { subject, body } = await mailTo(email)
    expect(subject).toMatch(/Reset your password/)
    expect(body).toContain('Atlantic Crest University')
    const token = tokenIn(body)
    expect(token, 'a reset link in the e-mail').toBeTruthy()
    await payload.resetPassword({
      collection: 'users',
      data: { token: decodeURIComponent(token!), password: NEW_PASSWORD },
      overrideAccess: true,
    })
    expect(await signIn(email, NEW_PASSWORD)).toBe(200)
  })

  it('invites an editor an admin adds, who chooses a password from the link', async () => {
    const [admin] = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } }))
      .docs
    const email = `new-editor-${stamp}@int.test`
    await payload.create({
      collection: 'users',
      data: { email, password: 'set-by-admin-mangrove-2290', role: 'editor' },
      user: admin,
      overrideAccess: false,
    })
    const { subject, body } = await mailTo(email)
    expect(subject).toMatch(/You have an account/)
    expect(body).toMatch(/\(editor\)/)
    await payload.resetPassword({
      collection: 'users',
      data: { token: decodeURIComponent(tokenIn(body)!), password: NEW_PASSWORD },
      overrideAccess: true,
    })
    expect(await signIn(email, NEW_PASSWORD, '198.51.100.91')).toBe(200)
  })

  it('tells an account’s owner when sign-ins to it are paused, and writes to no one for an address without one', async () => {
    const owned = `paused-${stamp}@int.test`
    const nobody = `no-account-${stamp}@int.test`
    await payload.create({ collection: 'users', data: { email: owned, password: NEW_PASSWORD, role: 'editor' } })
    const now = Date.now()
    for (const email of [owned, nobody])
      await payload.create({
        collection: 'login-guard',
        data: { key: loginAccountKey(email), at: now, calls: 100, expiresAt: now + 15 * 60 * 1000 },
        overrideAccess: true,
      })
    expect(await signIn(owned, NEW_PASSWORD, '198.51.100.92')).toBe(429)
    expect(await signIn(nobody, NEW_PASSWORD, '198.51.100.93')).toBe(429)

    const { subject, body } = await mailTo(owned)
    expect(subject).toMatch(/paused/)
    expect(body).toMatch(/paused for \d+ minutes/)
    expect(body).not.toContain(NEW_PASSWORD)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(inbox.filter((m) => m.to.includes(nobody))).toEqual([])
  })
})
