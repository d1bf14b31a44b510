import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Deployment } from '../deployments'
import { applyInputScale } from './applyInputScale'
import { blockedBuyTokens } from './blockedBuyTokens'
import { inputScales } from './inputScales'
import { resolveRuleToken } from './resolveRuleToken'
import { SWAP_TOKEN_RULES } from './swapTokenRules'
import { taxedTokens } from './taxedTokens'

const a = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const token = (n: number, symbol: string) => ({ address: a(n), symbol, name: symbol, decimals: 18 })
const deployment: Deployment = {
  chainId: 31337,
  startBlock: 0,
  contracts: { factory: a(0xf1), router: a(0xf2), wrappedNative: a(0xf3), multicall3: a(0xf4), pho: a(0x10) },
  tokens: [token(0x11, 'USDT'), token(0x12, 'GDT'), token(0x13, 'VGT'), token(0x14, 'QJF'), token(0x15, 'GET')],
  pairs: [],
}

describe('swap token rules', () => {
  test("the spec's 4 blocked buy tokens are the mining reward tokens GDT, VGT, QJF and GET", () => {
    expect(SWAP_TOKEN_RULES.default.blockedBuy).toEqual(['GDT', 'VGT', 'QJF', 'GET'])
    expect(blockedBuyTokens(31337, deployment)).toEqual([a(0x12), a(0x13), a(0x14), a(0x15)])
  })

  test("a chain without a deployment, or with another chain's deployment, blocks nothing", () => {
    expect(blockedBuyTokens(66)).toEqual([])
    expect(blockedBuyTokens(66, deployment)).toEqual([])
  })

  test('a chain entry replaces the default, and rules may name addresses', () => {
    const rules = {
      ...SWAP_TOKEN_RULES,
      66: { blockedBuy: [a(0x99).toLowerCase()], transferTaxBps: {}, inputScale: {} },
    }
    expect(blockedBuyTokens(66, undefined, rules)).toEqual([a(0x99)])
    expect(taxedTokens(66, undefined, rules)).toEqual({})
    expect(blockedBuyTokens(31337, deployment, rules)).toHaveLength(4)
  })

  test('PHO pays 1.5% and is found through contracts.pho when the token list lacks it', () => {
    expect(taxedTokens(31337, deployment)).toEqual({ [a(0x10).toLowerCase()]: 150 })
    expect(resolveRuleToken('PHO', 31337, deployment)).toBe(a(0x10))
    expect(resolveRuleToken('NOPE', 31337, deployment)).toBeUndefined()
  })

  test("PHO's input is scaled by 0.9999, rounded down; other tokens are not", () => {
    const scales = inputScales(31337, deployment)
    expect(applyInputScale(10_000n, a(0x10), scales)).toBe(9_999n)
    expect(applyInputScale(10n ** 18n, getAddress(a(0x10)).toLowerCase() as `0x${string}`, scales)).toBe(
      999_900_000_000_000_000n,
    )
    expect(applyInputScale(19_999n, a(0x10), scales)).toBe(19_997n) // 19997.0001
    expect(applyInputScale(10_000n, a(0x11), scales)).toBe(10_000n)
  })
})
