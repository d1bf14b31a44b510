import type { DbHandle } from '../db/client'
import { updateStarCards } from '../programs/equity/starCards'
import { type LeaderLock, tryLeaderLock } from '../services/leaderLock'
import { markStaleTvls, refreshDueTvls } from '../services/team/refreshTvls'
import type { App } from '../types'

/** Reserves move with trades: a holder's TVL is re-read at least this often. */
const STALE_MS = 60 * 60_000

/**
 * Re-reads due TVLs from the chain every few seconds on one instance (leader lock `team-refresh`), with the
 * indexer: off where the indexer is off (tests call refreshDueTvls themselves).
 */
export function teamRefresherPlugin(app: App, handle: DbHandle): void {
  if (!app.config.indexer.enabled) return
  const intervalMs = Math.max(1000, Math.min(...Object.values(app.config.indexer.pollMs), 5000))
  let timer: NodeJS.Timeout | undefined
  let lock: LeaderLock | null = null
  let stopped = false
  let lastSweep = 0
  const tick = async () => {
    try {
      lock ??= await tryLeaderLock(handle, 'team-refresh')
      if (lock) {
        let moved = false
        if (Date.now() - lastSweep > 60_000) {
          await markStaleTvls(handle.db, STALE_MS)
          lastSweep = Date.now()
          moved = true // settings (star thresholds) may have changed too
        }
        while (!stopped && (await refreshDueTvls(handle.db, app.chain)) > 0) moved = true
        // Star cards follow the facts (issue 12 part 3): levels under the cap, then the gifts due.
        if (moved && !stopped) await updateStarCards(handle.db)
      }
    } catch (error) {
      app.log.warn({ err: error }, 'team TVL refresh failed; retrying')
    } finally {
      if (!stopped) timer = setTimeout(tick, intervalMs)
    }
  }
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, intervalMs)
  })
  app.addHook('preClose', async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await lock?.release()
  })
}
