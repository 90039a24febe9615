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

/** A naira amount without '.00' when it is whole ('₦500,000'); kobo stay when there are some ('₦1,250.50'). */
export function formatNairaWhole(amount: number): string {
  return formatNaira(amount).replace(/\.00$/, '')
}

/** A dollar amount without '.00' when it is whole ('$3,500'); cents stay when there are some. */
export function formatDollarsWhole(amount: number): string {
  return formatDollars(amount).replace(/\.00$/, '')
}
