import type { ReactNode } from 'react'

/** A table's header row: one column header per entry, in order. */
export function TableHead({
  columns,
}: {
  columns: ReadonlyArray<{ key: string; label: ReactNode }> | readonly string[]
}) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  )
}
