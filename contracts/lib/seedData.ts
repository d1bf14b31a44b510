/** The local chain's token list and pools: the spec's default tokens plus a realistic rest. */
export interface SeedToken {
  symbol: string
  name: string
  decimals: number
  /** Given to each of the anvil user accounts 1..9, in whole tokens. */
  userAmount: string
}

/** PHO and the wrapped native coin are deployed by deployCore; the others are TestTokens. */
export const seedTokens: readonly SeedToken[] = [
  { symbol: 'PHO', name: 'PhoSwap Token', decimals: 18, userAmount: '100000' },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, userAmount: '10' },
  { symbol: 'USDT', name: 'Tether USD', decimals: 18, userAmount: '10000' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, userAmount: '10000' },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, userAmount: '10000' },
  { symbol: 'GDT', name: 'GDT Token', decimals: 18, userAmount: '5000' },
  { symbol: 'VGT', name: 'VGT Token', decimals: 18, userAmount: '5000' },
  { symbol: 'QJF', name: 'QJF Token', decimals: 18, userAmount: '20000' },
  { symbol: 'GET', name: 'GET Token', decimals: 18, userAmount: '10000' },
  { symbol: 'FEP', name: 'FEP Token', decimals: 18, userAmount: '100000' },
  { symbol: 'BTC', name: 'Bitcoin', decimals: 18, userAmount: '1' },
  { symbol: 'Good', name: 'Good', decimals: 18, userAmount: '100000' },
  { symbol: 'OKB', name: 'OKB', decimals: 18, userAmount: '100' },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, userAmount: '1000' },
  { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, userAmount: '500' },
  { symbol: 'CHE', name: 'CherrySwap Token', decimals: 18, userAmount: '500000' },
]

/** Supply minted to the deployer for every TestToken, in whole tokens. */
export const testTokenSupply = 1_000_000_000n

export interface SeedPool {
  /** Symbols in the order of the pool's name, e.g. PHO-USDT. */
  a: string
  b: string
  /** Liquidity in whole tokens; the ratio sets the price. */
  amountA: string
  amountB: string
}

/** Prices in USDT: PHO 0.5, GDT 2, VGT 1.2, QJF 0.3, GET 0.8, FEP 0.05, BTC 60000, WETH 3000, OKB 45 ... */
export const seedPools: readonly SeedPool[] = [
  { a: 'PHO', b: 'USDT', amountA: '1000000', amountB: '500000' },
  { a: 'GDT', b: 'PHO', amountA: '100000', amountB: '400000' },
  { a: 'VGT', b: 'PHO', amountA: '100000', amountB: '240000' },
  { a: 'QJF', b: 'PHO', amountA: '200000', amountB: '120000' },
  { a: 'GET', b: 'PHO', amountA: '100000', amountB: '160000' },
  { a: 'FEP', b: 'BTC', amountA: '1200000', amountB: '1' },
  { a: 'WETH', b: 'USDT', amountA: '100', amountB: '300000' },
  { a: 'PHO', b: 'WETH', amountA: '300000', amountB: '50' },
  { a: 'BTC', b: 'USDT', amountA: '10', amountB: '600000' },
  { a: 'USDC', b: 'USDT', amountA: '500000', amountB: '500000' },
  { a: 'DAI', b: 'USDT', amountA: '300000', amountB: '300000' },
  { a: 'OKB', b: 'USDT', amountA: '5000', amountB: '225000' },
  { a: 'Good', b: 'USDT', amountA: '1000000', amountB: '100000' },
  { a: 'UNI', b: 'USDT', amountA: '10000', amountB: '80000' },
  { a: 'LINK', b: 'WETH', amountA: '10000', amountB: '50' },
  { a: 'CHE', b: 'USDT', amountA: '5000000', amountB: '100000' },
]

export interface SeedFarm {
  /** Key in the deployment's `contracts` and the farm's name in `farms`. */
  name: string
  /** PHO per block, in whole tokens. */
  rewardPerBlock: string
  /** PHO funded at deployment, in whole tokens; emission stops when it is spent. */
  funded: string
  /**
   * Pools in pool id order: a seeded pair's name and its allocation points; `fixedStake` makes the pool take a fixed
   * lot per stake (`true` for the default 100, or whole tokens as a decimal string; see DeployedFarmPool).
   */
  pools: readonly { pair: string; allocPoint: bigint; fixedStake?: true | string }[]
}

/** The spec's mining pools; the older PHO-USDT pool of the second tab is pool 0 of a second farm. */
export const seedFarms: readonly SeedFarm[] = [
  {
    name: 'farm',
    rewardPerBlock: '10',
    funded: '5000000',
    pools: [
      { pair: 'PHO-USDT', allocPoint: 40n },
      { pair: 'GDT-PHO', allocPoint: 15n },
      { pair: 'VGT-PHO', allocPoint: 15n },
      { pair: 'QJF-PHO', allocPoint: 10n },
      // the spec's read-only stake popup (default 100): a fixed lot of 100 GET-PHO LP per stake
      { pair: 'GET-PHO', allocPoint: 10n, fixedStake: true },
      { pair: 'FEP-BTC', allocPoint: 10n },
    ],
  },
  { name: 'legacyFarm', rewardPerBlock: '2', funded: '500000', pools: [{ pair: 'PHO-USDT', allocPoint: 100n }] },
]

/** PHO single staking: a short lock on the local chain so the unlock can be seen and tested. */
export const seedPhoStaking = {
  lockSeconds: 10n * 60n,
  rewardsSeconds: 30n * 24n * 60n * 60n,
  /** PHO streamed over rewardsSeconds, in whole tokens. */
  reward: '1000000',
} as const

export interface SeedExchange {
  from: string
  to: string
  /** Whole `to` tokens per whole `from` token, a decimal string (fixed point 1e18 on chain). */
  ratio: string
  allow: boolean
}

/** Flash exchange records in id order, paid from a PHO reserve; the last one is disabled. */
export const seedExchanges: readonly SeedExchange[] = [
  { from: 'GDT', to: 'PHO', ratio: '4', allow: true },
  { from: 'USDC', to: 'PHO', ratio: '2', allow: true },
  { from: 'QJF', to: 'PHO', ratio: '0.6', allow: false },
]

/** PHO put in the flash exchange's reserve, in whole tokens. */
export const seedExchangeReserve = '1000000'

/** What the withdraw vault holds on the local chain, in whole tokens: the spec's on-chain reward coins. */
export const seedVaultFunding: Readonly<Record<string, string>> = {
  PHO: '1000000',
  USDT: '1000000',
  GDT: '500000',
  VGT: '500000',
}
