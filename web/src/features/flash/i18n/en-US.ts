import type { FlashTexts } from './zh-CN'

export const enUS: FlashTexts = {
  flash: {
    title: 'Flash exchange',
    record: 'Exchange',
    balance: 'Balance',
    amount: 'Amount to exchange',
    receive: 'You will receive',
    rate: 'Rate',
    reserve: 'Reserve available',
    paused: 'This exchange is paused',
    underfunded: 'The exchange reserve cannot pay this amount right now',
    tooSmall: 'The amount is too small to receive anything',
    approve: 'Approve {{symbol}}',
    exchange: 'Exchange',
    max: 'MAX',
    noContract: 'There is no flash exchange on this network',
    txApprove: 'Approve {{symbol}} for the flash exchange',
    txExchange: 'Flash exchange {{amountIn}} {{symbolIn}} for {{amountOut}} {{symbolOut}}',
  },
}
