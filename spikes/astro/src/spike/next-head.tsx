import type { ReactNode } from 'react'

/** Stands in for next/head: the layout renders PageHead inside <head> itself. */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
