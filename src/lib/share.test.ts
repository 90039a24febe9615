import { describe, expect, it } from 'vitest'

import { whatsappShareUrl } from './share'

describe('whatsappShareUrl', () => {
  it('puts the title and address into the text parameter, encoded', () => {
    expect(whatsappShareUrl('Fees & funding?', 'https://example.edu/news/fees')).toBe(
      'https://wa.me/?text=Fees%20%26%20funding%3F%20https%3A%2F%2Fexample.edu%2Fnews%2Ffees',
    )
  })
})
