import { describe, expect, it } from 'vitest'

import { findMediaOffice } from './media-office'

describe('findMediaOffice', () => {
  it('finds the office named for the media, the press or public relations', () => {
    expect(findMediaOffice([{ office: 'Registry' }, { office: 'Media and Public Relations Office' }])).toEqual({
      office: 'Media and Public Relations Office',
    })
    expect(findMediaOffice([{ office: 'Press Office' }])?.office).toBe('Press Office')
    expect(findMediaOffice([{ office: 'Public Relations Unit' }])?.office).toBe('Public Relations Unit')
  })

  it('takes the first when several match', () => {
    expect(findMediaOffice([{ office: 'Media Office' }, { office: 'Press Office' }])?.office).toBe('Media Office')
  })

  it('is null when none matches, also for look-alike words', () => {
    expect(findMediaOffice([])).toBeNull()
    expect(findMediaOffice([{ office: 'Multimedia Studio' }, { office: 'Pressing Matters' }])).toBeNull()
  })
})
