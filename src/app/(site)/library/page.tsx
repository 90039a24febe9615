import type { Metadata } from 'next'

import { LibraryPage } from '@/components/library/library-page'
import { getLibraryPage } from '@/content/places'
import { pathOf } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const { title, intro } = await getLibraryPage('library')
  return {
    title,
    description: intro ?? 'The library catalogue, institutional repository, journals and open courseware.',
    alternates: { canonical: pathOf('library') },
  }
}

/** The library page: its heading and the library's external sites. */
export default async function Library() {
  return <LibraryPage page={await getLibraryPage('library')} id="library" />
}
