import type { BannerListData, NoticeLatestData } from '@phoswap/core/api/content'
import type { QuoteData } from '@phoswap/core/api/market'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { takePrefetched } from '../../api/prefetchHome'

/** Quotes refresh on their own so a swap made elsewhere shows up without a reload. */
export const QUOTE_REFRESH_MS = 10_000

/** The home page's query keys, shared with the server's renderer (ssr/renderHome.tsx), which fills them in. */
export const homeKeys = {
  banners: (language: string) => ['banner', 'list', language],
  latestNotice: (language: string) => ['notice', 'latest', language],
  quotes: (chainId: number) => ['index', 'quote', chainId],
}

export function useBanners() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: homeKeys.banners(i18n.language),
    queryFn: ({ signal }) => {
      const load = () => apiGet<BannerListData>('/basic/banner/list', { signal })
      return takePrefetched<BannerListData>(`banner/list:${i18n.language}`)?.catch(load) ?? load()
    },
    staleTime: 60_000,
  })
}

export function useLatestNotice() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: homeKeys.latestNotice(i18n.language),
    queryFn: ({ signal }) => apiGet<NoticeLatestData>('/basic/notice/latest', { signal }),
    staleTime: 60_000,
  })
}

/** Market quotes of the active chain. Polling is quiet: a failed refresh keeps the last list, without a toast every 10 s. */
export function useQuotes(chainId: number) {
  return useQuery({
    queryKey: homeKeys.quotes(chainId),
    queryFn: ({ signal }) => apiGet<QuoteData>('/index/quote', { query: { chain_id: chainId }, signal, quiet: true }),
    refetchInterval: QUOTE_REFRESH_MS,
  })
}
