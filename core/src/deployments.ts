import { type Address, getAddress, isAddress } from 'viem'

/** A token as listed in a deployments file. */
export interface DeployedToken {
  address: Address
  symbol: string
  name: string
  decimals: number
  logoURI?: string
}

export interface DeployedPair {
  address: Address
  token0: Address
  token1: Address
  /** Symbols joined by a dash in the order the seed created them, e.g. "PHO-USDT". */
  name: string
}

/** A pool of a farm contract: its pool id and staked token (an LP token for the pair pools). */
export interface DeployedFarmPool {
  pid: number
  lpToken: Address
  /** The pair's name for LP pools, e.g. "PHO-USDT", or the token's symbol. */
  name: string
  /**
   * A pool whose stake is a fixed lot: each stake is exactly this amount, in whole staked tokens (a decimal string,
   * e.g. "100"), and an unstake withdraws the whole stake. The file may say `true` for the default lot
   * (DEFAULT_FIXED_STAKE). A product rule of the app: the farm contract itself takes any amount.
   */
  fixedStake?: string
}

/** The lot of a fixed-stake pool whose definition says `fixedStake: true` without a figure, in whole tokens. */
export const DEFAULT_FIXED_STAKE = '100'

/**
 * A pool definition's `fixedStake`: `true` is the default lot, a positive decimal string (or number) is that many
 * whole tokens; absent or `false` is no fixed lot. Anything else is an error naming `where`.
 */
export function parseFixedStake(value: unknown, where: string): string | undefined {
  if (value === undefined || value === false) return undefined
  if (value === true) return DEFAULT_FIXED_STAKE
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text) || !/[1-9]/.test(text)) {
    throw new Error(`deployments: ${where} is not a positive amount`)
  }
  return text
}

/** A farm contract (Farm.sol) and its pools, in pool id order. */
export interface DeployedFarm {
  /** Its key in `contracts`, e.g. "farm" or "legacyFarm" (the older PHO-USDT pool of the second tab). */
  name: string
  address: Address
  rewardToken: Address
  pools: DeployedFarmPool[]
}

/** What the deploy script writes for one chain; the one source of contract addresses. */
export interface Deployment {
  chainId: number
  /** First block that holds one of our contracts; the indexer starts here. */
  startBlock: number
  contracts: {
    factory: Address
    router: Address
    wrappedNative: Address
    multicall3: Address
    pho: Address
    /**
     * The withdraw vault (WithdrawVault.sol). The sandbox always deploys it and `npm run deploy` does since it
     * exists; files written before may lack it, and a chain without one has no on-chain withdrawals.
     */
    withdrawVault?: Address
    /** The Good token vote (GoodVote.sol); absent on chains without a Good token or files written before it. */
    goodVote?: Address
    /** The community consensus stake (CommunityStake.sol); absent on chains without it or files written before it. */
    communityStake?: Address
    /** The asset-pack exchanges (PackExchange.sol) for GDT and for VGT; absent on chains without that token. */
    gdtPackExchange?: Address
    vgtPackExchange?: Address
  } & Record<string, Address>
  tokens: DeployedToken[]
  pairs: DeployedPair[]
  /** Farm contracts with their pools; absent where none is deployed. */
  farms?: DeployedFarm[]
  /**
   * Where PHO sends the 0.5% equity share of each taxed buy and sell (`PhoToken.equitySink`); the indexer measures
   * what arrives there for the equity pool. Absent in files written before it: no equity pool on that chain.
   */
  equitySink?: Address
}

function address(value: unknown, where: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw new Error(`deployments: ${where} is not an address`)
  }
  return getAddress(value)
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`deployments: ${where} is not an object`)
  }
  return value as Record<string, unknown>
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`deployments: ${where} is not a list`)
  return value
}

/** Checks a parsed deployments file and returns it with checksummed addresses. */
export function parseDeployment(json: unknown): Deployment {
  const root = object(json, 'the file')
  const chainId = root.chainId
  const startBlock = root.startBlock
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId <= 0) {
    throw new Error('deployments: chainId is not a positive integer')
  }
  if (typeof startBlock !== 'number' || !Number.isInteger(startBlock) || startBlock < 0) {
    throw new Error('deployments: startBlock is not a block number')
  }
  const rawContracts = object(root.contracts, 'contracts')
  const contracts: Record<string, Address> = {}
  for (const [name, value] of Object.entries(rawContracts)) contracts[name] = address(value, `contracts.${name}`)
  for (const required of ['factory', 'router', 'wrappedNative', 'multicall3', 'pho']) {
    if (!contracts[required]) throw new Error(`deployments: contracts.${required} is missing`)
  }
  const tokens = array(root.tokens, 'tokens').map((entry, i) => {
    const t = object(entry, `tokens[${i}]`)
    if (typeof t.symbol !== 'string' || typeof t.name !== 'string') throw new Error(`deployments: tokens[${i}] names`)
    if (typeof t.decimals !== 'number' || !Number.isInteger(t.decimals) || t.decimals < 0 || t.decimals > 36) {
      throw new Error(`deployments: tokens[${i}].decimals`)
    }
    const token: DeployedToken = {
      address: address(t.address, `tokens[${i}].address`),
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
    }
    if (typeof t.logoURI === 'string') token.logoURI = t.logoURI
    return token
  })
  const pairs = array(root.pairs, 'pairs').map((entry, i) => {
    const p = object(entry, `pairs[${i}]`)
    if (typeof p.name !== 'string') throw new Error(`deployments: pairs[${i}].name`)
    return {
      address: address(p.address, `pairs[${i}].address`),
      token0: address(p.token0, `pairs[${i}].token0`),
      token1: address(p.token1, `pairs[${i}].token1`),
      name: p.name,
    }
  })
  const deployment: Deployment = { chainId, startBlock, contracts: contracts as Deployment['contracts'], tokens, pairs }
  if (root.farms !== undefined) deployment.farms = array(root.farms, 'farms').map(parseFarm)
  if (root.equitySink !== undefined) deployment.equitySink = address(root.equitySink, 'equitySink')
  return deployment
}

function parseFarm(entry: unknown, i: number): DeployedFarm {
  const f = object(entry, `farms[${i}]`)
  if (typeof f.name !== 'string' || f.name === '') throw new Error(`deployments: farms[${i}].name`)
  const pools = array(f.pools, `farms[${i}].pools`).map((poolEntry, j) => {
    const where = `farms[${i}].pools[${j}]`
    const p = object(poolEntry, where)
    if (p.pid !== j) throw new Error(`deployments: ${where}.pid is not ${j}`)
    if (typeof p.name !== 'string') throw new Error(`deployments: ${where}.name`)
    const pool: DeployedFarmPool = { pid: j, lpToken: address(p.lpToken, `${where}.lpToken`), name: p.name }
    const fixedStake = parseFixedStake(p.fixedStake, `${where}.fixedStake`)
    if (fixedStake !== undefined) pool.fixedStake = fixedStake
    return pool
  })
  return {
    name: f.name,
    address: address(f.address, `farms[${i}].address`),
    rewardToken: address(f.rewardToken, `farms[${i}].rewardToken`),
    pools,
  }
}
