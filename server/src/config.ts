import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCAL_CONFIRMATIONS } from '@phoswap/core/chains'
import { bsc, okc, polygon } from 'viem/chains'

/** Real networks of the spec, OKT Chain first (the default). */
export const REAL_CHAIN_IDS = [okc.id, polygon.id, bsc.id] as const
export const LOCAL_CHAIN_ID = 31337

const PUBLIC_RPC: Record<number, string> = {
  [okc.id]: okc.rpcUrls.default.http[0],
  [polygon.id]: polygon.rpcUrls.default.http[0],
  [bsc.id]: bsc.rpcUrls.default.http[0],
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface RateLimits {
  /**
   * RATE_LIMIT_READ: requests per window per client over all other API routes together (public reads above all):
   * generous, against floods.
   */
  read: number
  /** Requests per window per client on nonce, verify and activity routes. */
  signIn: number
  /** Requests per window per client on signed-action routes. */
  action: number
  windowMs: number
}

export interface IndexerConfig {
  enabled: boolean
  /** Chains the indexer follows: LOCAL_RPC_URL and the RPC_URL_<chainId> given in the environment (never public RPCs). */
  chainIds: number[]
  /** Milliseconds between polls, per chain. */
  pollMs: Record<number, number>
  /** Blocks behind the head before a block is indexed, per chain. */
  confirmations: Record<number, number>
  /** Blocks per eth_getLogs call. */
  maxBlockRange: number
  /** Back-off after a failed poll: doubles from minMs up to maxMs. */
  backoffMinMs: number
  backoffMaxMs: number
}

export interface JobsConfig {
  /** JOBS=0 turns the in-server schedule off in this instance (operators can still run a job). */
  enabled: boolean
  /** Milliseconds between checks for a period to settle. */
  intervalMs: number
}

/**
 * Per-instance caches of public GET bodies (docs/decisions/0014-response-cache-and-serving.md). A TTL of 0 turns
 * one off.
 */
export interface ResponseCacheConfig {
  quotesTtlMs: number
  contentTtlMs: number
  maxEntries: number
}

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  localRpcUrl: string | undefined
  /** RPC per chain (public RPCs unless the environment gives one): the chain seam's one client per chain. */
  rpcUrls: Record<number, string>
  /** Milliseconds before an RPC request counts as unanswered (then 503 to the caller). */
  rpcTimeoutMs: number
  /** Chains a user may sign in on. */
  chainIds: number[]
  /** `host[:port]` values accepted as the domain of a sign-in message. */
  siweDomains: string[]
  webDistDir: string
  /** Folders of `<chainId>.json` deployments files; a later folder overrides an earlier one. */
  deploymentsDirs: string[]
  /** How often the deployments files are checked for changes. */
  deploymentsPollMs: number
  operatorAddresses: string[]
  /**
   * GENESIS_ADDRESS: the referral tree's root, who may invite without a referrer so the first users can bind
   * (an operator setting `genesis_address` overrides it). Lowercase; undefined: no root yet.
   */
  genesisAddress: string | undefined
  rateLimits: RateLimits
  indexer: IndexerConfig
  jobs: JobsConfig
  /** READY_MAX_INDEXER_LAG: blocks of indexer lag above which /v1/health/ready answers 503; null: reported only. */
  readyMaxIndexerLag: number | null
  /** SEED_CONTENT=1: fill empty notice and banner tables with the default content at start. */
  seedContent: boolean
  /**
   * SEED_LEDGER_ADDRESSES (sandbox): addresses given demo balances at start, each once, by ledger entries from the
   * `external:sandbox` account. Empty on a real network.
   */
  seedLedgerAddresses: string[]
  /** Folder served at /images/ (banners, coin logos). */
  imagesDir: string
  responseCache: ResponseCacheConfig
  /**
   * TRUST_PROXY: which peers' X-Forwarded-For/-Proto/-Host are believed (Fastify's `trustProxy`): false (the
   * default), a hop count, or a list of addresses and CIDR ranges.
   */
  trustProxy: false | number | string[]
  /** IMAGE_DOMAIN: where images are served when no operator setting says; else this server's /images/. */
  imageDomain: string | undefined
  /**
   * VAULT_SIGNER_KEY: the private key (0x + 64 hex) whose address is the withdraw vaults' `signer`; it signs the
   * withdraw vouchers. Environment only, never logged. Without it withdrawals answer `withdraw_unavailable`.
   */
  vaultSignerKey: `0x${string}` | undefined
  /**
   * LIABILITIES_PUBLISHER_KEY: the key that sends each snapshot's root to the vaults' `publishLiabilities` (the vault's
   * owner or its `publisher`, with gas on every chain). Unset: no snapshot is published, by the daily run or by
   * `npm run admin -- liabilities publish` (docs/proof-of-liabilities.md).
   */
  liabilitiesPublisherKey: `0x${string}` | undefined
  /** WITHDRAW_VOUCHER_TTL_S: seconds a withdraw voucher stays claimable (its deadline); default 3600. */
  withdrawVoucherTtlS: number
}

