import { redirect } from 'next/navigation'

/** /breakdown without a course: SPEC.md section 2 sends the visitor to the tuition page. */
export default function BreakdownIndexPage(): never {
  redirect('/admissions/tuition')
}
