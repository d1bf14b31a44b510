import type { MineRewardTexts } from './zh-CN'

export const enUS: MineRewardTexts = {
  gdt: {
    total: 'Total reward',
    share: 'Share reward',
    trade: 'Trade reward',
    addition: 'Last day +{{amount}}',
    assetPack: 'Asset pack',
    hashEntry: 'Enter a transaction hash',
    nothing:
      'You have no GDT reward yet: swaps through our router in a USDT pair earn a trade reward, and the trades of friends you invited earn you a share reward.',
    genesis: 'GDT genesis card',
    rewardPage: 'GDT rewards',
  },
  vgt: {
    total: 'VGT total reward',
    nothing:
      'You have no VGT reward yet: VGT comes from VGT asset packs and the VGT genesis card; trading and sharing pay no VGT.',
    genesis: 'VGT genesis card',
  },
  rules: {
    title: 'Reward rules',
    trade:
      'Trade reward: settled once a day, the USDT side of your swaps through our router × {{rate}} in GDT, at most {{cap}} GDT per address and day.',
    share: 'Share reward: {{rate}} of the day’s trade reward of each friend you invited directly, settled daily.',
    mining: 'Mining reward: the PHO you harvest from our farms × {{rate}}, paid in GDT, settled daily.',
    pool: 'Each reward is paid from its own pool; a pool that cannot pay a whole day settles nothing until it is funded, so nothing is paid short or twice.',
    wallet:
      'Trade and share rewards are business earnings, withdrawn on the Business page; mining and white-list rewards land in the reward wallet as earned: claim them on the GDT rewards page to make them usable.',
  },
  hash: {
    title: 'Enter a transaction hash',
    label: 'Transaction hash',
    placeholder: '0x…',
    check: 'Check',
    address: 'Address',
    acquirable: 'Acquirable amount',
    confirm: 'Confirm',
    other: 'This swap is not yours; it earns you nothing.',
    pending: 'It counts once its block is confirmed.',
    settled: 'Settled on {{day}}: credited to your business earnings.',
    credit:
      'This swap is credited to your business earnings (buy reward) by the next daily settlement, shortly after 00:00 UTC.',
  },
  genesis: {
    reward: 'Claimable reward',
    addition: 'Latest addition',
    claimed: 'Claimed',
    claim: 'Claim',
    nothing:
      'You have no genesis card reward: the operator grants genesis rewards to the listed founding members; a claim moves them into the reward wallet.',
  },
  reward: {
    whiteList: 'White-list reward',
    starCard: 'Star-card reward',
    mining: 'Mining reward',
    increment: '+{{amount}}',
    claimable: 'To claim',
    claim: 'Claim into the reward wallet',
    starCardNote:
      'Star-card GDT is the one-time gift of each star level you reach, paid straight into your reward wallet’s usable GDT (so it is not part of “To claim”); the mining reward comes from your harvests on our farms.',
  },
  business: {
    totalShare: 'Share reward (total)',
    yesterdayShare: 'Share reward yesterday',
    totalBuy: 'Buy reward (total)',
    yesterdayBuy: 'Buy reward yesterday',
    usable: 'Usable business earnings',
    noUsable: 'No business earnings to withdraw yet: new rewards are credited by the daily settlement.',
    withdraw: 'Withdraw',
    verify: 'Verify a transaction hash',
    note: 'The buy reward is the trade reward of swaps through our router. Share and buy rewards are your business earnings: they are kept apart from the reward wallet and reach your wallet on chain through the signed business withdraw.',
    nothing: 'You have no business reward yet: swap through our router or invite friends who trade.',
    bills: 'Business earnings bills',
    billsEmpty: 'No business bills yet: share and buy rewards are entered here after each daily settlement.',
  },
  gate: { connect: 'Connect your wallet to see your rewards', signIn: 'Sign in to see your rewards' },
}
