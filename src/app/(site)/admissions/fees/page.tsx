import { redirect } from 'next/navigation'

/** The fees address has one page: the estimator. */
export default function FeesPage() {
  redirect('/admissions/fees/estimate')
}
