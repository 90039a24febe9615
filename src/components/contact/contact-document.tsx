import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import { WhatsAppChats } from '@/components/ui/whatsapp-chat'
import type { DocumentBase } from '@/content/document'
import type { ContactOfficeView } from '@/content/views'
import { pathOf } from '@/lib/routes'

import { CampusesAndSocial } from './campuses-and-social'
import { KeyDepartments } from './key-departments'
import { ReachUs } from './reach-us'

/** The head of /about/contact. */
export const CONTACT_META = {
  title: 'Contact us',
  description: 'Addresses, helpline, e-mail addresses, key departments and emergency contacts of the university.',
  canonical: pathOf('contact'),
}

/** Contact details (/about/contact): all from the site settings and the contact offices. No form. */
export function ContactDocument({ site, siteUrl, offices }: DocumentBase & { offices: ContactOfficeView[] }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={CONTACT_META}>
      <HeroBanner image={null} height="small" labelledBy="contact-title">
        <h1 id="contact-title">Contact us</h1>
        <p className="lead">We are here to help: call, write or visit us.</p>
      </HeroBanner>
      <ReachUs site={site} />
      <WhatsAppChats site={site} />
      <KeyDepartments offices={offices} />
      <CampusesAndSocial site={site} />
    </DocumentFrame>
  )
}
