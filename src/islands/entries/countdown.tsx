import { runCountdown } from '@/components/news-events/countdown'

// An event still to come: its countdown runs on the server's markup, so the page loads no React for it.
for (const island of document.querySelectorAll<HTMLElement>('[data-island="countdown"]')) {
  const { target } = JSON.parse(island.dataset.props ?? '{}') as { target?: unknown }
  if (typeof target === 'number') runCountdown(island, target)
}
