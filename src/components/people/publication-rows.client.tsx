'use client'

import { useState } from 'react'

import type { StaffPublicationView } from '@/content/people-pages'

import styles from './people.module.css'

type Kind = 'view' | 'download'
type Counts = { EntryID: number; ViewCount: number; DownloadCount: number }

const COUNTER_PATH: Record<Kind, string> = {
  view: '/api/v1/academic/update/View/count/',
  download: '/api/v1/academic/update/download/count/',
}

function isCounts(value: unknown): value is Counts {
  const v = value as Partial<Counts> | null
  return !!v && Number.isInteger(v.ViewCount) && Number.isInteger(v.DownloadCount)
}

/**
 * The publications table's rows. View and Download are plain links to the file, so they work
 * without JavaScript; with it, a click also tells the server (which counts it once per visitor
 * within a while) and the row shows the counts it answers, without reloading the page.
 */
export function PublicationRows({ publications }: { publications: StaffPublicationView[] }) {
  const [counts, setCounts] = useState<Record<number, { views: number; downloads: number }>>({})

  const count = (id: number, kind: Kind) => {
    // keepalive: the request survives the page opening the file or the visitor leaving.
    fetch(`${COUNTER_PATH[kind]}${id}`, { method: 'PUT', keepalive: true })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (isCounts(body)) {
          setCounts((c) => ({ ...c, [id]: { views: body.ViewCount, downloads: body.DownloadCount } }))
        }
      })
      .catch(() => {
        // Counting is a courtesy: the file opens whatever happens here.
      })
  }

  return (
    <tbody>
      {publications.map((p) => {
        const shown = counts[p.id] ?? { views: p.views, downloads: p.downloads }
        return (
          <tr key={p.id} data-testid={`publication-${p.id}`}>
            <td data-label="Title">{p.title}</td>
            <td data-label="Authors">{p.authors}</td>
            <td data-label="Downloads | Views" className={styles.number}>
              <span>
                <span data-testid="publication-downloads">{shown.downloads}</span> |{' '}
                <span data-testid="publication-views">{shown.views}</span>
              </span>
            </td>
            <td data-label="Year">{p.year}</td>
            <td data-label="View" className={styles.fileLinks}>
              {p.file ? (
                <a href={p.file} target="_blank" rel="noopener noreferrer" onClick={() => count(p.id, 'view')}>
                  View<span className="visually-hidden"> {p.title} (opens in a new tab)</span>
                </a>
              ) : (
                'No file'
              )}
            </td>
            <td data-label="Download" className={styles.fileLinks}>
              {p.file ? (
                <a href={p.file} download onClick={() => count(p.id, 'download')}>
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
