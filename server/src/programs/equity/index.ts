import { defineProgram } from '../program'
import { EQUITY_POOL, equityArrivalsSource } from './equityArrivals'
import { equityRoutes } from './routes'
import { settleEquityJob } from './settleEquity'
import { STAR_GIFTS_POOL, STAR_THRESHOLDS_SETTING } from './starCards'
import { starCardsJob } from './starCardsJob'

/**
 * Equity and star cards: PHO's equity tax arrives in its pool and is shared daily among star-card holders; a star
 * card reached pays its gift once.
 */
export const equityProgram = defineProgram({
  name: 'equity',
  pools: [{ account: EQUITY_POOL }, { account: STAR_GIFTS_POOL, sandboxSeed: 'GDT' }],
  kinds: {
    equity_dividend: {
      'zh-CN': '股权分红',
      'en-US': 'Equity dividend',
      'zh-HK': '股權分紅',
      'ko-KR': '지분 배당',
      'ja-JP': '株式配当',
    },
    equity_arrival: {
      'zh-CN': '股权池收入',
      'en-US': 'Equity pool income',
      'zh-HK': '股權池收入',
      'ko-KR': '지분 풀 수입',
      'ja-JP': '株式プールの収入',
    },
    equity_claim: {
      'zh-CN': '股权分红领取',
      'en-US': 'Equity dividends claimed',
      'zh-HK': '股權分紅領取',
      'ko-KR': '지분 배당 수령',
      'ja-JP': '株式配当の受け取り',
    },
    star_gift: {
      'zh-CN': '星卡礼包',
      'en-US': 'Star card gift',
      'zh-HK': '星卡禮包',
      'ko-KR': '스타 카드 선물',
      'ja-JP': 'スターカードギフト',
    },
  },
  explainedBy: { equity_dividend: 'equity.split', equity_arrival: null, equity_claim: null, star_gift: 'star.gift' },
  jobs: [starCardsJob, settleEquityJob],
  sources: [equityArrivalsSource],
  routes: [{ plugin: equityRoutes }],
  settings: [STAR_THRESHOLDS_SETTING],
})
