import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { ActivityApprovalContext, type ActivityApprovals } from '../chain/tx/activityApproval'

const server = () => import('./activityServer')

/**
 * The server's side of the second authorisation (chain/tx/activityApproval.ts): `GET /activity/approvals`, asked
 * only when an approval confirms, and `POST /activity/join` (activityServer.ts).
 */
export function ActivityApprovalsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient()
  const value = useMemo<ActivityApprovals>(
    () => ({
      list: async () => (await server()).activityList(client),
      join: (address) =>
        server().then(
          (m) => m.activityJoin(address),
          (error: unknown) => console.warn('activity join', error),
        ),
    }),
    [client],
  )
  return <ActivityApprovalContext.Provider value={value}>{children}</ActivityApprovalContext.Provider>
}
