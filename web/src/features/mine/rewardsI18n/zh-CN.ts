export const zhCN = {
  gdt: {
    total: '累计奖励',
    share: '分享奖励',
    trade: '交易奖励',
    addition: '昨日新增 {{amount}}',
    assetPack: '资产包',
    hashEntry: '录入交易哈希',
    nothing: '您还没有 GDT 奖励：通过本平台路由兑换含 USDT 的交易对即可获得交易奖励，您邀请的好友交易可获得分享奖励。',
    genesis: 'GDT 创世卡',
    rewardPage: 'GDT 奖励',
  },
  vgt: {
    total: 'VGT 累计奖励',
    nothing: '您还没有 VGT 奖励：VGT 来自 VGT 资产包与 VGT 创世卡，交易与分享不发放 VGT。',
    genesis: 'VGT 创世卡',
  },
  rules: {
    title: '奖励规则',
    trade:
      '交易奖励：每日结算一次，按通过本平台路由的兑换中 USDT 一侧的金额 × {{rate}} 发放 GDT，每个地址每日最多 {{cap}} GDT。',
    share: '分享奖励：直推好友当日交易奖励的 {{rate}}，每日结算。',
    mining: '挖矿奖励：在本平台矿池收获的 PHO × {{rate}} 以 GDT 发放，每日结算。',
    pool: '奖励从各自的奖励池发放；奖励池不足时当日不结算，补充后再结算，不会少发或重复发放。',
    wallet:
      '交易奖励和分享奖励是业务收益，在业务页提现；挖矿奖励和白名单奖励先记入奖励钱包的待领取余额，在 GDT 奖励页领取后可用。',
  },
  hash: {
    title: '录入交易哈希',
    label: '交易哈希',
    placeholder: '0x…',
    check: '查询',
    address: '地址',
    acquirable: '可获得数量',
    confirm: '确认',
    other: '这笔兑换不是您的，不会为您计算奖励。',
    pending: '区块确认后计入。',
    settled: '已于 {{day}} 结算，已计入你的业务收益。',
    credit: '该兑换在下一次每日结算（UTC 00:00 之后不久）后计入你的业务收益，显示在“购买奖励”中。',
  },
  genesis: {
    reward: '可领取奖励',
    addition: '最近新增',
    claimed: '已领取',
    claim: '领取',
    nothing: '您暂无创世卡奖励：创世卡奖励由运营方按名单发放给创世成员，领取后进入奖励钱包。',
  },
  reward: {
    whiteList: '白名单奖励',
    starCard: '星卡奖励',
    mining: '挖矿奖励',
    increment: '新增 {{amount}}',
    claimable: '待领取',
    claim: '领取到奖励钱包',
    starCardNote:
      '星卡 GDT 是您每达到一个星级时一次性发放的礼包，直接计入奖励钱包的可用 GDT（不在待领取中）；挖矿奖励来自您在本平台矿池的收获。',
  },
  business: {
    totalShare: '分享奖励（累计）',
    yesterdayShare: '昨日分享奖励',
    totalBuy: '购买奖励（累计）',
    yesterdayBuy: '昨日购买奖励',
    usable: '可用业务收益',
    noUsable: '暂无可提现的业务收益：新的奖励在每日结算后计入。',
    withdraw: '提现',
    verify: '验证交易哈希',
    note: '购买奖励即通过本平台路由兑换获得的交易奖励。分享奖励和购买奖励是你的业务收益：它们单独存放，不在奖励钱包中，签名业务提现后到账你的链上钱包。',
    nothing: '您还没有业务奖励：通过本平台路由兑换或邀请好友交易即可获得。',
  },
  gate: { connect: '连接钱包后查看您的奖励', signIn: '登录后查看您的奖励' },
}

export type MineRewardTexts = typeof zhCN
