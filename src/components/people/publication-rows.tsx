import type { PublicationView } from '@/content/views'

import styles from './people.module.css'

/**
 * The publications table's rows. View and Download are plain links to the file, so they work
 * without JavaScript; with it, a click also tells the server (publication-counts.tsx).
 */
export function PublicationRows({ publications }: { publications: PublicationView[] }) {
  return (
    <tbody>
      {publications.map((p) => {
        return (
          <tr key={p.id} data-testid={`publication-${p.id}`} data-entry={p.id}>
            <td data-label="Title">{p.title}</td>
            <td data-label="Authors">{p.authors}</td>
            <td data-label="Downloads | Views" className={styles.number}>
              <span>
                <span data-testid="publication-downloads" data-shows="downloads">
                  {p.downloads}
                </span>{' '}
                |{' '}
                <span data-testid="publication-views" data-shows="views">
                  {p.views}
                </span>
              </span>
            </td>
            <td data-label="Year">{p.year}</td>
            <td data-label="View" className={styles.fileLinks}>
              {p.file ? (
                <a href={p.file} target="_blank" rel="noopener noreferrer" data-count="view">
                  View<span className="visually-hidden"> {p.title} (opens in a new tab)</span>
                </a>
              ) : (
                'No file'
              )}
            </td>
            <td data-label="Download" className={styles.fileLinks}>
              {p.file ? (
                <a href={p.file} download data-count="download">
                  Download<span className="visually-hidden"> {p.title}</span>
                </a>
              ) : (
                'No file'
              )}
            </td>
          </tr>
        )
      })}
    </tbody>
  )
}
