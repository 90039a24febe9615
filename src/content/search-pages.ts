import '@/server-only'

import type { Payload } from 'payload'

import { LEGAL_PAGES, type LegalPageName } from '@/lib/legal-pages'
import { LIBRARY_ANCHORS, officeAnchor, officeNote } from '@/lib/page-anchors'
import { joinParts, richTextToPlain } from '@/lib/search-text'

/**
 * The site's fixed pages as the search finds them: a title, an address, a line about the page, and
 * the words of its body that the web team edits in the page globals (the application steps, the
 * tuition FAQ, the screening and payment guide with the site settings' payment channels, the hostel's
 * rules and answers, the about page, the centres' highlights, the privacy notice and its sisters).
 * Parts of a page that answer a question of their own (the library's opening hours, one contact
 * office) are found as well, each linking to its place on the page (src/lib/page-anchors.ts).
 */
export type FixedPage = { title: string; url: string; text: string }

/** The fixed pages: few and known in advance. */
const FIXED_PAGES: FixedPage[] = [
  {
    title: 'About the University',
    url: '/about',
    text: 'Our founder, mission, vision and values; facts and figures about Atlantic Crest University in Uyo.',
  },
  {
    title: 'Our History',
    url: '/about/history',
    text: 'How the university was founded, its founder and its story since the first intake.',
  },
  {
    title: 'Contact',
    url: '/about/contact',
    text: 'Addresses, phone numbers, e-mail addresses and helpline hours; key departments and offices to contact.',
  },
  {
    title: 'Campus Life',
    url: '/about/campus',
    text: 'Student life on campus: clubs, sport, worship, health, accommodation and activities.',
  },
  {
    title: 'Leadership',
    url: '/about/leadership',
    text: 'Board, management and senate of the university, and the staff directory.',
  },
  {
    title: 'Faculties',
    url: '/academics/faculties',
    text: 'Every faculty of the university, its dean, departments and programmes.',
  },
  {
    title: 'Academic Calendar',
    url: '/academics/calendar',
    text: 'Session and semester dates: registration, lectures, examinations, holidays and convocation.',
  },
  {
    title: 'Eligibility checker',
    url: '/admissions/eligibility',
    text: "Which programmes you qualify for from your O'level credits (WAEC, NECO), JAMB UTME subjects and score, and what is missing; admission (entry) requirements and direct entry.",
  },
  {
    title: 'Tuition & Fees',
    url: '/admissions/tuition',
    text: 'Tuition (school fees) for every programme, local and international, other fees, payment methods and scholarships.',
  },
  {
    title: 'Compare programmes',
    url: '/admissions/compare',
    text: 'Compare two or more programmes or courses side by side: duration, entry requirements and the whole cost, tuition, other fees and a hostel place.',
  },
  {
    title: 'Fee estimate',
    url: '/admissions/fees/estimate',
    text: 'Estimate what a programme costs in all: tuition, other fees and a hostel place, per year and for the whole programme.',
  },
  {
    title: 'Application Process',
    url: '/admissions/process',
    text: 'How to apply for admission: when applications open and close, the admission calendar; find a course, register, submit; then track the application and download the admission letter.',
  },
  {
    title: 'Screening and acceptance',
    url: '/admissions/screening',
    text: 'Post-UTME screening: who is eligible, the screening fee, the computer-based test, the venue and what to bring. Accepting your admission offer: the acceptance fee, accepting on JAMB CAPS, the deadline, and the documents for registration.',
  },
  {
    title: 'How to pay fees',
    url: '/admissions/how-to-pay',
    text: 'How to pay school fees, the acceptance fee and the application fee: Remita with an RRR, the payment portal by card, bank transfer or deposit; the steps, receipts and refunds.',
  },
  {
    title: 'Scholarships',
    url: '/resources/aid',
    text: 'Scholarships and financial aid covering tuition, hostel and feeding.',
  },
  {
    title: 'Centres of Excellence',
    url: '/resources/center-excellence',
    text: 'Centres of excellence for research and innovation: environment and climate, culture and language, strategic and global studies, governance and leadership, geo-sciences, science and technology.',
  },
  {
    title: 'Portals',
    url: '/portal',
    text: 'Student, staff, admission, finance, hostel, library and web mail portals.',
  },
  {
    title: 'Gallery',
    url: '/resources/gallery',
    text: 'Photographs of the campus, events, sport and student life.',
  },
  {
    title: 'Hostel & Accommodation',
    url: '/hostel',
    text: 'Male and female hostels, amenities, rooms and the accommodation fee (hostel fee) per semester.',
  },
  {
    title: 'Library',
    url: '/library',
    text: 'The university library: catalogue, repository, journals and open courseware.',
  },
  {
    title: 'News',
    url: '/resources/news',
    text: 'University news: general news, university updates and research breakthroughs.',
  },
  {
    title: 'Events',
    url: '/resources/events',
    text: 'Upcoming and past events: workshops, conferences and general events.',
  },
  {
    title: 'Undergraduate Programmes',
    url: '/academics/undergraduate',
    text: 'Overview of undergraduate degree programmes and courses for first degree students.',
  },
  {
    title: 'Programme Finder',
    url: '/admission/course-finder',
    text: 'Find a programme or course by name, faculty, programme type and duration; admission, courses, degrees.',
  },
  {
    title: 'Departments',
    url: '/department',
    text: 'Every academic department of the university and its faculty.',
  },
]

/** The globals whose words are searched as the body of a fixed page (their tags expire the search). */
export const PAGE_GLOBALS = [
  'admissions-page',
  'admission-guide',
  'hostel-page',
  'about-page',
  'page-texts',
  'site-settings',
  'legal-pages',
] as const

