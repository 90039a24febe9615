/**
 * The demo's screening, acceptance and payment guide (/admissions/screening, /admissions/how-to-pay)
 * and the payment channels of the site settings. No amounts here: the two fees are the other fees'
 * 'Application fee' (which covers the screening) and 'Acceptance fee', chosen by title when seeding.
 * Account numbers are made up.
 */
import type { AdmissionGuide, SiteSetting } from '@/payload-types'

import { PORTAL } from './campus'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt' | 'globalType'>

/** The other fees the guide names, by their titles in the demo. */
export const GUIDE_FEE_TITLES = { screening: 'Application fee', acceptance: 'Acceptance fee' } as const

export function admissionGuide(fees: { screening: number | null; acceptance: number | null }): Data<AdmissionGuide> {
  return {
    screening: {
      eligibility:
        'Candidates who chose Atlantic Crest University in their UTME or Direct Entry registration with JAMB. UTME candidates need the cut-off score for their programme or more (the entry requirements of each programme give it), and five O’level credits including English Language and Mathematics, at no more than two sittings. Direct Entry candidates (A level, IJMB, JUPEB, ND or NCE) are screened by their documents only.\nThe application fee covers the screening: there is no separate screening fee.',
      fee: fees.screening,
      format:
        'A computer-based test of one hour in English and your UTME subjects, then a check of your documents by your faculty’s admissions officer the same day.',
      venue: 'ICT Centre, Main Campus, Km 9 Ikot Ekpene Road, Use Offot, Uyo',
      whatToBring: [
        { item: 'Your printed screening slip from the admission site' },
        { item: 'Your JAMB UTME result slip (Direct Entry: your Direct Entry registration slip)' },
        { item: 'Your O’level results, the originals and a photocopy' },
        { item: 'Two recent passport photographs with a white background' },
        { item: 'A pen and your National Identification Number (NIN) slip' },
      ],
    },
    acceptance: {
      fee: fees.acceptance,
      secures:
        'Paying the acceptance fee holds your place in your programme until registration. It is paid once, is not part of your tuition, and is not refunded. A place not accepted by the deadline may be offered to another candidate.',
      capsSteps: [
        {
          title: 'Sign in to JAMB e-facility.',
          text: 'Go to the e-facility portal with the e-mail address and password of your JAMB profile.',
        },
        {
          title: 'Open CAPS.',
          text: 'Choose "Check admission status", then "Access my CAPS" (the Central Admissions Processing System).',
        },
        {
          title: 'Accept the offer.',
          text: 'Under Admission Status, choose Accept for Atlantic Crest University. Your admission is not complete until you accept it on CAPS.',
        },
        {
          title: 'Print your JAMB admission letter.',
          text: 'Print it from the e-facility portal once CAPS shows your acceptance; you need it at registration.',
        },
        {
          title: 'Pay the acceptance fee.',
          text: 'Generate the invoice on the Student portal and pay it (see How to pay), then download the receipt.',
        },
      ],
      deadlineNote: 'Accept on CAPS and pay the acceptance fee by this day.',
    },
    documents: [
      { name: 'Admission letter', note: 'from the admission site' },
      { name: 'JAMB admission letter', note: 'printed from e-facility after accepting on CAPS' },
      { name: 'JAMB UTME result slip', note: 'or the Direct Entry registration slip' },
      { name: 'O’level results', note: 'WAEC or NECO, the originals and a photocopy' },
      { name: 'Acceptance fee receipt', note: 'the official university receipt from the Bursary' },
      { name: 'Birth certificate', note: 'or a sworn declaration of age' },
      { name: 'Certificate of state of origin', note: 'from your local government area' },
      { name: 'Four passport photographs', note: 'recent, with a white background' },
      { name: 'Medical examination form', note: 'completed at the University Health Centre' },
      { name: 'Letter of attestation', note: 'from a parent or guardian' },
    ],
    payment: {
      steps: [
        {
          title: 'Generate your invoice.',
          text: 'Sign in to the Student portal (the admission site before you register) and choose the fee. The invoice carries a Remita Retrieval Reference (RRR), twelve digits.',
        },
        {
          title: 'Pay with the RRR.',
          text: 'Pay online with a debit card on Remita or the payment portal, or at any branch of a bank with the RRR; ask the cashier for a Remita receipt.',
        },
        {
          title: 'Keep your receipt.',
          text: 'Print the Remita receipt, or download it from the portal, and keep it until you graduate.',
        },
        {
          title: 'Get the official receipt.',
          text: 'Bring the Remita receipt to the Bursary, Senate Building, Main Campus, to have the official university receipt issued.',
        },
      ],
      receipts:
        'Pay only through the channels on this page, into accounts in the name of Atlantic Crest University. Never pay cash to anyone, and never pay into a personal account, whoever asks: the university does not collect fees by hand.\nA payment shows in the portal within 24 hours; if it does not, bring your Remita receipt to the Bursary.\nFees paid are not refunded, except a payment made twice for the same invoice, or a fee paid for an admission the university withdrew: write to the Bursar within 30 days with both receipts.',
    },
  }
}

/** The site settings' payment channels, in the order the page lists them. */
export const PAYMENT_CHANNELS: NonNullable<Data<SiteSetting>['paymentChannels']> = [
  {
    name: 'Remita',
    kind: 'remita',
    instructions:
      'Generate the invoice on the Student portal: it gives you a Remita Retrieval Reference (RRR).\nPay online on remita.net with a debit card, or at any bank branch with the RRR.\nPrint the Remita receipt and bring it to the Bursary for the official university receipt.',
    bankName: null,
    accountName: null,
    accountNumber: null,
    url: 'https://remita.net',
  },
  {
    name: 'Payment portal',
    kind: 'portal',
    instructions:
      'Sign in to the Student portal and open Payments.\nChoose the invoice and pay by Verve, Visa or Mastercard debit card.\nDownload the receipt the portal shows at once.',
    bankName: null,
    accountName: null,
    accountNumber: null,
    url: `${PORTAL}/payments`,
  },
  {
    name: 'Zenith Bank',
    kind: 'bank',
    instructions:
      'Transfer or deposit into the account below, writing your RRR or application number as the narration.\nSend the bank’s receipt to the Bursary, or bring it there.',
    bankName: 'Zenith Bank Plc',
    accountName: 'Atlantic Crest University Fees Account',
    accountNumber: '1014827365',
    url: null,
  },
  {
    name: 'First Bank',
    kind: 'bank',
    instructions:
      'Deposit at any branch into the account below, writing your RRR or application number as the narration.\nSend the bank’s receipt to the Bursary, or bring it there.',
    bankName: 'First Bank of Nigeria Ltd',
    accountName: 'Atlantic Crest University Fees Account',
    accountNumber: '3092716548',
    url: null,
  },
  {
    name: 'UBA',
    kind: 'bank',
    instructions:
      'Deposit at any branch into the account below, writing your RRR or application number as the narration.\nSend the bank’s receipt to the Bursary, or bring it there.',
    bankName: 'United Bank for Africa Plc',
    accountName: 'Atlantic Crest University Fees Account',
    accountNumber: '1023549876',
    url: null,
  },
]
