import { priceOf } from '@phoswap/core/amm/priceOf'
import type { DeployedToken, Deployment } from '@phoswap/core/deployments'
import { formatPrice } from '@phoswap/core/format/formatPrice'
import type { Address } from 'viem'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { UNKNOWN } from '../../ui/formatNumber'

export const PHO_PAIR_NAME = 'PHO-USDT'

export interface PhoPair {
  address: Address
  pho: DeployedToken
  usdt: DeployedToken
}

/**
 * The PHO-USDT pair of a deployment: by its name, else by its two tokens (PHO is `contracts.pho`, USDT the
 * token of that symbol). Undefined when there is no such pair or a token is not listed (decimals unknown).
 */
export function findPhoPair(deployment: Deployment | undefined): PhoPair | undefined {
  if (!deployment) return undefined
  const pho = deployment.tokens.find((token) => sameAddress(token.address, deployment.contracts.pho))
  const usdt = deployment.tokens.find((token) => token.symbol.toUpperCase() === 'USDT')
  if (!pho || !usdt) return undefined
  const pair =
    deployment.pairs.find((p) => p.name.toUpperCase() === PHO_PAIR_NAME) ??
    deployment.pairs.find(
      (p) =>
        (sameAddress(p.token0, pho.address) && sameAddress(p.token1, usdt.address)) ||
        (sameAddress(p.token0, usdt.address) && sameAddress(p.token1, pho.address)),
    )
  return pair ? { address: pair.address, pho, usdt } : undefined
}

/**
 * The price of one PHO in USDT from the pair's reserves and its token0 (read on chain, not trusted from the
 * deployments file): 8 decimals, cut; '--' without liquidity or when token0 is neither token.
 */
export function phoPriceText(pair: PhoPair, token0: Address, reserve0: bigint, reserve1: bigint): string {
  const phoFirst = sameAddress(token0, pair.pho.address)
  if (!phoFirst && !sameAddress(token0, pair.usdt.address)) return UNKNOWN
  const [phoReserve, usdtReserve] = phoFirst ? [reserve0, reserve1] : [reserve1, reserve0]
  if (phoReserve <= 0n || usdtReserve <= 0n) return UNKNOWN
  return formatPrice(priceOf(phoReserve, pair.pho.decimals, usdtReserve, pair.usdt.decimals))
}
