import { describe, expect, it } from 'vitest'

import { isQueryFault } from './query-fault'

const caused = (message: string, cause: unknown) =>
  Object.assign(new Error(message), { name: 'DrizzleQueryError', cause })

describe('isQueryFault', () => {
  it.each([
    ['JSON that does not parse', new SyntaxError("Expected property name or '}' in JSON at position 1")],
    ['an operator the field lacks', new TypeError('adapter.operators[queryOperator] is not a function')],
    [
      'a text where a number belongs',
      caused('Failed query: …', new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')),
    ],
    [
      'a missing date',
      caused('Failed query: …', new TypeError('undefined cannot be passed as argument to the database')),
    ],
    [
      'a list where one value belongs',
      caused('Failed query: …', new Error('SQLite3 can only bind numbers, strings, bigints, buffers, and null')),
    ],
    [
      'PostgreSQL: invalid text for an integer',
      caused(
        'Failed query: …',
        Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code: '22P02' }),
      ),
    ],
    ['PostgreSQL: an invalid date', Object.assign(new Error('x'), { code: '22007' })],
  ])('%s is the query’s fault', (_, error) => {
    expect(isQueryFault(error)).toBe(true)
  })

  it.each([
    ['a lost database', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'PostgreSQL going away',
      caused('Failed query: …', Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    [
      'a lock',
      caused('Failed query: …', Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })),
    ],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'slug')")],
    ['nothing', undefined],
    ['a string', 'boom'],
  ])('%s is not', (_, error) => {
    expect(isQueryFault(error)).toBe(false)
  })
})
