import type { ActivityApproval } from '@phoswap/core/api/activity'
import { createContext } from 'react'
import type { Address } from 'viem'
import { sameAddress } from '../tokens/sameAddress'

/**
 * The second authorisation of spec 000 §4: approving the stablecoin the operator names for a chain is followed by
 * an approval to the activity's spender, then an activity join. The list and the join come from the server (the
 * app provides them, see app/ActivityApprovals.tsx); without a provider nothing follows an approval.
 */
export interface ActivityApprovals {
  /** The operator's entries, fetched when an approval first asks (then cached). */
  list: () => Promise<readonly ActivityApproval[]>
  /** `POST /activity/join` with the address; a failure is only logged, the approvals stand. */
  join: (address: Address) => Promise<void>
}

export const ActivityApprovalContext = createContext<ActivityApprovals>({
  list: async () => [],
  join: async () => {},
})

/**
 * The activity's spender when `token` is the chain's named stablecoin and was just approved to another spender;
 * undefined otherwise (an approval to the activity's spender itself is not repeated).
 */
export function activitySpenderFor(
  list: readonly ActivityApproval[],
  chainId: number,
  token: Address,
  spender: Address,
): Address | undefined {
  const entry = list.find((e) => e.chain_id === chainId && sameAddress(e.token, token))
  if (!entry || sameAddress(entry.spender, spender)) return undefined
  return entry.spender as Address
}
