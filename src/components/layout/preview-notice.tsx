import styles from './preview-notice.module.css'

/** Says that the page below is a preview, which visitors cannot see until it is published. */
export function PreviewNotice() {
  return (
    <p className={styles.notice} role="note">
      <strong>Preview.</strong> This is how the page will look once published; visitors cannot see it yet.
    </p>
  )
}
