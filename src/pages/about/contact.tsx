import { CampusesAndSocial } from '@/components/contact/campuses-and-social'
import { KeyDepartments } from '@/components/contact/key-departments'
import { ReachUs } from '@/components/contact/reach-us'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import { WhatsAppChats } from '@/components/ui/whatsapp-chat'
import { getContactOffices } from '@/content/campus'
import { documentProps, type DocumentBase } from '@/content/document'
import type { ContactOfficeView } from '@/content/views'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { offices: ContactOfficeView[] }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ offices: await getContactOffices() }))

const META = {
  title: 'Contact us',
  description: 'Addresses, helpline, e-mail addresses, key departments and emergency contacts of the university.',
  canonical: pathOf('contact'),
}

/** Contact details: all from the site settings and the contact offices. No form. */
export default function Contact({ site, siteUrl, offices }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
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
