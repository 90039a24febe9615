const ngn = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A naira amount, as docs/site.md#formats says: NGN in the en-NG format. */
export function formatNaira(amount: number): string {
  return ngn.format(amount)
}

/** A US dollar amount: USD in the en-US format. */
export function formatDollars(amount: number): string {
  return usd.format(amount)
}
