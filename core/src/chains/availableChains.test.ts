import { describe, expect, test } from 'vitest'
import { availableChains } from './availableChains'

describe('availableChains', () => {
  test('without a local chain: the three real networks', () => {
    expect(availableChains().map((c) => c.name)).toEqual(['OKT Chain', 'Polygon', 'BSC'])
    expect(availableChains(null)).toHaveLength(3)
  })

  test('with a local chain: Local last, with the configured RPC and id', () => {
    const chains = availableChains({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8546' })
    expect(chains.map((c) => c.name)).toEqual(['OKT Chain', 'Polygon', 'BSC', 'Local'])
    expect(chains[3]).toMatchObject({
      chainId: 31337,
      hexId: '0x7a69',
      rpcUrls: ['http://127.0.0.1:8546'],
      isLocal: true,
    })
  })
})
