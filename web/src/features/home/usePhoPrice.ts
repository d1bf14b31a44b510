import { useQuery } from '@tanstack/react-query'
import { findNetwork, getDeployment } from '../../chain/network/configuredNetworks'
import { UNKNOWN } from '../../ui/formatNumber'
import { findPhoPair, phoPriceText } from './phoPair'
import { readPairReserves } from './readPairReserves'
import { QUOTE_REFRESH_MS } from './useHomeContent'

export const phoPriceKey = (chainId: number, pair: string | undefined) => ['pho-price', chainId, pair]

/**
 * PHO in USDT from the PHO-USDT pair of the chain's deployment, and PHO's total supply: getReserves, token0 and
 * totalSupply in one JSON-RPC batch (readPairReserves, no wagmi), refreshed with the quotes. '--' without a
 * deployment, a pair or liquidity; the supply null until read.
 */
export function usePhoPrice(
  chainId: number,
  enabled: boolean,
): { text: string; isLoading: boolean; supply: bigint | null; decimals: number } {
  const pair = findPhoPair(getDeployment(chainId))
  const rpcUrls = findNetwork(chainId)?.config.rpcUrls ?? []
  const on = enabled && !!pair && rpcUrls.length > 0
  const result = useQuery({
    queryKey: phoPriceKey(chainId, pair?.address),
    queryFn: ({ signal }) => readPairReserves(rpcUrls, pair!.address, signal, undefined, pair!.pho.address),
    enabled: on,
    refetchInterval: on ? QUOTE_REFRESH_MS : false,
  })
  const decimals = pair?.pho.decimals ?? 18
  if (!pair || !on || !result.data) return { text: UNKNOWN, isLoading: on && result.isLoading, supply: null, decimals }
  const { token0, reserve0, reserve1, supply } = result.data
  return { text: phoPriceText(pair, token0, reserve0, reserve1), isLoading: false, supply: supply ?? null, decimals }
}
