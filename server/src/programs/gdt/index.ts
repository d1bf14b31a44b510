import { defineProgram } from '../program'
import { farmHarvestsSource } from './farmHarvests'
import { GDT_POOL, GDT_SETTING } from './gdtSettings'
import { payGdtRewardsJob } from './payGdtRewards'
import { routerSwapsSource } from './routerSwaps'
import { gdtAdminRoutes, gdtRoutes } from './routes'

/**
 * GDT rewards: trading, referral, farming and white-list sources, paid daily from one pool each. Its operator route
 * adds white-list and genesis-card grants (one grants table).
 */
export const gdtProgram = defineProgram({
  name: 'gdt',
  pools: [
    { account: GDT_POOL.trade, sandboxSeed: 'GDT' },
    { account: GDT_POOL.share, sandboxSeed: 'GDT' },
    { account: GDT_POOL.whiteList, sandboxSeed: 'GDT' },
    { account: GDT_POOL.mining, sandboxSeed: 'GDT' },
  ],
  kinds: {
    gdt_trade: {
      'zh-CN': 'GDT 交易奖励',
      'en-US': 'GDT trading reward',
      'zh-HK': 'GDT 交易獎勵',
      'ko-KR': 'GDT 거래 보상',
      'ja-JP': 'GDT 取引報酬',
    },
    gdt_share: {
      'zh-CN': 'GDT 分享奖励',
      'en-US': 'GDT referral reward',
      'zh-HK': 'GDT 分享獎勵',
      'ko-KR': 'GDT 추천 보상',
      'ja-JP': 'GDT 紹介報酬',
    },
    gdt_mining: {
      'zh-CN': 'GDT 挖矿奖励',
      'en-US': 'GDT mining reward',
      'zh-HK': 'GDT 挖礦獎勵',
      'ko-KR': 'GDT 채굴 보상',
      'ja-JP': 'GDT マイニング報酬',
    },
    gdt_white_list: {
      'zh-CN': 'GDT 白名单奖励',
      'en-US': 'GDT white-list reward',
      'zh-HK': 'GDT 白名單獎勵',
      'ko-KR': 'GDT 화이트리스트 보상',
      'ja-JP': 'GDT ホワイトリスト報酬',
    },
  },
  explainedBy: {
    gdt_trade: 'gdt.trade',
    gdt_share: 'gdt.share',
    gdt_mining: 'gdt.mining',
    gdt_white_list: 'gdt.white-list',
  },
  jobs: [payGdtRewardsJob],
  sources: [routerSwapsSource, farmHarvestsSource],
  routes: [{ plugin: gdtRoutes }, { plugin: gdtAdminRoutes, prefix: '/admin' }],
  settings: Object.values(GDT_SETTING),
})
