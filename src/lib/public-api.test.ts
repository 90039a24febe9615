import { describe, expect, it } from 'vitest'

import { accountLimit, apiDoor, hasDoubledParameter } from './public-api'

describe('apiDoor', () => {
  it.each([
    ['GET', '/api/media/file/hero.webp', 'file'],
    ['HEAD', '/api/documents/file/paper.pdf', 'file'],
  ])('%s %s is open: %s', (method, path, door) => {
    expect(apiDoor(method, path).door).toBe(door)
  })

  it.each([
    ['POST', '/api/users/login', 'login'],
    ['GET', '/api/users/me', 'me'],
    ['POST', '/api/users/forgot-password', 'forgot-password'],
    ['POST', '/api/users/reset-password', 'reset-password'],
  ])('%s %s is the account route %s', (method, path, action) => {
    expect(apiDoor(method, path)).toEqual({ door: 'account', action })
  })

  it.each([
    ['GET', '/api/news'],
    ['GET', '/api/news/1'],
    ['GET', '/api/globals/home-page'],
    ['GET', '/api/access'],
    ['GET', '/api/media'],
    ['GET', '/api/media/file'],
    ['GET', '/api/media/file/a/b'],
    ['POST', '/api/media/file/hero.webp'],
    ['GET', '/api/users/login'],
    ['GET', '/api/users'],
    ['POST', '/api/users/first-register'],
    ['POST', '/api/users/unlock'],
    ['GET', '/api/scheduled-publishing/run'],
    ['POST', '/api/scheduled-publishing/run'],
    ['GET', '/api/Media/file/hero.webp'],
    ['GET', '/api//media/file/hero.webp'],
    ['POST', '/api/users/login/'],
    ['GET', '/elsewhere/media/file/hero.webp'],
  ])('%s %s is for signed-in users', (method, path) => {
    expect(apiDoor(method, path).door).toBe('signed-in')
  })
})

describe('accountLimit', () => {
  it('leaves sign-in to its own throttle and a session to the admin', () => {
    expect(accountLimit('login', false)).toBeUndefined()
    expect(accountLimit('me', true)).toBeUndefined()
    expect(accountLimit('me', false)).toBeGreaterThan(0)
  })

  it('counts every request for a reset, signed in or not', () => {
    expect(accountLimit('forgot-password', true)).toBe(accountLimit('forgot-password', false))
    expect(accountLimit('forgot-password', false)).toBeLessThanOrEqual(10)
  })
})

describe('hasDoubledParameter', () => {
  it.each([
    ['draft=true&draft=true', true],
    ['depth=0&limit=1&depth=9', true],
    ['draft=true', false],
    ['where[id][in]=1&where[id][in]=2', false],
    ['where[or][0][a][equals]=1&where[or][1][a][equals]=2&limit=1', false],
    ['', false],
  ])('%s: %s', (query, doubled) => {
    expect(hasDoubledParameter(new URLSearchParams(query))).toBe(doubled)
  })
})
