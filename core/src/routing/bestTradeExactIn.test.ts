import { type Address, getAddress, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAmountsOut } from '../amm/getAmountsOut'
import { bestTradeExactIn } from './bestTradeExactIn'
import { candidatePairs } from './candidatePairs'
import { allPaths, bruteBestOut } from './testing/bruteForce'
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

describe('bestTradeExactIn', () => {
  test('a thin direct pool loses to a deep two-hop route when multipath is on', () => {
    const pools = [
      pool(1, A, B, 10n * e18, 10n * e18),
      pool(2, A, W, 1000n * e18, 1000n * e18),
      pool(3, B, W, 1000n * e18, 1000n * e18),
    ]
    const result = bestTradeExactIn(5n * e18, A, B, pools, on)
    expect(result.ok && result.trade.route.path).toEqual([A, W, B])
    const direct = bestTradeExactIn(5n * e18, A, B, pools, { ...on, multipath: false })
    expect(direct.ok && direct.trade.route.path).toEqual([A, B])
  })

  test('the trade carries the amounts of core getAmountsOut, its mid and execution price and price impact', () => {
    const pools = [pool(1, B, A, 2000n * e18, 1000n * e18)]
    const result = bestTradeExactIn(10n * e18, A, B, pools, on)
    if (!result.ok) throw new Error(result.reason)
    const out = getAmountsOut(10n * e18, [[1000n * e18, 2000n * e18]])[1]!
    expect(result.trade).toMatchObject({
      tradeType: 'exactIn',
      amountIn: 10n * e18,
      amountOut: out,
      route: { path: [A, B], pairs: [t(0x101)], reserves: [[1000n * e18, 2000n * e18]] },
      midPrice: { numerator: 2000n * e18, denominator: 1000n * e18 },
      executionPrice: { numerator: out, denominator: 10n * e18 },
    })
    const { numerator, denominator } = result.trade.priceImpact
    expect((numerator * 10_000n) / denominator).toBe(128n) // 1.28%: 0.3% fee plus the move along the curve
  })

  test('on equal output the direct pool is kept over a detour', () => {
    const pools = [pool(1, A, B, 1000n, 988n), pool(2, A, W, 1000n, 1000n), pool(3, W, B, 10n ** 30n, 10n ** 30n)]
    const viaW = getAmountsOut(100n, [
      [1000n, 1000n],
      [10n ** 30n, 10n ** 30n],
    ]).at(-1)!
    expect(getAmountsOut(100n, [[1000n, 988n]]).at(-1)).toBe(viaW)
    const result = bestTradeExactIn(100n, A, B, pools, on)
    expect(result.ok && result.trade.route.path).toEqual([A, B])
    // a slightly richer first leg and the detour wins: the test can tell the two apart
    const better = bestTradeExactIn(100n, A, B, [pools[0]!, pool(2, A, W, 1000n, 1012n), pools[2]!], on)
    expect(better.ok && better.trade.route.path).toEqual([A, W, B])
  })

  test.each([
    ['no pool at all', [], 10n, 'noRoute'],
    ['only the factory zero address', [{ ...pool(1, A, B, 5n, 5n), address: zeroAddress }], 10n, 'noRoute'],
    ['only empty pools', [pool(1, A, B, 0n, 0n)], 10n, 'noRoute'],
    ['no amount, but a pool exists', [pool(1, A, B, 1000n, 1000n)], 0n, 'noAmount'],
    ['an output that rounds to zero', [pool(1, A, B, 10n ** 20n, 1000n)], 10n, 'insufficientLiquidity'],
  ] as const)('%s: %s', (_, pools, amount, reason) => {
    expect(bestTradeExactIn(amount, A, B, pools, on)).toEqual({ ok: false, reason })
  })

  test('no route is reported before no amount, so the button can show swap12 first', () => {
    expect(bestTradeExactIn(0n, A, B, [], on)).toEqual({ ok: false, reason: 'noRoute' })
  })

  test('a transfer tax on a token of the path lowers its quote and can send the trade another way', () => {
    const pools = [
      pool(1, A, B, 1000n * e18, 1000n * e18),
      pool(2, A, W, 1000n * e18, 1000n * e18),
      pool(3, B, W, 1000n * e18, 1010n * e18),
    ]
    const plain = bestTradeExactIn(e18, A, B, pools, on)
    const taxedDirect = bestTradeExactIn(e18, A, B, pools, { ...on, transferTaxes: { [W.toLowerCase()]: 150 } })
    expect(plain.ok && plain.trade.route.path).toEqual([A, B])
    expect(taxedDirect.ok && taxedDirect.trade.route.path).toEqual([A, B])
    const taxedOut = bestTradeExactIn(e18, A, B, pools, { ...on, transferTaxes: { [B.toLowerCase()]: 150 } })
    if (!taxedOut.ok || !plain.ok) throw new Error('no trade')
    expect(taxedOut.trade.amountOut).toBe(plain.trade.amountOut - (plain.trade.amountOut * 150n) / 10_000n)
  })

  test('agrees with brute force over every direct and base route of random pools', () => {
    const random = seededRandom(7)
    const tokens = Array.from({ length: 8 }, (_, i) => tokenAddress(i))
    for (let round = 0; round < 60; round++) {
      const all = randomPools(round + 1, 8, 16)
      const [tokenIn, tokenOut] = [tokens[round % 8]!, tokens[(round * 3 + 1) % 8]!]
      if (tokenIn === tokenOut) continue
      const bases = [tokens[(round + 2) % 8]!, tokens[(round + 5) % 8]!]
      // keep only the pools the multicall would have read
      const wanted = new Set(candidatePairs(tokenIn, tokenOut, bases, true).map(([a, b]) => `${a}${b}`))
      const pools = all.filter((p) => wanted.has(`${p.token0}${p.token1}`))
      const amountIn = BigInt(Math.floor(random() * 1e9)) * 10n ** BigInt(Math.floor(random() * 20))
      const paths = allPaths(pools, tokenIn, tokenOut, 2).filter(
        (p) => p.path.length === 2 || bases.includes(p.path[1]!),
      )
      const expected = bruteBestOut(paths, amountIn)
      const result = bestTradeExactIn(amountIn, tokenIn, tokenOut, pools, { multipath: true, baseTokens: bases })
      if (expected === null) {
        expect(result.ok, `round ${round}`).toBe(false)
      } else {
        if (!result.ok) throw new Error(`round ${round}: ${result.reason}`)
        expect(result.trade.amountOut).toBe(expected.out)
        expect(result.trade.route.pairs.length).toBe(expected.hops)
        expect(getAmountsOut(amountIn, result.trade.route.reserves).at(-1)).toBe(result.trade.amountOut)
      }
    }
  })
})
