import { priceOf } from '@phoswap/core/amm/priceOf'
import type { DeployedToken, Deployment } from '@phoswap/core/deployments'
import { formatPrice } from '@phoswap/core/format/formatPrice'
import type { Address } from 'viem'
import { UNKNOWN } from '../../ui/formatNumber'

export const PHO_PAIR_NAME = 'PHO-USDT'

export interface PhoPair {
  address: Address
  pho: DeployedToken
  usdt: DeployedToken
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The PHO-USDT pair of a deployment: by its name, else by its two tokens (PHO is `contracts.pho`, USDT the
 * token of that symbol). Undefined when there is no such pair or a token is not listed (decimals unknown).
 */
export function findPhoPair(deployment: Deployment | undefined): PhoPair | undefined {
  if (!deployment) return undefined
  const pho = deployment.tokens.find((token) => same(token.address, deployment.contracts.pho))
  const usdt = deployment.tokens.find((token) => token.symbol.toUpperCase() === 'USDT')
  if (!pho || !usdt) return undefined
  const pair =
    deployment.pairs.find((p) => p.name.toUpperCase() === PHO_PAIR_NAME) ??
    deployment.pairs.find(
      (p) =>
        (same(p.token0, pho.address) && same(p.token1, usdt.address)) ||
        (same(p.token0, usdt.address) && same(p.token1, pho.address)),
    )
  return pair ? { address: pair.address, pho, usdt } : undefined
}

/**
 * The price of one PHO in USDT from the pair's reserves and its token0 (read on chain, not trusted from the
 * deployments file): 8 decimals, cut; '--' without liquidity or when token0 is neither token.
 */
export function phoPriceText(pair: PhoPair, token0: Address, reserve0: bigint, reserve1: bigint): string {
  const phoFirst = same(token0, pair.pho.address)
  if (!phoFirst && !same(token0, pair.usdt.address)) return UNKNOWN
  const [phoReserve, usdtReserve] = phoFirst ? [reserve0, reserve1] : [reserve1, reserve0]
  if (phoReserve <= 0n || usdtReserve <= 0n) return UNKNOWN
  return formatPrice(priceOf(phoReserve, pair.pho.decimals, usdtReserve, pair.usdt.decimals))
}
