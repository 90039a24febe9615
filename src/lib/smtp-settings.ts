/**
 * E-mail settings (SMTP_*), a pure rule that src/env.ts applies to the environment: read once at start with the rest of the environment. Without SMTP_HOST
 * the site sends no e-mail (the start says so, and the admin shows it); a half-written setting fails
 * at start rather than losing a password reset.
 */
export type Smtp = {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  auth?: { user: string; pass: string }
  fromName: string
  fromAddress: string
}

const SMTP_NAMES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM', 'SMTP_SECURE']

/** `Name <address>` or a bare address. */
function readFrom(value: string | undefined, fail: (message: string) => never): { name: string; address: string } {
  const text = (value ?? '').trim()
  const named = /^(.+?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(text)
  if (named) return { name: named[1].replace(/^"|"$/g, ''), address: named[2] }
  if (/^[^@\s<>]+@[^@\s<>]+$/.test(text)) return { name: 'Website', address: text }
  return fail('SMTP_FROM must be an address, or "Name <address>" (the sender of every e-mail the site sends)')
}

export function readSmtp(e: Record<string, string | undefined>, fail: (message: string) => never): Smtp | undefined {
  if (!e.SMTP_HOST) {
    const stray = SMTP_NAMES.filter((name) => e[name])
    if (stray.length) fail(`${stray.join(', ')} set without SMTP_HOST`)
    return undefined
  }
  const port = Number(e.SMTP_PORT || 587)
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    fail(`SMTP_PORT must be a port number, got "${e.SMTP_PORT}"`)
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASS)) fail('set SMTP_USER and SMTP_PASS together')
  if (e.SMTP_SECURE && !['true', 'false', '1', '0'].includes(e.SMTP_SECURE)) fail('SMTP_SECURE is true or false')
  const from = readFrom(e.SMTP_FROM, fail)
  return {
    host: e.SMTP_HOST,
    port,
    secure: e.SMTP_SECURE ? e.SMTP_SECURE === 'true' || e.SMTP_SECURE === '1' : port === 465,
    auth: e.SMTP_USER && e.SMTP_PASS ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
    fromName: from.name,
    fromAddress: from.address,
  }
}