type Env = Record<string, string | undefined>

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`)
  return n
}

function path(value: string | undefined, fallback: string): string {
  if (!value) return join(REPO_ROOT, fallback)
  return isAbsolute(value) ? value : resolve(process.cwd(), value)
}

function whole(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number >= ${min}, got "${value}"`)
  return n
}

/** TRUST_PROXY: empty, 0 or false for none; a whole number of hops; or a comma list of addresses/CIDRs. */
function trustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim()
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false
  if (/^\d+$/.test(text)) return whole(text, 0, 'TRUST_PROXY', 1)
  const addresses = list(text)
  for (const address of addresses) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(address) && !['loopback', 'linklocal', 'uniquelocal'].includes(address))
      throw new Error(`TRUST_PROXY must be a hop count or a list of addresses/CIDRs, got "${address}"`)
  }
  return addresses
}

function privateKey(value: string | undefined, name: string): `0x${string}` | undefined {
  if (!value) return undefined
  // The value itself is never part of an error or a log line.
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw new Error(`${name} must be 0x and 64 hex digits`)
  return value as `0x${string}`
}

function genesisAddress(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw new Error(`GENESIS_ADDRESS: not an address: ${value}`)
  return value.toLowerCase()
}

function imageDomain(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (!/^(https?:\/\/[^\s"<>/]+(\/[^\s"<>]*)?|\/[^\s"<>]*)$/.test(value)) {
    throw new Error(`IMAGE_DOMAIN must be an http(s) URL or a path starting with /, got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

/**
 * Real chains wait for 12 blocks (reorgs of a few blocks happen there). The local chain waits for 2 as well, so
 * the sandbox shows a deposit pending before it is usable; the sandbox mines those blocks after each transaction
 * (scripts/src/confirmationPump.ts), so a quiet chain still confirms its last trade.
 */
const DEFAULT_CONFIRMATIONS = { real: 12, local: LOCAL_CONFIRMATIONS }

/** The RPCs the operator gave: RPC_URL_<chainId> and LOCAL_RPC_URL (chain 31337). */
function givenRpcUrls(env: Env, localRpcUrl: string | undefined): Record<number, string> {
  const rpcUrls: Record<number, string> = {}
  for (const [name, value] of Object.entries(env)) {
    const match = /^RPC_URL_(\d+)$/.exec(name)
    if (match && value) rpcUrls[Number(match[1])] = value
  }
  if (localRpcUrl) rpcUrls[LOCAL_CHAIN_ID] = localRpcUrl
  return rpcUrls
}

function indexerConfig(env: Env, localRpcUrl: string | undefined): IndexerConfig {
  const rpcUrls = givenRpcUrls(env, localRpcUrl)
  const confirmations: Record<number, number> = {}
  const pollMs: Record<number, number> = {}
  for (const id of Object.keys(rpcUrls).map(Number)) {
    const local = id === LOCAL_CHAIN_ID
    const fallback = local ? DEFAULT_CONFIRMATIONS.local : DEFAULT_CONFIRMATIONS.real
    const wanted = env[`INDEXER_CONFIRMATIONS_${id}`] ?? env.INDEXER_CONFIRMATIONS
    confirmations[id] = whole(wanted, fallback, 'INDEXER_CONFIRMATIONS')
    pollMs[id] = whole(env.INDEXER_POLL_MS, local ? 1000 : 3000, 'INDEXER_POLL_MS', 10)
  }
  return {
    enabled: env.INDEXER !== '0',
    chainIds: Object.keys(rpcUrls).map(Number),
    pollMs,
    confirmations,
    maxBlockRange: whole(env.INDEXER_MAX_BLOCK_RANGE, 2000, 'INDEXER_MAX_BLOCK_RANGE', 1),
    backoffMinMs: 1000,
    backoffMaxMs: 60_000,
  }
}

/** Reads the environment described in docs/interfaces.md; throws with the variable's name when one is wrong. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const listenPort = port(env.PORT, 5180, 'PORT')
  const dataDir = path(env.DATA_DIR, '.data')
  const localRpcUrl = env.LOCAL_RPC_URL || undefined
  const rpcUrls: Record<number, string> = { ...PUBLIC_RPC, ...givenRpcUrls(env, localRpcUrl) }
  const siweDomains = list(env.SIWE_DOMAINS)
  return {
    port: listenPort,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    localRpcUrl,
    rpcUrls,
    rpcTimeoutMs: whole(env.RPC_TIMEOUT_MS, 10_000, 'RPC_TIMEOUT_MS', 1),
    chainIds: localRpcUrl ? [...REAL_CHAIN_IDS, LOCAL_CHAIN_ID] : [...REAL_CHAIN_IDS],
    siweDomains: siweDomains.length ? siweDomains : [`127.0.0.1:${listenPort}`, `localhost:${listenPort}`],
    webDistDir: path(env.WEB_DIST_DIR, 'web/dist'),
    deploymentsDirs: [join(REPO_ROOT, 'deployments'), join(dataDir, 'deployments')],
    deploymentsPollMs: 1000,
    operatorAddresses: list(env.OPERATOR_ADDRESSES).map((a) => a.toLowerCase()),
    genesisAddress: genesisAddress(env.GENESIS_ADDRESS),
    rateLimits: {
      read: whole(env.RATE_LIMIT_READ, 1200, 'RATE_LIMIT_READ', 1),
      signIn: 30,
      action: 60,
      windowMs: 60_000,
    },
    indexer: indexerConfig(env, localRpcUrl),
    readyMaxIndexerLag: env.READY_MAX_INDEXER_LAG ? whole(env.READY_MAX_INDEXER_LAG, 0, 'READY_MAX_INDEXER_LAG') : null,
    jobs: { enabled: env.JOBS !== '0', intervalMs: whole(env.JOBS_INTERVAL_MS, 60_000, 'JOBS_INTERVAL_MS', 10) },
    seedContent: env.SEED_CONTENT === '1',
    seedLedgerAddresses: list(env.SEED_LEDGER_ADDRESSES).map((a) => {
      if (!/^0x[0-9a-fA-F]{40}$/.test(a)) throw new Error(`SEED_LEDGER_ADDRESSES: not an address: ${a}`)
      return a.toLowerCase()
    }),
    imagesDir: join(REPO_ROOT, 'server/public/images'),
    responseCache: { quotesTtlMs: 1000, contentTtlMs: 5000, maxEntries: 1000 },
    trustProxy: trustProxy(env.TRUST_PROXY),
    imageDomain: imageDomain(env.IMAGE_DOMAIN),
    vaultSignerKey: privateKey(env.VAULT_SIGNER_KEY, 'VAULT_SIGNER_KEY'),
    liabilitiesPublisherKey: privateKey(env.LIABILITIES_PUBLISHER_KEY, 'LIABILITIES_PUBLISHER_KEY'),
    withdrawVoucherTtlS: whole(env.WITHDRAW_VOUCHER_TTL_S, 3600, 'WITHDRAW_VOUCHER_TTL_S', 60),
  }
}
