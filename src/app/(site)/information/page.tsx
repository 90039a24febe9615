import type { Metadata } from 'next'

import { LibraryPage } from '@/components/library/library-page'
import { getLibraryPage } from '@/content/places'
import { pathOf } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const { title, intro } = await getLibraryPage('information')
  return {
    title,
    description: intro ?? 'Where to find the library catalogue, repository, journals and open courseware.',
    alternates: { canonical: pathOf('information') },
  }
}

/** The information page: its heading and the library's external sites. */
export default async function Information() {
  return <LibraryPage page={await getLibraryPage('information')} id="information" />
}
