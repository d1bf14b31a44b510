import { describe, expect, test } from 'vitest'
import { DEFAULT_FIXED_STAKE, parseDeployment } from './deployments'

const lower = (address: string) => address.toLowerCase()
const PHO = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const PAIR = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const FARM = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

function file(extra: Record<string, unknown> = {}) {
  return {
    chainId: 31337,
    startBlock: 0,
    contracts: {
      factory: lower('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'),
      router: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      wrappedNative: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      multicall3: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      pho: PHO,
      farm: lower(FARM),
    },
    tokens: [
      { address: PHO, symbol: 'PHO', name: 'PhoSwap Token', decimals: 18 },
      { address: USDT, symbol: 'USDT', name: 'Tether USD', decimals: 18 },
    ],
    pairs: [{ address: PAIR, token0: PHO, token1: USDT, name: 'PHO-USDT' }],
    ...extra,
  }
}

const farms = [
  { name: 'farm', address: lower(FARM), rewardToken: PHO, pools: [{ pid: 0, lpToken: PAIR, name: 'PHO-USDT' }] },
]

describe('parseDeployment', () => {
  test('checksums addresses and keeps extra contract names', () => {
    const parsed = parseDeployment(file())
    expect(parsed.contracts.factory).toBe('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0')
    expect(parsed.contracts.farm).toBe(FARM)
    expect(parsed.farms).toBeUndefined()
    expect('farms' in parsed).toBe(false)
  })

  test('reads an optional withdraw vault, and a file without one', () => {
    const withVault = parseDeployment(file({ contracts: { ...file().contracts, withdrawVault: lower(FARM) } }))
    expect(withVault.contracts.withdrawVault).toBe(FARM)
    expect(parseDeployment(file()).contracts.withdrawVault).toBeUndefined()
  })

  test('reads the optional farms with their pools', () => {
    const parsed = parseDeployment(file({ farms }))
    expect(parsed.farms).toEqual([
      { name: 'farm', address: FARM, rewardToken: PHO, pools: [{ pid: 0, lpToken: PAIR, name: 'PHO-USDT' }] },
    ])
  })

  test('reads a pool with a fixed stake lot: a figure, or true for the default 100', () => {
    const farm = farms[0]!
    const withLot = (fixedStake: unknown) =>
      parseDeployment(file({ farms: [{ ...farm, pools: [{ ...farm.pools[0], fixedStake }] }] })).farms![0]!.pools[0]
    expect(withLot('250')).toEqual({ pid: 0, lpToken: PAIR, name: 'PHO-USDT', fixedStake: '250' })
    expect(withLot(true)?.fixedStake).toBe(DEFAULT_FIXED_STAKE)
    expect(DEFAULT_FIXED_STAKE).toBe('100')
    expect(withLot(12.5)?.fixedStake).toBe('12.5')
    expect('fixedStake' in withLot(false)!).toBe(false)
    for (const bad of ['0', '0.0', '-1', 'ten', '1e3', null, {}]) {
      expect(() => withLot(bad), String(bad)).toThrow('farms[0].pools[0].fixedStake is not a positive amount')
    }
  })

  test('refuses malformed farms', () => {
    expect(() => parseDeployment(file({ farms: {} }))).toThrow('deployments: farms is not a list')
    const farm = farms[0]!
    expect(() => parseDeployment(file({ farms: [{ ...farm, name: '' }] }))).toThrow('farms[0].name')
    expect(() => parseDeployment(file({ farms: [{ ...farm, address: '0x12' }] }))).toThrow(
      'farms[0].address is not an address',
    )
    expect(() => parseDeployment(file({ farms: [{ ...farm, pools: [{ ...farm.pools[0], pid: 1 }] }] }))).toThrow(
      'farms[0].pools[0].pid is not 0',
    )
    expect(() => parseDeployment(file({ farms: [{ ...farm, pools: [{ pid: 0, name: 'X' }] }] }))).toThrow(
      'farms[0].pools[0].lpToken is not an address',
    )
  })

  test('refuses a file without the required contracts', () => {
    const { pho: _pho, ...contracts } = file().contracts
    expect(() => parseDeployment(file({ contracts }))).toThrow('deployments: contracts.pho is missing')
  })
})
