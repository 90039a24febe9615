import { carryTicks } from '@/components/programmes/carry-ticks'

// The finder's 'Show more programmes' link carries the ticked programmes to the next page: a click
// handler on the server's link, so the finder loads no React.
for (const island of document.querySelectorAll<HTMLElement>('[data-island="show-more-link"]')) {
  const link = island.querySelector('a')
  const { href } = JSON.parse(island.dataset.props ?? '{}') as { href?: string }
  if (link && href) carryTicks(link, href)
}
