import type { PartnerTexts } from './zh-CN'

export const enUS: PartnerTexts = {
  title: 'Partners',
  vote: {
    title: 'Good vote',
    text: 'Stake Good and share 500 Good over 50 days',
    button: 'Vote',
    figure: 'All users: {{amount}} {{symbol}} voted',
  },
  product: {
    title: 'Partner product',
    text: 'A product of our ecosystem partners',
    button: 'Open',
  },
  flywheel: {
    title: 'Flywheel protocol',
    text: 'Learn about the flywheel protocol',
    button: 'Open',
    figure: 'All users: {{usdt}} USDT bought back · {{give}} USDT given out',
  },
  airdrop: {
    title: 'Daily airdrop',
    text: 'Hold GDT and claim an airdrop every day',
    button: 'Claim',
    figure: 'All users’ claims today: {{claims}}',
  },
  external: 'Opens an external site in a new tab',
}
