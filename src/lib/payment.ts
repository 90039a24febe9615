/**
 * Rules for what the web team writes about paying: where amounts may live, and the payment channels
 * of the site settings (docs/data-model.md#screening-acceptance-and-payment).
 */

/**
 * The first amount of money written in a text ('₦25,000', 'N150,000', 'NGN 25000', '25,000 naira'),
 * or null. Amounts come from the other fees only: a free text that states one would disagree with
 * the fees list after the next change of a fee.
 */
export function amountInText(text: string | null | undefined): string | null {
  if (!text) return null
  const written =
    /(?:₦|\bNGN\s?|\bN(?=\d))\s?\d[\d,.]*(?:\s?k\b)?|\b\d[\d,.]*\s?(?:k\s)?naira\b/i.exec(text) ??
    /\b\d{1,3}(?:,\d{3})+\s?(?:naira|NGN)\b/i.exec(text)
  return written ? written[0].trim() : null
}

/** The admin's answer for a free text: true, or what to do instead of typing an amount. */
export function noAmountInText(value: unknown): true | string {
  const amount = typeof value === 'string' ? amountInText(value) : null
  return amount === null
    ? true
    : `Remove the amount (${amount}): amounts come from the Other fees list, so choose the fee in its field instead.`
}

/** A Nigerian bank account number (NUBAN): ten digits, spaces and dashes dropped; null when it is not one. */
export function accountNumber(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/[\s-]/g, '')
  return /^\d{10}$/.test(digits) ? digits : null
}

export const PAYMENT_KINDS = ['remita', 'portal', 'bank'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/** A payment channel as the site settings hold it. */
export type PaymentChannelInput = {
  name?: string | null
  kind?: string | null
  bankName?: string | null
  accountName?: string | null
  accountNumber?: string | null
  url?: string | null
}

/**
 * What a channel lacks to be usable, or null: a bank channel needs the bank, the account's name and a
 * ten-digit account number (a payer copies them to a deposit slip); an address, when given, is https.
 */
export function channelProblem(channel: PaymentChannelInput): string | null {
  const blank = (v: string | null | undefined) => !v || v.trim() === ''
  if (channel.kind === 'bank') {
    if (blank(channel.bankName) || blank(channel.accountName))
      return 'A bank channel needs the bank’s name and the account name.'
    if (accountNumber(channel.accountNumber) === null) return 'A bank account number has ten digits.'
  }
  if (!blank(channel.url) && !/^https:\/\/[^\s/]+\.[^\s]+$/.test((channel.url as string).trim()))
    return 'Use a full address starting with https://'
  return null
}
