import { countdownParts, type CountdownParts } from '@/lib/countdown'

import styles from './detail.module.css'

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

type Unit = (typeof UNITS)[number][0]

type CountdownProps = {
  /** The moment it counts down to, in ms since the epoch. */
  target: number
  /** That moment in words, 'Friday 12 March 2027, 10:00' (formatted by the page: this module ships to the browser). */
  starts: string
  label: string
  doneText: string
}

/**
 * A countdown to an event. A prerendered page may be days old, so only the browser knows the time
 * left: the server writes when the event starts ('Starts Friday 12 March 2027, 10:00', Lagos time),
 * which is what a visitor without script or in data-light mode reads, and a hidden timer that
 * `runCountdown` shows and fills in. Plain DOM, so an event's page loads no React for it.
 */
export function Countdown({ target, starts, label, doneText }: CountdownProps) {
  return (
    <div className={styles.countdown}>
      <p className={styles.starts} data-starts>
        Starts <time dateTime={new Date(target).toISOString()}>{starts}</time>
      </p>
      {/* role=timer is a live region that stays quiet, so screen readers are not told every second. */}
      <div role="timer" aria-label={label} className={styles.units} hidden>
        {UNITS.map(([key, name]) => (
          <div key={key} className={styles.unit}>
            <span className={styles.value} data-unit={key}>
              --
            </span>
            <span className={styles.unitName}>{name}</span>
          </div>
        ))}
      </div>
      <p className={styles.done} data-done hidden>
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
  const done = island.querySelector<HTMLElement>('[data-done]')
  // The running count takes the place of the start the server wrote.
  const running = island.querySelector<HTMLElement>('[role="timer"]')
  const starts = island.querySelector<HTMLElement>('[data-starts]')
  if (running) running.hidden = false
  if (starts) starts.hidden = true
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
