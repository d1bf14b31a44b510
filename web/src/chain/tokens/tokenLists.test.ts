import type { Deployment } from '@phoswap/core/deployments'
import { NATIVE_TOKEN_ADDRESS } from '@phoswap/core/tokens'
import { describe, expect, it } from 'vitest'
import { addCustomToken, parseCustomTokens, pickerTokens, removeCustomToken } from './tokenLists'

const A = '0x1111111111111111111111111111111111111111' as const
const B = '0x2222222222222222222222222222222222222222' as const
const deployment = {
  chainId: 31337,
  startBlock: 0,
  contracts: { factory: A, router: A, wrappedNative: A, multicall3: A, pho: B },
  tokens: [
    { address: A, symbol: 'AAA', name: 'A token', decimals: 18 },
    { address: B, symbol: 'BBB', name: 'B token', decimals: 6 },
  ],
  pairs: [],
} as Deployment

describe('pickerTokens', () => {
  it('lists the native coin, the lists that are on, then custom tokens, each once', () => {
    const custom = { '31337': [{ address: B, symbol: 'BBB', name: 'B', decimals: 6, chainId: 31337 }] }
    const tokens = pickerTokens(31337, deployment, {}, custom)
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'AAA', 'BBB'])
    expect(tokens[0]!.address).toBe(NATIVE_TOKEN_ADDRESS)
  })

  it('leaves out a list that is off but keeps custom tokens', () => {
    const custom = { '31337': [{ address: B, symbol: 'CUS', name: 'B', decimals: 6, chainId: 31337 }] }
    const tokens = pickerTokens(31337, deployment, { '31337': { deployment: false } }, custom)
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'CUS'])
  })
})

describe('custom tokens', () => {
  it('adds once, removes by address in any case, and drops junk when parsing', () => {
    const token = { address: A, symbol: 'AAA', name: 'A', decimals: 18, chainId: 66 } as const
    const once = addCustomToken({}, token)
    expect(addCustomToken(once, token)).toBe(once)
    expect(removeCustomToken(once, 66, A.toUpperCase().replace('0X', '0x'))['66']).toEqual([])
    expect(parseCustomTokens({ '66': [token, { address: 'nope' }], x: [] })).toEqual({ '66': [token] })
    expect(parseCustomTokens('junk')).toEqual({})
  })
})
