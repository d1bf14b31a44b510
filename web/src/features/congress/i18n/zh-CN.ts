export const zhCN = {
  cumulative: '累计',
  giveOut: '生态发放',
  buyBack: '回购销毁',
  unavailable: '该网络暂无国会数据',
  chart: '数据图表',
  board: '董事会',
  range: '时间范围',
  days_one: '{{count}} 天',
  days_other: '{{count}} 天',
  chartLabel_one: '近 {{count}} 天每日生态发放与回购销毁（USDT）',
  chartLabel_other: '近 {{count}} 天每日生态发放与回购销毁（USDT）',
  byDay: '每日明细（USDT）',
  date: '日期',
  empty: '该时间范围内暂无流入',
  lp: {
    title: '流动性',
    tvl: '含 USDT 或 PHO 的资金池总值',
    pools: '资金池数量',
    phoPrice: 'PHO 价格',
    lpDividends: '累计 LP 分红',
    equityDividends: '累计权益卡分红',
  },
  members: {
    title: '董事会成员',
    note: '星卡持有者，星级高者在前，同星级持有久者在前。星卡按所有网络上的流动性计算。',
    level: '{{level}} 星',
    since: '{{date}} 起',
    empty: '暂无星卡持有者',
    more: '加载更多',
    end: '没有更多成员了',
    failed: '暂时无法读取成员列表，请稍后再试',
  },
  rules: {
    title: '数据来源',
    items: {
      r1: 'PHO 每笔买入和卖出收取税费：{{taxLiquidity}} LP 分红，{{taxEquity}} 权益卡分红，{{taxBurn}} 销毁进池（回购），{{taxEcosystem}} 生态。',
      r2: '生态发放为流入生态地址的 PHO，回购为流入销毁地址的 PHO，均由链上转账记录统计。',
      r3: '每笔流入按其所在区块的 PHO-USDT 池价格折算为 USDT；累计为两者之和。',
    },
  },
}

export type CongressTexts = typeof zhCN
