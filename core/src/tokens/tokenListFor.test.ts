import { describe, expect, test } from 'vitest'
import type { Deployment } from '../deployments'
import { tokenListFor } from './tokenListFor'

const PHO = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

function deployment(chainId: number, tokens: Deployment['tokens']): Deployment {
  return {
    chainId,
    startBlock: 0,
    contracts: {
      factory: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      router: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      wrappedNative: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      multicall3: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      pho: PHO,
    },
    tokens,
    pairs: [],
  }
}

describe('tokenListFor', () => {
  test('without a deployment: the static list', () => {
    expect(tokenListFor(56).map((t) => t.symbol)).toEqual(['BNB', 'WBNB', 'USDT', 'USDC', 'BUSD'])
  })

  test('unknown chain and chain 878: empty', () => {
    expect(tokenListFor(1)).toEqual([])
    expect(tokenListFor(878)).toEqual([])
  })

  test('appends deployed tokens with the chain id, checksummed, keeping their logo', () => {
    const list = tokenListFor(
      31337,
      deployment(31337, [
        {
          address: PHO.toLowerCase() as `0x${string}`,
          symbol: 'PHO',
          name: 'PHO',
          decimals: 18,
          logoURI: '/t/pho.png',
        },
        { address: USDT, symbol: 'USDT', name: 'Tether USD', decimals: 6 },
      ]),
    )
    expect(list).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        chainId: 31337,
        decimals: 18,
      },
      { name: 'PHO', symbol: 'PHO', address: PHO, chainId: 31337, decimals: 18, logoURI: '/t/pho.png' },
      { name: 'Tether USD', symbol: 'USDT', address: USDT, chainId: 31337, decimals: 6 },
    ])
  })

  test('a deployed token already in the static list is not listed twice; the static entry wins', () => {
    const list = tokenListFor(
      56,
      deployment(56, [
        { address: '0x55d398326f99059ff775485246999027b3197955', symbol: 'USDT2', name: 'x', decimals: 18 },
        { address: PHO, symbol: 'PHO', name: 'PHO', decimals: 18 },
      ]),
    )
    expect(list.map((t) => t.symbol)).toEqual(['BNB', 'WBNB', 'USDT', 'USDC', 'BUSD', 'PHO'])
  })

  test('a deployment of another chain is ignored', () => {
    expect(tokenListFor(66, deployment(56, [{ address: PHO, symbol: 'PHO', name: 'PHO', decimals: 18 }]))).toEqual(
      tokenListFor(66),
    )
  })

  test('returns a fresh array the caller may change', () => {
    tokenListFor(66).pop()
    expect(tokenListFor(66)).toHaveLength(8)
  })
})
