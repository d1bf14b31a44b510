import type { FastifyBaseLogger } from 'fastify'
import type { DbHandle } from '../db/client'
import { sleep } from '../services/indexer/backoff'
import type { Job, JobContext } from './job'
import type { AfterRun } from './jobRunner'
import { previousDay } from './period'
import { isSettled, runJob } from './runJob'
import { DEFAULT_JOBS_START_MINUTE, jobsStartMinute } from './schedule'

export interface JobScheduler {
  start: () => void
  stop: () => Promise<void>
}

/**
 * Every `intervalMs`, runs each job for the last whole UTC day. Every instance may tick: the job's lock and
 * its settlement row make exactly one of them run a period, once.
 */
export function createJobScheduler(options: {
  handle: DbHandle
  jobs: Job[]
  intervalMs: number
  log: FastifyBaseLogger
  now?: () => Date
  context?: JobContext
  /** After each run of a job (the console's books check and forecast). */
  afterRun?: AfterRun
  /** Runs on every tick once every job has settled the period (the liabilities snapshot); its errors are logged. */
  afterJobs?: (period: string) => Promise<void>
}): JobScheduler {
  const controller = new AbortController()
  const now = options.now ?? (() => new Date())
  let running: Promise<void> | null = null

  async function tick(): Promise<void> {
    // The operator's schedule (`jobs_start_minute`): the day before is settled from that minute of the UTC day.
    const at = now()
    const start = await jobsStartMinute(options.handle.db).catch(() => DEFAULT_JOBS_START_MINUTE)
    if (at.getUTCHours() * 60 + at.getUTCMinutes() < start) return
    let allSettled = true
    for (const job of options.jobs) {
      if (controller.signal.aborted) return
      const period = previousDay(now())
      try {
        if (await isSettled(options.handle, job, period)) continue
        const outcome = await runJob(options.handle, job, period, options.context)
        await options.afterRun?.(job, period, outcome)
        if (outcome.status === 'done') {
          options.log.info({ job: job.name, period: period.key, result: outcome.result }, 'job: settled')
        } else if (outcome.status === 'busy') allSettled = false
      } catch (error) {
        allSettled = false
        options.log.error({ err: error, job: job.name, period: period.key }, 'job: run failed; retried next tick')
      }
    }
    if (allSettled && options.afterJobs && !controller.signal.aborted) {
      const period = previousDay(now()).key
      try {
        await options.afterJobs(period)
      } catch (error) {
        options.log.error({ err: error, period }, 'jobs: the after-settlements step failed; retried next tick')
      }
    }
  }

  async function loop(): Promise<void> {
    while (!controller.signal.aborted) {
      await tick()
      await sleep(options.intervalMs, controller.signal)
    }
  }

  return {
    start: () => {
      running ??= loop()
    },
    stop: async () => {
      controller.abort()
      await running
    },
  }
}
