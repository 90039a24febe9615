import styles from './hostel.module.css'

/**
 * The hostel questions as an accordion with at most one item open: the `<details>` elements
 * share a name, so opening one closes the other in the browser itself, without JavaScript.
 * None starts open.
 */
export function HostelFaq({ questions }: { questions: Array<{ question: string; answer: string }> }) {
  return (
    <div className={styles.faq}>
      {questions.map((q, i) => (
        <details key={`${i}-${q.question}`} name="hostel-faq" className={styles.question}>
          <summary className={styles.summary}>{q.question}</summary>
          <p className={styles.answer}>{q.answer}</p>
        </details>
      ))}
    </div>
  )
}
