import { describe, expect, test } from 'vitest'
import { isSupportedChainId } from './isSupportedChainId'

const localChain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }

describe('isSupportedChainId', () => {
  test.each([
    [66, null, true],
    ['0x42', null, true],
    ['0x89', null, true],
    ['56', null, true],
    [137, null, true],
    [31337, null, false],
    [31337, localChain, true],
    ['0x7a69', localChain, true],
    [878, localChain, false],
    [1, null, false],
    ['', null, false],
    ['0x', null, false],
    ['abc', null, false],
    [66.5, null, false],
  ] as const)('isSupportedChainId(%j, %j) is %s', (chainId, local, expected) => {
    expect(isSupportedChainId(chainId, local)).toBe(expected)
  })
})
