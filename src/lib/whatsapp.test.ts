import { describe, expect, it } from 'vitest'

import { aboutProgramme, whatsappChatUrl, whatsappNumber } from './whatsapp'

describe('whatsappNumber', () => {
  it('reads a Nigerian number however it is written', () => {
    for (const written of [
      '+234 803 555 0150',
      '+234 (0) 803 555 0150',
      '0803 555 0150',
      '0803-555-0150',
      '00234 803 555 0150',
      '2348035550150',
      ' 234.803.555.0150 ',
    ])
      expect(whatsappNumber(written), written).toBe('2348035550150')
  })

  it('keeps another country’s code', () => {
    expect(whatsappNumber('+44 20 7946 0958')).toBe('442079460958')
    expect(whatsappNumber('+233 24 555 0150')).toBe('233245550150')
  })

  it('refuses what is not a phone number', () => {
    for (const written of ['', 'call us', '0803 555 015O', '+234 803', '+1234567890123456', 'wa.me/2348035550150'])
      expect(whatsappNumber(written), written).toBeNull()
  })
})

describe('whatsappChatUrl', () => {
  it('opens a chat with the message typed in, escaped', () => {
    expect(whatsappChatUrl('2348035550150', 'Hello, I have a question about fees & hostel?')).toBe(
      'https://wa.me/2348035550150?text=Hello%2C%20I%20have%20a%20question%20about%20fees%20%26%20hostel%3F',
    )
    expect(whatsappChatUrl('2348035550150', '  ')).toBe('https://wa.me/2348035550150')
  })

  it('names the programme on a line of its own', () => {
    expect(whatsappChatUrl('2348035550150', aboutProgramme('Hello. ', 'Nursing Science (B.NSc.)'))).toBe(
      'https://wa.me/2348035550150?text=Hello.%0AProgramme%3A%20Nursing%20Science%20(B.NSc.)',
    )
  })
})
