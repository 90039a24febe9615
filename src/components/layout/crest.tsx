import type { ImageView } from '@/content/media'
import { Picture } from '@/components/ui/picture'

/** The fallback mark shown when no logo is uploaded: a shield with a rising sun over Atlantic waves. */
export function Crest({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 44" width="40" height="44" aria-hidden="true" focusable="false">
      <path d="M20 1.5 37.5 7.5v14c0 10.6-7.4 17.7-17.5 21-10.1-3.3-17.5-10.4-17.5-21v-14Z" fill="#0b3b60" />
      <path
        d="M20 3.6 35.5 8.9v12.6c0 9.4-6.4 15.8-15.5 18.9-9.1-3.1-15.5-9.5-15.5-18.9V8.9Z"
        fill="none"
        stroke="#e3a73c"
        strokeWidth="1.2"
      />
      <circle cx="20" cy="16" r="4.6" fill="#e3a73c" />
      <path
        d="M9 24.5c3.7-3.2 7.3-3.2 11 0s7.3 3.2 11 0M11 30c3-2.6 6-2.6 9 0s6 2.6 9 0"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The uploaded logo when there is one, else the fallback crest. Decorative: the name always follows it. */
export function SiteMark({
  logo,
  height,
  className,
  eager = false,
}: {
  logo: ImageView | null
  height: number
  className?: string
  eager?: boolean
}) {
  if (!logo) return <Crest className={className} />
  return (
    <Picture
      className={className}
      src={logo.url}
      alt=""
      width={Math.round((logo.width / logo.height) * height)}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
    />
  )
}
