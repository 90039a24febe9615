import type { GetStaticPaths, GetStaticProps } from 'next'

import { BreakdownDocument } from '@/components/tuition/breakdown-page'
import { breakdownProps, type BreakdownProps } from '@/content/breakdown'

// A document: Next sends no script of its own, and the year buttons are links.
export const config = { unstable_runtimeJS: false }

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

/** A later year of the programme (src/content/breakdown.ts): one stored page per year. */
export const getStaticProps: GetStaticProps<BreakdownProps, { slug: string; year: string }> = ({ params }) =>
  breakdownProps(params?.slug ?? '', params?.year ?? '')

export default BreakdownDocument
