import type { Metadata } from 'next'

import { CampusesAndSocial } from '@/components/contact/campuses-and-social'
import { KeyDepartments } from '@/components/contact/key-departments'
import { ReachUs } from '@/components/contact/reach-us'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getContactOffices } from '@/content/campus'
import { getSite } from '@/content/site'

export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Addresses, helpline, e-mail addresses, key departments and emergency contacts of the university.',
}

/** Contact details: all from the site settings and the contact offices (docs/site.md#contact). No form. */
export default async function ContactPage() {
  const [site, offices] = await Promise.all([getSite(), getContactOffices()])
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="contact-title">
        <h1 id="contact-title">Contact us</h1>
        <p className="lead">We are here to help: call, write or visit us.</p>
      </HeroBanner>
      <ReachUs site={site} />
      <KeyDepartments offices={offices} />
      <CampusesAndSocial site={site} />
    </>
  )
}
