/**
 * The demo's admission calendar: the intake an applicant is waiting for on the seed's day (the next
 * session's once this session's new students have registered), applications from March to the new
 * students' registration the week before first semester lectures begin (the academic calendar's
 * "Registration for first semester opens", the first Monday on or after 7 September). No fees
 * here: the fees pages name them.
 */
import type { AdmissionStepKind } from '@/lib/admission-steps'

import { addDays, onOrAfter, sessionStartYear } from '../dates'
import { DOMAIN, PORTAL } from './campus'

export type AdmissionStepSeed = {
  kind: AdmissionStepKind
  title: string
  session: string
  /** YYYY-MM-DD. */
  startsOn: string
  endsOn: string | null
  whatToDo: string
  link: { label: string; url: string } | null
}

const ADMISSION_SITE = `https://admissions.${DOMAIN}`
const day = (d: Date) => d.toISOString().slice(0, 10)
const ymd = (year: number, month: number, date: number) => day(new Date(Date.UTC(year, month - 1, date)))

/** The admission year of the session that starts in September of `year`, in date order. */
export function admissionYear(year: number): AdmissionStepSeed[] {
  const session = `${year}/${year + 1}`
  const registration = onOrAfter(year, 9, 7, 1)
  // Acceptance closes on the Thursday before resumption, so the lists are final when new students arrive.
  const acceptanceDeadline = day(addDays(registration, -4))
  const step = (s: Omit<AdmissionStepSeed, 'session' | 'endsOn' | 'link'> & Partial<AdmissionStepSeed>) => ({
    session,
    endsOn: null,
    link: null,
    ...s,
  })
  return [
    step({
      kind: 'applications-open',
      title: 'Applications open',
      startsOn: ymd(year, 3, 2),
      // Open to the closing day itself, that day included (the 'Applications close' step below): the
      // admission window reads this span, and the content audit checks the two agree.
      endsOn: ymd(year, 7, 31),
      whatToDo:
        'Create an account on the admission site, fill in the application form, upload your O’level results and pay the application fee. Choose Atlantic Crest University when you register for the UTME or Direct Entry with JAMB.',
      link: { label: 'Apply on the admission site', url: ADMISSION_SITE },
    }),
    step({
      kind: 'applications-close',
      title: 'Applications close',
      startsOn: ymd(year, 7, 31),
      whatToDo:
        'Last day to submit your application form. Print your screening slip from the admission site: it gives your screening day, time and venue.',
      link: { label: 'Print your screening slip', url: ADMISSION_SITE },
    }),
    step({
      kind: 'post-utme-screening',
      title: 'Post-UTME screening',
      startsOn: ymd(year, 8, 12),
      endsOn: ymd(year, 8, 14),
      whatToDo:
        'Come to the main campus in Uyo on the day and at the time on your screening slip, an hour early. The screening is a computer-based test in English and your UTME subjects, then a check of your documents. Bring: your JAMB UTME result slip, your O’level results (originals and a photocopy), two recent passport photographs and your printed screening slip.',
      link: { label: 'Entry requirements for your programme', url: '/admissions/eligibility' },
    }),
    step({
      kind: 'admission-list',
      title: 'First admission list',
      startsOn: ymd(year, 8, 21),
      whatToDo:
        'Check your admission status on the admission site with your JAMB registration number. If you are offered admission, we also send you an e-mail, and your admission letter can be downloaded.',
      link: { label: 'Check your admission status', url: ADMISSION_SITE },
    }),
    step({
      kind: 'caps-acceptance',
      title: 'Accept your admission on JAMB CAPS',
      startsOn: ymd(year, 8, 21),
      endsOn: acceptanceDeadline,
      whatToDo:
        'Sign in to your JAMB e-facility account, open CAPS (the Central Admissions Processing System) and accept the offer from Atlantic Crest University. Your admission is not complete until you accept it on CAPS, then print your JAMB admission letter.',
    }),
    step({
      kind: 'acceptance-deadline',
      title: 'Acceptance deadline',
      startsOn: acceptanceDeadline,
      whatToDo:
        'Last day to accept your offer: pay the acceptance fee on the Student portal and download the receipt. A place not accepted by this day may be offered to another candidate.',
      link: { label: 'Fees for new students', url: '/admissions/tuition' },
    }),
    step({
      kind: 'resumption',
      title: 'Resumption of new students',
      startsOn: day(addDays(registration, -1)),
      whatToDo:
        'Hostels open to new students from 8 am. Collect your room allocation at the Student Affairs office, and be ready for registration the next morning.',
    }),
    step({
      kind: 'registration',
      title: 'Registration of new students',
      startsOn: day(registration),
      endsOn: day(addDays(registration, 4)),
      whatToDo:
        'Register at your faculty office and on the Student portal. Bring your admission letter, your JAMB admission letter, the acceptance fee receipt, your O’level results and UTME result slip (originals), your birth certificate and four passport photographs. First semester lectures begin the Monday after.',
      link: { label: 'Student portal', url: PORTAL },
    }),
  ]
}

/**
 * The admission year still to come on `today`: the intake of the session under way until its new
 * students have registered, then the next session's. In November the applicant reads next
 * year's dates, not the ones just past.
 */
export function intakeToCome(today: Date): AdmissionStepSeed[] {
  const year = sessionStartYear(today)
  const thisYear = admissionYear(year)
  const last = thisYear[thisYear.length - 1] as AdmissionStepSeed
  return (last.endsOn ?? last.startsOn) >= day(today) ? thisYear : admissionYear(year + 1)
}
