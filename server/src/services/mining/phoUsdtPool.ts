import type { Deployment } from '@phoswap/core/deployments'
import type { Address } from 'viem'

/** The farm contract's key in the deployment whose PHO-USDT pool the star-card and LP reports are about. */
export const REPORT_FARM = 'farm'
export const REPORT_POOL_NAME = 'PHO-USDT'

export interface ReportPool {
  farm: Address
  pid: number
}

/**
 * The spec's "PHO-USDT pool 1": the PHO-USDT pool of the current farm (pool id 0 on our farm; the spec counted
 * its pools from 1). The older PHO-USDT pool of the second tab (`legacyFarm`) does not count.
 */
export function reportPoolOf(deployment: Deployment | undefined): ReportPool | null {
  const farm = deployment?.farms?.find((f) => f.name === REPORT_FARM)
  const pool = farm?.pools.find((p) => p.name === REPORT_POOL_NAME)
  return farm && pool ? { farm: farm.address, pid: pool.pid } : null
}
