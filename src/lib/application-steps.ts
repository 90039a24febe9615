/**
 * Where each step of the application process is done, read from the step's title: finding a
 * course in the programme finder; registering, submitting, signing in, tracking and downloading
 * the letter on the admission site. A step the rule does not recognise gets no link.
 */

export type StepPlace = 'finder' | 'admission-site'

const FINDER = /\b(find|choose|search)\b.*\b(course|programme)s?\b/i
const ADMISSION_SITE = /\b(register|registration|submit|apply|log ?in|sign ?in|track|download|letter|pay|accept)\b/i

export function stepPlace(title: string): StepPlace | null {
  if (FINDER.test(title)) return 'finder'
  if (ADMISSION_SITE.test(title)) return 'admission-site'
  return null
}
