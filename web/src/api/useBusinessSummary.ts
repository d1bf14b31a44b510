import type { BusinessSummary } from '@phoswap/core/api/gdt'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from './client'
import { useSessionToken } from './useAccountInfo'

/** Query keys starting with this are the reward pages' figures (Mine, GdtReward, Business). */
export const MINE_REWARDS_KEY = 'mineRewards'

/**
 * The Business page's figures (`GET /business/summary`): share and buy rewards and the usable business earnings,
 * which the business withdraw (`POST /order/custom`) takes. Shared by the Business page and the wallet's business
 * withdraw; off until there is a session.
 */
export function useBusinessSummary(address: string | undefined) {
  const token = useSessionToken()
  return useQuery({
    queryKey: [MINE_REWARDS_KEY, 'business', address?.toLowerCase()],
    enabled: !!token && !!address,
    queryFn: ({ signal }) => apiGet<BusinessSummary>('/business/summary', { signal }),
  })
}
