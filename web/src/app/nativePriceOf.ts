import type { QuoteData } from '@phoswap/core/api/market'
import { nativeUsdPrice } from '@phoswap/core/chain'
import { getChain } from '@phoswap/core/chains'
import type { QueryClient } from '@tanstack/react-query'
import { apiGet } from '../api/client'

/**
 * The native coin's USD price of a chain from `/index/quote` (the home page's query and cache key, so a visit there
 * and a review share one request); null when the market has none. Loaded with the first fee line that asks, not
 * with the app shell (docs/decisions/0146-route-budget-150.md).
 */
export async function nativePriceOf(client: QueryClient, chainId: number): Promise<bigint | null> {
  const chain = getChain(chainId)
  if (!chain) return null
  const data = await client.fetchQuery({
    queryKey: ['index', 'quote', chainId],
    queryFn: ({ signal }) => apiGet<QuoteData>('/index/quote', { query: { chain_id: chainId }, signal, quiet: true }),
    staleTime: 30_000,
  })
  return nativeUsdPrice(data.list, chain.nativeCurrency.symbol)
}
