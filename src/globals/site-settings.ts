import type { Field, GlobalConfig } from 'payload'

import { admins, anyone } from '@/access'
import { externalUrlField, imageField } from '@/collections/fields'
import { revalidateGlobal } from '@/hooks/revalidate'
import { channelProblem, noAmountInText, PAYMENT_KINDS, type PaymentChannelInput } from '@/lib/payment'
import { whatsappNumber } from '@/lib/whatsapp'

/**
 * Everything about the institution that shows on many pages: names, contact
 * details and every external address. An empty field is simply not shown.
 * Only admins change it.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: admins },
  hooks: { afterChange: revalidateGlobal('site-settings') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Institution',
          fields: [
            { name: 'institutionName', type: 'text', required: true },
            { name: 'shortName', type: 'text', required: true, admin: { description: 'For example ACU.' } },
            { name: 'motto', type: 'text' },
            imageField('logo', 'Logo'),
          ],
        },
        {
          label: 'Contact',
          fields: [
            { name: 'postalAddress', type: 'textarea', required: true },
            {
              name: 'campusAddresses',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'address', type: 'textarea', required: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'phonePrimary', type: 'text', label: 'Phone (main)' },
                { name: 'phoneSecondary', type: 'text', label: 'Phone (second)' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'emailGeneral', type: 'email', label: 'E-mail (general)' },
                { name: 'emailAdmissions', type: 'email', label: 'E-mail (admissions)' },
                { name: 'emailPartnerships', type: 'email', label: 'E-mail (partnerships)' },
              ],
            },
            { name: 'helplineHours', type: 'text', defaultValue: 'Mon-Fri 8:00 AM - 5:00 PM' },
            {
              name: 'emergencyContacts',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'phone', type: 'text', required: true },
                { name: 'note', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'WhatsApp',
          description:
            'A chat with an office opens in WhatsApp with the greeting typed in. Admissions shows on the programme ' +
            'pages, the bursary on the fee pages, student affairs on the hostel page; all three on the contact page. ' +
            'An office without a number shows no chat.',
          fields: [
            whatsappRow('Admissions', 'Hello, I have a question about admission to Atlantic Crest University.'),
            whatsappRow('Bursary', 'Hello, I have a question about fees and payments.'),
            whatsappRow('StudentAffairs', 'Hello, I have a question for Student Affairs.'),
          ],
        },
        {
          label: 'Payment',
          description:
            'Where and how fees are paid, shown on /admissions/how-to-pay in this order. Amounts come from the ' +
            'Other fees list and the tuition, never from here.',
          fields: [
            {
              name: 'paymentChannels',
              label: 'Payment channels',
              type: 'array',
              validate: (rows: unknown) => {
                for (const [i, row] of (Array.isArray(rows) ? (rows as PaymentChannelInput[]) : []).entries()) {
                  const problem = channelProblem(row)
                  if (problem) return `Channel ${i + 1} (${row.name ?? 'no name'}): ${problem}`
                }
                return true
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, admin: { description: 'For example Remita.' } },
                    {
                      name: 'kind',
                      type: 'select',
                      required: true,
                      defaultValue: 'remita',
                      options: PAYMENT_KINDS.map((value) => ({
                        value,
                        label: { remita: 'Remita (RRR)', portal: 'Payment portal (card)', bank: 'Bank' }[value],
                      })),
                    },
                  ],
                },
                {
                  name: 'instructions',
                  type: 'textarea',
                  admin: { description: 'One step a line. No amounts: they come from the Other fees list.' },
                  validate: (value: unknown) => noAmountInText(value),
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'bankName', type: 'text', label: 'Bank' },
                    { name: 'accountName', type: 'text', label: 'Account name' },
                    {
                      name: 'accountNumber',
                      type: 'text',
                      label: 'Account number',
                      admin: { description: 'Ten digits (NUBAN).' },
                    },
                  ],
                },
                {
                  name: 'url',
                  type: 'text',
                  label: 'Address',
                  admin: { description: 'Where to pay online, starting with https://' },
                },
              ],
            },
          ],
        },
        {
          label: 'External sites',
          fields: [
            externalUrlField('admissionSite', 'Admission site', "Where every 'Apply now' link goes."),
            externalUrlField('portalSite', 'Portal site'),
            externalUrlField('portalStudentPage', 'Portal: student page'),
            externalUrlField('portalAdmissionPage', 'Portal: admission page'),
            externalUrlField('libraryCatalogue', 'Library catalogue'),
            externalUrlField('repository', 'Institutional repository'),
            externalUrlField('journals', 'Journals'),
            externalUrlField('openCourseware', 'Open courseware'),
            externalUrlField(
              'campusVideo',
              'Campus video',
              'An embeddable video address (for example a YouTube embed link).',
            ),
          ],
        },
        {
          label: 'Visit counts',
          description:
            'The site counts page views, searches, pages not found and the Apply and WhatsApp links followed, as ' +
            'daily totals without cookies or anything that names a visitor (the privacy notice says so).',
          fields: [
            {
              name: 'visitMonthsKept',
              label: 'Months kept',
              type: 'number',
              required: true,
              defaultValue: 25,
              min: 1,
              max: 60,
              validate: (value: unknown) =>
                Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 60
                  ? true
                  : 'A whole number of months, from 1 to 60.',
              admin: {
                step: 1,
                description:
                  'Daily totals older than this are deleted once a day. 25 months compare a month with the same ' +
                  'month of the year before. Say so in the privacy notice when you change it.',
              },
            },
          ],
        },
        {
          label: 'Social',
          fields: [
            externalUrlField('socialX', 'X'),
            externalUrlField('socialInstagram', 'Instagram'),
            externalUrlField('socialFacebook', 'Facebook'),
            externalUrlField('socialLinkedin', 'LinkedIn'),
            externalUrlField('socialYoutube', 'YouTube'),
          ],
        },
      ],
    },
  ],
}

/** An office's WhatsApp number and the greeting its chat opens with (`whatsappAdmissions`, `…Greeting`). */
function whatsappRow(office: 'Admissions' | 'Bursary' | 'StudentAffairs', greeting: string): Field {
  const label = office === 'StudentAffairs' ? 'Student affairs' : office
  return {
    type: 'row',
    fields: [
      {
        name: `whatsapp${office}`,
        type: 'text',
        label: `${label}: WhatsApp number`,
        admin: { description: 'With the country code, for example +234 803 555 0150.' },
        validate: (value: unknown) =>
          typeof value !== 'string' || value.trim() === '' || whatsappNumber(value) !== null
            ? true
            : 'Write a phone number with its country code, for example +234 803 555 0150.',
      },
      {
        name: `whatsapp${office}Greeting`,
        type: 'text',
        label: `${label}: greeting`,
        defaultValue: greeting,
        admin: { description: 'The message typed in for the visitor, which they can change before sending.' },
      },
    ],
  }
}
