import '@/server-only'

import { toIsoDate } from '@/lib/dates'
import { safeUrl } from '@/lib/sanitize'

import { cached } from './cache'
import { getFees } from './fees'
import { payloadClient } from './payload'
import { imagePath } from './relations'
import type {
  CalendarEntryView,
  CampusLifeView,
  ContactOfficeView,
  GalleryImageView,
  HomepageContentView,
  OtherFeeView,
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
    Title: s.title,
    Caption: s.caption ?? '',
    // The field takes any text: only a site path or a web, mail or phone address becomes a link.
    BtnLink: safeUrl(s.buttonLink),
    BtnName: s.buttonName ?? '',
    ImagePath: imagePath(s.image, 'hero'),
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
      ProChancellorName: home.proChancellorName ?? '',
      ProChancellorTitle: home.proChancellorTitle ?? '',
      ProChancellorMessage: home.proChancellorMessage ?? '',
      ProChancellorImage: imagePath(home.proChancellorImage, 'card'),
      CampusVideoUrl: settings.campusVideo ?? '',
      CampusBannerImage: imagePath(home.campusBannerImage, 'hero'),
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
    CategoryName: g.category,
    SubCategoryName: g.subCategory ?? '',
    ImageTitle: g.title,
    ImagePath: imagePath(g.image, 'card'),
  }))
})

/** The other fees as the contract lists them (src/content/fees.ts is the pages' fuller read). */
export async function getOtherFees(): Promise<OtherFeeView[]> {
  const fees = await getFees()
  return fees.map((f) => ({ Title: f.title, Amount: f.amount, PaidBy: f.paidBy, IsRequired: f.required ? 1 : 0 }))
}

export const getCampusLife = cached('campus-life', ['campus-life', 'media'], async (): Promise<CampusLifeView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'campus-life', pagination: false, depth: 1, sort: 'order' })
  return docs.map((c) => ({
    EntryID: c.id,
    Title: c.title,
    Description: c.description,
    ImagePath: imagePath(c.image, 'card'),
  }))
})

export const getAcademicCalendar = cached(
  'academic-calendar',
  ['calendar-entries'],
  async (): Promise<CalendarEntryView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'calendar-entries', pagination: false, depth: 0, sort: 'date' })
    return docs.map((c) => ({
      Date: toIsoDate(c.date),
      Title: c.title,
      Type: c.type,
      SemesterCode: c.semesterCode ?? '',
    }))
  },
)

export const getScholarships = cached('scholarships', ['scholarships'], async (): Promise<ScholarshipView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'scholarships', pagination: false, depth: 0, sort: 'order' })
  return docs.map((s) => ({
    ScholarshipName: s.name,
    TuitionPercentage: s.tuitionPercentage,
    HostelPercentage: s.hostelPercentage,
    FeedingPercentage: s.feedingPercentage,
  }))
})
