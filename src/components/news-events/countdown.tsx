import { countdownParts, type CountdownParts } from '@/lib/countdown'

import styles from './detail.module.css'

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

type Unit = (typeof UNITS)[number][0]

/**
 * A countdown to an event. The server renders dashes (a prerendered page may be days old, so only the
 * browser knows the time); `runCountdown` fills in the time left. Plain DOM, so an event's page loads
 * no React for it.
 */
export function Countdown({ label, doneText }: { target: number; label: string; doneText: string }) {
  return (
    <div className={styles.countdown}>
      {/* role=timer is a live region that stays quiet, so screen readers are not told every second. */}
      <div role="timer" aria-label={label} className={styles.units}>
        {UNITS.map(([key, name]) => (
          <div key={key} className={styles.unit}>
            <span className={styles.value} data-unit={key}>
              --
            </span>
            <span className={styles.unitName}>{name}</span>
          </div>
        ))}
      </div>
      <p className={styles.done} hidden>
        {doneText}
      </p>
    </div>
  )
}

/**
 * Runs the countdown rendered in `island` down to `target` (ms since the epoch): each second by the
 * visitor's clock, in whole seconds, stopping at zero, when it says the event has started.
 */
export function runCountdown(island: HTMLElement, target: number): void {
  const values = island.querySelectorAll<HTMLElement>('[data-unit]')
  const done = island.querySelector<HTMLElement>('p[hidden]')
  const show = (): boolean => {
    const parts: CountdownParts = countdownParts(target, Math.floor(Date.now() / 1000) * 1000)
    for (const value of values) value.textContent = String(parts[value.dataset.unit as Unit]).padStart(2, '0')
    if (parts.done && done) done.hidden = false
    return parts.done
  }
  if (show()) return
  const timer = window.setInterval(() => {
    // Nothing changes after the end: stop waking the page up.
    if (show()) window.clearInterval(timer)
  }, 1000)
}
