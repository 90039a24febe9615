import { describe, expect, it } from 'vitest'

import { answerHeaderChanges, isPersonalRestCall } from './answer-headers.mjs'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })
const answer = (headers: Record<string, string | string[]>) => (name: string) => headers[name]

describe('isPersonalRestCall', () => {
  it.each([
    ['an anonymous list', get('/api/news'), false],
    ['a list with a session cookie', get('/api/news', { cookie: 'a=1; payload-token=abc' }), true],
    ['a list with a token', get('/api/news', { authorization: 'JWT abc' }), true],
    ['a draft read', get('/api/news?draft=true'), true],
    ['who am I', get('/api/users/me', { cookie: 'payload-token=abc' }), true],
    ['a sign-in', { method: 'POST', url: '/api/users/login', headers: {} }, true],
    ['the public contract, even with a cookie', get('/api/v1/news', { cookie: 'payload-token=abc' }), false],
    ['a page with a cookie', get('/news', { cookie: 'payload-token=abc' }), false],
    ['a picture with a cookie', get('/api/media/file/a.webp', { cookie: 'payload-token=abc' }), false],
    ['another cookie only', get('/api/news', { cookie: 'not-payload-token=abc' }), false],
  ])('%s → %s', (_, request, expected) => {
    expect(isPersonalRestCall(request)).toBe(expected)
  })
})

describe('answerHeaderChanges', () => {
  it('marks a signed-in REST answer private and varying by cookie and token', () => {
    const changes = answerHeaderChanges(get('/api/users/me', { cookie: 'payload-token=x' }), 200, answer({}))
    expect(changes).toEqual({ 'Cache-Control': 'private, no-store', Vary: 'Cookie, Authorization' })
  })

  it('names Cookie and Authorization in Vary on anonymous REST answers, keeping what is there', () => {
    const changes = answerHeaderChanges(get('/api/news'), 200, answer({ vary: 'Accept-Encoding' }))
    expect(changes).toEqual({ Vary: 'Accept-Encoding, Cookie, Authorization' })
  })

  it('leaves the public contract and pages alone', () => {
    expect(answerHeaderChanges(get('/api/v1/news'), 200, answer({}))).toEqual({})
    expect(answerHeaderChanges(get('/api/media/file/a.webp'), 200, answer({}))).toEqual({})
    expect(answerHeaderChanges(get('/about'), 200, answer({ 'cache-control': 's-maxage=300' }))).toEqual({})
  })

  it('keeps one Location and no year-long stale-while-revalidate on a redirect', () => {
    const redirect = answer({
      location: ['/admission/course-finder', '/admission/course-finder'],
      'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
    })
    expect(answerHeaderChanges(get('/course/nope'), 307, redirect)).toEqual({
      Location: '/admission/course-finder',
      'Cache-Control': 's-maxage=300',
    })
  })

  it('drops stale-while-revalidate from a not-found, not from a page or a 304', () => {
    const isr = answer({ 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' })
    expect(answerHeaderChanges(get('/news/nope'), 404, isr)).toEqual({ 'Cache-Control': 's-maxage=300' })
    expect(answerHeaderChanges(get('/news'), 200, isr)).toEqual({})
    expect(answerHeaderChanges(get('/news'), 304, isr)).toEqual({})
  })

  it('keeps a redirect five minutes at most, whatever the page it stands for', () => {
    const yearLong = answer({ location: '/admission/course-finder', 'cache-control': 's-maxage=31536000' })
    expect(answerHeaderChanges(get('/course/nope'), 307, yearLong)).toEqual({ 'Cache-Control': 's-maxage=300' })
    const both = answer({ 'cache-control': 'public, max-age=86400, s-maxage=600, stale-while-revalidate=60' })
    expect(answerHeaderChanges(get('/faculty/nope'), 404, both)).toEqual({
      'Cache-Control': 'public, max-age=300, s-maxage=300',
    })
    const noStore = answer({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
    expect(answerHeaderChanges(get('/about/staff/nope'), 308, noStore)).toEqual({})
  })

  it('leaves a redirect with one Location and no caching as it is', () => {
    expect(answerHeaderChanges(get('/breakdown/nope'), 307, answer({ location: '/x' }))).toEqual({})
  })
})
