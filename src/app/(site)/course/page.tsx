import { redirect } from 'next/navigation'

/** /course without a programme: the visitor goes to the programme finder. */
export default function CourseIndexPage(): never {
  redirect('/admission/course-finder')
}
