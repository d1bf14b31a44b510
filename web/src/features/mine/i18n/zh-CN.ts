export const zhCN = {
  tabs: { PHO: 'PHO', GDT: 'GDT', VGT: 'VGT' },
  pho: {
    star: '星级',
    noStar: '暂无星级',
    validDirect: '有效直推',
    teamValid: '团队有效地址',
    balance: 'PHO 余额',
    distribution: '累计分红',
  },
  rules: {
    title: '说明',
    items: {
      r1: '有效地址：自身流动性（我方交易对 LP 与矿池质押，按当前储备折算 USDT）达到 {{valid}} USDT。',
      r2: '所有数据由链上读取并按推荐关系计算，浏览器上报只会让服务器更快重新读取。',
      r3: '1 星：自身流动性 {{own}} USDT，团队流动性 {{team}} USDT，{{direct}} 个有效直推，{{teamValid}} 个团队有效地址且至少 {{lines}} 条线每条 100 个。',
      r4: '2 至 5 星：自身流动性 {{upperOwn}} USDT，团队流动性 {{upperTeam}} USDT，团队有效地址 {{upperTeamValid}} 个，有效直推 {{upperDirect}} 个，线数 {{upperLines}} 条。',
      r5: '星级随条件自动升降；全球最多 1680 张星卡。',
      r6: '每个星级礼包（1000、2000、5000、10000、50000 GDT）每人每级仅发放一次。',
    },
  },
  gate: { connect: '连接钱包后查看您的星级与奖励', signIn: '登录后查看您的星级与奖励' },
  loading: '加载中…',
}

export type MineTexts = typeof zhCN
