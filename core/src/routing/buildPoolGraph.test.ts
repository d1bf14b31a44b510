import { zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildPoolGraph } from './buildPoolGraph'
import { tokenAddress } from './testing/randomPools'

const [A, B, C] = [tokenAddress(0), tokenAddress(1), tokenAddress(2)]

describe('buildPoolGraph', () => {
  test('numbers tokens, keeps each edge in both directions with oriented reserves, skips no-pools', () => {
    const graph = buildPoolGraph([
      { address: tokenAddress(10), token0: A, token1: B, reserve0: 3n, reserve1: 5n },
      { address: zeroAddress, token0: A, token1: C, reserve0: 3n, reserve1: 5n },
      { address: tokenAddress(11), token0: B, token1: C, reserve0: 0n, reserve1: 5n },
      { address: tokenAddress(12), token0: C, token1: A, reserve0: 7n, reserve1: 11n },
    ])
    expect(graph.tokens).toEqual([A, B, C])
    expect([...graph.start]).toEqual([0, 2, 3, 4])
    const edge = (from: number, to: number) => graph.direct.get(from * 3 + to)!
    expect(graph.reserveIn1000[edge(0, 1)]).toBe(3000n)
    expect(graph.reserveOut[edge(0, 1)]).toBe(5n)
    expect(graph.reserveIn1000[edge(1, 0)]).toBe(5000n)
    expect(graph.reserveOut[edge(0, 2)]).toBe(7n)
    expect(graph.pool[edge(2, 0)]).toBe(3)
    expect(graph.direct.has(1 * 3 + 2)).toBe(false)
  })
})
