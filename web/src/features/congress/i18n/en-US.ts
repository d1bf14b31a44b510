import type { CongressTexts } from './zh-CN'

export const enUS: CongressTexts = {
  cumulative: 'Cumulative',
  giveOut: 'Give out',
  buyBack: 'Buy back',
  unavailable: 'There are no congress figures on this network',
  chart: 'Chart',
  board: 'Board of directors',
  range: 'Time range',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  chartLabel_one: 'Daily give-out and buy-back of the last {{count}} day (USDT)',
  chartLabel_other: 'Daily give-out and buy-back of the last {{count}} days (USDT)',
  byDay: 'By day (USDT)',
  date: 'Date',
  empty: 'No flows in this time range',
  lp: {
    title: 'Liquidity',
    tvl: 'Value of pools holding USDT or PHO',
    pools: 'Pools',
    phoPrice: 'PHO price',
    lpDividends: 'LP dividends so far',
    equityDividends: 'Equity-card dividends so far',
  },
  members: {
    title: 'Board members',
    note: 'The star-card holders, highest star first, then the longest held. Star cards count liquidity on every network.',
    level: 'Star {{level}}',
    since: 'Since {{date}}',
    empty: 'No one holds a star card yet',
    more: 'More',
    end: 'No more members',
    failed: 'The member list could not be read; try again later',
  },
  rules: {
    title: 'Where the figures come from',
    items: {
      r1: 'Every PHO buy and sell pays tax: {{taxLiquidity}} LP dividends, {{taxEquity}} equity-card dividends, {{taxBurn}} burned into the pool (buy back), {{taxEcosystem}} ecosystem.',
      r2: 'Give out is the PHO sent to the ecosystem address, buy back the PHO sent to the burn address, counted from the chain’s transfers.',
      r3: 'Each flow is valued in USDT at the PHO-USDT pool price of its block; cumulative is both together.',
    },
  },
}
