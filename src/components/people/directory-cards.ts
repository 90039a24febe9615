import { pictureData } from '@/components/ui/picture-data'
import type { PictureData } from '@/components/ui/plain-picture'
import type { ImageView } from '@/content/media'
import type { LeaderCardView, StaffCardView, StaffListView } from '@/content/people-pages'
import { defaultStaff } from '@/lib/site-pictures'

/** The directory's cards' photo box: three to a row on a wide screen, a thumbnail beside the name on a phone. */
const CARD_SIZES = '(min-width: 75rem) 18rem, (min-width: 40rem) 33vw, 7rem'

/** A person's photo filling its box (the default staff picture when there is none), worked out as data. */
function personPicture(image: ImageView | null, sizes: string): PictureData {
  return image
    ? pictureData({ src: image.url, alt: image.alt, fill: true, sizes })
    : pictureData({ src: defaultStaff, alt: '', fill: true, sizes })
}

/**
 * A leader as the directory (an island) is given them: their photos' markup worked out here, on the
 * server, so the island's script carries no next/image; the description is sanitized HTML already.
 */
export type LeaderEntry = Omit<LeaderCardView, 'image' | 'category'> & { photo: PictureData; dialogPhoto: PictureData }

export type StaffCardData = Omit<StaffCardView, 'image'> & { photo: PictureData }

export type StaffListData = Omit<StaffListView, 'items'> & { items: StaffCardData[] }

export function toLeaderEntry({ image, category: _category, ...leader }: LeaderCardView): LeaderEntry {
  return { ...leader, photo: personPicture(image, CARD_SIZES), dialogPhoto: personPicture(image, '12rem') }
}

export function toStaffCard({ image, ...staff }: StaffCardView): StaffCardData {
  return { ...staff, photo: personPicture(image, CARD_SIZES) }
}

export function toStaffList(list: StaffListView): StaffListData {
  return { ...list, items: list.items.map(toStaffCard) }
}
