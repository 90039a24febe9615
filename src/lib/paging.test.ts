import { describe, expect, it } from 'vitest'

import {
  clampPage,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_PAGE,
  pageCount,
  pageWindow,
  parsePage,
  parsePaging,
  sliceSegments,
  windowPages,
} from './paging'

describe('parsePage', () => {
  it('is 1 when missing or not a positive whole number', () => {
    for (const raw of [undefined, null, '', ' ', '0', '000', '-1', '2.5', '1e3', 'abc', '2abc', '0x10', '+2', []]) {
      expect(parsePage(raw)).toBe(1)
    }
  })

  it('reads whole numbers, with spaces and leading zeros', () => {
    expect(parsePage('1')).toBe(1)
    expect(parsePage('2')).toBe(2)
    expect(parsePage(' 7 ')).toBe(7)
    expect(parsePage('007')).toBe(7)
  })

  it('takes the first of a repeated parameter', () => {
    expect(parsePage(['3', '9'])).toBe(3)
    expect(parsePage(['x', '9'])).toBe(1)
  })

  it('caps huge numbers at MAX_PAGE', () => {
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE)
    expect(parsePage(String(MAX_PAGE + 1))).toBe(MAX_PAGE)
    expect(parsePage('9'.repeat(2000))).toBe(MAX_PAGE)
  })
})

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0, 3)).toBe(1)
    expect(pageCount(-5, 3)).toBe(1)
  })

  it('rounds up', () => {
    expect(pageCount(1, 3)).toBe(1)
    expect(pageCount(3, 3)).toBe(1)
    expect(pageCount(4, 3)).toBe(2)
    expect(pageCount(312, 3)).toBe(104)
  })

  it('treats a page size below 1 as 1', () => {
    expect(pageCount(5, 0)).toBe(5)
  })
})

describe('clampPage', () => {
  it('brings the page into 1..pageCount', () => {
    expect(clampPage(0, 10, 3)).toBe(1)
    expect(clampPage(-3, 10, 3)).toBe(1)
    expect(clampPage(2, 10, 3)).toBe(2)
    expect(clampPage(4, 10, 3)).toBe(4)
    expect(clampPage(5, 10, 3)).toBe(4)
    expect(clampPage(MAX_PAGE, 10, 3)).toBe(4)
    expect(clampPage(3, 0, 3)).toBe(1)
  })

  it('floors fractions and treats NaN as 1', () => {
    expect(clampPage(2.9, 10, 3)).toBe(2)
    expect(clampPage(Number.NaN, 10, 3)).toBe(1)
    expect(clampPage(Infinity, 10, 3)).toBe(1)
  })
})

describe('pageWindow', () => {
  it('classic paging by default: page N shows its own items', () => {
    expect(pageWindow(1, 3, 7)).toEqual({ page: 1, pageCount: 3, start: 0, end: 3, hasEarlier: false, hasMore: true })
    expect(pageWindow(2, 3, 7)).toEqual({ page: 2, pageCount: 3, start: 3, end: 6, hasEarlier: true, hasMore: true })
    expect(pageWindow(3, 3, 7)).toEqual({ page: 3, pageCount: 3, start: 6, end: 7, hasEarlier: true, hasMore: false })
  })

  it("'Show more': every item up to the page's end while within maxShown", () => {
    expect(pageWindow(1, 3, 12, 9)).toEqual({
      page: 1,
      pageCount: 4,
      start: 0,
      end: 3,
      hasEarlier: false,
      hasMore: true,
    })
    expect(pageWindow(3, 3, 12, 9)).toMatchObject({ start: 0, end: 9, hasEarlier: false, hasMore: true })
    expect(pageWindow(4, 3, 12, 9)).toMatchObject({ start: 3, end: 12, hasEarlier: true, hasMore: false })
  })

  it('never shows more than maxShown items, however far the page', () => {
    const w = pageWindow(100, 3, 312, 30)
    expect(w).toMatchObject({ page: 100, start: 270, end: 300, hasEarlier: true, hasMore: true })
    expect(w.end - w.start).toBe(30)
  })

  it('clamps a page beyond the last to the last', () => {
    expect(pageWindow(MAX_PAGE, 3, 7)).toMatchObject({ page: 3, start: 6, end: 7, hasMore: false })
    expect(pageWindow(50, 3, 12, 30)).toMatchObject({ page: 4, start: 0, end: 12, hasMore: false })
  })

  it('an empty list is one empty page', () => {
    expect(pageWindow(1, 3, 0)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0, hasEarlier: false, hasMore: false })
    expect(pageWindow(9, 3, 0, 30)).toEqual({
      page: 1,
      pageCount: 1,
      start: 0,
      end: 0,
      hasEarlier: false,
      hasMore: false,
    })
  })

  it('a maxShown below the page size counts as the page size', () => {
    expect(pageWindow(2, 3, 7, 1)).toMatchObject({ start: 3, end: 6 })
  })
})

