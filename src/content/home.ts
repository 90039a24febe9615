import '@/server-only'

import { cached } from './cache'
import { imageView, type ImageView } from './media'
import { getUpcomingFirstEvents } from './news-events'
import { payloadClient } from './payload'
import type { EventView } from './views'

/** A programme offering card of the home page. */
export type OfferingView = { title: string; text: string; image: ImageView | null }

/** What the home page needs of the `home-page` global beyond the contract's HomepageContent (docs/contract.md#shapes). */
export type HomeExtrasView = {
  offerings: OfferingView[]
  /** The statistics strip's one editable figure ('2' in the demo); the others are counts. */
  dualCertifications: string
}

export const getHomeExtras = cached('home-extras', ['home-page', 'media'], async (): Promise<HomeExtrasView> => {
  const payload = await payloadClient()
  const home = await payload.findGlobal({ slug: 'home-page', depth: 1 })
  return {
    offerings: (home.offerings ?? []).map((o) => ({ title: o.title, text: o.text, image: imageView(o.image, 'card') })),
    dualCertifications: home.dualCertifications,
  }
})

/** The home page's three events: upcoming ones first, then the most recent past ones. */
export async function getHomeEvents(nowMs: number = Date.now()): Promise<EventView[]> {
  return getUpcomingFirstEvents(3, nowMs)
}
