import { GROUP_SETTING_KEYS, GROUP_VARIANTS, type GroupSettings, groupSettingKey } from '@phoswap/core/rewards/groupBuy'
import { defineProgram } from '../program'
import { expireGroupsJob } from './expireGroups'
import { GROUP_MARKETS } from './groupSettings'
import { ggRoutes, vgRoutes } from './routes'

const fields = Object.keys(GROUP_SETTING_KEYS) as (keyof GroupSettings)[]

/** Group buys (GG and VG markets): full groups pay into the sales pool, leader coupons through the coupon pool. */
export const groupsProgram = defineProgram({
  name: 'groups',
  pools: GROUP_VARIANTS.flatMap((v) => [{ account: GROUP_MARKETS[v].sales }, { account: GROUP_MARKETS[v].coupons }]),
  kinds: {
    group_settle: {
      'zh-CN': '拼团结算',
      'en-US': 'Group buy settled',
      'zh-HK': '拼團結算',
      'ko-KR': '공동구매 정산',
      'ja-JP': '共同購入の精算',
    },
    group_start: {
      'zh-CN': '开团',
      'en-US': 'Group started',
      'zh-HK': '開團',
      'ko-KR': '그룹 시작',
      'ja-JP': 'グループ開始',
    },
    group_join: {
      'zh-CN': '参团',
      'en-US': 'Group joined',
      'zh-HK': '參團',
      'ko-KR': '그룹 참여',
      'ja-JP': 'グループ参加',
    },
    group_coupon: {
      'zh-CN': '购买团长券',
      'en-US': 'Leader coupons bought',
      'zh-HK': '購買團長券',
      'ko-KR': '리더 쿠폰 구매',
      'ja-JP': 'リーダークーポン購入',
    },
    group_coupon_exchange: {
      'zh-CN': '团长券兑换',
      'en-US': 'Leader coupons exchanged',
      'zh-HK': '團長券兌換',
      'ko-KR': '리더 쿠폰 교환',
      'ja-JP': 'リーダークーポン交換',
    },
    group_refund: {
      'zh-CN': '拼团失败退款',
      'en-US': 'Group failed, refund',
      'zh-HK': '拼團失敗退款',
      'ko-KR': '그룹 실패 환불',
      'ja-JP': 'グループ不成立の返金',
    },
  },
  explainedBy: {
    group_settle: 'group.settle',
    group_start: null,
    group_join: null,
    group_coupon: null,
    group_coupon_exchange: null,
    group_refund: 'group.refund',
  },
  jobs: [expireGroupsJob],
  sources: [],
  routes: [
    { plugin: ggRoutes, prefix: '/gg' },
    { plugin: vgRoutes, prefix: '/vg' },
  ],
  settings: GROUP_VARIANTS.flatMap((v) => fields.map((f) => groupSettingKey(v, f))),
})