describe('windowPages', () => {
  it('is no page for an empty list', () => {
    expect(windowPages(pageWindow(1, 10, 0), 10)).toEqual([])
    expect(windowPages(pageWindow(7, 10, 0, 30), 10)).toEqual([])
  })

  it('is the page itself with classic paging', () => {
    expect(windowPages(pageWindow(3, 10, 95), 10)).toEqual([3])
  })

  it('is every page from the first shown up to the page asked for', () => {
    expect(windowPages(pageWindow(2, 10, 95, 30), 10)).toEqual([1, 2])
    expect(windowPages(pageWindow(5, 10, 95, 30), 10)).toEqual([3, 4, 5])
  })

  it('stops at the last page when the page asked for is beyond it', () => {
    expect(windowPages(pageWindow(50, 10, 25, 30), 10)).toEqual([1, 2, 3])
  })
})

describe('parsePaging', () => {
  it('is no paging when neither is sent', () => {
    expect(parsePaging(null, null)).toEqual({ paging: null })
    expect(parsePaging(undefined, [])).toEqual({ paging: null })
  })

  it('reads limit and page', () => {
    expect(parsePaging('5', '2')).toEqual({ paging: { limit: 5, page: 2 } })
    expect(parsePaging(['1'], ['1'])).toEqual({ paging: { limit: 1, page: 1 } })
    expect(parsePaging(String(MAX_LIMIT), String(MAX_PAGE))).toEqual({ paging: { limit: MAX_LIMIT, page: MAX_PAGE } })
  })

  it('defaults the missing one', () => {
    expect(parsePaging('10', null)).toEqual({ paging: { limit: 10, page: 1 } })
    expect(parsePaging(null, '3')).toEqual({ paging: { limit: DEFAULT_LIMIT, page: 3 } })
  })

  it('refuses a limit outside 1..MAX_LIMIT or not a whole number', () => {
    for (const bad of ['0', '-1', '101', '1000', '2.5', 'abc', '', ' 5', '05', '1e2', '9'.repeat(30)]) {
      expect(parsePaging(bad, null)).toEqual({
        error: `Malformed limit: expected a whole number from 1 to ${MAX_LIMIT}`,
      })
    }
  })

  it('refuses a page below 1, above MAX_PAGE or not a whole number', () => {
    for (const bad of ['0', '-2', '1.0', 'x', '', String(MAX_PAGE + 1), '9'.repeat(30)]) {
      expect(parsePaging('5', bad)).toEqual({ error: `Malformed page: expected a whole number from 1 to ${MAX_PAGE}` })
    }
  })

  it('refuses a repeated parameter', () => {
    expect(parsePaging(['5', '6'], null)).toEqual({ error: 'Send limit once' })
    expect(parsePaging('5', ['1', '2'])).toEqual({ error: 'Send page once' })
  })
})

describe('sliceSegments', () => {
  it('cuts a range across segments', () => {
    expect(sliceSegments([2, 5, 0, 4], 0, 3)).toEqual([
      { segment: 0, from: 0, to: 2 },
      { segment: 1, from: 0, to: 1 },
    ])
    expect(sliceSegments([2, 5, 0, 4], 6, 9)).toEqual([
      { segment: 1, from: 4, to: 5 },
      { segment: 3, from: 0, to: 2 },
    ])
  })

  it('is empty for an empty range or beyond the end', () => {
    expect(sliceSegments([3, 3], 2, 2)).toEqual([])
    expect(sliceSegments([3, 3], 6, 9)).toEqual([])
    expect(sliceSegments([], 0, 3)).toEqual([])
  })

  it('stops at the end of the last segment', () => {
    expect(sliceSegments([3], 1, 30)).toEqual([{ segment: 0, from: 1, to: 3 }])
  })
})
