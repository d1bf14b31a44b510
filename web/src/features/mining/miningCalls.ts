import type { Address, Hex } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import { farmPageAbi, lockStakingPageAbi } from '../../chain/abi/generated/miningAbis'
import { errorText } from '../../chain/tx/errorText'
import type { MiningPanel } from './miningPanels'

export type StakeAction = 'stake' | 'unstake'

/** The contract call of each panel action (spec 000 §7: deposit, withdraw, harvest; stake, withdraw(amount,to), claimReward). */
export function stakeCall(
  panel: MiningPanel,
  action: StakeAction,
  amount: bigint,
  user: Address,
): { to: Address; data: Hex } {
  if (panel.kind === 'farm') {
    const functionName = action === 'stake' ? 'deposit' : 'withdraw'
    return {
      to: panel.farm,
      data: encodeCallData({ abi: farmPageAbi, functionName, args: [BigInt(panel.pid), amount] }),
    }
  }
  const data =
    action === 'stake'
      ? encodeCallData({ abi: lockStakingPageAbi, functionName: 'stake', args: [amount] })
      : encodeCallData({ abi: lockStakingPageAbi, functionName: 'withdraw', args: [amount, user] })
  return { to: panel.staking, data }
}

export function harvestCall(panel: MiningPanel): { to: Address; data: Hex } {
  if (panel.kind === 'farm') {
    return {
      to: panel.farm,
      data: encodeCallData({ abi: farmPageAbi, functionName: 'harvest', args: [BigInt(panel.pid)] }),
    }
  }
  return { to: panel.staking, data: encodeCallData({ abi: lockStakingPageAbi, functionName: 'claimReward' }) }
}

/** The contract the staked token is approved to: the farm or the lock staking (spec 000 §9, for the maximum). */
export function approveSpender(panel: MiningPanel): Address {
  return panel.kind === 'farm' ? panel.farm : panel.staking
}

/** The lock staking's refusal of an early withdrawal ("LockStaking: LOCKED"), anywhere in the error's causes. */
export function isLockedError(error: unknown): boolean {
  return /LockStaking: LOCKED/.test(errorText(error))
}
