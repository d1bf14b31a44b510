import type { DbHandle } from '../db/client'
import type { Job } from '../jobs/job'
import { createJobRunner } from '../jobs/jobRunner'
import { createJobScheduler } from '../jobs/scheduler'
import type { App } from '../types'

/** Decorates `app.jobs` and runs the daily schedule while the app is up (unless JOBS=0). */
export function jobsPlugin(app: App, handle: DbHandle, jobs: Job[]): void {
  // Chain reads wait for the indexer's confirmations (0 on anvil, 12 on a real network by default).
  const context = { chain: app.chain, confirmations: app.config.indexer.confirmations }
  app.decorate('jobs', createJobRunner(handle, jobs, context))
  if (!app.config.jobs.enabled) return
  const scheduler = createJobScheduler({
    handle,
    jobs,
    intervalMs: app.config.jobs.intervalMs,
    log: app.log,
    context,
  })
  app.addHook('onReady', async () => scheduler.start())
  // Before the database closes (onClose), as the indexer does.
  app.addHook('preClose', async () => scheduler.stop())
}