/** The collections whose rows are searched as parts of a fixed page (their tags expire the search too). */
export const PAGE_COLLECTIONS = ['contact-offices'] as const

type Pair = { title?: string | null; text?: string | null }
type QA = { question?: string | null; answer?: string | null }
const pairs = (rows: Pair[] | null | undefined) => (rows ?? []).flatMap((r) => [r.title, r.text])
const answers = (rows: QA[] | null | undefined) => (rows ?? []).flatMap((r) => [r.question, r.answer])

/** The body words of each fixed page that has some in a global, by address. */
async function pageBodies(payload: Payload): Promise<Record<string, string>> {
  const options = { depth: 0, overrideAccess: true } as const
  const [admissions, guide, settings, hostel, about, texts, legal] = await Promise.all([
    payload.findGlobal({ slug: 'admissions-page', ...options }),
    payload.findGlobal({ slug: 'admission-guide', ...options }),
    payload.findGlobal({ slug: 'site-settings', ...options }),
    payload.findGlobal({ slug: 'hostel-page', ...options }),
    payload.findGlobal({ slug: 'about-page', ...options }),
    payload.findGlobal({ slug: 'page-texts', ...options }),
    payload.findGlobal({ slug: 'legal-pages', ...options }),
  ])
  const legalBody = (name: LegalPageName) => richTextToPlain(legal[name]?.body)
  return {
    '/privacy': legalBody('privacy'),
    '/accessibility': legalBody('accessibility'),
    '/disclaimer': legalBody('disclaimer'),
    '/admissions/process': joinParts([
      ...pairs(admissions.beforeSteps),
      ...pairs(admissions.afterSteps),
      admissions.rules,
    ]),
    '/admissions/tuition': joinParts(answers(admissions.tuitionFaq)),
    '/admissions/screening': joinParts([
      guide.screening?.eligibility,
      guide.screening?.format,
      guide.screening?.venue,
      ...(guide.screening?.whatToBring ?? []).map((w) => w.item),
      guide.acceptance?.secures,
      ...pairs(guide.acceptance?.capsSteps),
      guide.acceptance?.deadlineNote,
      ...(guide.documents ?? []).flatMap((d) => [d.name, d.note]),
    ]),
    '/admissions/how-to-pay': joinParts([
      ...(settings.paymentChannels ?? []).flatMap((c) => [c.name, c.instructions, c.bankName]),
      ...pairs(guide.payment?.steps),
      guide.payment?.receipts,
    ]),
    '/hostel': joinParts([
      hostel.intro,
      ...(hostel.hostels ?? []).flatMap((h) => [h.name, `${h.gender} hall`, h.description]),
      ...(hostel.amenities ?? []).map((a) => a.text),
      ...answers(hostel.questions),
    ]),
    '/about': joinParts([
      about.heroTitle,
      about.heroText,
      ...pairs(about.pillars),
      about.founder?.name,
      about.founder?.role,
      about.founder?.biography,
      ...pairs(about.timeline),
    ]),
    '/resources/center-excellence': joinParts([texts.centres?.subtitle, ...pairs(texts.centres?.highlights)]),
    '/library': joinParts([texts.library?.intro]),
    '/portal': joinParts([texts.portals?.intro]),
  }
}

/** The privacy notice, accessibility statement and disclaimer, by their titles and descriptions. */
const LEGAL_FIXED_PAGES: FixedPage[] = (Object.keys(LEGAL_PAGES) as LegalPageName[]).map((name) => ({
  title: LEGAL_PAGES[name].title,
  url: `/${name}`,
  text: LEGAL_PAGES[name].description,
}))

const lines = (value: string | null | undefined) => (value ?? '').split('\n')

/**
 * The parts of fixed pages found on their own: the library's location, opening hours and rules (page
 * texts), and each contact office with its person, e-mail and phone (the one for the press says so).
 */
async function pageSections(payload: Payload): Promise<FixedPage[]> {
  const [texts, offices] = await Promise.all([
    payload.findGlobal({ slug: 'page-texts', depth: 0, overrideAccess: true }),
    payload.find({ collection: 'contact-offices', pagination: false, depth: 0, sort: 'order', overrideAccess: true }),
  ])
  const library = texts.library
  const librarySections = [
    { title: 'Library location', anchor: LIBRARY_ANCHORS.location, text: library?.location },
    { title: 'Library opening hours', anchor: LIBRARY_ANCHORS.hours, text: joinParts(lines(library?.hours)) },
    { title: 'Library rules', anchor: LIBRARY_ANCHORS.rules, text: joinParts(lines(library?.rules)) },
  ].flatMap((s) => (s.text?.trim() ? [{ title: s.title, url: `/library#${s.anchor}`, text: s.text }] : []))
  const names = offices.docs.map((o) => o.office)
  const officeSections = offices.docs.map((o) => ({
    title: o.office,
    url: `/about/contact#${officeAnchor(o.office)}`,
    text: joinParts([officeNote(o.office, names), `Contact: ${o.contactPerson}`, o.email, `phone ${o.phone}`]),
  }))
  return [...librarySections, ...officeSections]
}

/** Every fixed page with its body words, and the parts of pages found on their own, as the search indexes them. */
export async function loadFixedPages(payload: Payload): Promise<FixedPage[]> {
  const [bodies, sections] = await Promise.all([pageBodies(payload), pageSections(payload)])
  const pages = [...FIXED_PAGES, ...LEGAL_FIXED_PAGES].map((p) => ({ ...p, text: joinParts([p.text, bodies[p.url]]) }))
  return [...pages, ...sections]
}
