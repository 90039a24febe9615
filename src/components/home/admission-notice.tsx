import Link from '@/components/ui/link'

import type { AdmissionNoticeView } from '@/content/admission-steps'
import { noticeAction } from '@/lib/admission-steps'
import { pathOf } from '@/lib/routes'

import styles from './admission-notice.module.css'

/**
 * The admission step happening now (or starting within the week), right under the task links (which
 * stay right under the slider), linked to its place in the admission calendar: "Post-UTME screening: 12–14 August 2026 — what to bring".
 */
export function AdmissionNotice({ notice }: { notice: AdmissionNoticeView | null }) {
  if (!notice) return null
  const { step } = notice
  return (
    <section className={styles.notice} aria-label="Admissions">
      <p className={`container ${styles.line}`}>
        <span className={styles.tag}>{notice.when === 'now' ? 'Now' : 'Coming up'}</span>
        <Link className={styles.link} href={`${pathOf('applicationProcess')}#${step.anchor}`}>
          {step.title}: {step.dates} — {noticeAction(step.kind)}
        </Link>
      </p>
    </section>
  )
}
