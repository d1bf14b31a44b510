import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema, ChainIdSchema } from './common'

export const JoinBodySchema = Type.Object({ address: AddressSchema }, { additionalProperties: false })
export type JoinBody = Static<typeof JoinBodySchema>

export const JoinDataSchema = Type.Object({ joined: Type.Literal(true) })
export type JoinData = Static<typeof JoinDataSchema>

/**
 * The stablecoin of a chain whose approval is followed by a second one, to the activity's spender, and then an
 * activity join (spec 000 §4 "Approval"). An operator setting: the spec names neither the coin nor the spender.
 */
export const ActivityApprovalSchema = Type.Object(
  { chain_id: ChainIdSchema, token: AddressSchema, spender: AddressSchema },
  { additionalProperties: false },
)
export type ActivityApproval = Static<typeof ActivityApprovalSchema>

/** `GET /activity/approvals` and the body of `POST /admin/activity/approvals`: at most one entry per chain. */
export const ActivityApprovalsSchema = Type.Object(
  { list: Type.Array(ActivityApprovalSchema, { maxItems: 50 }) },
  { additionalProperties: false },
)
export type ActivityApprovals = Static<typeof ActivityApprovalsSchema>
