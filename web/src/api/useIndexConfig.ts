import type { IndexConfigData } from '@phoswap/core/api/indexArea'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from './client'
import { takePrefetched } from './prefetchHome'

export const INDEX_CONFIG_KEY = ['index', 'config']

/** GET /index/config: the image domain of banners and coin logos, among others; it changes rarely. */
export function useIndexConfig() {
  return useQuery({
    queryKey: INDEX_CONFIG_KEY,
    queryFn: ({ signal }) => {
      const load = () => apiGet<IndexConfigData>('/index/config', { signal, quiet: true })
      return takePrefetched<IndexConfigData>('index/config')?.catch(load) ?? load()
    },
    staleTime: 10 * 60_000,
  })
}
