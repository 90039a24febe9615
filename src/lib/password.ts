/** Every account's password is at least this long (admins and editors alike). */
export const MIN_PASSWORD_LENGTH = 12

/** Why a password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password.trim().length === 0) return 'The password cannot be only spaces.'
  return null
}
