import { withTicked } from '@/lib/programme-finder'

/**
 * The script of the finder's 'Show more programmes' link (src/islands/entries/finder.tsx), plain DOM so
 * the finder loads no React for it. On a click, the link's address gets the boxes ticked in its form;
 * the browser follows the address as it is once the click's handlers have run.
 */
export function carryTicks(link: HTMLAnchorElement, href: string): void {
  link.addEventListener('click', () => {
    const form = link.closest('form')
    if (!form) return
    const ticked = new FormData(form).getAll('programmes').filter((value) => typeof value === 'string')
    link.href = withTicked(href, ticked)
  })
}
