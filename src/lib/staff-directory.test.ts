import { describe, expect, it } from 'vitest'

import {
  leaderSlug,
  cardName,
  DEFAULT_TAB,
  DIRECTORY_TABS,
  directoryHref,
  filterByName,
  MAX_QUERY_LENGTH,
  parseQuery,
  parseTab,
  STAFF_MAX_SHOWN,
  STAFF_PAGE_SIZE,
  staffCardsHref,
  TAB_LABELS,
} from './staff-directory'

describe('parseTab', () => {
  it('accepts every known tab, in any case and with spaces around', () => {
    for (const tab of DIRECTORY_TABS) expect(parseTab(tab)).toBe(tab)
    expect(parseTab(' Senate ')).toBe('senate')
    expect(parseTab('STAFF')).toBe('staff')
  })
  it('falls back to the Board for a missing, empty or unknown tab', () => {
    expect(DEFAULT_TAB).toBe('board')
    expect(parseTab(undefined)).toBe('board')
    expect(parseTab(null)).toBe('board')
    expect(parseTab('')).toBe('board')
    expect(parseTab('zzz')).toBe('board')
    expect(parseTab('x'.repeat(2000))).toBe('board')
    expect(parseTab([])).toBe('board')
  })
  it('uses the first of repeated values', () => {
    expect(parseTab(['management', 'senate'])).toBe('management')
    expect(parseTab(['zzz', 'senate'])).toBe('board')
  })
})

describe('parseQuery', () => {
  it('trims and squeezes spaces', () => {
    expect(parseQuery('  ada   obi ')).toBe('ada obi')
    expect(parseQuery('\tada\n')).toBe('ada')
  })
  it('is empty for nothing', () => {
    expect(parseQuery(undefined)).toBe('')
    expect(parseQuery(null)).toBe('')
    expect(parseQuery('   ')).toBe('')
    expect(parseQuery([])).toBe('')
  })
  it('uses the first of repeated values', () => {
    expect(parseQuery(['ada', 'obi'])).toBe('ada')
  })
  it('cuts very long text', () => {
    expect(parseQuery('a'.repeat(2000))).toHaveLength(MAX_QUERY_LENGTH)
    expect(parseQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)} b`)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1))
  })
})

describe('cardName', () => {
  it('removes bracketed notes', () => {
    expect(cardName('Ada Obi (Mrs)')).toBe('Ada Obi')
    expect(cardName('Nsikak Edet Ekpenyong (OON)')).toBe('Nsikak Edet Ekpenyong')
    expect(cardName('Ubong [Engr.] Etukudo {FNSE}')).toBe('Ubong Etukudo')
  })
  it('leaves a plain name alone', () => {
    expect(cardName('Ada Obi')).toBe('Ada Obi')
    expect(cardName('')).toBe('')
  })
})

describe('filterByName', () => {
  const entries = [{ fullName: 'Ada Obi (Mrs.)' }, { fullName: 'Bassey Etim' }, { fullName: 'Adaeze Okon' }]
  it('matches a case-insensitive substring of the full name', () => {
    expect(filterByName(entries, 'ADA')).toEqual([entries[0], entries[2]])
    expect(filterByName(entries, 'sey et')).toEqual([entries[1]])
    expect(filterByName(entries, 'mrs')).toEqual([entries[0]])
  })
  it('keeps every entry for an empty search and none for a miss', () => {
    expect(filterByName(entries, '')).toEqual(entries)
    expect(filterByName(entries, '   ')).toEqual(entries)
    expect(filterByName(entries, 'zzz')).toEqual([])
    expect(filterByName([], 'ada')).toEqual([])
  })
})

describe('directoryHref', () => {
  it('leaves out the default tab and an empty search', () => {
    expect(directoryHref('board')).toBe('/about/leadership')
    expect(directoryHref('board', '  ')).toBe('/about/leadership')
  })
  it('puts the tab and search in the query string, encoded', () => {
    expect(directoryHref('senate')).toBe('/about/leadership?tab=senate')
    expect(directoryHref('board', 'ada')).toBe('/about/leadership?q=ada')
    expect(directoryHref('staff', 'Ada O&b')).toBe('/about/leadership?tab=staff&q=Ada+O%26b')
  })
  it('adds a page after the first, as a whole number', () => {
    expect(directoryHref('staff', '', 1)).toBe('/about/leadership?tab=staff')
    expect(directoryHref('staff', '', 2)).toBe('/about/leadership?tab=staff&page=2')
    expect(directoryHref('staff', 'ada', 3.7)).toBe('/about/leadership?tab=staff&q=ada&page=3')
    expect(directoryHref('staff', 'ada', 0)).toBe('/about/leadership?tab=staff&q=ada')
  })
})

describe('staffCardsHref', () => {
  it('names the page always and the search when there is one', () => {
    expect(staffCardsHref('', 2)).toBe('/about/leadership/cards?page=2')
    expect(staffCardsHref(' Ada O&b ', 1)).toBe('/about/leadership/cards?q=Ada+O%26b&page=1')
  })
  it('never asks for a page below 1 or a fraction', () => {
    expect(staffCardsHref('', 0)).toBe('/about/leadership/cards?page=1')
    expect(staffCardsHref('', -4)).toBe('/about/leadership/cards?page=1')
    expect(staffCardsHref('', 2.9)).toBe('/about/leadership/cards?page=2')
  })
})

describe('page sizes', () => {
  it('show a first screen of cards and a bounded most per page', () => {
    expect(STAFF_PAGE_SIZE).toBeGreaterThan(0)
    expect(STAFF_MAX_SHOWN % STAFF_PAGE_SIZE).toBe(0)
    expect(STAFF_MAX_SHOWN).toBeGreaterThanOrEqual(STAFF_PAGE_SIZE)
  })
})

describe('TAB_LABELS', () => {
  it('names every tab', () => {
    expect(DIRECTORY_TABS.map((t) => TAB_LABELS[t])).toEqual(['Board', 'Management', 'Senate', 'All Staff'])
  })
})

describe('leaderSlug', () => {
  it('is the card name in slug form, without the bracketed note', () => {
    expect(leaderSlug('Nsikak Edet Ekpenyong (OON)')).toBe('nsikak-edet-ekpenyong')
    expect(leaderSlug('Arit Bassey-Inyang (Mrs.)')).toBe('arit-bassey-inyang')
    expect(leaderSlug('  Ekaette Mfon Udoaka ')).toBe('ekaette-mfon-udoaka')
  })
  it('drops accents and marks a name cannot keep in an address', () => {
    expect(leaderSlug('Adébáyọ̀ O’Neil')).toBe('adebayo-o-neil')
  })
})
