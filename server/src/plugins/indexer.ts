import type { DbHandle } from '../db/client'
import type { EventSource } from '../services/indexer/eventSource'
import { createIndexer } from '../services/indexer/indexer'
import type { App } from '../types'

/**
 * Starts the chain indexer over the given event sources once the app is ready and stops it before the database
 * closes. Needs `app.caches` and `app.chain`.
 */
export function indexerPlugin(app: App, handle: DbHandle, sources: EventSource[]): void {
  const { indexer: config } = app.config
  const indexer = createIndexer({
    config: config.enabled ? config : { ...config, chainIds: [] },
    handle,
    chain: app.chain,
    sources,
    log: app.log,
    onChange: () => app.caches.quotes.clear(),
  })
  app.decorate('indexer', indexer)
  app.addHook('onReady', async () => indexer.start())
  // preClose runs before every onClose hook, so the database is still open while the indexer winds down.
  app.addHook('preClose', async () => indexer.stop())
}
