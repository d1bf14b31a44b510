import type { DbHandle } from '../db/client'
import type { Job } from '../jobs/job'
import type { DayPeriod } from '../jobs/period'
import { type RunOutcome, runJob } from '../jobs/runJob'
import { createJobScheduler } from '../jobs/scheduler'
import type { App } from '../types'

export interface JobRunner {
  jobs: Job[]
  /** Runs the named job for the period once; undefined when no job has that name. */
  run: (name: string, period: DayPeriod) => Promise<RunOutcome | undefined>
}

/** Decorates `app.jobs` and runs the daily schedule while the app is up (unless JOBS=0). */
export function jobsPlugin(app: App, handle: DbHandle, jobs: Job[]): void {
  const runner: JobRunner = {
    jobs,
    run: async (name, period) => {
      const job = jobs.find((j) => j.name === name)
      return job ? runJob(handle, job, period) : undefined
    },
  }
  app.decorate('jobs', runner)
  if (!app.config.jobs.enabled) return
  const scheduler = createJobScheduler({ handle, jobs, intervalMs: app.config.jobs.intervalMs, log: app.log })
  app.addHook('onReady', async () => scheduler.start())
  // Before the database closes (onClose), as the indexer does.
  app.addHook('preClose', async () => scheduler.stop())
}
