import type { Job } from './job'
import { payAssetPacksJob } from './payAssetPacks'
import { payGdtRewardsJob } from './payGdtRewards'
import { purgeExpiredAuthJob } from './purgeExpiredAuth'
import { refundExpiredWithdrawalsJob } from './refundExpiredWithdrawals'

/** Every job the server schedules daily and the operator can run (`npm run admin -- settle <job>`). */
export const jobs: Job[] = [purgeExpiredAuthJob, refundExpiredWithdrawalsJob, payAssetPacksJob, payGdtRewardsJob]
