import { moveTo } from '@/content/document'

/** The fees address has one page: the estimator. */
export const getServerSideProps = () => moveTo('/admissions/fees/estimate')

export default function FeesIndex() {
  return null
}
