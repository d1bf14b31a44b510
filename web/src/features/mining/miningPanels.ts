import { parseAmount } from '@phoswap/core/amount/parseAmount'
import type { DeployedFarmPool, Deployment } from '@phoswap/core/deployments'
import type { Address } from 'viem'
import { sameAddress } from '../../chain/tokens/sameAddress'
import type { MiningVariant } from './pickMiningPage'

export type MiningTab = 'current' | 'previous'

interface PanelBase {
  /** Stable id for test ids and keys: the pool's name, or "legacy-PHO-USDT" for the older pool. */
  key: string
  /** Pair name ("PHO-USDT") or token symbol ("PHO"). */
  name: string
  tab: MiningTab
  /** The staked token: an LP token, or PHO for the single staking. */
  stakeToken: Address
  stakeSymbol: string
  stakeDecimals: number
  rewardToken: Address
  rewardSymbol: string
  rewardDecimals: number
  /** LP pools: the pair's two tokens, for "Get … LP" (Add liquidity with them chosen). */
  pairTokens?: readonly [Address, Address]
  /** A fixed-lot pool: each stake is exactly this many base units and an unstake withdraws the whole stake. */
  fixedStake?: bigint
}

export interface FarmPanel extends PanelBase {
  kind: 'farm'
  farm: Address
  pid: number
  /** The PHO-USDT panel shows the pool's total and today's reward. */
  showTotals: boolean
}

export interface StakingPanel extends PanelBase {
  kind: 'staking'
  staking: Address
}

export type MiningPanel = FarmPanel | StakingPanel

/** What each page shows, in the spec's order; pools missing from the chain's deployment are left out. */
const LAYOUT: Record<MiningVariant, { farm: string; pool: string; tab: MiningTab }[] | null> = {
  OKT: null,
  POR: [
    { farm: 'farm', pool: 'PHO-USDT', tab: 'current' },
    { farm: 'staking', pool: 'PHO', tab: 'current' },
  ],
  BSC: [
    { farm: 'farm', pool: 'PHO-USDT', tab: 'current' },
    { farm: 'staking', pool: 'PHO', tab: 'current' },
    { farm: 'farm', pool: 'FEP-BTC', tab: 'current' },
  ],
}

/** The full page (OKC): PHO-USDT LP, PHO single staking, the PHO pairs, FEP-BTC; the older PHO-USDT pool under tab 2. */
const FULL = [
  { farm: 'farm', pool: 'PHO-USDT', tab: 'current' },
  { farm: 'staking', pool: 'PHO', tab: 'current' },
  { farm: 'farm', pool: 'GDT-PHO', tab: 'current' },
  { farm: 'farm', pool: 'VGT-PHO', tab: 'current' },
  { farm: 'farm', pool: 'QJF-PHO', tab: 'current' },
  { farm: 'farm', pool: 'GET-PHO', tab: 'current' },
  { farm: 'farm', pool: 'FEP-BTC', tab: 'current' },
  { farm: 'legacyFarm', pool: 'PHO-USDT', tab: 'previous' },
] as const

/** The panels of a mining page on a chain, from its deployments file (the one source of addresses). */
export function miningPanels(deployment: Deployment | undefined, variant: MiningVariant): MiningPanel[] {
  if (!deployment) return []
  const pho = deployment.contracts.pho
  const phoToken = deployment.tokens.find((t) => sameAddress(t.address, pho))
  const decimalsOf = (address: Address) =>
    deployment.tokens.find((t) => sameAddress(t.address, address))?.decimals ?? 18
  const symbolOf = (address: Address) => deployment.tokens.find((t) => sameAddress(t.address, address))?.symbol ?? 'PHO'
  const panels: MiningPanel[] = []
  for (const entry of LAYOUT[variant] ?? FULL) {
    if (entry.farm === 'staking') {
      const staking = deployment.contracts.phoStaking
      if (!staking) continue
      panels.push({
        kind: 'staking',
        key: 'PHO',
        name: phoToken?.symbol ?? 'PHO',
        tab: entry.tab,
        staking,
        stakeToken: pho,
        stakeSymbol: phoToken?.symbol ?? 'PHO',
        stakeDecimals: phoToken?.decimals ?? 18,
        rewardToken: pho,
        rewardSymbol: phoToken?.symbol ?? 'PHO',
        rewardDecimals: phoToken?.decimals ?? 18,
      })
      continue
    }
    const farm = deployment.farms?.find((f) => f.name === entry.farm)
    const pool = farm?.pools.find((p) => p.name === entry.pool)
    if (!farm || !pool) continue
    const legacy = entry.farm !== 'farm'
    const pair = deployment.pairs.find((p) => sameAddress(p.address, pool.lpToken))
    panels.push({
      kind: 'farm',
      key: legacy ? `legacy-${pool.name}` : pool.name,
      name: pool.name,
      tab: entry.tab,
      farm: farm.address,
      pid: pool.pid,
      showTotals: !legacy && pool.name === 'PHO-USDT',
      stakeToken: pool.lpToken,
      // LP tokens have 18 decimals (spec 000 §9); a single-token pool would use the token's.
      stakeSymbol: pair ? `${pool.name} LP` : pool.name,
      stakeDecimals: pair ? 18 : decimalsOf(pool.lpToken),
      rewardToken: farm.rewardToken,
      rewardSymbol: symbolOf(farm.rewardToken),
      rewardDecimals: decimalsOf(farm.rewardToken),
      ...(pair ? { pairTokens: [pair.token0, pair.token1] as const } : {}),
      ...lotOf(pool, pair ? 18 : decimalsOf(pool.lpToken)),
    })
  }
  return panels
}

/** The pool's fixed lot in base units; a lot finer than the token's decimals is left out (and said in the console). */
function lotOf(pool: DeployedFarmPool, decimals: number): { fixedStake?: bigint } {
  if (pool.fixedStake === undefined) return {}
  try {
    return { fixedStake: parseAmount(pool.fixedStake, decimals) }
  } catch {
    console.warn(`mining: pool ${pool.name} has a fixed stake of ${pool.fixedStake}, finer than ${decimals} decimals`)
    return {}
  }
}
