import { type Address, getAddress, isAddress } from 'viem'
import type { Deployment } from '../deployments'

/**
 * The address a rule names on a chain, checksummed: an address as is, a symbol through the deployment (PHO also
 * through `contracts.pho`). Undefined when the chain has no such token; a deployment of another chain is ignored.
 */
export function resolveRuleToken(name: string, chainId: number, deployment?: Deployment): Address | undefined {
  if (isAddress(name, { strict: false })) return getAddress(name)
  if (!deployment || deployment.chainId !== chainId) return undefined
  const listed = deployment.tokens.find((t) => t.symbol === name)?.address
  if (listed) return getAddress(listed)
  return name === 'PHO' ? getAddress(deployment.contracts.pho) : undefined
}
