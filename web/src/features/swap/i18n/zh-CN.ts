export const zhCN = {
  box: {
    from: '从',
    to: '到',
    estimated: '估计',
    balance: '余额：{{amount}}',
    select: '选择',
    reverse: '交换两个代币',
  },
  info: {
    price: '价格',
    slippage: '滑点容差',
    route: '路由',
    minReceived: '最少获得',
    maxSold: '最多卖出',
    priceImpact: '价格影响',
    fee: '流动性提供者手续费（{{pairFee}}）',
    tax: '{{symbol}} 税（每次买入或卖出 {{rate}}）',
    flip: '切换价格方向',
  },
  block: '最新区块 {{number}}',
  icons: { chart: '图表' },
  confirm: {
    title: '确认兑换',
    outputEstimated: '输出为估计值。你将至少获得 {{amount}} {{symbol}}，否则交易将回滚。',
    inputEstimated: '输入为估计值。你将最多卖出 {{amount}} {{symbol}}，否则交易将回滚。',
    button: '确认兑换',
    checking: '正在检查交易…',
  },
  pending: {
    swapping: '正在用 {{amountIn}} {{symbolIn}} 兑换 {{amountOut}} {{symbolOut}}',
    hash: '交易哈希',
    close: '关闭',
  },
  tx: {
    swap: '用 {{amountIn}} {{symbolIn}} 兑换 {{amountOut}} {{symbolOut}}',
    approve: '授权 {{symbol}}',
    wrap: '包装 {{amount}} {{symbol}}',
    unwrap: '解包 {{amount}} {{symbol}}',
  },
  chart: {
    title: '{{pair}} 价格',
    noHistory: '暂无价格历史',
    noPair: '该交易对没有资金池',
    failed: '无法加载价格历史',
  },
}

export type SwapTexts = typeof zhCN
