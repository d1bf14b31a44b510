import { HOME_BUDGET_KB, measureRoutesJs, ROUTE_BUDGET_KB } from '@phoswap/scripts/routeJs'
import { expect, inject, it } from 'vitest'

const base = inject('sandboxUrl')

// Sizes, not times: what a fresh page of each route downloads (gzip, from web/dist) is the same on any machine, so
// the budgets of issue 17 hold here as in `npm run bench`, which prints the figures.
it('every route loads at most its budget of JavaScript at first, the home page at most its own', async () => {
  const loads = await measureRoutesJs(base)
  expect(loads.length).toBeGreaterThan(40)
  const over = loads.filter((load) => load.totalGzipKB > load.budgetKB).map((l) => `${l.route} ${l.totalGzipKB} KB`)
  expect(over).toEqual([])
  const home = loads.find((load) => load.route === 'HomeIndex')!
  expect(home.budgetKB).toBe(HOME_BUDGET_KB)
  expect(loads.filter((load) => load.route !== 'HomeIndex').every((load) => load.budgetKB === ROUTE_BUDGET_KB)).toBe(
    true,
  )
}, 300_000)
