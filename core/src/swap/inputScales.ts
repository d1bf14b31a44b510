import type { Fraction } from '../amm/priceImpact'
import type { Deployment } from '../deployments'
import { resolveRuleToken } from './resolveRuleToken'
import { SWAP_TOKEN_RULES, type SwapTokenRules } from './swapTokenRules'

/** Input scales of a chain's tokens (spec 000 §5, PHO 0.9999), keyed by lowercase address. */
export function inputScales(
  chainId: number,
  deployment?: Deployment,
  rules: Readonly<Record<number | 'default', SwapTokenRules>> = SWAP_TOKEN_RULES,
): Record<string, Fraction> {
  const result: Record<string, Fraction> = {}
  for (const [name, scale] of Object.entries((rules[chainId] ?? rules.default).inputScale)) {
    const address = resolveRuleToken(name, chainId, deployment)
    if (address) result[address.toLowerCase()] = scale
  }
  return result
}
