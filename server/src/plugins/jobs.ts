import type { DbHandle } from '../db/client'
import type { Job } from '../jobs/job'
import { createJobRunner } from '../jobs/jobRunner'
import { createJobScheduler } from '../jobs/scheduler'
import type { App } from '../types'

/** Decorates `app.jobs` and runs the daily schedule while the app is up (unless JOBS=0). */
export function jobsPlugin(app: App, handle: DbHandle, jobs: Job[]): void {
  app.decorate('jobs', createJobRunner(handle, jobs))
  if (!app.config.jobs.enabled) return
  const scheduler = createJobScheduler({ handle, jobs, intervalMs: app.config.jobs.intervalMs, log: app.log })
  app.addHook('onReady', async () => scheduler.start())
  // Before the database closes (onClose), as the indexer does.
  app.addHook('preClose', async () => scheduler.stop())
}
