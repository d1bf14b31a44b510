import type { SwapTexts } from './zh-CN'

export const enUS: SwapTexts = {
  box: {
    from: 'From',
    to: 'To',
    estimated: 'estimated',
    balance: 'Balance: {{amount}}',
    select: 'Select',
    reverse: 'Reverse the tokens',
  },
  info: {
    price: 'Price',
    slippage: 'Slippage tolerance',
    route: 'Route',
    minReceived: 'Minimum received',
    maxSold: 'Maximum sold',
    priceImpact: 'Price impact',
    fee: 'Liquidity provider fee ({{pairFee}})',
    tax: '{{symbol}} tax ({{rate}} on each buy or sell)',
    flip: 'Flip the price',
  },
  block: 'Latest block {{number}}',
  icons: { chart: 'Chart' },
  confirm: {
    title: 'Confirm swap',
    outputEstimated:
      'Output is estimated. You will receive at least {{amount}} {{symbol}} or the transaction will revert.',
    inputEstimated: 'Input is estimated. You will sell at most {{amount}} {{symbol}} or the transaction will revert.',
    button: 'Confirm swap',
    checking: 'Checking the transaction…',
  },
  pending: {
    swapping: 'Swapping {{amountIn}} {{symbolIn}} for {{amountOut}} {{symbolOut}}',
    hash: 'Transaction hash',
    close: 'Close',
  },
  tx: {
    swap: 'Swap {{amountIn}} {{symbolIn}} for {{amountOut}} {{symbolOut}}',
    approve: 'Approve {{symbol}}',
    wrap: 'Wrap {{amount}} {{symbol}}',
    unwrap: 'Unwrap {{amount}} {{symbol}}',
  },
  chart: {
    title: '{{pair}} price',
    noHistory: 'No price history yet',
    noPair: 'There is no pool for this pair',
    failed: 'Could not load the price history',
  },
}
