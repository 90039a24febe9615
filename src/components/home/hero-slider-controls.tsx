import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/news-events/icons'

import styles from './hero-slider.module.css'

/**
 * The rotation control, previous, one button per slide, and next. They need JavaScript: they show once the
 * slider's script has run (slide-show.ts), which says which slide is current and whether the show rotates
 * (`data-rotating` on the slider picks the rotation control's label).
 */
export function SliderControls({ titles }: { titles: string[] }) {
  return (
    <div className={styles.controls} data-controls hidden>
      <div className={`container ${styles.controlsInner}`}>
        {/* The rotation control comes first in the tab order (APG carousel); CSS puts it at the end. */}
        <button type="button" className={styles.control} data-rotation>
          <span className={styles.whenRotating}>
            <PauseIcon />
            <span className="visually-hidden">Pause slide show</span>
          </span>
          <span className={styles.whenStill}>
            <PlayIcon />
            <span className="visually-hidden">Play slide show</span>
          </span>
        </button>
        <button type="button" className={styles.control} data-go="previous">
          <ChevronLeftIcon />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <ul className={styles.dots}>
          {titles.map((title, i) => (
            <li key={i}>
              <button type="button" className={styles.dot} data-go={i} aria-current={i === 0 ? 'true' : undefined}>
                <span className="visually-hidden">{`Show slide ${i + 1}: ${title}`}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.control} data-go="next">
          <ChevronRightIcon />
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </div>
  )
}
