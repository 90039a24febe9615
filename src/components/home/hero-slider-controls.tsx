import { untilHydrated } from '@/client-hooks/use-hydrated'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/news-events/icons'

import type { SlideShow } from './use-slide-show'
import styles from './hero-slider.module.css'

/**
 * The rotation control, previous, one button per slide, and next. They need JavaScript: where none
 * will run (scripting off, data-light mode) they take no room (`script-only`). Previous, next and the
 * dots show from the first paint (a press before the script came is made again once it has); the
 * rotation control keeps its place unseen until then, as only the script knows whether the slides
 * will move (not under reduced motion), and nothing moves before it.
 */
export function SliderControls({ show, titles, hydrated }: { show: SlideShow; titles: string[]; hydrated: boolean }) {
  const { index, go, rotating, toggleRotation } = show
  return (
    <div className={`${styles.controls} script-only`}>
      <div className={`container ${styles.controlsInner}`}>
        {/* The rotation control comes first in the tab order (APG carousel); CSS puts it at the end. */}
        <button type="button" className={untilHydrated(hydrated, styles.control)} onClick={toggleRotation}>
          {rotating ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">{rotating ? 'Pause slide show' : 'Play slide show'}</span>
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
