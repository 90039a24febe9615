import type { ReactNode } from 'react'

type ToggleGroupProps<V extends string | number> = {
  /** The group's accessible name. */
  label: string
  options: ReadonlyArray<{ value: V; label: ReactNode }>
  value: V
  onChange: (value: V) => void
  className?: string
  buttonClassName?: string
  /** The id of what an option shows, if the page holds one element per option. */
  controls?: (value: V) => string
}

/** Toggle buttons of which one is pressed (used by client components once hydrated). */
export function ToggleGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClassName,
  controls,
}: ToggleGroupProps<V>) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={buttonClassName}
          aria-pressed={value === o.value}
          aria-controls={controls?.(o.value)}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}
