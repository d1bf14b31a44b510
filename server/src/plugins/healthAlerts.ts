import { DEFAULT_ALERT_INDEXER_LAG, raiseHealthAlerts } from '../services/console/healthAlerts'
import { readiness } from '../services/readiness'
import type { App } from '../types'

/** How often the chains' health is looked at for the console's alerts. */
const INTERVAL_MS = 60_000

/**
 * Looks at the chains' health (the readiness check's figures) once a minute where the indexer runs, and raises
 * `rpc_down` / `indexer_lag` alerts (off where the indexer is off; tests call raiseHealthAlerts themselves).
 */
export function healthAlertsPlugin(app: App): void {
  if (!app.config.indexer.enabled || app.config.indexer.chainIds.length === 0) return
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const tick = async () => {
    try {
      const report = await readiness({ db: app.db, config: app.config, chain: app.chain, sources: app.indexer.sources })
      await raiseHealthAlerts(app.db, report, app.config.readyMaxIndexerLag ?? DEFAULT_ALERT_INDEXER_LAG)
    } catch (error) {
      app.log.warn({ err: error }, 'health alerts: check failed')
    } finally {
      if (!stopped) timer = setTimeout(tick, INTERVAL_MS)
    }
  }
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, INTERVAL_MS)
  })
  app.addHook('preClose', async () => {
    stopped = true
    if (timer) clearTimeout(timer)
  })
}
