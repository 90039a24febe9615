import { describe, expect, it } from 'vitest'

import { videoPageUrl } from './video'

describe('videoPageUrl', () => {
  it("gives a YouTube embed's watch page, with or without nocookie and www", () => {
    expect(videoPageUrl('https://www.youtube-nocookie.com/embed/AcuCampus01')).toBe(
      'https://www.youtube.com/watch?v=AcuCampus01',
    )
    expect(videoPageUrl('https://youtube.com/embed/a_b-C?start=10')).toBe('https://www.youtube.com/watch?v=a_b-C')
    expect(videoPageUrl(' https://WWW.YOUTUBE.COM/embed/x1 ')).toBe('https://www.youtube.com/watch?v=x1')
  })
  it("gives a Vimeo player's video page", () => {
    expect(videoPageUrl('https://player.vimeo.com/video/123456?h=abc')).toBe('https://vimeo.com/123456')
  })
  it('keeps any other https address as it is', () => {
    expect(videoPageUrl('https://www.youtube.com/watch?v=abc')).toBe('https://www.youtube.com/watch?v=abc')
    expect(videoPageUrl('https://media.example.org/tour.mp4')).toBe('https://media.example.org/tour.mp4')
    // An embed address without a usable id stays as given rather than becoming a broken watch page.
    expect(videoPageUrl('https://www.youtube.com/embed/')).toBe('https://www.youtube.com/embed/')
    expect(videoPageUrl('https://www.youtube.com/embed/a%22b')).toBe('https://www.youtube.com/embed/a%22b')
    expect(videoPageUrl('https://evil.example/embed/abc')).toBe('https://evil.example/embed/abc')
  })
  it('gives null for what is not an https address', () => {
    for (const value of [
      '',
      'not a url',
      'http://www.youtube.com/embed/abc',
      'javascript:alert(1)',
      '/video',
      'data:text/html,x',
    ])
      expect(videoPageUrl(value), value).toBeNull()
  })
})
