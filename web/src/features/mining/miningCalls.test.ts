import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { type Address, decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { approveTx } from '../../chain/tx/txCalls'
import { approveSpender, harvestCall, isLockedError, stakeCall } from './miningCalls'
import type { FarmPanel, StakingPanel } from './miningPanels'

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const common = {
  name: 'X',
  tab: 'current',
  stakeSymbol: 'X',
  stakeDecimals: 18,
  rewardSymbol: 'PHO',
  rewardDecimals: 18,
} as const
const farm: FarmPanel = {
  ...common,
  kind: 'farm',
  key: 'X',
  farm: a(1),
  pid: 3,
  showTotals: false,
  stakeToken: a(2),
  rewardToken: a(5),
}
const staking: StakingPanel = {
  ...common,
  kind: 'staking',
  key: 'PHO',
  staking: a(4),
  stakeToken: a(5),
  rewardToken: a(5),
}

describe('mining calls', () => {
  it('calls the farm with the pool id and the staking with (amount, to)', () => {
    const deposit = stakeCall(farm, 'stake', 7n, a(9))
    expect(deposit.to).toBe(a(1))
    expect(decodeFunctionData({ abi: farmAbi, data: deposit.data })).toMatchObject({
      functionName: 'deposit',
      args: [3n, 7n],
    })
    expect(decodeFunctionData({ abi: farmAbi, data: stakeCall(farm, 'unstake', 7n, a(9)).data })).toMatchObject({
      functionName: 'withdraw',
      args: [3n, 7n],
    })
    expect(
      decodeFunctionData({ abi: lockStakingAbi, data: stakeCall(staking, 'unstake', 7n, a(9)).data }),
    ).toMatchObject({
      functionName: 'withdraw',
      args: [7n, a(9)],
    })
    expect(
      decodeFunctionData({ abi: lockStakingAbi, data: stakeCall(staking, 'stake', 7n, a(9)).data }).functionName,
    ).toBe('stake')
    expect(decodeFunctionData({ abi: farmAbi, data: harvestCall(farm).data })).toMatchObject({
      functionName: 'harvest',
      args: [3n],
    })
    expect(decodeFunctionData({ abi: lockStakingAbi, data: harvestCall(staking).data }).functionName).toBe(
      'claimReward',
    )
  })

  it('approves the staked token to its contract for the maximum', () => {
    const call = approveTx(staking.stakeToken, approveSpender(staking))
    expect(call.to).toBe(a(5))
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data }).args).toEqual([a(4), maxUint256])
  })

  it('recognises the lock refusal deep in the causes', () => {
    const error = { shortMessage: 'Execution reverted', cause: { cause: { reason: 'LockStaking: LOCKED' } } }
    expect(isLockedError(error)).toBe(true)
    expect(isLockedError(new Error('Farm: EXCEEDS_STAKE'))).toBe(false)
  })
})
