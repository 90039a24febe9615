/**
 * The contract's names for the site's home page and campus views (docs/contract.md#shapes): the slides,
 * the home page content, the gallery, the other fees, campus life, the academic calendar and the
 * scholarships. The pages speak the site's words; the /api/v1 answers keep the original site's field
 * names and order.
 */
import type { z } from 'zod'

import type {
  CalendarEntryView,
  CampusLifeView,
  GalleryImageView,
  HomepageContentView,
  ScholarshipView,
  SliderItemView,
} from '@/content/views'
import type { OtherFee } from '@/lib/fee-estimate'

import type * as S from './schemas'

export const toContractSlide = (s: SliderItemView): z.infer<typeof S.SliderItem> => ({
  Title: s.title,
  Caption: s.caption,
  BtnLink: s.href,
  BtnName: s.buttonName,
  ImagePath: s.image,
})

export const toContractHomepageContent = (c: HomepageContentView): z.infer<typeof S.HomepageContent> => ({
  ProChancellorName: c.proChancellorName,
  ProChancellorTitle: c.proChancellorTitle,
  ProChancellorMessage: c.proChancellorMessage,
  ProChancellorImage: c.proChancellorImage,
  CampusVideoUrl: c.campusVideo,
  CampusBannerImage: c.campusBannerImage,
})

export const toContractGalleryImage = (g: GalleryImageView): z.infer<typeof S.GalleryImage> => ({
  CategoryName: g.category,
  SubCategoryName: g.subCategory,
  ImageTitle: g.title,
  ImagePath: g.image,
})

/** An other fee as the original site listed it: when it falls due is not part of the contract. */
export const toContractOtherFee = (f: OtherFee): z.infer<typeof S.OtherFee> => ({
  Title: f.title,
  Amount: f.amount,
  PaidBy: f.paidBy,
  IsRequired: f.required ? 1 : 0,
})

export const toContractCampusLife = (c: CampusLifeView): z.infer<typeof S.CampusLifeEntry> => ({
  EntryID: c.id,
  Title: c.title,
  Description: c.description,
  ImagePath: c.image,
})

export const toContractCalendarEntry = (c: CalendarEntryView): z.infer<typeof S.CalendarEntry> => ({
  Date: c.date,
  Title: c.title,
  Type: c.type,
  SemesterCode: c.semesterCode,
})

export const toContractScholarship = (s: ScholarshipView): z.infer<typeof S.Scholarship> => ({
  ScholarshipName: s.name,
  TuitionPercentage: s.tuition,
  HostelPercentage: s.hostel,
  FeedingPercentage: s.feeding,
})
