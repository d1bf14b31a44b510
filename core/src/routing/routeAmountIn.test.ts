import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAmountsIn } from '../amm/getAmountsIn'
import { routeAmountIn } from './routeAmountIn'
import { routeAmountOut } from './routeAmountOut'
import type { Route } from './types'

const [A, B, C] = ['0xa', '0xb', '0xc'] as Address[]
const route: Route = {
  path: [A, B, C],
  pairs: ['0x1', '0x2'] as Address[],
  reserves: [
    [5n * 10n ** 18n, 10n * 10n ** 18n],
    [20n * 10n ** 18n, 4n * 10n ** 6n],
  ],
}

describe('routeAmountIn', () => {
  test('without taxes it is core getAmountsIn', () => {
    for (const out of [1n, 300_000n, 1_000_000n]) {
      expect(routeAmountIn(out, route)).toBe(getAmountsIn(out, route.reserves)[0])
    }
  })

  test('the whole reserve or more cannot be bought', () => {
    expect(routeAmountIn(4n * 10n ** 6n, route)).toBeNull()
    expect(routeAmountIn(10n ** 7n, route)).toBeNull()
  })

  test.each([{}, { [A]: 150 }, { [B]: 150 }, { [C]: 150 }, { [A]: 150, [B]: 50, [C]: 1 }])(
    'with taxes %o the input it asks for delivers at least the output, and not much more',
    (taxes) => {
      for (const out of [1_000n, 300_000n, 1_000_000n]) {
        const amountIn = routeAmountIn(out, route, taxes)!
        expect(routeAmountOut(amountIn, route, taxes)).toBeGreaterThanOrEqual(out)
        // the +1 rounding per hop may overshoot by a unit or two of the input, never by a visible share
        expect(routeAmountOut((amountIn * 999n) / 1000n, route, taxes)).toBeLessThan(out)
      }
    },
  )
})
