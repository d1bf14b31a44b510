import { type Address, getAddress, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAmountsIn } from '../amm/getAmountsIn'
import { getAmountsOut } from '../amm/getAmountsOut'
import { bestTradeExactOut } from './bestTradeExactOut'
import { routeAmountOut } from './routeAmountOut'
import { allPaths, bruteBestIn } from './testing/bruteForce'
import { randomPools, seededRandom, tokenAddress } from './testing/randomPools'
import type { Pool } from './types'

const t = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const [A, B, W, U] = [t(1), t(2), t(3), t(4)]
const e18 = 10n ** 18n
const pool = (n: number, token0: Address, token1: Address, reserve0: bigint, reserve1: bigint): Pool => ({
  address: t(0x100 + n),
  token0,
  token1,
  reserve0,
  reserve1,
})
const on = { multipath: true, baseTokens: [W, U] }

describe('bestTradeExactOut', () => {
  test('picks the route that needs the least input, with core getAmountsIn amounts', () => {
    const pools = [
      pool(1, A, B, 10n * e18, 10n * e18),
      pool(2, A, W, 1000n * e18, 1000n * e18),
      pool(3, B, W, 1000n * e18, 1000n * e18),
    ]
    const result = bestTradeExactOut(A, B, 5n * e18, pools, on)
    if (!result.ok) throw new Error(result.reason)
    const expected = getAmountsIn(5n * e18, [
      [1000n * e18, 1000n * e18],
      [1000n * e18, 1000n * e18],
    ])[0]
    expect(result.trade).toMatchObject({ tradeType: 'exactOut', amountIn: expected, amountOut: 5n * e18 })
    expect(result.trade.route.path).toEqual([A, W, B])
    // and that input bought forward buys at least the output
    expect(getAmountsOut(result.trade.amountIn, result.trade.route.reserves).at(-1)).toBeGreaterThanOrEqual(5n * e18)
    const direct = bestTradeExactOut(A, B, 5n * e18, pools, { ...on, multipath: false })
    expect(direct.ok && direct.trade.route.path).toEqual([A, B])
  })

  test.each([
    ['no pool', [], 10n, 'noRoute'],
    ['the zero address', [{ ...pool(1, A, B, 5n, 5n), address: zeroAddress }], 1n, 'noRoute'],
    ['no amount', [pool(1, A, B, 1000n, 1000n)], 0n, 'noAmount'],
    ['the whole reserve', [pool(1, A, B, 1000n, 1000n)], 1000n, 'insufficientLiquidity'],
    ['more than the reserve', [pool(1, A, B, 1000n, 1000n)], 5000n, 'insufficientLiquidity'],
  ] as const)('%s: %s', (_, pools, amount, reason) => {
    expect(bestTradeExactOut(A, B, amount, pools, on)).toEqual({ ok: false, reason })
  })

  test('with a taxed output token it asks enough input for the recipient to get the amount after tax', () => {
    const pools = [pool(1, A, B, 1000n * e18, 1000n * e18)]
    const taxes = { [B.toLowerCase()]: 150 }
    const result = bestTradeExactOut(A, B, e18, pools, { ...on, transferTaxes: taxes })
    const plain = bestTradeExactOut(A, B, e18, pools, on)
    if (!result.ok || !plain.ok) throw new Error('no trade')
    expect(result.trade.amountIn).toBeGreaterThan(plain.trade.amountIn)
    expect(routeAmountOut(result.trade.amountIn, result.trade.route, taxes)).toBeGreaterThanOrEqual(e18)
  })

  test('agrees with brute force on random pools', () => {
    const random = seededRandom(11)
    const tokens = Array.from({ length: 6 }, (_, i) => tokenAddress(i))
    for (let round = 0; round < 60; round++) {
      const pools = randomPools(round + 100, 6, 12)
      const [tokenIn, tokenOut] = [tokens[round % 6]!, tokens[(round + 1 + (round % 5)) % 6]!]
      const bases = tokens.filter((x) => x !== tokenIn && x !== tokenOut).slice(0, 3)
      const paths = allPaths(pools, tokenIn, tokenOut, 2).filter(
        (p) => p.path.length === 2 || bases.includes(p.path[1]!),
      )
      const amountOut = BigInt(1 + Math.floor(random() * 1e6)) * 10n ** BigInt(Math.floor(random() * 18))
      const expected = bruteBestIn(paths, amountOut)
      const result = bestTradeExactOut(tokenIn, tokenOut, amountOut, pools, { multipath: true, baseTokens: bases })
      if (expected === null) {
        expect(result.ok, `round ${round}`).toBe(false)
      } else {
        if (!result.ok) throw new Error(`round ${round}: ${result.reason}`)
        expect(result.trade.amountIn).toBe(expected.amountIn)
        expect(result.trade.route.pairs.length).toBe(expected.hops)
      }
    }
  })
})
