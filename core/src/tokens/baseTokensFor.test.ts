import { describe, expect, test } from 'vitest'
import type { Deployment } from '../deployments'
import { baseTokensFor } from './baseTokensFor'

const PHO = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const LOCAL_USDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const LOCAL_WETH = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'

function deployment(chainId: number, wrappedNative: `0x${string}`, tokens: Deployment['tokens'] = []): Deployment {
  return {
    chainId,
    startBlock: 0,
    contracts: {
      factory: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      router: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      wrappedNative,
      multicall3: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      pho: PHO,
    },
    tokens,
    pairs: [],
  }
}

describe('baseTokensFor', () => {
  test.each([
    [66, ['0x8F8526dbfd6E38E3D8307702cA8469Bae6C56C15', '0x382bB369d343125BfB2117af9c149795C6C65C50']],
    [137, ['0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F']],
    [56, ['0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', '0x55d398326f99059fF775485246999027B3197955']],
    [31337, []],
    [878, []],
  ])('chain %i without a deployment: wrapped native and USDT', (chainId, expected) => {
    expect(baseTokensFor(chainId)).toEqual(expected)
  })

  test('with a deployment: its wrapped native, its USDT, then PHO', () => {
    const d = deployment(31337, LOCAL_WETH, [{ address: LOCAL_USDT, symbol: 'USDT', name: 'Tether', decimals: 6 }])
    expect(baseTokensFor(31337, d)).toEqual([LOCAL_WETH, LOCAL_USDT, PHO])
  })

  test('a real chain deployment adds PHO and does not repeat the wrapped token', () => {
    const wbnb = '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c'
    expect(baseTokensFor(56, deployment(56, wbnb))).toEqual([
      '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      '0x55d398326f99059fF775485246999027B3197955',
      PHO,
    ])
  })

  test('a deployment of another chain is ignored', () => {
    expect(baseTokensFor(66, deployment(56, LOCAL_WETH))).toEqual(baseTokensFor(66))
  })
})
