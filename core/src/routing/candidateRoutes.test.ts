import { getAddress, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { candidateRoutes } from './candidateRoutes'
import type { Pool } from './types'

const t = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const [A, B, W, U] = [t(1), t(2), t(3), t(4)]
const pool = (n: number, token0: typeof A, token1: typeof A, reserve0 = 1000n, reserve1 = 2000n): Pool => ({
  address: t(0x100 + n),
  token0,
  token1,
  reserve0,
  reserve1,
})

describe('candidateRoutes', () => {
  const pools = [pool(1, A, B), pool(2, A, W), pool(3, B, W, 5n, 7n), pool(4, A, U), pool(5, B, U)]

  test('direct first, then through each base in order, reserves oriented along the path', () => {
    const routes = candidateRoutes(B, A, pools, { multipath: true, baseTokens: [U, W] })
    expect(routes.map((r) => r.path)).toEqual([
      [B, A],
      [B, U, A],
      [B, W, A],
    ])
    expect(routes[0]!.reserves).toEqual([[2000n, 1000n]])
    expect(routes[2]!.reserves).toEqual([
      [5n, 7n],
      [2000n, 1000n],
    ])
    expect(routes[2]!.pairs).toEqual([t(0x103), t(0x102)])
  })

  test('multipath off keeps the direct pool only', () => {
    expect(candidateRoutes(A, B, pools, { multipath: false, baseTokens: [W, U] }).map((r) => r.path)).toEqual([[A, B]])
  })

  test.each([
    ['the zero address (factory: no pair)', { ...pool(1, A, B), address: zeroAddress }],
    ['an empty reserve0', pool(1, A, B, 0n, 5n)],
    ['an empty reserve1', pool(1, A, B, 5n, 0n)],
  ])('%s is no pool', (_, direct) => {
    expect(candidateRoutes(A, B, [direct], { multipath: true, baseTokens: [W] })).toEqual([])
  })

  test('a two-hop route needs both legs', () => {
    expect(candidateRoutes(A, B, [pool(2, A, W)], { multipath: true, baseTokens: [W] })).toEqual([])
  })

  test('same token in and out has no route', () => {
    expect(candidateRoutes(A, A, pools, { multipath: true, baseTokens: [W] })).toEqual([])
  })
})
