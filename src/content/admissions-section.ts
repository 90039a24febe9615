import '@/server-only'

import { getAdmissionWindow, type AdmissionWindowView } from './admission-steps'
import { getPageTexts, type PageTextsView } from './page-texts'

export type AdmissionsSectionView = {
  texts: PageTextsView
  /** Whether applications are open today, said under the section's lead. */
  admissionWindow: AdmissionWindowView | null
}

/** The admissions section's overview on the day of `nowMs`: the page texts and the admission window. */
export async function getAdmissionsSection(nowMs: number = Date.now()): Promise<AdmissionsSectionView> {
  const [texts, admissionWindow] = await Promise.all([getPageTexts(), getAdmissionWindow(nowMs)])
  return { texts, admissionWindow }
}
