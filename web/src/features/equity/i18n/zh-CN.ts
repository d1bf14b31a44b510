export const zhCN = {
  total: '累计分红（PHO）',
  usable: '可领取 PHO',
  claim: '领取到奖励钱包',
  claimed: '已领取 {{amount}} PHO',
  connect: '连接钱包',
  star: '星级',
  noStar: '暂无星卡',
  starConnect: '连接钱包查看您的星级',
  ownTvl: '个人流动性（USDT）',
  teamTvl: '团队流动性（USDT）',
  phoBalance: '奖励钱包 PHO',
  bills: '分红账单',
  billsEmpty: '暂无分红：持有星卡后，每日结算的分红计入这里。',
  rulesTitle: '规则说明',
  rules: {
    r1: 'PHO 每笔买入和卖出的税费中，0.5% 进入股权池（链上股权地址）。',
    r2: '星级 1 至 5 各分享税费的 0.1%：每天到账的股权 PHO 均分为五份，每份由该星级的持卡人平分。',
    r3: '全球最多 1680 张星卡；达标人数超过时，最早达标者保留星卡，同时达标者按团队流动性从大到小。',
    r4: '一星：个人流动性 {{own}} USDT、团队流动性 {{team}} USDT、直推有效地址 {{direct}} 个、团队有效地址 {{teamValid}} 个且至少 {{lines}} 条线各 100 个。',
    r5: '二至五星：个人流动性 {{ownFrom}} 至 {{ownTo}} USDT，团队流动性 {{teamFrom}} 至 {{teamTo}} USDT，团队有效地址 {{validFrom}} 至 {{validTo}} 个。',
    r6: '每个星级的礼包只发一次：1000、2000、5000、10000、50000 GDT，发放到奖励钱包。',
    r7: '星卡按条件自动升降级；降级后再次达到同一星级，不会重复发放礼包。',
    r8: '分红按 UTC 日结算，只分配链上实际到账的 PHO；无人持有的星级份额与除不尽的余数留在股权池。领取需钱包签名。',
  },
}

export type EquityTexts = typeof zhCN
