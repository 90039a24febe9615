/**
 * The password rule for every account (admins and editors alike), on every path that sets one:
 * at least twelve characters, and not easy to guess by zxcvbn's estimate (common passwords, words,
 * names, keyboard patterns, repeats, sequences, dates, and the site's own name and the account's
 * address and name). Score 3 of 4 is zxcvbn's "safely unguessable": about 10^10 guesses or more.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

export const MIN_PASSWORD_LENGTH = 12
export const MIN_PASSWORD_SCORE = 3

/** Words anyone guessing a password for this site would try first. */
const SITE_WORDS = ['atlantic', 'crest', 'atlanticcrest', 'acu', 'university', 'uyo', 'akwa', 'ibom', 'admin', 'editor']

let estimator: ZxcvbnFactory | undefined

/** Built on first use: the dictionaries take a moment to load, and most processes never need them. */
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  return estimator
}

/** The parts of an account's address and name, which its password should not be built on. */
function personalWords(inputs: (string | null | undefined)[]): string[] {
  return inputs.flatMap((input) => (input ? input.toLowerCase().split(/[^a-z0-9]+/) : [])).filter((w) => w.length > 2)
}

/**
 * Why a password is not acceptable, or null when it is. `about` holds what the password should not
 * be built on: the account's e-mail address and name.
 */
export function passwordProblem(password: string, about: (string | null | undefined)[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password.trim().length === 0) return 'The password cannot be only spaces.'
  const { score, feedback } = strength().check(password, [...SITE_WORDS, ...personalWords(about)])
  if (score >= MIN_PASSWORD_SCORE) return null
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ')
  return `The password is too easy to guess. ${advice || 'Use a longer phrase of uncommon words.'}`
}
