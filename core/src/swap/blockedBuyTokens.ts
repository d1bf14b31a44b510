import type { Address } from 'viem'
import type { Deployment } from '../deployments'
import { resolveRuleToken } from './resolveRuleToken'
import { SWAP_TOKEN_RULES, type SwapTokenRules } from './swapTokenRules'

/** Tokens the swap screen will not buy on a chain (spec 000 §5; the button shows swap26), checksummed. */
export function blockedBuyTokens(
  chainId: number,
  deployment?: Deployment,
  rules: Readonly<Record<number | 'default', SwapTokenRules>> = SWAP_TOKEN_RULES,
): Address[] {
  const names = (rules[chainId] ?? rules.default).blockedBuy
  const result: Address[] = []
  for (const name of names) {
    const address = resolveRuleToken(name, chainId, deployment)
    if (address && !result.includes(address)) result.push(address)
  }
  return result
}
