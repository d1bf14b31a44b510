import { availableChains, type ChainConfig, DEFAULT_CHAIN_ID } from '@phoswap/core/chains'
import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'
import { type Address, type Chain, defineChain } from 'viem'

export { DEFAULT_CHAIN_ID }

export interface Network {
  chainId: number
  /** i18n key of its display name. */
  nameKey: string
  /** The network's logo in web/public. */
  logoURI: string
  config: ChainConfig
  /** The viem chain wagmi uses: RPC and explorer from core, Multicall3 from the deployment. */
  chain: Chain
  isLocal: boolean
}

function toViemChain(config: ChainConfig, multicall3: Address | undefined): Chain {
  const explorer = config.blocsUrl ? config.blocsUrl.replace(/\/tx\/$/, '') : undefined
  return defineChain({
    id: config.chainId,
    name: config.name,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [...config.rpcUrls] } },
    blockExplorers: explorer ? { default: { name: config.name, url: explorer } } : undefined,
    contracts: multicall3 ? { multicall3: { address: multicall3 } } : undefined,
    testnet: config.isLocal,
  })
}

/**
 * The networks the app offers (core's `availableChains`): OKT Chain, Polygon and BSC always, and Local only
 * when the runtime configuration names a local chain, with its RPC.
 */
export function buildNetworks(runtime: RuntimeConfig): Network[] {
  return availableChains(runtime.localChain).map((config) => ({
    chainId: config.chainId,
    nameKey: `network.${config.key}`,
    logoURI: config.logoURI,
    config,
    chain: toViemChain(config, runtime.deployments[config.chainId]?.contracts.multicall3),
    isLocal: config.isLocal,
  }))
}

/** Chain to show when no wallet says otherwise: the stored choice, else the local chain if any, else OKT. */
export function defaultChainId(networks: Network[], stored: number | null): number {
  if (stored !== null && networks.some((n) => n.chainId === stored)) return stored
  return networks.find((n) => n.isLocal)?.chainId ?? DEFAULT_CHAIN_ID
}
