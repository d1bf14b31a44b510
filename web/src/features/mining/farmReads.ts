import type { DeployedPair } from '@phoswap/core/deployments'
import type { Address, ContractFunctionParameters } from 'viem'
import { farmPageAbi, lockStakingPageAbi, multicallBlockAbi, supplyAbi } from '../../chain/abi/generated/miningAbis'
import { erc20ReadAbi, pairReservesAbi } from '../../chain/abi/generated/readAbis'
import type { MiningPanel } from './miningPanels'
import type { PairState } from './poolEconomy'

/** What one panel shows, read on chain in the page's single multicall. */
export interface PanelState {
  /** Reward earned and not yet harvested (farm `pendingReward`, staking `earned`). */
  profit: bigint
  /** Amount staked by the user. */
  staked: bigint
  /** The user's wallet balance of the staked token. */
  balance: bigint
  /** Allowance of the staked token to the farm or staking contract. */
  allowance: bigint
  /** Staking only: when the stake unlocks, unix seconds (0 if never staked). */
  unlockAt?: number
  /** Farm panels: the pool's figures (its total and today's reward, TVL and APR). */
  pool?: { totalReward: bigint; lastRewardBlock: bigint; totalStaked: bigint; perBlock: bigint }
  /** Staking panel: everyone's stake and the reward stream (TVL and APR). */
  staking?: { totalStaked: bigint; rewardRate: bigint; periodFinish: bigint }
}

export interface FarmReads {
  /** Keyed by panel key; a panel with a failed call is absent. */
  panels: Record<string, PanelState>
  head?: bigint
  timestamp?: number
  /** The deployment's pairs whose reserves and supply were read: the prices of the cards' TVL and APR. */
  pairs: PairState[]
}

type Call = ContractFunctionParameters & { chainId: number }

/**
 * Every read of every panel of a page, plus the head block and its time from Multicall3, in one list so the page
 * refreshes with ONE multicall (one eth_call). Per farm panel: pendingReward, userInfo, balanceOf, allowance, poolInfo,
 * poolsReward; per staking panel: earned, balanceOf, lockData, the token's balanceOf and allowance, totalSupply,
 * rewardRate, periodFinish; per pair of the deployment: getReserves and totalSupply (the prices of TVL and APR).
 */
export function farmReadCalls(
  panels: readonly MiningPanel[],
  user: Address,
  chainId: number,
  multicall3: Address,
  pairs: readonly DeployedPair[] = [],
) {
  const calls: Call[] = [
    { address: multicall3, abi: multicallBlockAbi, functionName: 'getBlockNumber', args: [], chainId },
    { address: multicall3, abi: multicallBlockAbi, functionName: 'getCurrentBlockTimestamp', args: [], chainId },
  ]
  for (const panel of panels) {
    const token = panel.stakeToken
    if (panel.kind === 'farm') {
      const pid = BigInt(panel.pid)
      const farm = panel.farm
      calls.push(
        { address: farm, abi: farmPageAbi, functionName: 'pendingReward', args: [pid, user], chainId },
        { address: farm, abi: farmPageAbi, functionName: 'userInfo', args: [pid, user], chainId },
        { address: token, abi: erc20ReadAbi, functionName: 'balanceOf', args: [user], chainId },
        { address: token, abi: erc20ReadAbi, functionName: 'allowance', args: [user, farm], chainId },
      )
      calls.push(
        { address: farm, abi: farmPageAbi, functionName: 'poolInfo', args: [pid], chainId },
        { address: farm, abi: farmPageAbi, functionName: 'poolsReward', args: [pid], chainId },
      )
    } else {
      const staking = panel.staking
      calls.push(
        { address: staking, abi: lockStakingPageAbi, functionName: 'earned', args: [user], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'balanceOf', args: [user], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'lockData', args: [user], chainId },
        { address: token, abi: erc20ReadAbi, functionName: 'balanceOf', args: [user], chainId },
        { address: token, abi: erc20ReadAbi, functionName: 'allowance', args: [user, staking], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'totalSupply', args: [], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'rewardRate', args: [], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'periodFinish', args: [], chainId },
      )
    }
  }
  for (const pair of pairs) {
    calls.push(
      { address: pair.address, abi: pairReservesAbi, functionName: 'getReserves', args: [], chainId },
      { address: pair.address, abi: supplyAbi, functionName: 'totalSupply', args: [], chainId },
    )
  }
  return calls
}

export type ReadResult = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown }

/** Turns the multicall's results (in `farmReadCalls` order) back into per-panel state and the pairs' state. */
export function parseFarmReads(
  panels: readonly MiningPanel[],
  results: readonly ReadResult[],
  pairs: readonly DeployedPair[] = [],
): FarmReads {
  let i = 0
  let failed = false
  const next = <T>(): T | undefined => {
    const entry = results[i++]
    if (entry?.status !== 'success') {
      failed = true
      return undefined
    }
    return entry.result as T
  }
  // the pool-wide figures (TVL, APR, totals): a failure leaves that figure unknown, not the user's panel
  const soft = <T>(): T | undefined => {
    const entry = results[i++]
    return entry?.status === 'success' ? (entry.result as T) : undefined
  }
  const head = next<bigint>()
  const timestamp = next<bigint>()
  const out: FarmReads = { panels: {}, pairs: [] }
  if (!failed) {
    out.head = head
    out.timestamp = Number(timestamp)
  }
  for (const panel of panels) {
    failed = false
    let state: PanelState
    if (panel.kind === 'farm') {
      const profit = next<bigint>()
      const info = next<readonly [bigint, bigint]>()
      const balance = next<bigint>()
      const allowance = next<bigint>()
      state = { profit: profit ?? 0n, staked: info?.[0] ?? 0n, balance: balance ?? 0n, allowance: allowance ?? 0n }
      const pool = soft<readonly [Address, bigint, bigint, bigint, bigint, bigint, bigint, bigint]>()
      const perBlock = soft<bigint>()
      if (pool && perBlock !== undefined) {
        state.pool = { lastRewardBlock: pool[2], totalStaked: pool[4], totalReward: pool[5], perBlock }
      }
    } else {
      const profit = next<bigint>()
      const staked = next<bigint>()
      const unlockAt = next<bigint>()
      const balance = next<bigint>()
      const allowance = next<bigint>()
      const totalStaked = soft<bigint>()
      const rewardRate = soft<bigint>()
      const periodFinish = soft<bigint>()
      state = {
        profit: profit ?? 0n,
        staked: staked ?? 0n,
        balance: balance ?? 0n,
        allowance: allowance ?? 0n,
        unlockAt: Number(unlockAt ?? 0n),
      }
      if (totalStaked !== undefined && rewardRate !== undefined && periodFinish !== undefined) {
        state.staking = { totalStaked, rewardRate, periodFinish }
      }
    }
    if (!failed) out.panels[panel.key] = state
  }
  for (const pair of pairs) {
    const reserves = soft<readonly [bigint, bigint, number]>()
    const totalSupply = soft<bigint>()
    if (reserves && totalSupply !== undefined) {
      out.pairs.push({ pair, reserve0: reserves[0], reserve1: reserves[1], totalSupply })
    }
  }
  return out
}
