import type { CoinsTexts } from './zh-CN'

export const enUS: CoinsTexts = {
  title: 'Coin fees',
  intro:
    'Transfer and withdraw fees are typed in percent, their ppm value beside them (1000000 = 100%). A change is signed with your wallet.',
  coin: 'Coin',
  decimals: 'Decimals',
  fee: 'Transfer fee',
  withdrawFee: 'Withdraw fee',
  edit: 'Change fees',
  editNamed: 'Change the fees of {{coin}}',
  review: 'Review the change',
  cancel: 'Cancel',
  reviewTitle: 'Change the fees of {{coin}}',
  unchanged: 'The fees are the same as now',
  empty: 'No coin yet',
}
