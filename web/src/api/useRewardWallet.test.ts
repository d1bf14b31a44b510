import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refreshRewardBalances, rewardListKey, rewardWalletKey } from './useRewardWallet'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('refreshRewardBalances', () => {
  it('marks every reading of a reward-wallet balance stale, and nothing on chain', async () => {
    const client = new QueryClient()
    const keys = {
      home: rewardWalletKey(31337, ALICE),
      minePho: rewardListKey(ALICE),
      bills: ['reward', 'record-list', ALICE, 'zh-CN'],
      mineRewards: ['mineRewards', 'gdt-info', ALICE.toLowerCase()],
      chain: ['mining', 'firstBlockToday', 31337, 0],
    }
    for (const key of Object.values(keys)) client.setQueryData(key, { list: [] })
    await refreshRewardBalances(client)
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(stale(keys.home)).toBe(true)
    expect(stale(keys.minePho)).toBe(true)
    expect(stale(keys.bills)).toBe(true)
    expect(stale(keys.mineRewards)).toBe(true)
    expect(stale(keys.chain)).toBe(false)
  })

  it('Mine and the equity pool read the reward list under one key, whatever the address case', () => {
    expect(rewardListKey(ALICE)).toEqual(rewardListKey(ALICE.toLowerCase()))
  })
})
