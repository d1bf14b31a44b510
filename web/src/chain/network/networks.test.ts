import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'
import { describe, expect, it } from 'vitest'
import { buildNetworks, defaultChainId } from './networks'

const base: RuntimeConfig = { apiBase: '/v1', localChain: null, deployments: {} }
const multicall = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('buildNetworks', () => {
  it('offers OKT Chain, Polygon and BSC without a local chain', () => {
    expect(buildNetworks(base).map((n) => n.chainId)).toEqual([66, 137, 56])
  })

  it('adds Local only when the runtime config names it, with its RPC and the deployed Multicall3', () => {
    const config: RuntimeConfig = {
      ...base,
      localChain: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      deployments: {
        31337: {
          chainId: 31337,
          startBlock: 0,
          contracts: {
            factory: multicall,
            router: multicall,
            wrappedNative: multicall,
            multicall3: multicall,
            pho: multicall,
          },
          tokens: [],
          pairs: [],
        },
      },
    }
    const networks = buildNetworks(config)
    const local = networks.find((n) => n.isLocal)
    expect(networks.map((n) => n.chainId)).toEqual([66, 137, 56, 31337])
    expect(local?.chain.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8545')
    expect(local?.chain.contracts?.multicall3?.address).toBe(multicall)
  })
})

describe('defaultChainId', () => {
  const real = buildNetworks(base)
  const withLocal = buildNetworks({ ...base, localChain: { chainId: 31337, rpcUrl: 'http://x' } })

  it('is OKT Chain on real networks and the local chain in the sandbox', () => {
    expect(defaultChainId(real, null)).toBe(66)
    expect(defaultChainId(withLocal, null)).toBe(31337)
  })

  it('keeps a stored choice that is still offered', () => {
    expect(defaultChainId(withLocal, 137)).toBe(137)
    expect(defaultChainId(real, 31337)).toBe(66)
  })
})
