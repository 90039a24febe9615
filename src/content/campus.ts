import '@/server-only'

import { toIsoDate } from '@/lib/dates'
import { safeUrl } from '@/lib/sanitize'

import { cached } from './cache'
import { payloadClient } from './payload'
import { imagePath } from './relations'
import type {
  CalendarEntryView,
  CampusLifeView,
  ContactOfficeView,
  GalleryImageView,
  HomepageContentView,
  ScholarshipView,
  SliderItemView,
} from './views'

/** Published slides in their set order. */
export const getSlides = cached('slides', ['slides', 'media'], async (): Promise<SliderItemView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'slides',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 1,
    sort: 'order',
  })
  return docs.map((s) => ({
    title: s.title,
    caption: s.caption ?? '',
    buttonName: s.buttonName ?? '',
    // The field takes any text: only a site path or a web, mail or phone address becomes a link.
    href: safeUrl(s.buttonLink),
    image: imagePath(s.image, 'hero'),
  }))
})

export const getHomepageContent = cached(
  'homepage-content',
  ['home-page', 'site-settings', 'media'],
  async (): Promise<HomepageContentView> => {
    const payload = await payloadClient()
    const [home, settings] = await Promise.all([
      payload.findGlobal({ slug: 'home-page', depth: 1 }),
      payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    ])
    return {
      proChancellorName: home.proChancellorName ?? '',
      proChancellorTitle: home.proChancellorTitle ?? '',
      proChancellorMessage: home.proChancellorMessage ?? '',
      proChancellorImage: imagePath(home.proChancellorImage, 'card'),
      campusVideo: settings.campusVideo ?? '',
      campusBannerImage: imagePath(home.campusBannerImage, 'hero'),
    }
  },
)

export const getContactOffices = cached(
  'contact-offices',
  ['contact-offices'],
  async (): Promise<ContactOfficeView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'contact-offices', pagination: false, depth: 0, sort: 'order' })
    return docs.map((o) => ({ office: o.office, contactPerson: o.contactPerson, email: o.email, phone: o.phone }))
  },
)

export const getGallery = cached('gallery', ['gallery-images', 'media'], async (): Promise<GalleryImageView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'gallery-images', pagination: false, depth: 1, sort: 'order' })
  return docs.map((g) => ({
    category: g.category,
    subCategory: g.subCategory ?? '',
    title: g.title,
    image: imagePath(g.image, 'card'),
  }))
})

export const getCampusLife = cached('campus-life', ['campus-life', 'media'], async (): Promise<CampusLifeView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'campus-life', pagination: false, depth: 1, sort: 'order' })
  return docs.map((c) => ({ id: c.id, title: c.title, description: c.description, image: imagePath(c.image, 'card') }))
})

export const getAcademicCalendar = cached(
  'academic-calendar',
  ['calendar-entries'],
  async (): Promise<CalendarEntryView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'calendar-entries', pagination: false, depth: 0, sort: 'date' })
    return docs.map((c) => ({
      date: toIsoDate(c.date),
      title: c.title,
      type: c.type,
      semesterCode: c.semesterCode ?? '',
    }))
  },
)

export const getScholarships = cached('scholarships', ['scholarships'], async (): Promise<ScholarshipView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'scholarships', pagination: false, depth: 0, sort: 'order' })
  return docs.map((s) => ({
    name: s.name,
    tuition: s.tuitionPercentage,
    hostel: s.hostelPercentage,
    feeding: s.feedingPercentage,
  }))
})
