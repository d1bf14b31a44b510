import type { RuntimeConfig } from '../runtimeConfig'
import { type ChainConfig, local, NETWORKS } from './chains'

/** The networks the picker lists: the real ones, then Local when the runtime config names a local chain. */
export function availableChains(localChain: RuntimeConfig['localChain'] = null): ChainConfig[] {
  if (!localChain) return [...NETWORKS]
  const { chainId, rpcUrl } = localChain
  return [...NETWORKS, { ...local, chainId, hexId: `0x${chainId.toString(16)}`, rpcUrls: [rpcUrl] }]
}
