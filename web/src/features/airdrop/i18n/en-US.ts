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
  belowStandard: 'Below the evaluation standard: the GDT you held at 00:00 UTC today is under the required holding',
  heldAtOpen: 'Held at 00:00 UTC',
  heldOfRequired: '{{held}} / {{hold}} GDT',
  snapshotPending: 'Confirming on chain',
  snapshotUnavailable: 'Unavailable for now',
  snapshotNote:
    "Today's claim counts the GDT you held at 00:00 UTC, on chain and in the reward wallet together: at least {{hold}}. GDT received later counts from tomorrow.",
  pendingToast: "Today's 00:00 UTC holding is not yet confirmed on chain; claim again in a few minutes",
  close: 'Close',
  items: {
    r1: 'Hold at least {{hold}} GDT at 00:00 UTC (on chain and in the reward wallet together) to claim once that day; GDT received during the day counts from the next day',
    r2: 'One claim per day (days start at 00:00 UTC); days not claimed do not add up',
    r3: "Today's coin and amount are set by the operator, while the pool lasts",
    r4: 'A claim is signed in your wallet; the reward goes to your reward wallet',
  },
}
