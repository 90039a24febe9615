import type { GuideFeeView } from '@/content/admission-guide'
import { formatNairaWhole } from '@/lib/money'

import styles from './guide.module.css'

/**
 * A fee the guide names, with its amount from the other fees ('Acceptance fee: ₦150,000'), or that it
 * is to be announced when the web team chose none: never a number of its own.
 */
export function FeeLine({ fee, what, testId }: { fee: GuideFeeView; what: string; testId: string }) {
  return (
    <p className={styles.fee} data-testid={testId}>
      {fee ? (
        <>
          {fee.title}: <strong>{formatNairaWhole(fee.amount)}</strong>, {fee.due.toLowerCase()} (paid by{' '}
          {fee.paidBy.toLowerCase()}).
        </>
      ) : (
        <>The {what} is to be announced.</>
      )}
    </p>
  )
}
