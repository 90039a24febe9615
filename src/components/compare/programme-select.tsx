import type { ProgrammeOptionGroup } from '@/content/compare'

type ProgrammeSelectProps = {
  id: string
  name: string
  options: ProgrammeOptionGroup[]
  /** The slug chosen now, or '' for none. */
  value: string
  /** The text of the empty choice. */
  placeholder?: string
  describedBy?: string
}

/** A select of every programme, grouped by faculty; works in a plain GET form. */
export function ProgrammeSelect({
  id,
  name,
  options,
  value,
  placeholder = 'Choose a programme',
  describedBy,
}: ProgrammeSelectProps) {
  return (
    <select className="input" id={id} name={name} defaultValue={value} aria-describedby={describedBy}>
      <option value="">{placeholder}</option>
      {options.map((group) => (
        <optgroup key={group.faculty} label={group.faculty}>
          {group.programmes.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
}
