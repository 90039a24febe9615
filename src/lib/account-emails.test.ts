import { describe, expect, it } from 'vitest'

import { inviteEmail, lockedEmail, resetEmail, resetLink } from './account-emails'

describe('account e-mails', () => {
  it('link to the admin’s reset page on the site’s address', () =>
    expect(resetLink('https://www.acu.edu.ng/', 'a b')).toBe('https://www.acu.edu.ng/admin/reset/a%20b'))
  it('say how long a reset link works, in the text and the HTML', () => {
    const email = resetEmail('ACU', 'https://www.acu.edu.ng', 'tok', 24)
    expect(email.text).toMatch(/for 24 hours/)
    expect(email.text).toContain('https://www.acu.edu.ng/admin/reset/tok')
    expect(email.html).toContain('href="https://www.acu.edu.ng/admin/reset/tok"')
  })
  it('name the role an invitation gives', () =>
    expect(inviteEmail('ACU', 'https://x', 't', 24, 'editor').text).toMatch(/\(editor\)/))
  it('escape what they quote into HTML', () =>
    expect(lockedEmail('<b>ACU</b>', 'https://x', 15).html).toContain('&lt;b&gt;ACU&lt;/b&gt;'))
})
