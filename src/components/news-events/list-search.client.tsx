'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { useTypedBeforeScript } from '@/client-hooks/use-typed-before-script'

import styles from './filtered-list.module.css'

/** How long typing must pause before the list follows it. */
const DEBOUNCE_MS = 300

type ListSearchProps = {
  path: string
  label: string
  type: string
  q: string
  /** With JavaScript: show the list for this search (trimmed), in place. */
  onSearch: (q: string) => void
}

/**
 * A list's title search: a GET form the server answers (it works without JavaScript). With
 * JavaScript the list follows the typing, 300 ms after the last key, without reloading the page.
 */
export function ListSearch({ path, label, type, q, onSearch }: ListSearchProps) {
  const id = useId()
  const [value, setValue] = useState(q)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const go = (text: string) => {
    clearTimeout(timer.current)
    onSearch(text.trim())
  }

  const typed = (text: string) => {
    setValue(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => go(text), DEBOUNCE_MS)
  }

  // The script loads when the visitor reaches for the list (src/islands/entries/lists.tsx).
  const inputRef = useTypedBeforeScript(q, typed)

  return (
    <form
      className={`search-field ${styles.search}`}
      role="search"
      action={path}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        go(value)
      }}
    >
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <label htmlFor={id}>{label}</label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          className="input"
          id={id}
          type="search"
          name="q"
          value={value}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => typed(event.target.value)}
        />
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </div>
    </form>
  )
}
