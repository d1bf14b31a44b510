import type { ActivityApprovals as ApprovalsData } from '@phoswap/core/api/activity'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { apiGet, apiPost } from '../api/client'
import { ActivityApprovalContext, type ActivityApprovals } from '../chain/tx/activityApproval'

export const ACTIVITY_APPROVALS_KEY = ['activity', 'approvals']

/**
 * The server's side of the second authorisation (chain/tx/activityApproval.ts): `GET /activity/approvals`, asked
 * only when an approval confirms and cached for ten minutes, and `POST /activity/join`.
 */
export function ActivityApprovalsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient()
  const value = useMemo<ActivityApprovals>(
    () => ({
      list: async () => {
        const data = await client.fetchQuery({
          queryKey: ACTIVITY_APPROVALS_KEY,
          queryFn: ({ signal }) => apiGet<ApprovalsData>('/activity/approvals', { signal, quiet: true }),
          staleTime: 10 * 60_000,
        })
        return data.list
      },
      join: async (address) => {
        await apiPost('/activity/join', { address }, { quiet: true }).catch((error: unknown) =>
          console.warn('activity join', error),
        )
      },
    }),
    [client],
  )
  return <ActivityApprovalContext.Provider value={value}>{children}</ActivityApprovalContext.Provider>
}
