import type { Hex } from 'viem'

export type ChainKey = 'okt' | 'polygon' | 'bsc' | 'local'
/** The spec's `NetWorkName`: the name shown in the network picker. */
export type NetworkName = 'OKT Chain' | 'Polygon' | 'BSC' | 'Local'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** The spec's "Network config". Contract addresses (swapConfig) live in the chain's Deployment, not here. */
export interface ChainConfig {
  key: ChainKey
  name: NetworkName
  /** Path of the network's logo inside the web app's public folder. */
  logoURI: string
  /** Public RPC endpoints, first preferred; `RPC_URL_<chainId>` overrides them at run time. */
  rpcUrls: readonly string[]
  /** Explorer transaction link prefix: `blocsUrl + txHash`. */
  blocsUrl: string
  /** Explorer address link prefix (tokens and accounts alike): `blocsHashUrl + address`. */
  blocsHashUrl: string
  chainId: number
  /** `chainId` as wallets want it in `wallet_switchEthereumChain`, e.g. '0x42'. */
  hexId: Hex
  nativeCurrency: NativeCurrency
  /** The development chain: offered only when the runtime config names it, never a real network. */
  isLocal: boolean
}

export const DEFAULT_CHAIN_ID = 66
export const LOCAL_CHAIN_ID = 31337
/**
 * Blocks a log of the local chain waits behind the head before the indexer credits it (the server's default for
 * 31337; INDEXER_CONFIRMATIONS_31337 overrides it). The sandbox mines that many blocks after each transaction.
 */
export const LOCAL_CONFIRMATIONS = 2
/** Chain id the earlier app kept a token list for; no network or deployment is known for it (see tokens). */
export const TOKEN_LIST_ONLY_CHAIN_ID = 878

export const okt: ChainConfig = {
  key: 'okt',
  name: 'OKT Chain',
  logoURI: '/chains/okt.svg',
  rpcUrls: ['https://exchainrpc.okex.org'],
  blocsUrl: 'https://www.oklink.com/okc/tx/',
  blocsHashUrl: 'https://www.oklink.com/okc/address/',
  chainId: 66,
  hexId: '0x42',
  nativeCurrency: { name: 'OKT', symbol: 'OKT', decimals: 18 },
  isLocal: false,
}

export const polygon: ChainConfig = {
  key: 'polygon',
  name: 'Polygon',
  logoURI: '/chains/polygon.svg',
  rpcUrls: ['https://polygon-rpc.com', 'https://polygon.drpc.org'],
  blocsUrl: 'https://polygonscan.com/tx/',
  blocsHashUrl: 'https://polygonscan.com/address/',
  chainId: 137,
  hexId: '0x89',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  isLocal: false,
}

export const bsc: ChainConfig = {
  key: 'bsc',
  name: 'BSC',
  logoURI: '/chains/bsc.svg',
  rpcUrls: ['https://bsc-dataseed.binance.org', 'https://bsc-dataseed1.defibit.io'],
  blocsUrl: 'https://bscscan.com/tx/',
  blocsHashUrl: 'https://bscscan.com/address/',
  chainId: 56,
  hexId: '0x38',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  isLocal: false,
}

/** anvil; its RPC URL comes from the runtime config (`localChain.rpcUrl`), this one is anvil's default. */
export const local: ChainConfig = {
  key: 'local',
  name: 'Local',
  logoURI: '/chains/local.svg',
  rpcUrls: ['http://127.0.0.1:8545'],
  blocsUrl: '',
  blocsHashUrl: '',
  chainId: LOCAL_CHAIN_ID,
  hexId: '0x7a69',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  isLocal: true,
}

/** The real networks in picker order, the default first. */
export const NETWORKS: readonly ChainConfig[] = [okt, polygon, bsc]
