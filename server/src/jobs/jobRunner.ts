import type { DbHandle } from '../db/client'
import type { Job, JobContext } from './job'
import type { DayPeriod } from './period'
import { type RunOutcome, runJob } from './runJob'

export interface JobRunner {
  jobs: Job[]
  /** Runs the named job for the period once; undefined when no job has that name. */
  run: (name: string, period: DayPeriod) => Promise<RunOutcome | undefined>
}

export function createJobRunner(handle: DbHandle, jobs: Job[], context: JobContext = {}): JobRunner {
  return {
    jobs,
    run: async (name, period) => {
      const job = jobs.find((j) => j.name === name)
      return job ? runJob(handle, job, period, context) : undefined
    },
  }
}
