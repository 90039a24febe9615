import { moveTo } from '@/content/document'

/** /breakdown without a course: the visitor goes to the tuition table, where every programme is. */
export const getServerSideProps = () => moveTo('/admissions/tuition')

export default function BreakdownIndex() {
  return null
}
