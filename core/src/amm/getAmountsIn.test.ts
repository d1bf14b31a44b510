import { describe, expect, test } from 'vitest'
import { getAmountIn } from './getAmountIn'
import { getAmountsIn } from './getAmountsIn'
import { getAmountsOut } from './getAmountsOut'

const e18 = 10n ** 18n

describe('getAmountsIn', () => {
  test('one hop: Uniswap periphery test getAmountsIn(1, [A, B]) with 100/100 reserves', () => {
    expect(getAmountsIn(1n, [[100n, 100n]])).toEqual([2n, 1n])
  })

  test('two hops walk the path backwards', () => {
    const reserves = [
      [5n * e18, 10n * e18],
      [20n * e18, 4n * 10n ** 6n],
    ] as const
    const middle = getAmountIn(300_000n, 20n * e18, 4n * 10n ** 6n)
    const first = getAmountIn(middle, 5n * e18, 10n * e18)
    const amounts = getAmountsIn(300_000n, reserves)
    expect(amounts).toEqual([first, middle, 300_000n])
    // and that input, swapped forward, yields at least the output asked for
    expect(getAmountsOut(first, reserves)[2]).toBeGreaterThanOrEqual(300_000n)
  })

  test('throws INVALID_PATH without hops', () => {
    expect(() => getAmountsIn(1n, [])).toThrowError(new Error('INVALID_PATH'))
  })

  test('asking for more than the last pool holds throws INSUFFICIENT_LIQUIDITY', () => {
    expect(() =>
      getAmountsIn(1000n, [
        [1000n, 1000n],
        [1000n, 1000n],
      ]),
    ).toThrowError(new Error('INSUFFICIENT_LIQUIDITY'))
  })

  test('a zero amount throws INSUFFICIENT_OUTPUT_AMOUNT', () => {
    expect(() => getAmountsIn(0n, [[1000n, 1000n]])).toThrowError(new Error('INSUFFICIENT_OUTPUT_AMOUNT'))
  })
})
