import { useId } from 'react'

import { useTypedBeforeScript } from '@/client-hooks/use-typed-before-script'

type SearchFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The wrapper's class (the area's own layout of label and field). */
  className?: string
  /** 'search' where the field is the page's search landmark. */
  role?: 'search'
}

/** A labelled search field for the instant filters of interactive lists (used by client components). */
export function SearchField({ label, value, onChange, className, role }: SearchFieldProps) {
  const id = useId()
  // The field shows before its script has come: text typed meanwhile is taken up once it has.
  const inputRef = useTypedBeforeScript(value, onChange)
  return (
    <div className={className} role={role}>
      <label htmlFor={id}>{label}</label>
      <input
        className="input"
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** The polite, visually hidden count a filter announces; empty until JavaScript runs (`text` null). */
export function LiveCount({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <p className="visually-hidden" aria-live="polite" data-testid={testId}>
      {text ?? ''}
    </p>
  )
}
