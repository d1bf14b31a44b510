import { type Address, getAddress } from 'viem'
import type { Deployment } from '../deployments'
import { STATIC_TOKEN_LISTS } from './staticTokenLists'

const WRAPPED_SYMBOLS = new Set(['WOKT', 'WPOL', 'WMATIC', 'WBNB', 'WETH'])

/**
 * Intermediate tokens for two-hop routes (A -> base -> B): the wrapped native token, USDT and PHO.
 * The deployment's `wrappedNative`, `pho` and a deployed USDT take precedence over the static list, so the local
 * chain routes through its seeded tokens. Deduplicated, checksummed, in that order.
 */
export function baseTokensFor(chainId: number, deployment?: Deployment): Address[] {
  const own = deployment && deployment.chainId === chainId ? deployment : undefined
  const listed = STATIC_TOKEN_LISTS[chainId] ?? []
  const candidates: (Address | undefined)[] = [
    own?.contracts.wrappedNative ?? listed.find((t) => WRAPPED_SYMBOLS.has(t.symbol))?.address,
    own?.tokens.find((t) => t.symbol === 'USDT')?.address ?? listed.find((t) => t.symbol === 'USDT')?.address,
    own?.contracts.pho,
  ]
  const result: Address[] = []
  for (const candidate of candidates) {
    if (!candidate) continue
    const address = getAddress(candidate)
    if (!result.some((a) => a.toLowerCase() === address.toLowerCase())) result.push(address)
  }
  return result
}
