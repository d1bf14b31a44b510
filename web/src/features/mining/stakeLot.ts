import type { StakeAction } from './miningCalls'

/** Why a fixed-lot popup's confirm is disabled: the wallet holds less than a lot, or nothing is staked. */
export type LotBlock = 'short' | 'nothingStaked'

export interface LotAmount {
  /** What confirm sends: the lot when staking, the whole stake when unstaking. */
  amount: bigint
  blocked?: LotBlock
}

/**
 * The amount of a fixed-lot pool's popup (null for a pool without a lot, where the user types it): a stake is
 * exactly one lot and needs the wallet to hold it; an unstake withdraws the whole stake (`available`, the staked
 * amount), which is one lot or more when every stake went through the app.
 */
export function lotAmount(fixedStake: bigint | undefined, action: StakeAction, available: bigint): LotAmount | null {
  if (fixedStake === undefined) return null
  if (action === 'stake') {
    return available < fixedStake ? { amount: fixedStake, blocked: 'short' } : { amount: fixedStake }
  }
  return available > 0n ? { amount: available } : { amount: 0n, blocked: 'nothingStaked' }
}
