import type { EquityTexts } from './zh-CN'

export const enUS: EquityTexts = {
  total: 'Total distribution (PHO)',
  usable: 'Usable PHO',
  claim: 'Claim to reward wallet',
  claimed: 'Claimed {{amount}} PHO',
  connect: 'Connect wallet',
  star: 'Star rating',
  noStar: 'No star card',
  starConnect: 'Connect your wallet to see your level',
  ownTvl: 'Own liquidity (USDT)',
  teamTvl: 'Team liquidity (USDT)',
  phoBalance: 'Reward wallet PHO',
  bills: 'Dividend bills',
  billsEmpty: 'No dividends yet: with a star card, each daily settlement’s dividend is entered here.',
  rulesTitle: 'Rules',
  rules: {
    r1: "0.5% of every PHO buy and sell goes to the equity pool (the token's equity address on chain).",
    r2: "Stars 1 to 5 each share 0.1% of the tax: each day's PHO arrival is split in five equal parts, each shared equally by that star's card holders.",
    r3: 'At most 1680 star cards worldwide; when more qualify, the earliest qualified keep theirs, and at the same moment the larger team liquidity.',
    r4: 'Star 1: own liquidity {{own}} USDT, team liquidity {{team}} USDT, {{direct}} valid direct and {{teamValid}} valid team addresses in at least {{lines}} lines of 100.',
    r5: 'Stars 2 to 5: own liquidity {{ownFrom}} to {{ownTo}} USDT, team liquidity {{teamFrom}} to {{teamTo}} USDT, {{validFrom}} to {{validTo}} valid team addresses.',
    r6: "Each star's gift is paid once: 1000, 2000, 5000, 10000 and 50000 GDT, into the reward wallet.",
    r7: 'Cards rise and fall with the conditions automatically; reaching a star again after a downgrade pays no second gift.',
    r8: 'Dividends are settled per UTC day from the PHO that actually arrived on chain; a star nobody holds and division remainders stay in the pool. Claiming is signed in your wallet.',
  },
}
