export const zhCN = {
  myLevel: '我的会员等级',
  myTvl: '我的流动性价值',
  none: '暂无',
  levelsTitle: '会员等级',
  levels: { bronze: '青铜', silver: '白银', gold: '黄金', diamond: '钻石' },
  stake: '质押即可领取会员',
  buy: '领取 / 升级',
  connect: '连接钱包',
  notOpen: '会员购买暂未开放，当前仅展示等级。',
}

export type MemberTexts = typeof zhCN
