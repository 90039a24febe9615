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
 * Where a profile lists publications with files: its island's script (src/islands/entries/staff-profile.tsx)
 * runs `countClicks` on the table's rows (publication-rows.tsx). Renders nothing; the island is only the
 * script's place, so the page carries no copy of the table's data for it.
 */
export function PublicationCounts() {
  return null
}

/**
 * Plain DOM, so a profile loads no React for it: a click on View or Download also tells the server, which counts it once per visitor within a
 * while, and the row shows the counts it answers, without reloading the page.
 */
export function countClicks(root: Document | HTMLElement): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-count]') : null
    const row = link?.closest<HTMLElement>('tr[data-entry]')
    if (!link || !row) return
    const kind = link.dataset.count as Kind
    // keepalive: the request survives the page opening the file or the visitor leaving.
    fetch(`${COUNTER_PATH[kind]}${row.dataset.entry}`, { method: 'PUT', keepalive: true })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (!isCounts(body)) return
        row.querySelector('[data-shows="views"]')!.textContent = String(body.ViewCount)
        row.querySelector('[data-shows="downloads"]')!.textContent = String(body.DownloadCount)
      })
      .catch(() => {
        // Counting is a courtesy: the file opens whatever happens here.
      })
  })
}
