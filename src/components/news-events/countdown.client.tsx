'use client'

import { useSecondsUntil } from '@/client-hooks/use-clock'
import { countdownParts } from '@/lib/countdown'

import styles from './detail.module.css'

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

/**
 * A live countdown to `target` (ms since the epoch) that ticks each second and stops at zero.
 * The server renders dashes; the browser fills in the real time left.
 */
export function Countdown({ target, label, doneText }: { target: number; label: string; doneText: string }) {
  const second = useSecondsUntil(target)
  const parts = second === null ? null : countdownParts(target, second * 1000)
  return (
    <div className={styles.countdown}>
      {/* role=timer is a live region that stays quiet, so screen readers are not told every second. */}
      <div role="timer" aria-label={label} className={styles.units}>
        {UNITS.map(([key, name]) => (
          <div key={key} className={styles.unit}>
            <span className={styles.value}>{parts ? String(parts[key]).padStart(2, '0') : '--'}</span>
            <span className={styles.unitName}>{name}</span>
          </div>
        ))}
      </div>
      {parts?.done ? <p className={styles.done}>{doneText}</p> : null}
    </div>
  )
}
