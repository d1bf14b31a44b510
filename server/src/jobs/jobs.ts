import { programs } from '../programs'
import { jobsOf } from '../programs/collect'
import type { Job } from './job'
import { purgeExpiredAuthJob } from './purgeExpiredAuth'
import { refundExpiredWithdrawalsJob } from './refundExpiredWithdrawals'

/** The jobs of the server itself; each reward program declares its own (server/src/programs/<name>/index.ts). */
export const coreJobs: Job[] = [purgeExpiredAuthJob, refundExpiredWithdrawalsJob]

/** Every job the server schedules daily and the operator can run (`npm run admin -- settle <job>`). */
export const jobs: Job[] = [...coreJobs, ...jobsOf(programs)]
