/** The "why?" popup's texts (namespace `billExplain`): one summary per core rule, loaded with the popup. */
export const zhCN = {
  title: '为什么是这个金额',
  loading: '正在读取说明…',
  failed: '说明读取失败',
  retry: '重试',
  run: '{{job}}，周期 {{period}}（UTC）',
  action: '你的操作，{{period}}（UTC）',
  jobs: {
    'gdt-rewards': 'GDT 奖励日结',
    'asset-packs': '资产包日结',
    'star-cards': '星卡日结',
    equity: '股权分红日结',
    'groups-expire': '拼团到期处理',
    'star-cards-refresher': '星卡随团队数据更新',
  },
  rule: '规则 {{rule}}，第 {{version}} 版',
  result: '结果',
  checked: '已在你的浏览器中按同一规则重新计算：结果一致',
  mismatch: '在你的浏览器中重新计算的结果与入账不一致',
  inputs: '计算依据',
  chainTx: '链上交易',
  rules: {
    airdrop_claim: '当日 0 点你持有 {{held}} GDT，达到空投要求的 {{hold}} GDT，领取 {{amount}} {{coin}}。',
    'asset-pack_day':
      '资产包 #{{pack}} 的当日收益：静态收益按每日 {{daily}} 计（不超过剩余 {{remaining}}），动态收益为一代邀请人静态收益的 {{level1}}、二代的 {{level2}}，按购买先后计入你的资产包。',
    gdt_trade: '当日经本站路由兑换 {{volume}} USDT × 奖励率 {{rate}} = {{raw}} GDT，每日上限 {{cap}} GDT。',
    gdt_share: '你直接邀请的用户当日交易奖励共 {{sum}} GDT × 分享率 {{rate}}。',
    gdt_mining: '当日在本站农场收获 {{amount}} PHO × 挖矿奖励率 {{rate}}。',
    'gdt_white-list': '运营方发放的白名单奖励 {{count}} 笔，全额发放一次。',
    genesis_claim: '你的创世卡未领取的奖励 {{count}} 笔，一次全部领取。',
    star_gift: '达到 {{level}} 星卡的礼包：{{gift}} GDT，每个等级只发一次。',
    equity_split:
      '当日进入股权池的税收 {{arrived}} PHO 平分为 5 个星级，每级由该级的 {{holders}} 位持卡人平分（你是 {{level}} 星）。',
    group_refund: '拼团 #{{group}} 未在截止时间前成团，退还你的座位费。',
    group_settle: '拼团 #{{group}} 已成团：{{seats}} 个座位的座位费转入销售池。',
    fixed_amount: '每期固定发放 {{amount}}。',
  },
  items: {
    swap: '兑换 {{amount}} USDT',
    harvest: '收获 {{amount}} PHO',
    arrival: '税收到账 {{amount}} PHO',
    grant: '奖励 #{{id}}：{{amount}} {{coin}}',
    invitee: '{{level}} 代 {{address}}：静态收益 {{amount}} {{coin}}',
    inviteeTrade: '{{address}}：交易奖励 {{amount}} GDT',
    pack: '资产包 #{{id}}：每日 {{daily}}，剩余 {{remaining}}',
    seat: '座位费 {{amount}} {{coin}}',
  },
}

export type ExplainTexts = typeof zhCN
