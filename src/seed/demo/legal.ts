/**
 * The privacy notice, accessibility statement and disclaimer. Each tells what this site's code does
 * (the visit counts, the sign-in throttle, the audit trail, the counters, the data-light switch, the
 * campus video), so change them with that code.
 */
import type { LegalPage } from '@/payload-types'

import { bulletList, h2, paragraph, richText } from '../lexical'
import { addDays, asCalendarDate, startOfDay } from '../dates'

import { DOMAIN } from './campus'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt' | 'globalType'>

const DPO = `dpo@${DOMAIN}`
const ACCESS = `webteam@${DOMAIN}`

/** The three pages, last reviewed a month before the seed's moment. */
export function legalPages(now: Date): Data<LegalPage> {
  const lastReviewed = asCalendarDate(addDays(startOfDay(now), -30))
  return {
    privacy: { title: 'Privacy notice', body: privacyBody(), lastReviewed },
    accessibility: { title: 'Accessibility statement', body: accessibilityBody(), lastReviewed },
    disclaimer: { title: 'Disclaimer', body: disclaimerBody(), lastReviewed },
  }
}

function privacyBody() {
  return richText(
    `Atlantic Crest University, Uyo ("we") runs this website. This notice says what personal data the website and its admin keep, why, for how long, and your rights under the Nigeria Data Protection Act 2023 (NDPA). Applications, fees and student records are handled by the admission site and the student portal, which have notices of their own.`,
    h2('Visitors'),
    `You can read every page without an account, and no form on this site sends us your personal data. We use no analytics service, no tracking script and no advertising or tracking cookies, and we share nothing with advertisers or data brokers.`,
    bulletList([
      `Visit counts: to improve the site, our server counts, for each day, the pages viewed, the searches made and those that found nothing, the addresses not found and where their links were, the sites visitors came from (the domain only), phones and desktops, the visits that asked to save data or used data-light mode, and how often the "Apply now" and WhatsApp links were followed. Only these daily totals are stored: no cookie, no IP address, no user agent (what your browser says it is), nothing that identifies you. If your browser sends Do Not Track or Global Privacy Control, your visit is not counted. The totals are kept for 25 months.`,
      `Server logs: for each request, the time, the address asked for (without its query), the answer's status and size, and your device's IP address. We keep them for at most 30 days to run the site and to find faults and attacks.`,
      `Publication counters: when you open or download a staff publication, your IP address is kept for 10 minutes so that one visitor's clicks count once, and to refuse floods. It is then deleted.`,
      `The data-light cookie: when you switch data-light mode on or off, your browser keeps the cookie "data-light" (1 or 0) for a year so the site remembers your choice. It holds nothing else and is not used to follow you.`,
      `The campus video on the home page comes from YouTube's privacy-enhanced domain (youtube-nocookie.com), and only when you press play: until then, nothing is loaded from YouTube. Once it plays, YouTube's own privacy policy applies.`,
    ]),
    h2('The web team'),
    `Members of the university's web team who sign in to the admin have an account with their name, e-mail address and role. For them we also keep:`,
    bulletList([
      `Sign-in records: each sign-in, failed sign-in and lock is written to the server log with the client's IP address and the e-mail address typed, kept with the logs for at most 30 days.`,
      `The sign-in throttle: the client's IP address and a one-way fingerprint of the e-mail address typed, for 15 minutes, to stop password guessing.`,
      `The audit trail: who changed which page or document, when, from which IP address, and what changed. It is kept for as long as the content it describes, and reviewed every year.`,
      `A session cookie while signed in, for at most 8 hours.`,
    ]),
    h2('Why we may do this'),
    `Under section 25 of the NDPA, we rely on our legitimate interests in running a secure and reliable website, in learning from its visit counts how to improve it, and in knowing who published what. The web team's accounts are needed for their work with us. The data-light cookie stores a choice you made.`,
    h2('Your rights'),
    `Under the NDPA you may ask us for a copy of your personal data (access), to correct it (rectification), to delete it (erasure), to stop using it (objection), and to receive it in a common format (portability). We answer within 30 days. If you are not satisfied with our answer, you may complain to the Nigeria Data Protection Commission (NDPC).`,
    h2('Contact'),
    paragraph(
      `Write to our Data Protection Officer at ${DPO}, or at Atlantic Crest University, P.M.B. 1120, Uyo, Akwa Ibom State.`,
    ),
  )
}

function accessibilityBody() {
  return richText(
    `We want everyone to be able to use this website, on any device, with or without assistive technology. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
    h2('What we do'),
    bulletList([
      `Every page works without JavaScript and on a small phone screen, and can be used with a keyboard alone.`,
      `Every picture the web team uploads must have a text alternative.`,
      `Our automated browser tests check every page with the axe accessibility checker, at desktop and phone widths. We last checked the site against this statement on the date above.`,
    ]),
    h2('What is known not to meet it'),
    bulletList([
      `Captions of the embedded campus video depend on its uploader on YouTube.`,
      `PDFs of staff publications come from their authors and may not be tagged for screen readers. Ask us for an accessible copy.`,
      `The admission site, the student portal, the library catalogue and the other sites we link to are separate systems, not covered by this statement.`,
    ]),
    h2('Report a barrier'),
    `If something on this site is hard for you to use, write to ${ACCESS} with the page's address and what went wrong. We reply within five working days and, where we cannot fix the page quickly, send you the information in another form.`,
  )
}

function disclaimerBody() {
  return richText(
    `We take care that this website is correct and up to date, but it is for information only. Fees, dates, entry requirements and programmes may change; the Registry's letters, the admission site and the university's regulations are what count.`,
    `Links to other websites are given for convenience. We are not responsible for their content.`,
    `Questions? Write to info@${DOMAIN}.`,
  )
}
