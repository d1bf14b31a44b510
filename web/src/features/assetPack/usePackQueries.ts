import type { HeldPacksData, PackWallet, PledgeConfigsData } from '@phoswap/core/api/assetPack'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { nextPageOf } from '../../api/nextPageOf'
import { useSessionToken } from '../../api/useAccountInfo'
import type { PackVariantView } from './packVariant'

/** Spec 001 §9: the hold list pages by 10. */
export const HOLD_PAGE_SIZE = 10

/** Every query of a variant for one account starts with this key (one invalidation refreshes the page). */
export const packKey = (variant: PackVariantView, address: string | undefined) =>
  ['asset-pack', variant.key, address?.toLowerCase()] as const

/** The packages on offer and the exchange rate (public). */
export function usePackConfigs(variant: PackVariantView) {
  return useQuery({
    queryKey: ['asset-pack', variant.key, 'configs'],
    queryFn: ({ signal }) => apiGet<PledgeConfigsData>(`${variant.base}/configs`, { signal }),
    staleTime: 60_000,
  })
}

/**
 * The pack coin's usable balance; `poll` reads it every 3 s while an exchange waits for the indexer's credit.
 */
export function usePackWallet(variant: PackVariantView, address: string, poll: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: [...packKey(variant, address), 'wallet'],
    queryFn: ({ signal }) => apiGet<PackWallet>(`${variant.base}/${variant.walletPath}`, { signal }),
    enabled: !!token,
    refetchInterval: poll ? 3000 : false,
  })
}

/** The held packs, newest first, page by page. */
export function useHeldPacks(variant: PackVariantView, address: string) {
  const token = useSessionToken()
  return useInfiniteQuery({
    queryKey: [...packKey(variant, address), 'hold-list'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<HeldPacksData>(`${variant.base}/hold-list`, {
        query: { page: pageParam, page_size: HOLD_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: !!token,
    staleTime: 0,
  })
}
