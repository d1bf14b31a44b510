import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token'
import { toRouteToken } from './toRouteToken'
import { wrapKind } from './wrapKind'

const W = getAddress('0x0000000000000000000000000000000000000003')
const A = getAddress('0x00000000000000000000000000000000000000a1')
const N = NATIVE_TOKEN_ADDRESS

describe('wrapKind', () => {
  test.each([
    [N, W, 'wrap'],
    [W, N, 'unwrap'],
    [N.toLowerCase(), W.toLowerCase(), 'wrap'],
    [N, A, null],
    [A, W, null],
    [W, W, null],
    [null, W, null],
  ] as const)('%s -> %s is %s', (tokenIn, tokenOut, expected) => {
    expect(wrapKind(tokenIn as `0x${string}` | null, tokenOut as `0x${string}`, W)).toBe(expected)
  })

  test('without a wrapped native token nothing wraps', () => {
    expect(wrapKind(N, W, null)).toBeNull()
  })
})

describe('toRouteToken', () => {
  test('the native currency routes as the wrapped token; others as themselves', () => {
    expect(toRouteToken(N, W)).toBe(W)
    expect(toRouteToken(N.toLowerCase() as `0x${string}`, W)).toBe(W)
    expect(toRouteToken(A, W)).toBe(A)
  })
})
