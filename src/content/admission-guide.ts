import '@/server-only'

import { feeSummary } from '@/lib/fee-estimate'
import type { OtherFee } from '@/payload-types'

import { accountNumber, type PaymentKind } from '@/lib/payment'
import { orNull } from '@/lib/text'

import { getAdmissionCalendar } from './admission-steps'
import { cached } from './cache'
import { payloadClient } from './payload'

/** A fee the guide names, from the other fees (amount, who pays, when due); null when none is chosen or it was deleted. */
export type GuideFeeView = { title: string; amount: number; paidBy: string; due: string } | null

export type GuideStepView = { title: string; text: string | null }

/** A date of the admission calendar the guide names: its title, its dates in words and its anchor there. */
export type GuideDateView = { title: string; dates: string; anchor: string } | null

/** The words of /admissions/screening: the post-UTME screening, accepting an offer, the documents. */
export type ScreeningPageView = {
  screening: {
    eligibility: string | null
    fee: GuideFeeView
    format: string | null
    venue: string | null
    whatToBring: string[]
    /** The admission calendar's screening step, when there is one. */
    date: GuideDateView
  }
  acceptance: {
    fee: GuideFeeView
    secures: string | null
    capsSteps: GuideStepView[]
    deadlineNote: string | null
    /** The admission calendar's acceptance deadline, when there is one. */
    deadline: GuideDateView
  }
  documents: Array<{ name: string; note: string | null }>
}

/** One way to pay, from the site settings. */
export type PaymentChannelView = {
  name: string
  kind: PaymentKind
  /** One step a line, as written. */
  instructions: string[]
  bank: { name: string; accountName: string; accountNumber: string } | null
  url: string | null
}

/** The words of /admissions/how-to-pay. */
export type HowToPayView = { channels: PaymentChannelView[]; steps: GuideStepView[]; receipts: string | null }

type GuideData = {
  screening: Omit<ScreeningPageView['screening'], 'date'>
  acceptance: Omit<ScreeningPageView['acceptance'], 'deadline'>
  documents: ScreeningPageView['documents']
  payment: { steps: GuideStepView[]; receipts: string | null }
}

const feeView = (fee: number | OtherFee | null | undefined): GuideFeeView =>
  fee && typeof fee === 'object' ? { ...feeSummary(fee), paidBy: fee.paidBy } : null

const steps = (rows: Array<{ title: string; text?: string | null }> | null | undefined): GuideStepView[] =>
  (rows ?? []).map((s) => ({ title: s.title, text: orNull(s.text) }))

/** The guide with its two fees read from the other fees (an edit of either expires it). */
const getGuide = cached('admission-guide', ['admission-guide', 'other-fees'], async (): Promise<GuideData> => {
  const payload = await payloadClient()
  const g = await payload.findGlobal({ slug: 'admission-guide', depth: 1 })
  return {
    screening: {
      eligibility: orNull(g.screening?.eligibility),
      fee: feeView(g.screening?.fee),
      format: orNull(g.screening?.format),
      venue: orNull(g.screening?.venue),
      whatToBring: (g.screening?.whatToBring ?? []).map((w) => w.item),
    },
    acceptance: {
      fee: feeView(g.acceptance?.fee),
      secures: orNull(g.acceptance?.secures),
      capsSteps: steps(g.acceptance?.capsSteps),
      deadlineNote: orNull(g.acceptance?.deadlineNote),
    },
    documents: (g.documents ?? []).map((d) => ({ name: d.name, note: orNull(d.note) })),
    payment: { steps: steps(g.payment?.steps), receipts: orNull(g.payment?.receipts) },
  }
})

/** The payment channels of the site settings, in their order; a bank channel without a valid account shows no account. */
export const getPaymentChannels = cached(
  'payment-channels',
  ['site-settings'],
  async (): Promise<PaymentChannelView[]> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return (settings.paymentChannels ?? []).map((c) => {
      const number = accountNumber(c.accountNumber)
      const bankName = orNull(c.bankName)
      const accountName = orNull(c.accountName)
      return {
        name: c.name,
        kind: c.kind,
        instructions: (c.instructions ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        bank: bankName && accountName && number ? { name: bankName, accountName, accountNumber: number } : null,
        url: orNull(c.url),
      }
    })
  },
)

/**
 * Everything /admissions/screening shows: the guide's words and fees, and the screening's and the
 * acceptance deadline's dates from the admission calendar (the intake still to come). Depends on the
 * day through the calendar, so it is not cached itself.
 */
export async function getScreeningPage(nowMs: number = Date.now()): Promise<ScreeningPageView> {
  const [guide, calendar] = await Promise.all([getGuide(), getAdmissionCalendar(nowMs)])
  const dateOf = (kind: string): GuideDateView => {
    const kept = calendar.filter((s) => s.kind === kind)
    const step = kept.find((s) => s.status !== 'done') ?? kept[kept.length - 1]
    return step ? { title: step.title, dates: step.dates, anchor: step.anchor } : null
  }
  return {
    screening: { ...guide.screening, date: dateOf('post-utme-screening') },
    acceptance: { ...guide.acceptance, deadline: dateOf('acceptance-deadline') },
    documents: guide.documents,
  }
}

/** Everything /admissions/how-to-pay shows: the channels (site settings), the steps and the receipt rules. */
export async function getHowToPay(): Promise<HowToPayView> {
  const [guide, channels] = await Promise.all([getGuide(), getPaymentChannels()])
  return { channels, steps: guide.payment.steps, receipts: guide.payment.receipts }
}
