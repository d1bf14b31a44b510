import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { candidatePairs } from './candidatePairs'

const A = getAddress('0x00000000000000000000000000000000000000a1')
const B = getAddress('0x00000000000000000000000000000000000000b2')
const WETH = getAddress('0x0000000000000000000000000000000000000003')
const USDT = getAddress('0x00000000000000000000000000000000000000f4')

describe('candidatePairs', () => {
  test('multipath off asks for the direct pair only, in the pair order', () => {
    expect(candidatePairs(B, A, [WETH, USDT], false)).toEqual([[A, B]])
  })

  test('multipath on adds tokenIn-base and base-tokenOut for each base, sorted and deduplicated', () => {
    expect(candidatePairs(A, B, [WETH, USDT, WETH], true)).toEqual([
      [WETH, A],
      [WETH, B],
      [A, B],
      [A, USDT],
      [B, USDT],
    ])
  })

  test('a base that is one of the tokens adds no pair with itself', () => {
    expect(candidatePairs(WETH, B, [WETH, USDT], true)).toEqual([
      [WETH, B],
      [WETH, USDT],
      [B, USDT],
    ])
  })

  test('letter case does not matter and the answer does not depend on the direction', () => {
    const lower = candidatePairs(A.toLowerCase() as typeof A, B, [USDT.toLowerCase() as typeof USDT], true)
    expect(lower).toEqual(candidatePairs(B, A, [USDT], true))
  })

  test('identical tokens give nothing to look up', () => {
    expect(candidatePairs(A, A, [WETH], true)).toEqual([[WETH, A]])
  })
})
