/**
 * How the site sends e-mail: through SMTP (`@payloadcms/email-nodemailer`) when SMTP_HOST is set.
 * Without it e-mail is off: nothing is sent, and no message (a reset link is a key to an account)
 * is written to the log, as Payload's default would; the start says so once, and the admin shows
 * it on its dashboard and sign-in page (src/components/admin/email-status.tsx).
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import crypto from 'node:crypto'

import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  EmailAdapter,
  Payload,
  PayloadRequest,
} from 'payload'

import { env } from './env'
import { inviteEmail, lockedEmail, resetEmail } from './lib/account-emails'

/** How long a reset or invitation link works. */
export const RESET_LINK_HOURS = 24

/** Until the site settings can be read (the adapter starts before the database). */
const SITE_NAME = 'University'

/** The institution's name as the site settings give it, for the e-mails' words. */
async function siteName(payload: Payload, req?: PayloadRequest): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req }).catch(() => null)
  return settings?.institutionName || SITE_NAME
}

const emailOff: EmailAdapter = ({ payload }) => {
  // Once, by the server (scripts and the database preparation start Payload too).
  if (process.env.NEXT_RUNTIME)
    payload.logger.warn(
      { event: 'email.off' },
      'E-mail is off (no SMTP_HOST): password resets, invitations and sign-in notices are not sent.',
    )
  return {
    name: 'off',
    defaultFromAddress: 'no-reply@localhost',
    defaultFromName: SITE_NAME,
    sendEmail: async (message) => {
      payload.logger.warn({ event: 'email.not-sent', subject: message.subject }, 'E-mail is off: not sent')
    },
  }
}

export const emailAdapter = env.smtp
  ? nodemailerAdapter({
      defaultFromAddress: env.smtp.fromAddress,
      defaultFromName: env.smtp.fromName,
      transportOptions: {
        host: env.smtp.host,
        port: env.smtp.port,
        secure: env.smtp.secure,
        auth: env.smtp.auth,
        connectionTimeout: 10_000,
      },
      // The transport is checked by sending, not at start: a mail server down must not stop the site.
      skipVerify: true,
    })
  : emailOff

/** Whether e-mail is sent at all (for the admin's notice). */
export const emailIsOn = () => Boolean(env.smtp)

/** The users collection's forgot-password e-mail: the reset link. */
export const forgotPasswordEmail = {
  expiration: RESET_LINK_HOURS * 60 * 60 * 1000,
  generateEmailSubject: async (args?: { req?: PayloadRequest; token?: string }) =>
    (await accountEmail(args?.req, args?.token ?? '')).subject,
  generateEmailHTML: async (args?: { req?: PayloadRequest; token?: string }) =>
    (await accountEmail(args?.req, args?.token ?? '')).html,
}

async function accountEmail(req: PayloadRequest | undefined, token: string) {
  const site = req ? await siteName(req.payload, req) : SITE_NAME
  return resetEmail(site, env.siteUrl, token, RESET_LINK_HOURS)
}

const INVITATION = 'email:invitation'

/**
 * An account made by an admin gets an invitation to choose its own password: a reset token is set
 * as the account is saved (Payload's forgot-password would look the account up outside the
 * transaction that is creating it, and find nothing on PostgreSQL), and sent once it is.
 */
export const prepareInvitation: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || !emailIsOn()) return data
  const token = crypto.randomBytes(20).toString('hex')
  req.context[INVITATION] = token
  const resetPasswordExpiration = new Date(Date.now() + RESET_LINK_HOURS * 60 * 60 * 1000).toISOString()
  return { ...data, resetPasswordToken: token, resetPasswordExpiration }
}

export const inviteNewAccount: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const token = req.context[INVITATION]
  if (operation !== 'create' || typeof token !== 'string') return doc
  try {
    const role = doc.role === 'admin' ? 'administrator' : doc.role === 'faculty-editor' ? 'faculty editor' : 'editor'
    const message = inviteEmail(await siteName(req.payload, req), env.siteUrl, token, RESET_LINK_HOURS, role)
    await req.payload.sendEmail({ to: doc.email, subject: message.subject, html: message.html, text: message.text })
  } catch (error) {
    req.payload.logger.error({ event: 'email.failed', err: error }, 'The invitation e-mail could not be sent')
  }
  return doc
}

/**
 * Tells an account's owner that sign-ins to it are paused. Called without waiting, after the
 * answer: the answer must take as long whether the address has an account or not.
 */
export async function sendLockedNotice(payload: Payload, email: string, minutes: number): Promise<void> {
  if (!emailIsOn()) return
  try {
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (!totalDocs) return
    const message = lockedEmail(await siteName(payload), env.siteUrl, minutes)
    await payload.sendEmail({ to: email, subject: message.subject, html: message.html, text: message.text })
  } catch (error) {
    payload.logger.error({ event: 'email.failed', err: error }, 'The sign-in notice could not be sent')
  }
}
