import type { MemberTexts } from './zh-CN'

export const enUS: MemberTexts = {
  myLevel: 'My membership level',
  myTvl: 'My liquidity value',
  none: 'None',
  levelsTitle: 'Membership levels',
  levels: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', diamond: 'Diamond' },
  stake: 'Stake to receive membership',
  buy: 'Receive / upgrade',
  connect: 'Connect wallet',
  notOpen: 'Membership purchase is not open; the levels are shown for information.',
}
