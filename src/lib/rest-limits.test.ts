import { describe, expect, it } from 'vitest'

import { clampAnonymousRead } from './rest-limits'

// Expected values follow the rule as written: limit 1–100 (unusable → 10), page 1–10,000
// (unusable → 1), depth 0–2 (negative → 0, unusable → 2), pagination always on.
describe('clampAnonymousRead: limit', () => {
  it.each([
    [undefined, 10],
    [5, 5],
    [1, 1],
    [100, 100],
    [101, 100],
    [1e9, 100],
    [Infinity, 10],
    [-1, 10],
    [-500, 10],
    [0, 10],
    [NaN, 10],
    [0.5, 10],
    [2.9, 2],
    [' ', 10],
    ['NaN', 10],
    ['abc', 10],
    ['', 10],
    [['1', '2'], 10],
    [[500], 10],
    [{ gt: 1 }, 10],
    [null, 10],
    [true, 10],
  ])('limit %j → %i', (limit, expected) => {
    expect(clampAnonymousRead({ limit }).limit).toBe(expected)
  })
})

describe('clampAnonymousRead: page', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [7, 7],
    [0, 1],
    [-3, 1],
    [NaN, 1],
    [10_000, 10_000],
    [1e12, 10_000],
    ['2', 1],
    [[2, 3], 1],
  ])('page %j → %i', (page, expected) => {
    expect(clampAnonymousRead({ page }).page).toBe(expected)
  })
})

describe('clampAnonymousRead: depth', () => {
  it.each([
    [undefined, 2],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [10, 2],
    [1e9, 2],
    [-1, 0],
    [NaN, 2],
    ['10', 2],
    [[5], 2],
  ])('depth %j → %i', (depth, expected) => {
    expect(clampAnonymousRead({ depth }).depth).toBe(expected)
  })
})

describe('clampAnonymousRead: pagination', () => {
  it.each([undefined, false, 'false', true])('pagination %j → on', (pagination) => {
    expect(clampAnonymousRead({ pagination }).pagination).toBe(true)
  })
})
