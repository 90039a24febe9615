/**
 * The e-mails the admin sends about an account: a password reset, an invitation to a new editor,
 * and a notice that sign-ins to the account were paused. Plain words, one link, no pictures (they
 * are read on phones, often on costly data). `origin` is the site's public address.
 */
export type AccountEmail = { subject: string; html: string; text: string }

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function email(subject: string, paragraphs: string[], link?: { label: string; href: string }): AccountEmail {
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(link ? [`<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`, `<p>${escape(link.href)}</p>`] : []),
  ].join('\n')
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n')
  return { subject, html, text }
}

/** The admin's page where a token sets a new password. */
export const resetLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/admin/reset/${encodeURIComponent(token)}`

export function resetEmail(site: string, origin: string, token: string, hours: number): AccountEmail {
  return email(
    `Reset your password for the ${site} website admin`,
    [
      `Someone (we hope you) asked to reset the password of your account on the ${site} website admin.`,
      `The link below lets you choose a new password. It works once, for ${hours} hours. If you did not ask, ignore this e-mail: your password stays as it is.`,
    ],
    { label: 'Choose a new password', href: resetLink(origin, token) },
  )
}

export function inviteEmail(site: string, origin: string, token: string, hours: number, role: string): AccountEmail {
  return email(
    `You have an account on the ${site} website admin`,
    [
      `An administrator made you an account (${role}) on the ${site} website admin, where the university's web pages are edited.`,
      `Choose your password with the link below. It works once, for ${hours} hours; after that, use "Forgot password?" on the sign-in page.`,
    ],
    { label: 'Choose your password', href: resetLink(origin, token) },
  )
}

export function lockedEmail(site: string, origin: string, minutes: number): AccountEmail {
  return email(
    `Sign-ins to your ${site} website admin account are paused`,
    [
      `There were too many failed sign-ins to your account on the ${site} website admin, so sign-ins to it are paused for ${minutes} minutes. Nobody signed in: the password was wrong each time.`,
      `If it was you, wait and try again, or use "Forgot password?". If it was not, your password is still safe, and an administrator can see where the attempts came from.`,
    ],
    { label: 'The sign-in page', href: `${origin.replace(/\/+$/, '')}/admin/login` },
  )
}
