import type { AboutFounderView } from '@/content/about'

import styles from './founder-card.module.css'
import { Picture } from '@/components/ui/picture'

/** The founder's profile card: portrait, name, role and biography (paragraphs split on blank lines). */
export function FounderCard({ founder }: { founder: AboutFounderView | null }) {
  if (!founder) return null
  const paragraphs = founder.biography.split(/\n\s*\n/).filter((p) => p.trim())
  return (
    <section className="section section--paper" aria-labelledby="founder-title">
      <div className="container">
        <article className={styles.card}>
          {founder.image ? (
            <div className={styles.portrait}>
              <Picture
                src={founder.image.url}
                alt={founder.image.alt || founder.name}
                width={founder.image.width}
                height={founder.image.height}
                sizes="(min-width: 768px) 320px, calc(100vw - 4rem)"
              />
            </div>
          ) : null}
          <div className={styles.body}>
            <p className="eyebrow">Our founder</p>
            <h2 id="founder-title" className={styles.name}>
              {founder.name}
            </h2>
            {founder.role ? <p className={styles.role}>{founder.role}</p> : null}
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>
      </div>
    </section>
  )
}
