import { PACK_EXCHANGE_RATE_SETTING } from '@phoswap/core/rewards/assetPack'
import { defineProgram } from '../program'
import { packAdminRoutes } from './adminRoutes'
import { PACK_VARIANTS } from './assetPacks'
import { packExchangesSource } from './packExchanges'
import { payAssetPacksJob } from './payAssetPacks'
import { pledgeRoutes, vgbPledgeRoutes } from './routes'

/** Asset packs: GDB or VGB bought into a pack that pays GDT or VGT daily from its pool. */
export const assetPacksProgram = defineProgram({
  name: 'asset-packs',
  pools: [
    { account: PACK_VARIANTS.gdt.pool, sandboxSeed: 'GDT' },
    { account: PACK_VARIANTS.vgt.pool, sandboxSeed: 'VGT' },
  ],
  kinds: {
    asset_pack_buy: {
      'zh-CN': '购买资产包',
      'en-US': 'Asset pack bought',
      'zh-HK': '購買資產包',
      'ko-KR': '자산 팩 구매',
      'ja-JP': 'アセットパック購入',
    },
    asset_pack_reward: {
      'zh-CN': '资产包收益',
      'en-US': 'Asset pack reward',
      'zh-HK': '資產包收益',
      'ko-KR': '자산 팩 보상',
      'ja-JP': 'アセットパック報酬',
    },
    asset_pack_exchange: {
      'zh-CN': '兑换资产包余额',
      'en-US': 'Exchanged into pack balance',
      'zh-HK': '兌換資產包餘額',
      'ko-KR': '자산 팩 잔액으로 교환',
      'ja-JP': 'アセットパック残高へ交換',
    },
  },
  explainedBy: { asset_pack_buy: null, asset_pack_reward: 'asset-pack.day', asset_pack_exchange: null },
  jobs: [payAssetPacksJob],
  sources: [packExchangesSource],
  routes: [
    { plugin: pledgeRoutes, prefix: '/pledge' },
    { plugin: vgbPledgeRoutes, prefix: '/vgb-pledge' },
    { plugin: packAdminRoutes, prefix: '/admin' },
  ],
  settings: [PACK_EXCHANGE_RATE_SETTING],
})
