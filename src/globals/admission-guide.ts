import type { Field, GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'
import { noAmountInText } from '@/lib/payment'

const NO_AMOUNTS = 'Write no amounts here: they come from the Other fees list (Admissions & fees → Other fees).'

/** A free text of the guide: an amount typed into it is refused (amounts come from the other fees). */
const words = (name: string, label: string, type: 'text' | 'textarea' = 'textarea', description?: string): Field =>
  ({
    name,
    label,
    type,
    admin: { description: description ? `${description} ${NO_AMOUNTS}` : NO_AMOUNTS },
    validate: (value: unknown) => noAmountInText(value),
  }) as Field

/** A fee the page names, chosen from the other fees: the page shows its title and amount from there. */
const fee = (label: string): Field => ({
  name: 'fee',
  label,
  type: 'relationship',
  relationTo: 'other-fees',
  admin: {
    description:
      'Chosen from the Other fees list, which holds the amount: change the amount there, and every page follows. ' +
      'Left empty (or the fee deleted), the page says the fee is to be announced.',
  },
})

const steps = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, validate: (value: unknown) => noAmountInText(value) },
    words('text', 'Text'),
  ],
})

/**
 * Words of /admissions/screening (the post-UTME screening, accepting an offer, the documents for
 * registration) and /admissions/how-to-pay (the steps and the receipt rules; the channels are in the
 * site settings). Every amount comes from the other fees.
 */
export const AdmissionGuide: GlobalConfig = {
  slug: 'admission-guide',
  label: 'Screening, acceptance and payment',
  admin: {
    group: 'Pages',
    description:
      'The pages /admissions/screening and /admissions/how-to-pay. Amounts come from the Other fees list; ' +
      'the payment channels (Remita, the portal, bank accounts) are in Site settings → Payment.',
  },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('admission-guide') },
  fields: [
    {
      name: 'screening',
      label: 'Post-UTME screening',
      type: 'group',
      fields: [
        words('eligibility', 'Who is eligible'),
        fee('Screening fee'),
        words('format', 'Format', 'textarea', 'For example a computer-based test, then a check of documents.'),
        words('venue', 'Venue', 'text'),
        {
          name: 'whatToBring',
          label: 'What to bring',
          type: 'array',
          // The versions' index name would pass PostgreSQL's 63 characters, and be cut silently.
          dbName: 'guide_bring',
          fields: [{ name: 'item', type: 'text', required: true, validate: (value: unknown) => noAmountInText(value) }],
        },
      ],
    },
    {
      name: 'acceptance',
      label: 'Accepting the offer',
      type: 'group',
      fields: [
        fee('Acceptance fee'),
        words('secures', 'What the fee secures'),
        steps('capsSteps', 'Accepting on JAMB CAPS'),
        words(
          'deadlineNote',
          'Deadline',
          'text',
          'The date itself is the admission calendar’s acceptance deadline, shown beside this text.',
        ),
      ],
    },
    {
      name: 'documents',
      label: 'Documents for registration',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, validate: (value: unknown) => noAmountInText(value) },
        words('note', 'Note', 'text'),
      ],
    },
    {
      name: 'payment',
      label: 'How to pay',
      type: 'group',
      fields: [steps('steps', 'Steps'), words('receipts', 'Receipts and refunds')],
    },
  ],
}
