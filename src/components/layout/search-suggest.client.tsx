'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { useDebounced } from '@/client-hooks/use-debounced'
import { useHydrated } from '@/client-hooks/use-hydrated'

import styles from './site-header.module.css'

type Suggestion = { title: string; url: string }

/** Waits this long after the last key before asking, so a word typed quickly costs one request. */
const PAUSE_MS = 200

/** Fetches the suggestions for `query` (two letters or more); an empty list when there are none. */
function useSuggestions(query: string): Suggestion[] {
  const [found, setFound] = useState<{ query: string; items: Suggestion[] }>({ query: '', items: [] })
  useEffect(() => {
    if (query.length < 2) return
    const controller = new AbortController()
    fetch(`/search/suggestions?q=${encodeURIComponent(query)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { suggestions: [] }))
      .then((data: { suggestions: Suggestion[] }) => setFound({ query, items: data.suggestions }))
      // A lost or refused request shows no suggestions; the form itself still searches.
      .catch(() => {})
    return () => controller.abort()
  }, [query])
  return query.length >= 2 && found.query === query ? found.items : []
}

/** The number of suggestions shown, as announced to screen readers. */
const suggestionsCount = (n: number) => `${n} ${n === 1 ? 'suggestion' : 'suggestions'}: use the up and down arrows`

/** The list under the box: each suggestion an option, `choice` the one chosen with the arrow keys. */
function SuggestionList({ id, items, choice }: { id: string; items: Suggestion[]; choice: number }) {
  return (
    <ul id={id} role="listbox" aria-label="Suggestions" className={styles.suggestions}>
      {items.map((item, i) => (
        <li
          key={`${item.url}#${item.title}`}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === choice}
          className={styles.suggestion}
          // Before the box loses focus (which closes the list): go to the suggestion.
          onMouseDown={(event) => {
            event.preventDefault()
            window.location.assign(item.url)
          }}
        >
          {item.title}
        </li>
      ))}
    </ul>
  )
}

/**
 * The header's search box with suggestions as the visitor types: up to five titles under the box,
 * chosen with the arrow keys (Enter opens the one chosen, Escape closes the list) or a press, and
 * their number announced. The box stays a search box (aria-autocomplete, aria-activedescendant), so
 * Enter without a choice, and the page without JavaScript, submit the GET form as before.
 */
export function SearchSuggest({ id, maxLength }: { id: string; maxLength: number }) {
  const hydrated = useHydrated()
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The script loads when the visitor reaches for the box (src/islands/on-intent.ts): what they typed
  // while it came is taken up, as if typed now.
  useEffect(() => {
    const input = inputRef.current
    if (!input?.value) return
    setValue(input.value)
    setOpen(document.activeElement === input)
  }, [])
  const items = useSuggestions(useDebounced(value.trim(), PAUSE_MS))
  const expanded = hydrated && open && items.length > 0
  const listId = `${id}-suggestions`
  const choice = expanded && active >= 0 && active < items.length ? active : -1

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return
      event.preventDefault()
      setOpen(true)
      const last = items.length - 1
      if (event.key === 'ArrowDown') setActive(choice < 0 || choice === last ? 0 : choice + 1)
      else setActive(choice <= 0 ? last : choice - 1)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && choice >= 0) {
      event.preventDefault()
      window.location.assign(items[choice].url)
    }
  }

  return (
    <div className={styles.suggest}>
      <input
        ref={inputRef}
        id={id}
        className={styles.searchInput}
        type="search"
        name="q"
        placeholder="Search the site"
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete={hydrated ? 'list' : undefined}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={choice >= 0 ? `${listId}-${choice}` : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? <SuggestionList id={listId} items={items} choice={choice} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {expanded ? suggestionsCount(items.length) : ''}
      </p>
    </div>
  )
}
