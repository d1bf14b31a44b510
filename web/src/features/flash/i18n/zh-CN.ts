export const zhCN = {
  flash: {
    title: '闪兑',
    record: '兑换',
    balance: '余额',
    amount: '兑换数量',
    receive: '您将收到',
    rate: '兑换比例',
    reserve: '可兑储备',
    paused: '此兑换已暂停',
    underfunded: '兑换储备暂时不足以支付此数量',
    tooSmall: '数量太小，兑换不到任何代币',
    approve: '授权 {{symbol}}',
    exchange: '兑换',
    max: '最大',
    noContract: '此网络没有闪兑合约',
    txApprove: '授权 {{symbol}} 用于闪兑',
    txExchange: '闪兑 {{amountIn}} {{symbolIn}} 为 {{amountOut}} {{symbolOut}}',
  },
}

export type FlashTexts = typeof zhCN
