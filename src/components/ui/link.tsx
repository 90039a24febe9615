import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The site's internal links: Next's <Link> without prefetching. By default Next fetches the data of
 * every link that scrolls into view (53 other pages on a first visit to /department), which on a
 * phone's costly data is money spent on pages nobody opened. A click still navigates in place once
 * the page's script has loaded, and it is a plain link before that. ESLint keeps `next/link` to
 * this file.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  // `locale={false}`: the address as written, also on a data-light page (rendered under the locale `light`).
  return <NextLink prefetch={false} locale={false} {...props} />
}
