'use client'

import Link from '@/components/ui/link'

import styles from './not-found.module.css'

/**
 * Shown inside the site's layout when a page fails to render (the content store down on a page
 * that was never cached, say): a plain apology with a way on, never the framework's bare error.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className={`section ${styles.notFound}`} aria-labelledby="error-title">
      <div className="container">
        <p className="eyebrow">Something went wrong</p>
        <h1 id="error-title">This page could not be shown</h1>
        <p className="lead">
          Part of the site is not answering just now. Please try again in a moment, or continue from the home page.
        </p>
        <p>
          <button type="button" className="button" onClick={reset}>
            Try again
          </button>{' '}
          <Link className="button button--ghost" href="/">
            Go to the home page
          </Link>
        </p>
      </div>
    </section>
  )
}
