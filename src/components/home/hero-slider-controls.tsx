import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/news-events/icons'

import type { SlideShow } from './use-slide-show'
import styles from './hero-slider.module.css'

/**
 * The rotation control, previous, one button per slide, and next. They need JavaScript: where none
 * will run (scripting off, data-light mode) they take no room (`script-only`). All of them show and
 * take presses from the first paint, the rotation control too (a keyboard reader meets it first): a
 * press before the script came is made again once it has (islands/on-intent.ts). Until then the
 * rotation control says what the script will do, by the motion preference (RotationLabel).
 */
export function SliderControls({ show, titles, hydrated }: { show: SlideShow; titles: string[]; hydrated: boolean }) {
  const { index, go, rotating, toggleRotation } = show
  return (
    <div className={`${styles.controls} script-only`}>
      <div className={`container ${styles.controlsInner}`}>
        {/* The rotation control comes first in the tab order (APG carousel); CSS puts it at the end. */}
        <button type="button" className={styles.control} onClick={toggleRotation} data-rotation>
          {hydrated ? <RotationLabel pause={rotating} /> : <FirstPaintRotationLabel />}
        </button>
        <button type="button" className={styles.control} onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <ul className={styles.dots}>
          {titles.map((title, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.dot}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span className="visually-hidden">{`Show slide ${i + 1}: ${title}`}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.control} onClick={() => go(index + 1)}>
          <ChevronRightIcon />
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </div>
  )
}

function RotationLabel({ pause }: { pause: boolean }) {
  return (
    <>
      {pause ? <PauseIcon /> : <PlayIcon />}
      <span className="visually-hidden">{pause ? 'Pause slide show' : 'Play slide show'}</span>
    </>
  )
}

/**
 * Before the script: the slides will move unless the visitor prefers reduced motion, which only CSS
 * knows on the server's markup; the label that does not hold takes no room and is not in the name.
 */
function FirstPaintRotationLabel() {
  return (
    <>
      <span className={styles.whenMotion}>
        <RotationLabel pause />
      </span>
      <span className={styles.whenStill}>
        <RotationLabel pause={false} />
      </span>
    </>
  )
}
