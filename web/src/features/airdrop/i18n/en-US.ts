import type { AirdropTexts } from './zh-CN'

export const enUS: AirdropTexts = {
  title: 'Daily airdrop',
  rules: 'Rules',
  rulesTitle: 'Airdrop rules',
  gdtBalance: 'GDT balance',
  walletGdt: 'Reward wallet GDT',
  claimCount: 'Claims',
  todayCoin: "Today's coin",
  todayAmount: "Today's amount",
  claim: 'Claim',
  claimed: 'Claimed today',
  connect: 'Connect wallet',
  noReward: 'No reward',
  belowStandard: 'Below the evaluation standard',
  close: 'Close',
  items: {
    r1: 'Hold at least {{hold}} GDT (both in the reward wallet and in your wallet on chain) to claim once a day',
    r2: 'One claim per day (days start at 00:00 UTC); days not claimed do not add up',
    r3: "Today's coin and amount are set by the operator, while the pool lasts",
    r4: 'A claim is signed in your wallet; the reward goes to your reward wallet',
  },
}
