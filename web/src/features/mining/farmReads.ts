import type { Address, ContractFunctionParameters } from 'viem'
import { erc20ReadAbi } from '../../chain/reads/readAbis'
import { farmPageAbi, lockStakingPageAbi, multicallBlockAbi } from './miningAbis'
import type { MiningPanel } from './miningPanels'

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
  /** PHO-USDT panel only. */
  pool?: { totalReward: bigint; lastRewardBlock: bigint; totalStaked: bigint; perBlock: bigint }
}

export interface FarmReads {
  /** Keyed by panel key; a panel with a failed call is absent. */
  panels: Record<string, PanelState>
  head?: bigint
  timestamp?: number
}

type Call = ContractFunctionParameters & { chainId: number }

/**
 * Every read of every panel of a page, plus the head block and its time from Multicall3, in one list so the page
 * refreshes with ONE multicall (one eth_call). Per farm panel: pendingReward, userInfo, balanceOf, allowance (and
 * poolInfo, poolsReward for the PHO-USDT panel); per staking panel: earned, balanceOf, lockData, the token's
 * balanceOf and allowance.
 */
export function farmReadCalls(panels: readonly MiningPanel[], user: Address, chainId: number, multicall3: Address) {
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
      if (panel.showTotals) {
        calls.push(
          { address: farm, abi: farmPageAbi, functionName: 'poolInfo', args: [pid], chainId },
          { address: farm, abi: farmPageAbi, functionName: 'poolsReward', args: [pid], chainId },
        )
      }
    } else {
      const staking = panel.staking
      calls.push(
        { address: staking, abi: lockStakingPageAbi, functionName: 'earned', args: [user], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'balanceOf', args: [user], chainId },
        { address: staking, abi: lockStakingPageAbi, functionName: 'lockData', args: [user], chainId },
        { address: token, abi: erc20ReadAbi, functionName: 'balanceOf', args: [user], chainId },
        { address: token, abi: erc20ReadAbi, functionName: 'allowance', args: [user, staking], chainId },
      )
    }
  }
  return calls
}

export type ReadResult = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown }

/** Turns the multicall's results (in `farmReadCalls` order) back into per-panel state. */
export function parseFarmReads(panels: readonly MiningPanel[], results: readonly ReadResult[]): FarmReads {
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
  const head = next<bigint>()
  const timestamp = next<bigint>()
  const out: FarmReads = { panels: {} }
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
      if (panel.showTotals) {
        const pool = next<readonly [Address, bigint, bigint, bigint, bigint, bigint, bigint, bigint]>()
        const perBlock = next<bigint>()
        if (pool && perBlock !== undefined) {
          state.pool = { lastRewardBlock: pool[2], totalStaked: pool[4], totalReward: pool[5], perBlock }
        }
      }
    } else {
      const profit = next<bigint>()
      const staked = next<bigint>()
      const unlockAt = next<bigint>()
      const balance = next<bigint>()
      const allowance = next<bigint>()
      state = {
        profit: profit ?? 0n,
        staked: staked ?? 0n,
        balance: balance ?? 0n,
        allowance: allowance ?? 0n,
        unlockAt: Number(unlockAt ?? 0n),
      }
    }
    if (!failed) out.panels[panel.key] = state
  }
  return out
}
