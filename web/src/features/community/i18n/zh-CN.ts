export const zhCN = {
  figures: {
    locked: '锁仓 {{symbol}}',
    released: '已释放 {{symbol}}',
    total: '全网共识',
    mine: '我的共识',
  },
  stake: '质押',
  claim: '领取',
  claimAmount: '领取 {{amount}}',
  connect: '连接钱包',
  unavailable: '该网络暂无社区质押',
  closed: '质押已截止，释放开始后可领取',
  popup: {
    title: '质押 {{symbol}}',
    available: '钱包余额',
    max: '最大',
    note: '质押后锁仓，释放开始后按天线性释放',
    cancel: '取消',
    confirm: '确认',
  },
  record: {
    approve: '授权 {{symbol}}',
    stake: '质押 {{amount}} {{symbol}}',
    claim: '领取已释放的 {{symbol}}',
  },
  rules: {
    title: '规则',
    items: {
      r1: '质押 {{symbol}} 参与社区共识：你的质押即你的共识，全网共识为所有人的质押之和。',
      r2: '质押开放至释放开始（{{date}}），此前质押的全部锁仓。',
      r3: '自 {{date}} 起，你的质押在 {{days}} 天内按秒线性释放。',
      r4: '已释放的部分可随时领取；未有释放时领取按钮不可用。',
    },
  },
  review: {
    title: '确认质押 {{symbol}}',
    amount: '质押数量',
    balanceAfter: '质押后钱包余额',
    release: '释放',
    releaseValue: '{{date}} 起，{{days}} 天内线性释放',
    warning: '质押的币被锁定，不能取回，直到释放开始后按时间逐步领取。交易一经确认无法撤回。',
    confirm: '确认质押',
  },
}

export type CommunityTexts = typeof zhCN
