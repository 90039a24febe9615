import { emailIsOn } from '@/email'

/**
 * On the admin's dashboard and sign-in page while e-mail is off (no SMTP_HOST): the web team should
 * know that "Forgot password?" and invitations send nothing, and whom to ask instead.
 */
export function EmailOffNotice() {
  if (emailIsOn()) return null
  return (
    <div
      role="note"
      style={{
        border: '1px solid var(--theme-warning-500, #b58a00)',
        borderRadius: 4,
        padding: '0.75rem 1rem',
        marginBottom: '1.5rem',
      }}
    >
      <strong>E-mail is off.</strong> This site has no mail server set (SMTP_HOST), so password resets, invitations and
      sign-in notices are not sent. An administrator can set a new password for you under Users.
    </div>
  )
}
