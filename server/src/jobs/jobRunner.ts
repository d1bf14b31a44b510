import type { DbHandle } from '../db/client'
import type { Job, JobContext } from './job'
import type { DayPeriod } from './period'
import { type RunOptions, type RunOutcome, runJob } from './runJob'

/** Called after a run committed (settled or found settled); the app asks there for the books check in the background. */
export type AfterRun = (job: Job, period: DayPeriod, outcome: RunOutcome) => Promise<void>

export interface JobRunner {
  jobs: Job[]
  /** Runs the named job for the period once; undefined when no job has that name. */
  run: (name: string, period: DayPeriod, options?: RunOptions) => Promise<RunOutcome | undefined>
}

export function createJobRunner(
  handle: DbHandle,
  jobs: Job[],
  context: JobContext = {},
  afterRun?: AfterRun,
): JobRunner {
  return {
    jobs,
    run: async (name, period, options) => {
      const job = jobs.find((j) => j.name === name)
      if (!job) return undefined
      const outcome = await runJob(handle, job, period, context, options)
      await afterRun?.(job, period, outcome)
      return outcome
    },
  }
}
