import { redirect } from 'next/navigation'

/** /breakdown without a course: docs/site.md#redirects sends the visitor to the tuition page. */
export default function BreakdownIndexPage(): never {
  redirect('/admissions/tuition')
}
