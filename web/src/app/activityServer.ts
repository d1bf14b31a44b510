import type { ActivityApprovals as ApprovalsData } from '@phoswap/core/api/activity'
import type { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { apiGet, apiPost } from '../api/client'

export const ACTIVITY_APPROVALS_KEY = ['activity', 'approvals']

/*
 * The server's side of the second authorisation (ActivityApprovals.tsx), loaded when an approval confirms, not with
 * the app shell (docs/decisions/0146-route-budget-150.md).
 */

/** `GET /activity/approvals`, cached for ten minutes. */
export async function activityList(client: QueryClient) {
  const data = await client.fetchQuery({
    queryKey: ACTIVITY_APPROVALS_KEY,
    queryFn: ({ signal }) => apiGet<ApprovalsData>('/activity/approvals', { signal, quiet: true }),
    staleTime: 10 * 60_000,
  })
  return data.list
}

/** `POST /activity/join`; a failure is only logged. */
export async function activityJoin(address: Address): Promise<void> {
  await apiPost('/activity/join', { address }, { quiet: true }).catch((error: unknown) =>
    console.warn('activity join', error),
  )
}
