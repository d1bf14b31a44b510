import type { Job } from '../../jobs/job'
import { payStarGifts, refreshStarCards } from './starCards'

/**
 * Star cards for a day: every card set from the team facts under the cap, then each level's GDT gift paid once
 * (docs/decisions/0069-star-cards.md). The refresher does the same whenever TVLs change; this run is the daily
 * catch-up and the operator's `npm run admin -- settle star-cards`. A dry gift pool fails the run (rolled back).
 */
export const starCardsJob: Job = {
  name: 'star-cards',
  run: async (tx, period) => {
    const changed = await refreshStarCards(tx, period.end)
    const { gifts, paid } = await payStarGifts(tx, { job: starCardsJob.name, period: period.key })
    return { changed, gifts, gifts_paid: paid.toString() }
  },
}
