import { describe, expect, it } from 'vitest'

import { accountNumber, amountInText, channelProblem, noAmountInText } from './payment'

describe('amountInText', () => {
  it('finds an amount however it is written', () => {
    for (const [text, amount] of [
      ['The screening costs ₦25,000 only.', '₦25,000'],
      ['Pay N150,000 to accept.', 'N150,000'],
      ['a fee of NGN 25000 is paid', 'NGN 25000'],
      ['about 25,000 naira', '25,000 naira'],
      ['₦ 2,000.50 for the form', '₦ 2,000.50'],
    ])
      expect(amountInText(text), text).toBe(amount)
  })

  it('leaves numbers that are not money alone', () => {
    for (const text of [
      'Bring 2 passport photographs and arrive an hour early.',
      'Your UTME score must be 180 or more.',
      'Account number 1012345678 at Zenith Bank.',
      'No amount here, and Nigeria is not naira.',
      'Within 14 days of the list.',
      '',
    ])
      expect(amountInText(text), text).toBeNull()
    expect(amountInText(null)).toBeNull()
  })

  it('tells the web team where amounts come from', () => {
    expect(noAmountInText('Bring your slip.')).toBe(true)
    expect(noAmountInText(undefined)).toBe(true)
    expect(noAmountInText('Pay ₦150,000')).toMatch(/Other fees list/)
  })
})

describe('accountNumber', () => {
  it('reads ten digits, with spaces or dashes', () => {
    expect(accountNumber('1012345678')).toBe('1012345678')
    expect(accountNumber('101 234 5678')).toBe('1012345678')
    expect(accountNumber('101-234-5678')).toBe('1012345678')
  })

  it('refuses anything else', () => {
    for (const value of ['101234567', '10123456789', 'ACU-0001', '', null, undefined])
      expect(accountNumber(value), String(value)).toBeNull()
  })
})

describe('channelProblem', () => {
  const bank = { name: 'Zenith Bank', kind: 'bank', bankName: 'Zenith Bank', accountName: 'ACU Fees Account' }

  it('accepts a complete bank channel and a Remita channel without an account', () => {
    expect(channelProblem({ ...bank, accountNumber: '1012345678' })).toBeNull()
    expect(channelProblem({ name: 'Remita', kind: 'remita', url: 'https://remita.net' })).toBeNull()
    expect(channelProblem({ name: 'Portal', kind: 'portal' })).toBeNull()
  })

  it('asks a bank channel for its bank, account name and ten-digit number', () => {
    expect(channelProblem({ ...bank, accountNumber: '12345' })).toMatch(/ten digits/)
    expect(channelProblem({ ...bank, accountName: ' ', accountNumber: '1012345678' })).toMatch(/account name/)
  })

  it('takes https addresses only', () => {
    expect(channelProblem({ name: 'Remita', kind: 'remita', url: 'http://remita.net' })).toMatch(/https/)
    expect(channelProblem({ name: 'Remita', kind: 'remita', url: 'javascript:alert(1)' })).toMatch(/https/)
  })
})
