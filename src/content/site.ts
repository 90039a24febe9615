import '@/server-only'

import type { SiteSetting } from '@/payload-types'

import { LEGAL_PAGES, type LegalPageName } from '@/lib/legal-pages'
import { pathOf } from '@/lib/routes'
import { orNull } from '@/lib/text'
import { whatsappNumber } from '@/lib/whatsapp'

import { cached } from './cache'
import { imageView, type ImageView } from './media'
import { payloadClient } from './payload'

export type LinkView = { label: string; href: string }

/** An office's WhatsApp chat: the number as written, the digits a link dials, the greeting typed in. */
export type WhatsAppChatView = { office: string; number: string; digits: string; greeting: string }

/** The offices with a WhatsApp chat, as named on the site. */
const WHATSAPP_OFFICES = {
  admissions: 'Admissions Office',
  bursary: 'Bursary',
  studentAffairs: 'Student Affairs',
} as const

export type WhatsAppOffice = keyof typeof WHATSAPP_OFFICES

/** What the layout and contact blocks need of the site settings. Empty values are left out. */
export type SiteView = {
  institutionName: string
  shortName: string
  motto: string | null
  logo: ImageView | null
  postalAddress: string
  campusAddresses: Array<{ label: string; address: string }>
  phones: string[]
  emails: { general: string | null; admissions: string | null; partnerships: string | null }
  helplineHours: string | null
  emergencyContacts: Array<{ label: string; phone: string; note: string | null }>
  links: {
    admissionSite: string | null
    portalSite: string | null
    portalStudentPage: string | null
    portalAdmissionPage: string | null
    libraryCatalogue: string | null
    repository: string | null
    journals: string | null
    openCourseware: string | null
    campusVideo: string | null
  }
  legal: LinkView[]
  social: Array<{ network: 'x' | 'instagram' | 'facebook' | 'linkedin' | 'youtube'; label: string; href: string }>
  /** A chat per office; null where the office has no (valid) number. */
  whatsapp: Record<WhatsAppOffice, WhatsAppChatView | null>
}

function whatsappChat(office: WhatsAppOffice, number?: string | null, greeting?: string | null) {
  const digits = number ? whatsappNumber(number) : null
  if (!number || !digits) return null
  return { office: WHATSAPP_OFFICES[office], number: number.trim(), digits, greeting: orNull(greeting) ?? '' }
}

export function toSiteView(s: SiteSetting): SiteView {
  const social = [
    { network: 'x', label: 'X', href: s.socialX },
    { network: 'instagram', label: 'Instagram', href: s.socialInstagram },
    { network: 'facebook', label: 'Facebook', href: s.socialFacebook },
    { network: 'linkedin', label: 'LinkedIn', href: s.socialLinkedin },
    { network: 'youtube', label: 'YouTube', href: s.socialYoutube },
  ] as const
  return {
    institutionName: s.institutionName,
    shortName: s.shortName,
    motto: orNull(s.motto),
    logo: imageView(s.logo, 'thumb'),
    postalAddress: s.postalAddress,
    campusAddresses: (s.campusAddresses ?? []).map((a) => ({ label: a.label, address: a.address })),
    phones: [s.phonePrimary, s.phoneSecondary].map(orNull).filter((p): p is string => p !== null),
    emails: {
      general: orNull(s.emailGeneral),
      admissions: orNull(s.emailAdmissions),
      partnerships: orNull(s.emailPartnerships),
    },
    helplineHours: orNull(s.helplineHours),
    emergencyContacts: (s.emergencyContacts ?? []).map((c) => ({
      label: c.label,
      phone: c.phone,
      note: orNull(c.note),
    })),
    links: {
      admissionSite: orNull(s.admissionSite),
      portalSite: orNull(s.portalSite),
      portalStudentPage: orNull(s.portalStudentPage),
      portalAdmissionPage: orNull(s.portalAdmissionPage),
      libraryCatalogue: orNull(s.libraryCatalogue),
      repository: orNull(s.repository),
      journals: orNull(s.journals),
      openCourseware: orNull(s.openCourseware),
      campusVideo: orNull(s.campusVideo),
    },
    // The site's own pages (src/astro/pages/privacy.astro …), so every deployment has them at its address.
    legal: (Object.keys(LEGAL_PAGES) as LegalPageName[]).map((name) => ({
      label: LEGAL_PAGES[name].label,
      href: pathOf(name),
    })),
    social: social.flatMap((l) =>
      orNull(l.href) ? [{ network: l.network, label: l.label, href: l.href as string }] : [],
    ),
    whatsapp: {
      admissions: whatsappChat('admissions', s.whatsappAdmissions, s.whatsappAdmissionsGreeting),
      bursary: whatsappChat('bursary', s.whatsappBursary, s.whatsappBursaryGreeting),
      studentAffairs: whatsappChat('studentAffairs', s.whatsappStudentAffairs, s.whatsappStudentAffairsGreeting),
    },
  }
}

export const getSite = cached('site', ['site-settings', 'media'], async (): Promise<SiteView> => {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
  return toSiteView(settings)
})
