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
    mining: '挖礦獎勵：在本平台礦池收穫的 PHO × {{rate}} 以 GDT 發放，每日結算。',
    pool: '獎勵從各自的獎勵池發放；獎勵池不足時當日不結算，補充後再結算，不會少發或重複發放。',
    wallet:
      '交易獎勵和分享獎勵是業務收益，在業務頁提現；挖礦獎勵和白名單獎勵先記入獎勵錢包的待領取餘額，在 GDT 獎勵頁領取後可用。',
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
    settled: '已於 {{day}} 結算，已計入你的業務收益。',
    credit: '該兌換在下一次每日結算（UTC 00:00 之後不久）後計入你的業務收益，顯示在「購買獎勵」中。',
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
    starCardNote:
      '星卡 GDT 是您每達到一個星級時一次性發放的禮包，直接計入獎勵錢包的可用 GDT（不在待領取中）；挖礦獎勵來自您在本平台礦池的收穫。',
  },
  business: {
    totalShare: '分享獎勵（累計）',
    yesterdayShare: '昨日分享獎勵',
    totalBuy: '購買獎勵（累計）',
    yesterdayBuy: '昨日購買獎勵',
    usable: '可用業務收益',
    noUsable: '暫無可提現的業務收益：新的獎勵在每日結算後計入。',
    withdraw: '提現',
    verify: '驗證交易哈希',
    note: '購買獎勵即通過本平台路由兌換獲得的交易獎勵。分享獎勵和購買獎勵是你的業務收益：它們單獨存放，不在獎勵錢包中，簽名業務提現後到賬你的鏈上錢包。',
    nothing: '您還沒有業務獎勵：通過本平台路由兌換或邀請好友交易即可獲得。',
  },
  gate: { connect: '連接錢包後查看您的獎勵', signIn: '登入後查看您的獎勵' },
}
