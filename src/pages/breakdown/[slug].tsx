import type { GetStaticPaths, GetStaticProps } from 'next'

import { BreakdownDocument } from '@/components/tuition/breakdown-page'
import { breakdownProps, type BreakdownProps } from '@/content/breakdown'

// A document: Next sends no script of its own, and the year buttons are links.
export const config = { unstable_runtimeJS: false }

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

/** Year 1 of the programme (src/content/breakdown.ts); the other years are at /breakdown/<code>/year/<n>. */
export const getStaticProps: GetStaticProps<BreakdownProps, { slug: string }> = ({ params }) =>
  breakdownProps(params?.slug ?? '', null)

export default BreakdownDocument
