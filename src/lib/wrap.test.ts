import { describe, expect, it } from 'vitest'

import { stepWrap, windowIndexes, wrapIndex } from './wrap'

describe('wrapIndex', () => {
  it('keeps an index inside the list', () => {
    expect(wrapIndex(0, 5)).toBe(0)
    expect(wrapIndex(4, 5)).toBe(4)
  })

  it('wraps past the end to the start and before the start to the end', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(7, 5)).toBe(2)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(-6, 5)).toBe(4)
    expect(wrapIndex(12, 5)).toBe(2)
  })

  it('is 0 for an empty list, a bad length or a bad index', () => {
    expect(wrapIndex(3, 0)).toBe(0)
    expect(wrapIndex(3, -2)).toBe(0)
    expect(wrapIndex(3, 2.5)).toBe(0)
    expect(wrapIndex(Number.NaN, 4)).toBe(0)
    expect(wrapIndex(1.5, 4)).toBe(0)
  })

  it('a list of one always gives 0', () => {
    expect(wrapIndex(1, 1)).toBe(0)
    expect(wrapIndex(-1, 1)).toBe(0)
  })
})

describe('stepWrap', () => {
  it('steps by 4 and wraps at the end', () => {
    expect(stepWrap(0, 4, 8, 1)).toBe(4)
    expect(stepWrap(4, 4, 8, 1)).toBe(0)
    expect(stepWrap(4, 4, 7, 1)).toBe(1)
  })

  it('steps back by 4 and wraps at the start', () => {
    expect(stepWrap(0, 4, 8, -1)).toBe(4)
    expect(stepWrap(0, 4, 7, -1)).toBe(3)
    expect(stepWrap(1, 4, 7, -1)).toBe(4)
  })

  it('steps by 2 both ways', () => {
    expect(stepWrap(0, 2, 7, 1)).toBe(2)
    expect(stepWrap(6, 2, 7, 1)).toBe(1)
    expect(stepWrap(0, 2, 7, -1)).toBe(5)
  })

  it('a step larger than the list still wraps', () => {
    expect(stepWrap(0, 4, 3, 1)).toBe(1)
    expect(stepWrap(0, 4, 3, -1)).toBe(2)
  })

  it('treats a step below 1 as 1 and stays at 0 on an empty list', () => {
    expect(stepWrap(0, 0, 5, 1)).toBe(1)
    expect(stepWrap(2, -3, 5, -1)).toBe(1)
    expect(stepWrap(0, 4, 0, 1)).toBe(0)
  })
})

describe('windowIndexes', () => {
  it('lists the items of the window, wrapping at the end', () => {
    expect(windowIndexes(0, 4, 8)).toEqual([0, 1, 2, 3])
    expect(windowIndexes(6, 4, 8)).toEqual([6, 7, 0, 1])
  })

  it('never repeats an item when the list is shorter than the window', () => {
    expect(windowIndexes(1, 4, 3)).toEqual([1, 2, 0])
  })

  it('is empty for an empty list or window, and wraps an outside start', () => {
    expect(windowIndexes(0, 4, 0)).toEqual([])
    expect(windowIndexes(0, 0, 4)).toEqual([])
    expect(windowIndexes(-1, 2, 4)).toEqual([3, 0])
  })
})
