import { describe, expect, it } from 'vitest'

import { jsonLd } from './json-ld'

describe('jsonLd', () => {
  it('is JSON that cannot close its script element', () => {
    const out = jsonLd({ headline: '</script><script>alert(1)</script>', note: 'a\u2028b' })
    expect(out).not.toContain('</script>')
    expect(out).not.toContain('\u2028')
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script>', note: 'a\u2028b' })
  })
})
