import type { CampusLifeView } from '@/content/views'

import styles from './campus-life-list.module.css'
import { Picture } from '@/components/ui/picture'

/** Campus life: each entry's title, description and picture, alternating sides on wide screens. */
export function CampusLifeList({ entries }: { entries: CampusLifeView[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry, index) => (
        <li key={entry.id} className={styles.entry}>
          <div className={styles.picture}>
            {entry.image ? (
              <Picture
                src={entry.image}
                alt=""
                fill
                sizes="(min-width: 960px) 50vw, 100vw"
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            ) : null}
          </div>
          <div className={styles.text}>
            <h2>{entry.title}</h2>
            {entry.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
