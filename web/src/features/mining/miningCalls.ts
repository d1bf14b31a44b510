import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { errorText } from '../../chain/tx/chainError'
import { farmPageAbi, lockStakingPageAbi } from './miningAbis'
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
      data: encodeFunctionData({ abi: farmPageAbi, functionName, args: [BigInt(panel.pid), amount] }),
    }
  }
  const data =
    action === 'stake'
      ? encodeFunctionData({ abi: lockStakingPageAbi, functionName: 'stake', args: [amount] })
      : encodeFunctionData({ abi: lockStakingPageAbi, functionName: 'withdraw', args: [amount, user] })
  return { to: panel.staking, data }
}

export function harvestCall(panel: MiningPanel): { to: Address; data: Hex } {
  if (panel.kind === 'farm') {
    return {
      to: panel.farm,
      data: encodeFunctionData({ abi: farmPageAbi, functionName: 'harvest', args: [BigInt(panel.pid)] }),
    }
  }
  return { to: panel.staking, data: encodeFunctionData({ abi: lockStakingPageAbi, functionName: 'claimReward' }) }
}

/** Approval of the staked token to the farm or staking contract, for the maximum amount (spec 000 §9). */
export function approveCall(panel: MiningPanel): { to: Address; data: Hex } {
  const spender = panel.kind === 'farm' ? panel.farm : panel.staking
  return {
    to: panel.stakeToken,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  }
}

/** The lock staking's refusal of an early withdrawal ("LockStaking: LOCKED"), anywhere in the error's causes. */
export function isLockedError(error: unknown): boolean {
  return /LockStaking: LOCKED/.test(errorText(error))
}
