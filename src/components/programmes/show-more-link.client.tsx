'use client'

import type { MouseEvent } from 'react'

import { withTicked } from '@/lib/programme-finder'

/**
 * The finder's 'Show more programmes' link. Each page of the finder is a new document, so the
 * programmes ticked for comparing travel in the address: the server writes those it was given, and
 * on a click this adds the boxes ticked since. Without script the link still shows more, carrying the
 * programmes the page was given.
 */
export function ShowMoreLink({ href, label, className }: { href: string; label: string; className: string }) {
  const carryTicks = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest('form')
    if (!form) return
    const ticked = new FormData(form).getAll('programmes').filter((value) => typeof value === 'string')
    // The browser follows the link's address as it is once the click's handlers have run.
    event.currentTarget.href = withTicked(href, ticked)
  }
  return (
    <a className={className} href={href} onClick={carryTicks}>
      {label}
    </a>
  )
}
