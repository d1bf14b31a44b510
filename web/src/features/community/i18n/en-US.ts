import type { CommunityTexts } from './zh-CN'

export const enUS: CommunityTexts = {
  figures: {
    locked: 'Locked {{symbol}}',
    released: 'Released {{symbol}}',
    total: 'Total consensus',
    mine: 'My consensus',
  },
  stake: 'Stake',
  claim: 'Claim',
  claimAmount: 'Claim {{amount}}',
  connect: 'Connect wallet',
  unavailable: 'There is no community stake on this network',
  closed: 'Staking has closed; claims open as the release runs',
  popup: {
    title: 'Stake {{symbol}}',
    available: 'Wallet balance',
    max: 'Max',
    note: 'Staked tokens are locked, then released linearly once the release starts',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  record: {
    approve: 'Approve {{symbol}}',
    stake: 'Stake {{amount}} {{symbol}}',
    claim: 'Claim released {{symbol}}',
  },
  rules: {
    title: 'Rules',
    items: {
      r1: 'Stake {{symbol}} to join the community consensus: your stake is your consensus, and the total consensus is everyone’s stakes.',
      r2: 'Staking is open until the release starts ({{date}}); everything staked stays locked until then.',
      r3: 'From {{date}}, your stake is released second by second, evenly over {{days}} days.',
      r4: 'Claim what has been released at any time; the claim button stays disabled while nothing is released.',
    },
  },
  review: {
    title: 'Review stake of {{symbol}}',
    amount: 'Stake',
    balanceAfter: 'Wallet balance after',
    release: 'Release',
    releaseValue: 'From {{date}}, evenly over {{days}} days',
    warning:
      'Staked tokens are locked and cannot be taken back; once the release starts they are claimed bit by bit over time. A confirmed stake cannot be undone.',
    confirm: 'Confirm stake',
  },
}
