/**
 * The finder's 'Show more programmes' link. Each page of the finder is a new document, so the
 * programmes ticked for comparing travel in the address: the server writes those it was given, and
 * on a click the island's script (`carry-ticks.ts`) adds the boxes ticked since. Without script the link
 * still shows more, carrying the programmes the page was given.
 */
export function ShowMoreLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <a className={className} href={href}>
      {label}
    </a>
  )
}
