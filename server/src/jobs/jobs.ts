import { expireGroupsJob } from './expireGroups'
import type { Job } from './job'
import { payAssetPacksJob } from './payAssetPacks'
import { payGdtRewardsJob } from './payGdtRewards'
import { purgeExpiredAuthJob } from './purgeExpiredAuth'
import { refundExpiredWithdrawalsJob } from './refundExpiredWithdrawals'
import { settleEquityJob } from './settleEquity'
import { starCardsJob } from './starCardsJob'

/** Every job the server schedules daily and the operator can run (`npm run admin -- settle <job>`). */
export const jobs: Job[] = [
  purgeExpiredAuthJob,
  refundExpiredWithdrawalsJob,
  payAssetPacksJob,
  starCardsJob,
  settleEquityJob,
  expireGroupsJob,
  payGdtRewardsJob,
]
