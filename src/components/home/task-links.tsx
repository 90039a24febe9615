import Link from '@/components/ui/link'

import { pathOf } from '@/lib/routes'

import styles from './task-links.module.css'

/** What most visitors come for, right under the slider: on a phone, still on the first screen. */
const TASKS = [
  { label: 'Find a programme', href: pathOf('programmeFinder') },
  { label: 'Fees', href: pathOf('tuition') },
  { label: 'How to apply', href: pathOf('applicationProcess') },
  { label: 'Contact', href: pathOf('contact') },
] as const

export function TaskLinks() {
  return (
    <nav className={styles.bar} aria-label="Start here">
      <ul className={`container ${styles.list}`}>
        {TASKS.map((t) => (
          <li key={t.href}>
            <Link className={styles.link} href={t.href}>
              {t.label}
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 8h9M8.5 4 12.5 8l-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
