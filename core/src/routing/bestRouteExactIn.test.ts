import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAmountsOut } from '../amm/getAmountsOut'
import { bestRouteExactIn } from './bestRouteExactIn'
import { buildPoolGraph } from './buildPoolGraph'
import { allPaths, bruteBestOut } from './testing/bruteForce'
import { randomPools, seededRandom, tokenAddress } from './testing/randomPools'

describe('bestRouteExactIn', () => {
  test.each([1, 2, 3, 4])('agrees with brute force on random graphs, maxHops %i', (maxHops) => {
    const random = seededRandom(maxHops)
    let found = 0
    let multiHop = 0
    for (let round = 0; round < 40; round++) {
      const pools = randomPools(round * 31 + maxHops, 12, 30)
      const graph = buildPoolGraph(pools)
      for (let q = 0; q < 5; q++) {
        const tokenIn = tokenAddress(Math.floor(random() * 12))
        const tokenOut = tokenAddress(Math.floor(random() * 12))
        if (tokenIn === tokenOut) continue
        const amountIn = BigInt(1 + Math.floor(random() * 1e6)) * 10n ** BigInt(Math.floor(random() * 22))
        const expected = bruteBestOut(allPaths(pools, tokenIn, tokenOut, maxHops), amountIn)
        const result = bestRouteExactIn(graph, amountIn, tokenIn, tokenOut, { maxHops })
        if (expected === null) {
          expect(result.ok).toBe(false)
          continue
        }
        if (!result.ok) throw new Error(`round ${round}: ${result.reason}`)
        found++
        if (expected.hops > 1) multiHop++
        expect(result.trade.amountOut).toBe(expected.out)
        expect(result.trade.route.pairs.length).toBe(expected.hops)
        expect(result.trade.route.path[0]).toBe(tokenIn)
        expect(result.trade.route.path.at(-1)).toBe(tokenOut)
        expect(getAmountsOut(amountIn, result.trade.route.reserves).at(-1)).toBe(result.trade.amountOut)
      }
    }
    // the random graphs must exercise the search, not only its failures
    expect(found).toBeGreaterThan(40)
    if (maxHops > 1) expect(multiHop).toBeGreaterThan(5)
  })

  test('on equal output the fewer hops win, even when the longer path is found first', () => {
    const [A, N1, M, N2, T] = [0, 1, 2, 3, 4].map(tokenAddress) as [
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
    ]
    const deep = 10n ** 30n
    const p = (n: number, token0: `0x${string}`, token1: `0x${string}`, reserve1 = deep) => ({
      address: tokenAddress(100 + n),
      token0,
      token1,
      reserve0: deep,
      reserve1,
    })
    const threeHops = getAmountsOut(1000n, [
      [deep, deep],
      [deep, deep],
      [deep, deep],
    ]).at(-1)!
    // a second leg for the two-hop path that lands on exactly the same output
    let reserve = deep
    while (
      getAmountsOut(1000n, [
        [deep, deep],
        [deep, reserve],
      ]).at(-1)! > threeHops
    )
      reserve -= deep / 10_000n
    expect(
      getAmountsOut(1000n, [
        [deep, deep],
        [deep, reserve],
      ]).at(-1),
    ).toBe(threeHops)
    // A's first edge leads to the three-hop path, so the search meets it before the two-hop one
    const graph = buildPoolGraph([p(1, A, N1), p(2, N1, M), p(3, M, T), p(4, A, N2), p(5, N2, T, reserve)])
    const result = bestRouteExactIn(graph, 1000n, A, T, { maxHops: 3 })
    expect(result.ok && result.trade.route.path).toEqual([A, N2, T])
  })

  test('reports the pools it went through', () => {
    const pools = randomPools(5, 6, 10)
    const graph = buildPoolGraph(pools)
    const result = bestRouteExactIn(graph, 10n ** 18n, pools[0]!.token0, pools[0]!.token1, { maxHops: 1 })
    if (!result.ok) throw new Error(result.reason)
    expect(result.trade.route.pairs).toEqual([pools[0]!.address])
  })

  test.each([
    ['an unknown token', tokenAddress(99), 10n, 'noRoute'],
    ['the same token', tokenAddress(0), 10n, 'noRoute'],
    ['no amount', tokenAddress(1), 0n, 'noAmount'],
  ] as const)('%s: %s', (_, tokenOut, amount, reason) => {
    const graph = buildPoolGraph([
      {
        address: getAddress('0x00000000000000000000000000000000000000ff'),
        token0: tokenAddress(0),
        token1: tokenAddress(1),
        reserve0: 1000n,
        reserve1: 1000n,
      },
    ])
    expect(bestRouteExactIn(graph, amount, tokenAddress(0), tokenOut)).toEqual({ ok: false, reason })
  })

  test('an output that rounds to nothing is insufficient liquidity', () => {
    const graph = buildPoolGraph([
      {
        address: tokenAddress(50),
        token0: tokenAddress(0),
        token1: tokenAddress(1),
        reserve0: 10n ** 20n,
        reserve1: 5n,
      },
    ])
    expect(bestRouteExactIn(graph, 1000n, tokenAddress(0), tokenAddress(1))).toEqual({
      ok: false,
      reason: 'insufficientLiquidity',
    })
  })
})
