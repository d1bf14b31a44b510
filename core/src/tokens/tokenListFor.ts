import { getAddress } from 'viem'
import type { Deployment } from '../deployments'
import { STATIC_TOKEN_LISTS } from './staticTokenLists'
import type { Token } from './token'

/**
 * The default token list of a chain: the static list (native first), then the deployment's tokens that are not
 * already listed. Addresses are checksummed and compared without regard to case; the first entry wins.
 * A deployment for another chain is ignored, so a mix-up cannot list foreign addresses.
 */
export function tokenListFor(chainId: number, deployment?: Deployment): Token[] {
  const seen = new Set<string>()
  const result: Token[] = []
  const add = (token: Token) => {
    const address = getAddress(token.address)
    const key = address.toLowerCase()
    if (seen.has(key)) return
    seen.add(key)
    result.push({ ...token, address })
  }
  for (const token of STATIC_TOKEN_LISTS[chainId] ?? []) add(token)
  if (deployment && deployment.chainId === chainId) {
    for (const { address, symbol, name, decimals, logoURI } of deployment.tokens) {
      add({ address, symbol, name, decimals, chainId, ...(logoURI ? { logoURI } : {}) })
    }
  }
  return result
}
