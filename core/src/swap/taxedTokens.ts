import type { Deployment } from '../deployments'
import type { TransferTaxes } from '../routing/types'
import { resolveRuleToken } from './resolveRuleToken'
import { SWAP_TOKEN_RULES, type SwapTokenRules } from './swapTokenRules'

/**
 * Transfer taxes of a chain's tokens in basis points, keyed by lowercase address: what `bestTradeExactIn/Out`
 * take as `transferTaxes` and `swapCall` as `taxes`, so quotes and the router function agree.
 */
export function taxedTokens(
  chainId: number,
  deployment?: Deployment,
  rules: Readonly<Record<number | 'default', SwapTokenRules>> = SWAP_TOKEN_RULES,
): TransferTaxes {
  const result: Record<string, number> = {}
  for (const [name, bps] of Object.entries((rules[chainId] ?? rules.default).transferTaxBps)) {
    const address = resolveRuleToken(name, chainId, deployment)
    if (address && bps > 0) result[address.toLowerCase()] = bps
  }
  return result
}
