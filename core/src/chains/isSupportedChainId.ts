import type { RuntimeConfig } from '../runtimeConfig'
import { NETWORKS } from './chains'

/**
 * Whether the app can work on this chain: one of the real networks, or the local chain when the runtime
 * config offers it. Accepts the wallet's hex form ('0x42') too.
 */
export function isSupportedChainId(chainId: number | string, localChain: RuntimeConfig['localChain'] = null): boolean {
  const id =
    typeof chainId === 'string' ? (/^(0x[0-9a-f]+|\d+)$/i.test(chainId) ? Number(chainId) : Number.NaN) : chainId
  if (!Number.isSafeInteger(id)) return false
  if (NETWORKS.some((c) => c.chainId === id)) return true
  return localChain !== null && id === localChain.chainId
}
