import type { MineRewardTexts } from './zh-CN'

export const zhHK: MineRewardTexts = {
  gdt: {
    total: '累計獎勵',
    share: '分享獎勵',
    trade: '交易獎勵',
    addition: '昨日新增 {{amount}}',
    assetPack: '資產包',
    hashEntry: '錄入交易哈希',
    nothing: '您還沒有 GDT 獎勵：通過本平台路由兌換含 USDT 的交易對即可獲得交易獎勵，您邀請的好友交易可獲得分享獎勵。',
    genesis: 'GDT 創世卡',
    rewardPage: 'GDT 獎勵',
  },
  vgt: {
    total: 'VGT 累計獎勵',
    nothing: '您還沒有 VGT 獎勵：VGT 來自 VGT 資產包與 VGT 創世卡，交易與分享不發放 VGT。',
    genesis: 'VGT 創世卡',
  },
  rules: {
    title: '獎勵規則',
    trade:
      '交易獎勵：每日結算一次，按通過本平台路由的兌換中 USDT 一側的金額 × {{rate}} 發放 GDT，每個地址每日最多 {{cap}} GDT。',
    share: '分享獎勵：直推好友當日交易獎勵的 {{rate}}，每日結算。',
    pool: '獎勵從各自的獎勵池發放；獎勵池不足時當日不結算，補充後再結算，不會少發或重複發放。',
    wallet: '獎勵先記入獎勵錢包的待領取餘額，在 GDT 獎勵頁領取後可用。',
  },
  hash: {
    title: '錄入交易哈希',
    label: '交易哈希',
    placeholder: '0x…',
    check: '查詢',
    address: '地址',
    acquirable: '可獲得數量',
    confirm: '確認',
    other: '這筆兌換不是您的，不會為您計算獎勵。',
    pending: '區塊確認後計入。',
    settled: '已於 {{day}} 結算。',
  },
  genesis: {
    reward: '可領取獎勵',
    addition: '最近新增',
    claimed: '已領取',
    claim: '領取',
    nothing: '您暫無創世卡獎勵：創世卡獎勵由營運方按名單發放給創世成員，領取後進入獎勵錢包。',
  },
  reward: {
    whiteList: '白名單獎勵',
    starCard: '星卡獎勵',
    mining: '挖礦獎勵',
    increment: '新增 {{amount}}',
    claimable: '待領取',
    claim: '領取到獎勵錢包',
    notPaying: '星卡與挖礦 GDT 暫未發放，顯示為 0。',
  },
  connect: '連接錢包後查看您的獎勵',
  connectButton: '連接錢包',
}
