import type { QuoteData } from '@phoswap/core/api/market'
import { nativeUsdPrice } from '@phoswap/core/chain'
import { getChain } from '@phoswap/core/chains'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback } from 'react'
import { apiGet } from '../api/client'
import { NativePriceContext } from '../trade/nativePrice'

/**
 * The native coin's USD price for the network fee (trade/NetworkFee.tsx), from `/index/quote` (the home page's
 * query and cache key, so a visit there and a review share one request).
 */
export function NativePriceProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient()
  const priceOf = useCallback(
    async (chainId: number) => {
      const chain = getChain(chainId)
      if (!chain) return null
      const data = await client.fetchQuery({
        queryKey: ['index', 'quote', chainId],
        queryFn: ({ signal }) =>
          apiGet<QuoteData>('/index/quote', { query: { chain_id: chainId }, signal, quiet: true }),
        staleTime: 30_000,
      })
      return nativeUsdPrice(data.list, chain.nativeCurrency.symbol)
    },
    [client],
  )
  return <NativePriceContext.Provider value={priceOf}>{children}</NativePriceContext.Provider>
}
