import type { MineTexts } from './zh-CN'

export const enUS: MineTexts = {
  tabs: { PHO: 'PHO', GDT: 'GDT', VGT: 'VGT' },
  pho: {
    star: 'Star level',
    noStar: 'No star yet',
    validDirect: 'Valid direct',
    teamValid: 'Valid team addresses',
    balance: 'PHO balance',
    distribution: 'Total distribution',
  },
  rules: {
    title: 'Instructions',
    items: {
      r1: 'A valid address holds at least {{valid}} USDT of own liquidity (LP of our pairs and farm stakes, valued at current reserves).',
      r2: 'Every figure is read from the chain and computed over the referral tree; a browser report only makes the server read sooner.',
      r3: 'Star 1: own liquidity {{own}} USDT, team liquidity {{team}} USDT, {{direct}} valid direct and {{teamValid}} valid team addresses in at least {{lines}} lines of 100.',
      r4: 'Stars 2 to 5: own liquidity {{upperOwn}} USDT, team liquidity {{upperTeam}} USDT, {{upperTeamValid}} valid team addresses, {{upperDirect}} valid direct, {{upperLines}} lines.',
      r5: 'Stars rise and fall automatically with the conditions; at most 1680 star cards worldwide.',
      r6: 'Each level’s gift (1000, 2000, 5000, 10000, 50000 GDT) is paid once per user and level.',
    },
  },
  gate: {
    connect: 'Connect your wallet to see your star level and rewards',
    signIn: 'Sign in to see your star level and rewards',
  },
  loading: 'Loading…',
}
