import { moveTo } from '@/content/document'

/** /course without a programme: the visitor goes to the programme finder. */
export const getServerSideProps = () => moveTo('/admission/course-finder')

export default function CourseIndex() {
  return null
}
