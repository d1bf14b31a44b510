import type { DbHandle } from '../db/client'
import { createIndexer } from '../services/indexer/indexer'
import type { App } from '../types'

/** Starts the chain indexer once the app is ready and stops it before the database closes. Needs `app.caches`. */
export function indexerPlugin(app: App, handle: DbHandle): void {
  const { indexer: config, deploymentsDirs } = app.config
  const indexer = createIndexer({
    config: config.enabled ? config : { ...config, rpcUrls: {} },
    handle,
    deploymentsDirs,
    log: app.log,
    onChange: () => app.caches.quotes.clear(),
  })
  app.decorate('indexer', indexer)
  app.addHook('onReady', async () => indexer.start())
  // preClose runs before every onClose hook, so the database is still open while the indexer winds down.
  app.addHook('preClose', async () => indexer.stop())
}
