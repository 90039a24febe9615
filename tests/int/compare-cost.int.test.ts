/**
 * The whole cost, compared (issue 52): the comparison's figures for each programme are the fee
 * estimate's and the programme page's, from one source of fees, with and without a hostel place.
 */
import { describe, expect, it } from 'vitest'

import { getComparePage } from '@/content/compare'
import { getFeeEstimatePage, getWholeCost } from '@/content/fee-estimate'

const CS = 'b-sc-computer-science'
const CE = 'b-eng-computer-engineering'

describe('the comparison of whole costs', () => {
  it('gives each programme the whole cost the programme page and the estimator give', async () => {
    const page = await getComparePage(`${CS},${CE}`)
    expect(page.hostel).toBe(true)
    expect(page.columns.map((c) => c.slug)).toEqual([CS, CE])
    for (const column of page.columns) {
      const whole = await getWholeCost(column.slug)
      const estimate = await getFeeEstimatePage({ programme: column.slug, year: 'all', hostel: 'yes' })
      expect(column.cost?.whole).toEqual(whole?.withHostel.sums)
      expect(column.cost?.years).toEqual(whole?.withHostel.years)
      expect(column.cost?.whole.total).toBe(estimate.whole?.total)
      // The tuition of the years is the total tuition the comparison shows beside it.
      expect(column.cost?.whole.tuition).toBe(column.total.local)
    }
    // The figures: ₦18.8M against ₦26.4M with other fees and a hostel place.
    expect(page.columns.map((c) => c.cost?.whole.total)).toEqual([18_835_000, 26_375_000])
    expect(page.optionalFees.length).toBeGreaterThan(0)
  })

  it('without a hostel place: the programme page and estimator figures without one', async () => {
    const page = await getComparePage([CS, CE], 'no')
    expect(page.hostel).toBe(false)
    for (const column of page.columns) {
      const whole = await getWholeCost(column.slug)
      const estimate = await getFeeEstimatePage({ programme: column.slug, year: 'all', hostel: 'no' })
      expect(column.cost?.whole).toEqual(whole?.withoutHostel.sums)
      expect(column.cost?.whole.hostel).toBe(0)
      expect(column.cost?.whole.total).toBe(estimate.whole?.total)
    }
  })

  it('a hostel choice alone is a question without programmes', async () => {
    const page = await getComparePage(undefined, 'no')
    expect(page.asked).toBe(true)
    expect(page.columns).toEqual([])
  })
})
