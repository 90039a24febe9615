import { createContext, useContext } from 'react'

/**
 * The document page being rendered: the site's origin and the page's path (its canonical path, as the
 * header's navigation is told), for the parts of a page that name it, such as the ping of an 'Apply
 * now' link (src/lib/visit-tally.mjs, linkPing). Null outside a document page's frame.
 */
export type PageAddress = { origin: string; pathname: string }

const PageAddressContext = createContext<PageAddress | null>(null)

export const PageAddressProvider = PageAddressContext.Provider

export function usePageAddress(): PageAddress | null {
  return useContext(PageAddressContext)
}
