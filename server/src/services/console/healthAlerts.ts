import type { ReadinessData } from '@phoswap/core/api/readiness'
import type { Db } from '../../db/client'
import { raiseAlert } from './alerts'

/** Blocks behind the head (past its confirmations) from which an indexer is lagging, unless READY_MAX_INDEXER_LAG says. */
export const DEFAULT_ALERT_INDEXER_LAG = 100

/**
 * The chains' health as the readiness check sees it (services/readiness.ts), turned into alerts: `rpc_down` for a
 * chain whose RPC did not answer, `indexer_lag` for an indexer more than `limit` blocks behind. Returns how many
 * conditions it found (each raised once while open).
 */
export async function raiseHealthAlerts(db: Db, report: ReadinessData, limit: number): Promise<number> {
  let found = 0
  for (const chain of report.chains) {
    if (!chain.rpc) {
      found++
      await raiseAlert(db, { kind: 'rpc_down', chainId: chain.chain_id, detail: {} })
    } else if (chain.lag !== null && chain.lag > limit) {
      found++
      await raiseAlert(db, {
        kind: 'indexer_lag',
        chainId: chain.chain_id,
        detail: { lag: chain.lag, head: chain.head, indexed: chain.indexed, limit },
      })
    }
  }
  return found
}
