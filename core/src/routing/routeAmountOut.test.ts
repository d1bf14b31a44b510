import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAmountsOut } from '../amm/getAmountsOut'
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

describe('routeAmountOut', () => {
  test('without taxes it is core getAmountsOut', () => {
    for (const amountIn of [10n ** 12n, 10n ** 18n, 3n * 10n ** 19n]) {
      expect(routeAmountOut(amountIn, route)).toBe(getAmountsOut(amountIn, route.reserves).at(-1))
    }
  })

  test('a taxed token pays once per transfer: into the first pair, between pairs, out to the recipient', () => {
    const amountIn = 10n ** 18n
    const taxes = { [B]: 150 }
    // B leaves pair 1 for pair 2: taxed once between the hops
    const first = getAmountsOut(amountIn, [route.reserves[0]!])[1]!
    const expected = getAmountsOut(first - (first * 150n) / 10_000n, [route.reserves[1]!])[1]
    expect(routeAmountOut(amountIn, route, taxes)).toBe(expected)
    // input and output taxed
    const inTaxed = getAmountsOut(amountIn - (amountIn * 150n) / 10_000n, route.reserves).at(-1)!
    expect(routeAmountOut(amountIn, route, { [A]: 150 })).toBe(inTaxed)
    const out = getAmountsOut(amountIn, route.reserves).at(-1)!
    expect(routeAmountOut(amountIn, route, { [C]: 150 })).toBe(out - (out * 150n) / 10_000n)
  })

  test('a hop that rounds to nothing gives 0 instead of throwing', () => {
    expect(routeAmountOut(1n, route)).toBe(0n)
    expect(routeAmountOut(0n, route)).toBe(0n)
  })
})
