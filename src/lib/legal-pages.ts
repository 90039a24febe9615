/** The three pages the footer promises, by their name in the route table and the `legal-pages` global. */
export const LEGAL_PAGES = {
  privacy: {
    title: 'Privacy notice',
    label: 'Privacy',
    description:
      'What personal data this site and its admin keep, why, for how long, and your rights under the Nigeria Data Protection Act 2023.',
  },
  accessibility: {
    title: 'Accessibility statement',
    label: 'Accessibility',
    description: 'How accessible this site is, what is known not to meet WCAG 2.2 AA, and how to report a barrier.',
  },
  disclaimer: {
    title: 'Disclaimer',
    label: 'Disclaimer',
    description: 'The limits of what the information on this site promises.',
  },
} as const

export type LegalPageName = keyof typeof LEGAL_PAGES
