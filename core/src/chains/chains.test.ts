import { describe, expect, test } from 'vitest'
import { bsc, DEFAULT_CHAIN_ID, local, NETWORKS, okt, polygon } from './chains'

describe('chains', () => {
  test.each([
    [okt, 66, '0x42', 'OKT', 'OKT', 'OKT Chain'],
    [polygon, 137, '0x89', 'POL', 'POL', 'Polygon'],
    [bsc, 56, '0x38', 'BNB', 'BNB', 'BSC'],
    [local, 31337, '0x7a69', 'Ether', 'ETH', 'Local'],
  ])('chain %#: id %i, hex %s, native %s', (chain, chainId, hexId, nativeName, symbol, name) => {
    expect(chain.chainId).toBe(chainId)
    expect(chain.hexId).toBe(hexId)
    expect(Number(chain.hexId)).toBe(chain.chainId)
    expect(chain.nativeCurrency).toEqual({ name: nativeName, symbol, decimals: 18 })
    expect(chain.name).toBe(name)
  })

  test('OKT Chain is the default and comes first; Local is not among the real networks', () => {
    expect(DEFAULT_CHAIN_ID).toBe(66)
    expect(NETWORKS.map((c) => c.chainId)).toEqual([66, 137, 56])
    expect(NETWORKS.every((c) => !c.isLocal)).toBe(true)
    expect(local.isLocal).toBe(true)
  })

  test('real networks have https RPCs and explorer prefixes that end with a slash', () => {
    for (const chain of NETWORKS) {
      expect(chain.rpcUrls.length).toBeGreaterThan(0)
      for (const url of [...chain.rpcUrls, chain.blocsUrl, chain.blocsHashUrl]) expect(url).toMatch(/^https:\/\//)
      expect(chain.blocsUrl).toMatch(/\/tx\/$/)
      expect(chain.blocsHashUrl).toMatch(/\/address\/$/)
    }
  })
})
