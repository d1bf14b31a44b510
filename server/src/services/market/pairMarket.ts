import type { DeployedPair, DeployedToken, Deployment } from '@phoswap/core/deployments'

/** A pair seen as "base priced in quote", the base being the first symbol of its name (PHO in PHO-USDT). */
export interface PairMarket {
  pair: DeployedPair
  base: DeployedToken
  quote: DeployedToken
  /** Whether the base token is token0 (its reserve is reserve0). */
  baseIsToken0: boolean
}

export function pairMarket(deployment: Deployment, pair: DeployedPair): PairMarket | null {
  const token0 = deployment.tokens.find((t) => t.address === pair.token0)
  const token1 = deployment.tokens.find((t) => t.address === pair.token1)
  if (!token0 || !token1) return null
  const baseSymbol = pair.name.split('-')[0]
  const baseIsToken0 = token1.symbol !== baseSymbol || token0.symbol === baseSymbol
  return baseIsToken0
    ? { pair, base: token0, quote: token1, baseIsToken0 }
    : { pair, base: token1, quote: token0, baseIsToken0 }
}

/** The pairs of the market list, the PHO-USDT pair (the PHO price) first, then in the deployment's order. */
export function marketsOf(deployment: Deployment): PairMarket[] {
  const markets = deployment.pairs.map((p) => pairMarket(deployment, p)).filter((m): m is PairMarket => m !== null)
  const isPhoUsdt = (m: PairMarket) => m.base.symbol === 'PHO' && m.quote.symbol === 'USDT'
  return [...markets.filter(isPhoUsdt), ...markets.filter((m) => !isPhoUsdt(m))]
}

/** The chain the market calls answer for: the one asked, else the first configured chain with a deployment. */
export function pickDeployment(
  deployments: Record<number, Deployment>,
  chainIds: number[],
  wanted: number | undefined,
): Deployment | null {
  if (wanted !== undefined) return deployments[wanted] ?? null
  for (const id of chainIds) if (deployments[id]) return deployments[id]
  return null
}
