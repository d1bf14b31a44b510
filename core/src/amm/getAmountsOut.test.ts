import { describe, expect, test } from 'vitest'
import { getAmountOut } from './getAmountOut'
import { getAmountsOut } from './getAmountsOut'

const e18 = 10n ** 18n

describe('getAmountsOut', () => {
  test('one hop: Uniswap periphery test getAmountsOut(2, [A, B]) with 100/100 reserves', () => {
    expect(getAmountsOut(2n, [[100n, 100n]])).toEqual([2n, 1n])
  })

  test('two hops feed each output into the next hop', () => {
    const first = getAmountOut(e18, 5n * e18, 10n * e18)
    const second = getAmountOut(first, 20n * e18, 4n * 10n ** 6n)
    expect(first).toBe(1662497915624478906n)
    expect(
      getAmountsOut(e18, [
        [5n * e18, 10n * e18],
        [20n * e18, 4n * 10n ** 6n],
      ]),
    ).toEqual([e18, first, second])
    expect(second).toBe(306131n)
  })

  test('throws INVALID_PATH without hops', () => {
    expect(() => getAmountsOut(1n, [])).toThrowError(new Error('INVALID_PATH'))
  })

  test('a hop that rounds to zero fails the next hop with INSUFFICIENT_INPUT_AMOUNT', () => {
    expect(() =>
      getAmountsOut(1n, [
        [1000n, 1000n],
        [1000n, 1000n],
      ]),
    ).toThrowError(new Error('INSUFFICIENT_INPUT_AMOUNT'))
  })

  test('an empty pool throws INSUFFICIENT_LIQUIDITY', () => {
    expect(() => getAmountsOut(1n, [[0n, 0n]])).toThrowError(new Error('INSUFFICIENT_LIQUIDITY'))
  })
})
